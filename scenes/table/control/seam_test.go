package control

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// gameNames are the names only the local table's files (local*.go) may
// use: the whole game, its objects, and the runner and type that hold
// them.
var gameNames = []string{"rules.Game", "rules.Object", "match.Runner", "runner", "localTable"}

// gameUses returns where the Go source src (a file named name) uses one
// of gameNames, as "name:line: what".
func gameUses(t *testing.T, name string, src any) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var uses []string
	found := func(n ast.Node, what string) {
		uses = append(uses, fset.Position(n.Pos()).String()+": "+what)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			id, ok := n.X.(*ast.Ident)
			if !ok {
				return true
			}
			if slices.Contains(gameNames, id.Name+"."+n.Sel.Name) {
				found(n, id.Name+"."+n.Sel.Name)
			}
			return false // neither name is a bare identifier
		case *ast.Ident:
			if slices.Contains(gameNames, n.Name) {
				found(n, n.Name)
			}
		}
		return true
	})
	return uses
}

// The Controller sees the game only through the Table: no file of the
// package but the local table's names the game, its objects or its
// runner.
func TestOnlyTheLocalTableNamesTheGame(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, "local") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, use := range gameUses(t, name, src) {
			t.Errorf("%s: only the local table (local*.go) may name the game", use)
		}
	}
	if checked < 20 {
		t.Fatalf("checked only %d files", checked)
	}
}

// The check finds each kind of use it looks for.
func TestGameUsesAreFound(t *testing.T) {
	src := `package control
func f(g *rules.Game) { var r *runner; _ = r; _ = g.Obj(0).f(rules.Object{}).Name(); _ = localTable{} }
type t struct{ m match.Runner[int, int, int, int] }
`
	uses := gameUses(t, "x.go", src)
	for _, want := range gameNames {
		n := 0
		for _, u := range uses {
			if strings.HasSuffix(u, ": "+want) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s found %d times in %q", want, n, uses)
		}
	}
	if uses := gameUses(t, "y.go", "package control\nfunc f(v *rules.View) rules.Seat { return v.Seat }\n"); len(uses) != 0 {
		t.Errorf("uses found where there are none: %q", uses)
	}
}
