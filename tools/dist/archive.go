package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path"
	"slices"
	"strings"
	"time"
)

// file is one file of a package: its slash-separated path inside the
// archive, its permissions and its contents.
type file struct {
	name string
	mode os.FileMode
	data []byte
}

// tree is the files of one package.
type tree []file

// add appends a file.
func (t *tree) add(name string, mode os.FileMode, data []byte) {
	*t = append(*t, file{name, mode, data})
}

// dirs returns every directory the files are in, parents first.
func (t tree) dirs() []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range t {
		for d := path.Dir(f.name); d != "." && d != "/" && !seen[d]; d = path.Dir(d) {
			seen[d] = true
			out = append(out, d)
		}
	}
	slices.SortFunc(out, func(a, b string) int {
		if c := strings.Count(a, "/") - strings.Count(b, "/"); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return out
}

// stamp is the modification time written into archives: fixed, so the
// same sources make the same archives.
var stamp = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// zipBytes packs t into a zip archive, keeping Unix permissions (so
// macOS keeps the executable bit).
func zipBytes(t tree) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, d := range t.dirs() {
		h := &zip.FileHeader{Name: d + "/", Modified: stamp}
		h.SetMode(os.ModeDir | 0o755)
		if _, err := zw.CreateHeader(h); err != nil {
			return nil, err
		}
	}
	for _, f := range t {
		h := &zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: stamp}
		h.SetMode(f.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// tarGzBytes packs t into a gzipped tar archive owned by root, with
// directory entries; prefix (such as "./") goes before every name.
func tarGzBytes(t tree, prefix string) ([]byte, error) {
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(gz)
	hdr := func(name string, mode os.FileMode, size int64, typ byte) *tar.Header {
		return &tar.Header{Name: prefix + name, Mode: int64(mode.Perm()), Size: size, Typeflag: typ,
			ModTime: stamp, Uname: "root", Gname: "root", Format: tar.FormatGNU}
	}
	for _, d := range t.dirs() {
		if err := tw.WriteHeader(hdr(d+"/", 0o755, 0, tar.TypeDir)); err != nil {
			return nil, err
		}
	}
	for _, f := range t {
		if err := tw.WriteHeader(hdr(f.name, f.mode, int64(len(f.data)), tar.TypeReg)); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := gz.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// readZip returns the files of a zip archive (directories left out).
func readZip(data []byte) (tree, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	var t tree
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		r, err := f.Open()
		if err != nil {
			return nil, err
		}
		b, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			return nil, err
		}
		t.add(f.Name, f.Mode(), b)
	}
	return t, nil
}

// readTarGz returns the regular files of a gzipped tar archive.
func readTarGz(data []byte) (tree, error) {
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(gz)
	var t tree
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return t, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		t.add(h.Name, os.FileMode(h.Mode).Perm(), b)
	}
}

// find returns the file called name, or nil.
func (t tree) find(name string) *file {
	for i := range t {
		if t[i].name == name {
			return &t[i]
		}
	}
	return nil
}
