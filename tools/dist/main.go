// Command dist builds Kitchen Table's installable packages on a Linux
// machine, with the version worked out from git:
//
//	go run ./tools/dist                 build every package into dist/
//	go run ./tools/dist -out DIR        into DIR
//	go run ./tools/dist -only linux,deb just those (windows, macos, linux, deb)
//	go run ./tools/dist check [DIR]     check the packages in DIR (dist/)
//
// The packages are:
//
//   - KitchenTable-V-windows-amd64.zip: "Kitchen Table/KitchenTable.exe"
//     (icon, version information and manifest embedded, no console
//     window) and a read-me;
//   - KitchenTable-V-macos-arm64.zip, -macos-amd64.zip and
//     -macos-universal.zip: "Kitchen Table.app" with its Info.plist and an
//     icon set made here, the universal one holding both architectures,
//     signed ad hoc as a bundle (resources sealed in
//     _CodeSignature/CodeResources, Info.plist bound, the bundle
//     identifier as the code identifier), as codesign --sign - would;
//   - kitchentable-V-linux-amd64.tar.gz: the game, a desktop entry, icons
//     at the standard sizes, a read-me and install.sh;
//   - kitchentable_V_amd64.deb: the same as a Debian package.
//
// Everything is built with CGO_ENABLED=0 (Ebitengine needs no C compiler
// for these targets) and written in Go: the icon is drawn by
// internal/icon, and the icon set, universal binary, code signature,
// zip, tarball and Debian archive are assembled here, so no other tools
// are needed.
package main

import (
	"bytes"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/template"
	"time"
)

// appName is the game's name as people see it.
const appName = "Kitchen Table"

// maxArtifact is the largest a package may be.
const maxArtifact = 20 << 20

//go:embed files
var files embed.FS

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// targets are the packages dist can build, in the order it builds them.
var targets = []string{"windows", "macos", "linux", "deb"}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "check" {
		return runCheck(args[1:], stdout, stderr)
	}
	fl := flag.NewFlagSet("dist", flag.ContinueOnError)
	fl.SetOutput(stderr)
	out := fl.String("out", "dist", "the folder to write the packages to")
	only := fl.String("only", strings.Join(targets, ","), "the packages to build, comma-separated: "+strings.Join(targets, ", "))
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: go run ./tools/dist [-out DIR] [-only LIST]\n       go run ./tools/dist check [DIR]\n\nflags:")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "dist: unexpected argument %q\n", fl.Arg(0))
		fl.Usage()
		return 2
	}
	want := strings.Split(*only, ",")
	for _, w := range want {
		if !slices.Contains(targets, w) {
			fmt.Fprintf(stderr, "dist: unknown package %q (want %s)\n", w, strings.Join(targets, ", "))
			return 2
		}
	}
	root, err := repoRoot()
	if err != nil {
		fmt.Fprintf(stderr, "dist: %v\n", err)
		return 1
	}
	outDir := *out
	if !filepath.IsAbs(outDir) {
		wd, _ := os.Getwd()
		outDir = filepath.Join(wd, outDir)
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		fmt.Fprintf(stderr, "dist: %v\n", err)
		return 1
	}
	if err := removeOld(outDir, want); err != nil {
		fmt.Fprintf(stderr, "dist: %v\n", err)
		return 1
	}
	b := &builder{root: root, out: outDir, v: gitVersion(root), log: stdout}
	fmt.Fprintf(stdout, "Kitchen Table %s\n", b.v)
	start := time.Now()
	steps := map[string]func() (string, error){
		"windows": b.windows,
		"macos":   func() (string, error) { return "", b.macos() },
		"linux":   b.linuxTarball,
		"deb":     b.deb,
	}
	for _, t := range targets {
		if !slices.Contains(want, t) {
			continue
		}
		fmt.Fprintf(stdout, "%s:\n", t)
		if _, err := steps[t](); err != nil {
			fmt.Fprintf(stderr, "dist: %s: %v\n", t, err)
			return 1
		}
	}
	fmt.Fprintf(stdout, "done in %s\n", time.Since(start).Round(time.Second))
	return 0
}

// removeOld deletes the packages of the wanted targets left in dir by an
// earlier build, so that the folder holds one of each.
func removeOld(dir string, want []string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		for _, a := range artifacts {
			if slices.Contains(want, a.target) && a.pattern.MatchString(e.Name()) {
				if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// repoRoot returns the root of the module, found from the working folder
// upwards.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && bytes.Contains(b, []byte("module github.com/kitchentable/kitchentable\n")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("run this inside the Kitchen Table repository")
		}
		dir = parent
	}
}

// render fills the template files/name with data: a version (as
// {{.Version}}) or a struct or map of fields.
func render(name string, data any) ([]byte, error) {
	src, err := files.ReadFile("files/" + name)
	if err != nil {
		return nil, err
	}
	if v, ok := data.(version); ok {
		data = map[string]string{"Version": v.String()}
	}
	t, err := template.New(name).Option("missingkey=error").Parse(string(src))
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
