package table

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestSceneNeverHoldsTheGame parses the scene's and layout's own files
// and fails when one names rules.Game or control.GameForTests: the table
// on screen sees the game only through its viewer's View.
func TestSceneNeverHoldsTheGame(t *testing.T) {
	var files []string
	for _, dir := range []string{".", "layout"} {
		m, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			pkg, ok := sel.X.(*ast.Ident)
			if ok && (pkg.Name == "rules" && sel.Sel.Name == "Game" || pkg.Name == "control" && sel.Sel.Name == "GameForTests") {
				t.Errorf("%s: %s.%s: the scene must see the game only through its View", fset.Position(sel.Pos()), pkg.Name, sel.Sel.Name)
			}
			return true
		})
	}
	if checked < 20 {
		t.Fatalf("only %d files checked: the test is not looking at the scene", checked)
	}
}
