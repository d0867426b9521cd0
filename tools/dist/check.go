package main

import (
	"bytes"
	"debug/elf"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
)

// artifact is one kind of package check knows: how its file is named,
// and what to check inside it.
type artifact struct {
	target  string // the dist target that makes it
	what    string
	pattern *regexp.Regexp // the file name; group 1 is the version
	check   func(c *checker, data []byte, version string)
}

var artifacts = []artifact{
	{"windows", "Windows zip", regexp.MustCompile(`^KitchenTable-(.+)-windows-amd64\.zip$`), (*checker).windowsZip},
	{"macos", "macOS zip (Apple silicon)", regexp.MustCompile(`^KitchenTable-(.+)-macos-arm64\.zip$`), macZip("arm64")},
	{"macos", "macOS zip (Intel)", regexp.MustCompile(`^KitchenTable-(.+)-macos-amd64\.zip$`), macZip("amd64")},
	{"macos", "macOS zip (universal)", regexp.MustCompile(`^KitchenTable-(.+)-macos-universal\.zip$`), macZip("universal")},
	{"linux", "Linux tarball", regexp.MustCompile(`^kitchentable-(.+)-linux-amd64\.tar\.gz$`), (*checker).linuxTarball},
	{"deb", "Debian package", regexp.MustCompile(`^kitchentable_(.+)_amd64\.deb$`), (*checker).deb},
}

// checker collects the problems found in one package.
type checker struct {
	name     string
	problems []string
	notes    []string
}

func (c *checker) fail(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

func (c *checker) note(format string, args ...any) {
	c.notes = append(c.notes, fmt.Sprintf(format, args...))
}

// runCheck checks every package in a folder: each kind is there once,
// under 20 MB, with the same version, and sound inside.
func runCheck(args []string, stdout, stderr io.Writer) int {
	dir := "dist"
	switch len(args) {
	case 0:
	case 1:
		dir = args[0]
	default:
		fmt.Fprintln(stderr, "usage: go run ./tools/dist check [DIR]")
		return 2
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		fmt.Fprintf(stderr, "dist check: %v\n", err)
		return 1
	}
	failed := false
	versions := map[string]string{}
	for _, a := range artifacts {
		var found []string
		for _, e := range entries {
			if a.pattern.MatchString(e.Name()) {
				found = append(found, e.Name())
			}
		}
		if len(found) != 1 {
			fmt.Fprintf(stdout, "FAIL %s: want one file matching %s, found %d %q\n", a.what, a.pattern, len(found), found)
			failed = true
			continue
		}
		name := found[0]
		v := a.pattern.FindStringSubmatch(name)[1]
		versions[name] = v
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			fmt.Fprintf(stdout, "FAIL %s: %v\n", name, err)
			failed = true
			continue
		}
		c := &checker{name: name}
		if len(data) >= maxArtifact {
			c.fail("%.1f MB: packages must stay under %d MB", mb(len(data)), maxArtifact>>20)
		}
		a.check(c, data, v)
		if len(c.problems) > 0 {
			failed = true
			fmt.Fprintf(stdout, "FAIL %s (%.1f MB)\n", name, mb(len(data)))
			for _, p := range c.problems {
				fmt.Fprintf(stdout, "  - %s\n", p)
			}
			continue
		}
		fmt.Fprintf(stdout, "ok   %s (%.1f MB): %s\n", name, mb(len(data)), strings.Join(c.notes, "; "))
	}
	// The .deb spells development versions its own way; the others agree.
	var first string
	for name, v := range versions {
		if strings.HasSuffix(name, ".deb") {
			continue
		}
		if first == "" {
			first = v
		} else if v != first {
			fmt.Fprintf(stdout, "FAIL the packages have different versions: %v\n", versions)
			failed = true
			break
		}
	}
	if failed {
		fmt.Fprintln(stdout, "dist check: FAILED")
		return 1
	}
	fmt.Fprintln(stdout, "dist check: all packages ok")
	return 0
}

func mb(n int) float64 { return float64(n) / (1 << 20) }

// linuxExe checks a Linux executable: 64-bit x86 ELF needing only the C
// library (Ebitengine loads X11 and OpenGL itself when it starts, so the
// game starts on any glibc system), and, when this machine can run it,
// that it reports version (any version when version is "").
func (c *checker) linuxExe(exe []byte, version string) {
	f, err := elf.NewFile(bytes.NewReader(exe))
	if err != nil {
		c.fail("the game is not an ELF executable: %v", err)
		return
	}
	if f.Machine != elf.EM_X86_64 || f.Class != elf.ELFCLASS64 {
		c.fail("the game is for %v %v, want 64-bit x86", f.Class, f.Machine)
	}
	libs, err := f.ImportedLibraries()
	if err != nil {
		c.fail("the game's dynamic section: %v", err)
	}
	for _, l := range libs {
		if !slices.Contains([]string{"libc.so.6", "libdl.so.2", "libpthread.so.0"}, l) {
			c.fail("the game links %s: it should need only the C library", l)
		}
	}
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		return
	}
	tmp, err := os.CreateTemp("", "kitchentable-check-")
	if err != nil {
		c.fail("%v", err)
		return
	}
	defer os.Remove(tmp.Name())
	tmp.Write(exe)
	tmp.Chmod(0o755)
	tmp.Close()
	out, err := exec.Command(tmp.Name(), "version").Output()
	if err != nil {
		c.fail("kitchentable version: %v", err)
		return
	}
	if want := strings.TrimSuffix("Kitchen Table "+version+" ", " "); !strings.HasPrefix(string(out), want) {
		c.fail("kitchentable version says %q, want it to start with %q", out, want)
		return
	}
	c.note("runs and says %s", strings.TrimSpace(string(out)))
}

// executable checks that f is there with its executable bits set.
func (c *checker) executable(f *file, what string) bool {
	if f == nil {
		c.fail("no %s", what)
		return false
	}
	if f.mode&0o111 != 0o111 {
		c.fail("%s has mode %v, want executable", what, f.mode)
	}
	return true
}
