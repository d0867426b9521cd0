package ai

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// TestExportedAPINeverTakesTheGame fails if an exported function or method
// of package ai or of its packages outside ai/internal (or a method of an
// exported interface) takes a rules.Game:
// a computer player may reach the game only through rules.Knowledge, whose
// Sample gives it determinised copies.
func TestExportedAPINeverTakesTheGame(t *testing.T) {
	fset := token.NewFileSet()
	// The packages outside ai/internal: what other code can reach.
	var names []string
	for _, dir := range []string{".", "cardvalue", "build", "leaguebot"} {
		ns, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, ns...)
	}
	files := map[string]*ast.File{}
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files[n] = f
	}
	takesGame := func(ft *ast.FuncType) bool {
		found := false
		ast.Inspect(ft, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Game" {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "rules" {
					found = true
				}
			}
			return true
		})
		return found
	}
	checked := 0
	for name, f := range files {
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				checked++
				if takesGame(d.Type) {
					t.Errorf("%s: exported %s takes a rules.Game", name, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok || !ts.Name.IsExported() {
						continue
					}
					ast.Inspect(ts.Type, func(n ast.Node) bool {
						if ft, ok := n.(*ast.FuncType); ok && takesGame(ft) {
							t.Errorf("%s: exported type %s has a function taking a rules.Game", name, ts.Name.Name)
						}
						if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Game" {
							t.Errorf("%s: exported type %s refers to rules.Game", name, ts.Name.Name)
						}
						return true
					})
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no exported functions found")
	}
	// The interface itself: Choose takes a context and a *rules.Knowledge.
	m, ok := reflect.TypeOf((*Player)(nil)).Elem().MethodByName("Choose")
	if !ok || m.Type.NumIn() != 2 || m.Type.In(1) != reflect.TypeOf((*rules.Knowledge)(nil)) {
		t.Errorf("Player.Choose has the wrong signature: %v", m.Type)
	}
}

// TestImports keeps package ai away from drawing and scenes (which hold
// the UI's game) and from anything outside the project and the standard library.
func TestImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Skipf("go list unavailable: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		switch {
		case strings.Contains(p, "/render"), strings.Contains(p, "/scenes"), strings.Contains(p, "/cmd/"):
			t.Errorf("ai depends on %s", p)
		case !strings.HasPrefix(p, "github.com/kitchentable/kitchentable/"):
			t.Errorf("ai depends on %s, outside the project", p)
		}
	}
}
