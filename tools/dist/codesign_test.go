package main

import (
	"bytes"
	"crypto/sha256"
	"debug/macho"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// testMacho builds a small thin executable for cpu laid out as Go's
// linker lays one out: __TEXT from the start of the file with one
// section, __LINKEDIT last and, when linkerSigned, an LC_CODE_SIGNATURE
// whose placeholder signature ends __LINKEDIT.
func testMacho(cpu macho.Cpu, linkerSigned bool) []byte {
	const textSize, linkeditData = 0x8000, 0x1234
	ncmds, cmds := uint32(2), uint32(segmentCmdSize+sectionSize+segmentCmdSize)
	if linkerSigned {
		ncmds, cmds = 3, cmds+linkeditCmdSize
	}
	sigOff := uint64(textSize+linkeditData+15) &^ 15
	end := uint64(textSize + linkeditData)
	if linkerSigned {
		end = sigOff + 0x300
	}
	b := make([]byte, end)
	for i := range b { // deterministic filler standing for code and symbols
		b[i] = byte(i*7 + i>>9)
	}
	le := binary.LittleEndian
	le.PutUint32(b, machoMagic)
	le.PutUint32(b[4:], uint32(cpu))
	le.PutUint32(b[8:], 0)
	le.PutUint32(b[12:], uint32(macho.TypeExec))
	le.PutUint32(b[16:], ncmds)
	le.PutUint32(b[20:], cmds)
	le.PutUint32(b[24:], 0)
	le.PutUint32(b[28:], 0)
	clear(b[machHeaderSize:0x1000])
	seg := func(at int, name string, vmaddr, vmsize, fileoff, filesize uint64, nsects uint32) {
		le.PutUint32(b[at:], loadSegment64)
		le.PutUint32(b[at+4:], segmentCmdSize+nsects*sectionSize)
		copy(b[at+8:at+24], name)
		le.PutUint64(b[at+24:], vmaddr)
		le.PutUint64(b[at+32:], vmsize)
		le.PutUint64(b[at+40:], fileoff)
		le.PutUint64(b[at+48:], filesize)
		le.PutUint32(b[at+56:], 5)
		le.PutUint32(b[at+60:], 5)
		le.PutUint32(b[at+64:], nsects)
	}
	seg(machHeaderSize, "__TEXT", 0x100000000, textSize, 0, textSize, 1)
	sec := b[machHeaderSize+segmentCmdSize:]
	copy(sec[0:16], "__text")
	copy(sec[16:32], "__TEXT")
	le.PutUint64(sec[32:], 0x100001000)
	le.PutUint64(sec[40:], textSize-0x1000)
	le.PutUint32(sec[48:], 0x1000)
	at := machHeaderSize + segmentCmdSize + sectionSize
	seg(at, "__LINKEDIT", 0x100000000+textSize, 0x4000, textSize, end-textSize, 0)
	if linkerSigned {
		at += segmentCmdSize
		le.PutUint32(b[at:], loadCodeSignature)
		le.PutUint32(b[at+4:], linkeditCmdSize)
		le.PutUint32(b[at+8:], uint32(sigOff))
		le.PutUint32(b[at+12:], uint32(end-sigOff))
		binary.BigEndian.PutUint32(b[sigOff:], csMagicEmbeddedSignature)
	}
	return b
}

// testSeal is a bundle seal with made-up contents.
var testSeal = bundleSeal{identifier: macIdentifier, infoPlist: []byte("<plist/>"), codeResources: []byte("<plist>seal</plist>")}

func TestSignThinRewritesOrAddsTheSignature(t *testing.T) {
	for _, linkerSigned := range []bool{true, false} {
		in := testMacho(macho.CpuArm64, linkerSigned)
		out, err := signExecutable(in, testSeal)
		if err != nil {
			t.Fatalf("linker-signed %v: %v", linkerSigned, err)
		}
		if p := signatureProblems(out, testSeal); len(p) > 0 {
			t.Fatalf("linker-signed %v: %v", linkerSigned, p)
		}
		f, err := macho.NewFile(bytes.NewReader(out))
		if err != nil {
			t.Fatal(err)
		}
		l, _ := parseLayout(out)
		if le := f.Segment("__LINKEDIT"); le.Offset+le.Filesz != uint64(len(out)) || le.Memsz < le.Filesz ||
			uint64(l.sigOff)+uint64(l.sigSize) != uint64(len(out)) {
			t.Errorf("linker-signed %v: __LINKEDIT %d+%d (memory %d), signature %d+%d, file %d",
				linkerSigned, le.Offset, le.Filesz, le.Memsz, l.sigOff, l.sigSize, len(out))
		}
		if !bytes.Equal(out[0x1000:0x8000], in[0x1000:0x8000]) {
			t.Errorf("linker-signed %v: signing changed the code", linkerSigned)
		}
		_, blobs, _ := signatureBlobs(out)
		cd, _ := parseCodeDir(blobs[csSlotCodeDirectory])
		if cd.version != csVersion || cd.flags != csFlagAdhoc || cd.nSpecial != 3 || cd.identifier != macIdentifier {
			t.Errorf("linker-signed %v: CodeDirectory %+v", linkerSigned, cd)
		}
		if h := sha256.Sum256(testSeal.infoPlist); !bytes.Equal(cd.hash(-1), h[:]) {
			t.Errorf("slot -1 is not Info.plist's hash")
		}
		if !bytes.Equal(blobs[csSlotRequirements], emptyRequirements) || !bytes.Equal(blobs[csSlotSignature], emptySignature) {
			t.Errorf("requirements % x, CMS % x", blobs[csSlotRequirements], blobs[csSlotSignature])
		}
	}
}

func TestSignatureProblemsFindTampering(t *testing.T) {
	signed, err := signExecutable(testMacho(macho.CpuArm64, true), testSeal)
	if err != nil {
		t.Fatal(err)
	}
	other := testSeal
	other.identifier = "a.out"
	otherPlist := testSeal
	otherPlist.infoPlist = []byte("<plist></plist>")
	otherSeal := testSeal
	otherSeal.codeResources = []byte("<plist>Seal</plist>")
	code := bytes.Clone(signed)
	code[0x5003] ^= 1
	lastPage := bytes.Clone(signed)
	l, _ := parseLayout(signed)
	lastPage[l.sigOff-1] ^= 0x80
	for _, tc := range []struct {
		name string
		exe  []byte
		s    bundleSeal
		want string
	}{
		{"identifier", signed, other, `identifier is "org.kitchentable.KitchenTable", want the bundle identifier "a.out"`},
		{"Info.plist", signed, otherPlist, "Info.plist has changed since signing"},
		{"seal", signed, otherSeal, "CodeResources has changed since signing"},
		{"code page", code, testSeal, "1 of 10 code pages have changed since signing (the first is page 5, bytes 20480–24575)"},
		{"last page", lastPage, testSeal, "the first is page 9"},
		{"unsigned", testMacho(macho.CpuArm64, false), testSeal, "no code signature"},
		{"linker's", testMacho(macho.CpuArm64, true), testSeal, "not an embedded-signature SuperBlob"},
	} {
		p := signatureProblems(tc.exe, tc.s)
		if len(p) != 1 || !strings.Contains(p[0], tc.want) {
			t.Errorf("%s: problems %q, want one saying %q", tc.name, p, tc.want)
		}
	}
}

func TestSignUniversalSignsEachSliceAndMovesThem(t *testing.T) {
	fat, err := universal(testMacho(macho.CpuArm64, true), testMacho(macho.CpuAmd64, false))
	if err != nil {
		t.Fatal(err)
	}
	signed, err := signExecutable(fat, testSeal)
	if err != nil {
		t.Fatal(err)
	}
	ff, err := macho.NewFatFile(bytes.NewReader(signed))
	if err != nil {
		t.Fatal(err)
	}
	slices, err := fatSlices(signed)
	if err != nil || len(slices) != 2 || len(ff.Arches) != 2 {
		t.Fatalf("%d slices (%v)", len(slices), err)
	}
	for i, s := range slices {
		if p := signatureProblems(s, testSeal); len(p) > 0 {
			t.Errorf("slice %d (%v): %v", i, ff.Arches[i].Cpu, p)
		}
		if off := ff.Arches[i].Offset; off%(1<<fatAlignLog) != 0 {
			t.Errorf("slice %d at %d", i, off)
		}
	}
	if ff.Arches[1].Offset < ff.Arches[0].Offset+ff.Arches[0].Size {
		t.Error("the slices overlap")
	}
}

// goBuildTiny cross-compiles a two-line program for darwin/goarch as
// dist builds the game, so Go's own linker signature can be compared.
func goBuildTiny(t *testing.T, goarch string) []byte {
	t.Helper()
	dir := t.TempDir()
	src := "package main\n\nfunc main() { println(\"hello\") }\n"
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module tiny\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", "tiny")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=darwin", "GOARCH="+goarch, "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	b, err := os.ReadFile(filepath.Join(dir, "tiny"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSigningAGoLinkedExecutable(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-compiles for macOS")
	}
	for _, arch := range []string{"arm64", "amd64"} {
		exe := goBuildTiny(t, arch)
		if l, blobs, err := signatureBlobs(exe); err == nil {
			// The Go linker's own ad-hoc signature: the page hashing here
			// must agree with it, and it is not a bundle signature.
			cd, err := parseCodeDir(blobs[csSlotCodeDirectory])
			if err != nil {
				t.Fatalf("%s: the linker's CodeDirectory: %v", arch, err)
			}
			if p := codePageProblems(exe, cd); len(p) > 0 || cd.limit != l.sigOff || cd.flags&csFlagLinkerSigned == 0 {
				t.Errorf("%s: the linker's signature %+v: %v", arch, cd, p)
			}
			if p := signatureProblems(exe, testSeal); !strings.Contains(strings.Join(p, "\n"), "linker-signed") {
				t.Errorf("%s: the linker's signature passed as a bundle one: %v", arch, p)
			}
		} else if arch == "arm64" {
			t.Fatalf("the Go linker left arm64 unsigned: %v", err)
		}
		signed, err := signExecutable(exe, testSeal)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if p := signatureProblems(signed, testSeal); len(p) > 0 {
			t.Errorf("%s: %v", arch, p)
		}
		f, err := macho.NewFile(bytes.NewReader(signed))
		if err != nil {
			t.Fatalf("%s: the signed file is not Mach-O: %v", arch, err)
		}
		if _, err := f.ImportedLibraries(); err != nil {
			t.Errorf("%s: %v", arch, err)
		}
	}
}

func TestCodeDirectorySizeMatchesCodesign(t *testing.T) {
	// codesign -dv of an ad-hoc app whose identifier has 37 characters
	// and whose code is 66 pages reports "CodeDirectory v=20400
	// size=2334 ... hashes=66+3": the fixed fields, the identifier and
	// its NUL, then 69 SHA-256 slots, with nothing between.
	if got := codeDirectorySize(37, 65*csPageSize+1); got != 2334 {
		t.Errorf("codeDirectorySize = %d, want 2334", got)
	}
	cd := codeDirectory(make([]byte, 65*csPageSize+1), segment{}, bundleSeal{identifier: strings.Repeat("x", 37)})
	if len(cd) != 2334 || binary.BigEndian.Uint32(cd[4:]) != 2334 || binary.BigEndian.Uint32(cd[28:]) != 66 {
		t.Errorf("the CodeDirectory is %d bytes, says %d, has %d code slots", len(cd), binary.BigEndian.Uint32(cd[4:]), binary.BigEndian.Uint32(cd[28:]))
	}
}
