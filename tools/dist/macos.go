package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
)

// macOS bundle names.
const (
	macApp        = "Kitchen Table.app"
	macExe        = "KitchenTable"
	macIcon       = "KitchenTable" // .icns
	macIdentifier = "org.kitchentable.KitchenTable"
	// macMinimum is the oldest macOS the Go release we build with
	// supports.
	macMinimum = "12.0"
)

// icnsEntries are the icon set's images: the type code and the pixel
// size of each (PNG in every one; the @2x types double the point size).
var icnsEntries = []struct {
	code string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"icp6", 64},
	{"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024},
	{"ic11", 32}, {"ic12", 64}, {"ic13", 256}, {"ic14", 512},
}

// icns builds the bundle's icon file: the "icns" header and one PNG
// entry per type.
func (b *builder) icns() []byte {
	var body bytes.Buffer
	for _, e := range icnsEntries {
		_, png := b.icon(e.size)
		body.WriteString(e.code)
		binary.Write(&body, binary.BigEndian, uint32(8+len(png)))
		body.Write(png)
	}
	var out bytes.Buffer
	out.WriteString("icns")
	binary.Write(&out, binary.BigEndian, uint32(8+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes()
}

// Mach-O constants for the universal (fat) file.
const (
	fatMagic    = 0xcafebabe
	machoMagic  = 0xfeedfacf // 64-bit, little-endian as read
	fatAlignLog = 14         // slices start on 16 KiB pages, as lipo does
)

// universal joins thin 64-bit Mach-O executables into one fat file: the
// big-endian fat header, one record per slice (CPU type and subtype read
// from the slice), then the slices, each on a 16 KiB boundary. The
// slices are copied unchanged, so their code signatures stay valid.
// Signing (signExecutable) splits a universal file and joins the signed
// slices again here, so grown slices get new offsets.
func universal(thin ...[]byte) ([]byte, error) {
	if len(thin) == 0 {
		return nil, errors.New("universal: no executables")
	}
	type arch struct{ cpu, sub, off, size uint32 }
	archs := make([]arch, len(thin))
	align := uint32(1) << fatAlignLog
	off := uint32(8 + 20*len(thin))
	for i, t := range thin {
		if len(t) < 12 || binary.LittleEndian.Uint32(t) != machoMagic {
			return nil, fmt.Errorf("universal: executable %d is not a 64-bit Mach-O file", i)
		}
		off = (off + align - 1) &^ (align - 1)
		archs[i] = arch{binary.LittleEndian.Uint32(t[4:]), binary.LittleEndian.Uint32(t[8:]), off, uint32(len(t))}
		off += uint32(len(t))
	}
	out := make([]byte, off)
	binary.BigEndian.PutUint32(out, fatMagic)
	binary.BigEndian.PutUint32(out[4:], uint32(len(thin)))
	for i, a := range archs {
		h := out[8+20*i:]
		binary.BigEndian.PutUint32(h, a.cpu)
		binary.BigEndian.PutUint32(h[4:], a.sub)
		binary.BigEndian.PutUint32(h[8:], a.off)
		binary.BigEndian.PutUint32(h[12:], a.size)
		binary.BigEndian.PutUint32(h[16:], fatAlignLog)
		copy(out[a.off:], thin[i])
	}
	return out, nil
}

// infoPlist is the bundle's Info.plist.
func (b *builder) infoPlist() ([]byte, error) {
	return render("Info.plist", map[string]string{
		"Executable":   macExe,
		"Icon":         macIcon,
		"Identifier":   macIdentifier,
		"Short":        b.v.short(),
		"Build":        strconv.Itoa(max(b.v.commits, 1)),
		"MinimumMacOS": macMinimum,
	})
}

// bundle returns the files of Kitchen Table.app around exe, signed ad
// hoc as a bundle: the resources sealed in _CodeSignature/CodeResources,
// and the executable (each slice of a universal one) carrying a
// signature that names the bundle identifier and binds Info.plist and
// CodeResources.
func (b *builder) bundle(exe []byte) (tree, error) {
	plist, err := b.infoPlist()
	if err != nil {
		return nil, err
	}
	contents := macApp + "/Contents/"
	res := []resource{
		{"Info.plist", plist},
		{"PkgInfo", []byte("APPL????")},
		{"Resources/" + macIcon + ".icns", b.icns()},
	}
	seal, err := codeResources(res)
	if err != nil {
		return nil, err
	}
	signed, err := signExecutable(exe, bundleSeal{identifier: macIdentifier, infoPlist: plist, codeResources: seal})
	if err != nil {
		return nil, fmt.Errorf("signing the executable: %w", err)
	}
	var t tree
	for _, r := range res {
		t.add(contents+r.path, 0o644, r.data)
	}
	t.add(contents+"MacOS/"+macExe, 0o755, signed)
	t.add(contents+macSealPath, 0o644, seal)
	return t, nil
}

// macSealPath is the bundle's resource seal, relative to Contents/.
const macSealPath = "_CodeSignature/CodeResources"

// macos builds the app for Apple silicon and for Intel, zips each, and
// zips a universal app holding both.
func (b *builder) macos() error {
	arm, err := b.goBuild("darwin", "arm64")
	if err != nil {
		return err
	}
	amd, err := b.goBuild("darwin", "amd64")
	if err != nil {
		return err
	}
	fat, err := universal(arm, amd)
	if err != nil {
		return err
	}
	for _, p := range []struct {
		arch string
		exe  []byte
	}{{"arm64", arm}, {"amd64", amd}, {"universal", fat}} {
		t, err := b.bundle(p.exe)
		if err != nil {
			return err
		}
		z, err := zipBytes(t)
		if err != nil {
			return err
		}
		if _, err := b.write(fmt.Sprintf("KitchenTable-%s-macos-%s.zip", b.v, p.arch), z); err != nil {
			return err
		}
	}
	return nil
}
