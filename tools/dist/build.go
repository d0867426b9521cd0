package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/kitchentable/kitchentable/internal/icon"
)

// mainPkg is the game's main package, relative to the repository root.
const mainPkg = "./cmd/kitchentable"

// versionVar is the variable the version is stamped into.
const versionVar = "github.com/kitchentable/kitchentable/internal/version.Version"

// builder makes the packages of one version.
type builder struct {
	root string    // the repository's root
	out  string    // the folder the artifacts go to
	v    version   // the version being built
	log  io.Writer // progress lines

	linuxExe []byte // built once for the tarball and the .deb

	iconsOnce sync.Once
	icons     map[int]image.Image // the icon at each of icon.Sizes
	pngs      map[int][]byte      // and as PNG files
}

// icon returns the application icon at size (one of icon.Sizes), and its
// PNG encoding. The icons are rendered once, in parallel.
func (b *builder) icon(size int) (image.Image, []byte) {
	b.iconsOnce.Do(func() {
		b.icons, b.pngs = map[int]image.Image{}, map[int][]byte{}
		var mu sync.Mutex
		var wg sync.WaitGroup
		for _, s := range icon.Sizes {
			wg.Go(func() {
				img := icon.Render(s)
				var buf bytes.Buffer
				if err := png.Encode(&buf, img); err != nil {
					panic(err) // encoding an in-memory image cannot fail
				}
				mu.Lock()
				b.icons[s], b.pngs[s] = img, buf.Bytes()
				mu.Unlock()
			})
		}
		wg.Wait()
	})
	img, ok := b.icons[size]
	if !ok {
		panic(fmt.Sprintf("dist: no icon at %d pixels", size))
	}
	return img, b.pngs[size]
}

// goBuild compiles the game for goos/goarch without cgo and returns the
// executable's bytes. ldflags are added to the stripping and version
// flags.
func (b *builder) goBuild(goos, goarch string, ldflags ...string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "kitchentable-build-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	exe := filepath.Join(tmp, "kitchentable")
	flags := append([]string{"-s", "-w", "-X", versionVar + "=" + b.v.String()}, ldflags...)
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", strings.Join(flags, " "), "-o", exe, mainPkg)
	cmd.Dir = b.root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	fmt.Fprintf(b.log, "  go build for %s/%s\n", goos, goarch)
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go build for %s/%s: %v\n%s", goos, goarch, err, stderr.Bytes())
	}
	return os.ReadFile(exe)
}

// write saves an artifact in the output folder and reports it.
func (b *builder) write(name string, data []byte) (string, error) {
	p := filepath.Join(b.out, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		return "", err
	}
	fmt.Fprintf(b.log, "  wrote %s (%.1f MB)\n", p, float64(len(data))/(1<<20))
	return p, nil
}
