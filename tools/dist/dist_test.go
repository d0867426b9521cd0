package main

import (
	"bytes"
	"crypto/sha256"
	"debug/macho"
	"encoding/binary"
	"strings"
	"sync"
	"testing"
)

// testBuilder is a builder whose icons are real but whose version is
// fixed.
func testBuilder() *builder {
	return &builder{v: version{major: 0, minor: 3, patch: 1, ahead: 4, commits: 130, hash: "abc1234"}, log: new(bytes.Buffer)}
}

func TestVersionSpellings(t *testing.T) {
	dev := version{major: 0, minor: 3, patch: 1, ahead: 4, commits: 130, hash: "abc1234"}
	rel := version{major: 1, minor: 2, patch: 0, commits: 200, hash: "def5678"}
	dirty := dev
	dirty.dirty = true
	for _, tc := range []struct {
		v                  version
		semver, deb, short string
		win                [4]uint16
	}{
		{dev, "0.3.1-dev.4+abc1234", "0.3.1~dev.4+gabc1234", "0.3.1", [4]uint16{0, 3, 1, 130}},
		{rel, "1.2.0", "1.2.0", "1.2.0", [4]uint16{1, 2, 0, 200}},
		{dirty, "0.3.1-dev.4+abc1234.dirty", "0.3.1~dev.4+gabc1234.dirty", "0.3.1", [4]uint16{0, 3, 1, 130}},
		{parseBase("0.1.0"), "0.1.0-dev.0+unknown", "0.1.0~dev.0+gunknown", "0.1.0", [4]uint16{0, 1, 0, 0}},
	} {
		if got := tc.v.String(); got != tc.semver {
			t.Errorf("String() = %q, want %q", got, tc.semver)
		}
		if got := tc.v.debian(); got != tc.deb {
			t.Errorf("debian() = %q, want %q", got, tc.deb)
		}
		if got := tc.v.short(); got != tc.short {
			t.Errorf("short() = %q, want %q", got, tc.short)
		}
		if got := tc.v.windows(); got != tc.win {
			t.Errorf("windows() = %v, want %v", got, tc.win)
		}
	}
}

func TestGitVersionOfThisRepository(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	v := gitVersion(root)
	if v.hash == "" {
		t.Skip("not in a git checkout")
	}
	if len(v.hash) < 7 || v.commits < 1 || (!v.release() && !strings.Contains(v.String(), v.hash)) {
		t.Fatalf("gitVersion = %+v (%s)", v, v)
	}
}

// fakeMacho is a thin 64-bit Mach-O header for cpu, padded to n bytes.
func fakeMacho(cpu macho.Cpu, sub uint32, n int) []byte {
	b := make([]byte, n)
	binary.LittleEndian.PutUint32(b, machoMagic)
	binary.LittleEndian.PutUint32(b[4:], uint32(cpu))
	binary.LittleEndian.PutUint32(b[8:], sub)
	binary.LittleEndian.PutUint32(b[12:], uint32(macho.TypeExec))
	return b
}

func TestUniversalJoinsSlicesOnPageBoundaries(t *testing.T) {
	arm := fakeMacho(macho.CpuArm64, 0, 5000)
	amd := fakeMacho(macho.CpuAmd64, 3, 7001)
	fat, err := universal(arm, amd)
	if err != nil {
		t.Fatal(err)
	}
	if binary.BigEndian.Uint32(fat) != fatMagic || binary.BigEndian.Uint32(fat[4:]) != 2 {
		t.Fatalf("bad fat header % x", fat[:8])
	}
	for i, want := range [][]byte{arm, amd} {
		h := fat[8+20*i:]
		off, size := binary.BigEndian.Uint32(h[8:]), binary.BigEndian.Uint32(h[12:])
		if off%(1<<fatAlignLog) != 0 || int(size) != len(want) || !bytes.Equal(fat[off:off+size], want) {
			t.Errorf("slice %d: offset %d size %d, not the thin file on a 16 KiB boundary", i, off, size)
		}
		if cpu := binary.BigEndian.Uint32(h); cpu != binary.LittleEndian.Uint32(want[4:]) {
			t.Errorf("slice %d: cpu %#x", i, cpu)
		}
	}
	if _, err := universal([]byte("not mach-o at all")); err == nil {
		t.Error("universal accepted a file that is not Mach-O")
	}
}

func TestIcnsHasEveryEntryAndPassesTheCheck(t *testing.T) {
	b := testBuilder()
	c := &checker{}
	c.icns(b.icns())
	if len(c.problems) > 0 {
		t.Fatal(c.problems)
	}
	broken := b.icns()
	binary.BigEndian.PutUint32(broken[4:], uint32(len(broken)+1))
	c = &checker{}
	if c.icns(broken); len(c.problems) == 0 {
		t.Error("a bad icns length passed the check")
	}
}

func TestInfoPlistHasTheKeysTheCheckWants(t *testing.T) {
	b := testBuilder()
	data, err := b.infoPlist()
	if err != nil {
		t.Fatal(err)
	}
	keys, err := parsePlist(data)
	if err != nil {
		t.Fatal(err)
	}
	c := &checker{}
	c.plistKeys(keys, b.v.String())
	if len(c.problems) > 0 {
		t.Fatal(c.problems)
	}
	if keys["CFBundleVersion"] != "130" || keys["CFBundleShortVersionString"] != "0.3.1" || keys["CFBundleSupportedPlatforms"] != "[...]" {
		t.Errorf("keys: %v", keys)
	}
	delete(keys, "NSHighResolutionCapable")
	c = &checker{}
	if c.plistKeys(keys, b.v.String()); len(c.problems) != 1 {
		t.Errorf("a plist without NSHighResolutionCapable: %v", c.problems)
	}
}

func TestArArchiveReadsBack(t *testing.T) {
	in := []file{{name: "debian-binary", mode: 0o644, data: []byte("2.0\n")}, {name: "odd", mode: 0o644, data: []byte("abc")}, {name: "data.tar.gz", mode: 0o644, data: []byte("xy")}}
	out, err := readAr(arArchive(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 3 {
		t.Fatalf("read %d members", len(out))
	}
	for i := range in {
		if out[i].name != in[i].name || !bytes.Equal(out[i].data, in[i].data) {
			t.Errorf("member %d: %q %q", i, out[i].name, out[i].data)
		}
	}
}

func TestArchivesKeepModesAndDirectories(t *testing.T) {
	var tr tree
	tr.add("a/b/run", 0o755, []byte("#!/bin/sh\n"))
	tr.add("a/readme", 0o644, []byte("hi"))
	if got := tr.dirs(); strings.Join(got, ",") != "a,a/b" {
		t.Errorf("dirs = %v", got)
	}
	z, err := zipBytes(tr)
	if err != nil {
		t.Fatal(err)
	}
	tg, err := tarGzBytes(tr, "./")
	if err != nil {
		t.Fatal(err)
	}
	fromZip, err := readZip(z)
	if err != nil {
		t.Fatal(err)
	}
	fromTar, err := readTarGz(tg)
	if err != nil {
		t.Fatal(err)
	}
	if f := fromZip.find("a/b/run"); f == nil || f.mode.Perm() != 0o755 {
		t.Errorf("zip lost the executable bit: %+v", f)
	}
	if f := fromTar.find("./a/b/run"); f == nil || f.mode.Perm() != 0o755 {
		t.Errorf("tar lost the executable bit: %+v", f)
	}
	if f := fromTar.find("./a/readme"); f == nil || string(f.data) != "hi" {
		t.Errorf("tar lost a file: %+v", f)
	}
}

func TestDesktopEntryIsWhatTheCheckWants(t *testing.T) {
	data, err := desktopEntry("/usr/games/kitchentable")
	if err != nil {
		t.Fatal(err)
	}
	c := &checker{}
	c.desktopEntry(&file{name: "kitchentable.desktop", data: data}, "/usr/games/kitchentable")
	if len(c.problems) > 0 {
		t.Fatal(c.problems)
	}
	c = &checker{}
	c.desktopEntry(&file{data: bytes.Replace(data, []byte("Icon=kitchentable"), []byte("Icon=other"), 1)}, "/usr/games/kitchentable")
	if len(c.problems) != 1 {
		t.Errorf("a wrong icon name: %v", c.problems)
	}
}

func TestCheckFindsMissingAndBrokenPackages(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"check", dir}, &out, &errb); code != 1 || !strings.Contains(out.String(), "FAIL Windows zip") {
		t.Fatalf("an empty folder: exit %d\n%s%s", code, out.String(), errb.String())
	}
	var tr tree
	tr.add(winFolder+"/README.txt", 0o644, []byte("0.1.0"))
	z, _ := zipBytes(tr)
	c := &checker{}
	if c.windowsZip(z, "0.1.0"); len(c.problems) == 0 || !strings.Contains(c.problems[0], winExe) {
		t.Errorf("a zip without the exe: %v", c.problems)
	}
}

func TestControlAndDesktopParsers(t *testing.T) {
	f := parseControl([]byte("Package: kt\nDescription: short\n long line\n .\nVersion: 1\n"))
	if f["Package"] != "kt" || f["Version"] != "1" || !strings.Contains(f["Description"], "long line") {
		t.Errorf("parseControl = %v", f)
	}
	d := parseDesktop([]byte("# c\n[Desktop Entry]\nName=A\n[Desktop Action x]\nName=B\n"))
	if d["Name"] != "A" {
		t.Errorf("parseDesktop = %v", d)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"-only", "beos"}, {"extra"}, {"-bogus"}, {"check", "a", "b"}} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// sharedBuilder is one test builder for the tests that make whole
// bundles, so the icons are drawn once.
var sharedBuilder = sync.OnceValue(testBuilder)

// signedZip builds the bundle around exe, lets change alter its files,
// and zips it.
func signedZip(t *testing.T, exe []byte, change func(tree)) []byte {
	t.Helper()
	tr, err := sharedBuilder().bundle(exe)
	if err != nil {
		t.Fatal(err)
	}
	if change != nil {
		change(tr)
	}
	z, err := zipBytes(tr)
	if err != nil {
		t.Fatal(err)
	}
	return z
}

// flip returns a function changing one byte of the bundle file rel
// (relative to Contents/) at offset at (negative: from the end).
func flip(rel string, at int) func(tree) {
	return func(tr tree) {
		f := tr.find(macApp + "/Contents/" + rel)
		f.data = bytes.Clone(f.data)
		if at < 0 {
			at += len(f.data)
		}
		f.data[at] ^= 0x20
	}
}

func TestSignedBundlesPassTheCheck(t *testing.T) {
	arm, amd := testMacho(macho.CpuArm64, true), testMacho(macho.CpuAmd64, false)
	fat, err := universal(arm, amd)
	if err != nil {
		t.Fatal(err)
	}
	for arch, exe := range map[string][]byte{"arm64": arm, "amd64": amd, "universal": fat} {
		c := &checker{}
		macZip(arch)(c, signedZip(t, exe, nil), testBuilder().v.String())
		if len(c.problems) > 0 {
			t.Errorf("%s: %q", arch, c.problems)
		}
	}
}

func TestTamperedBundlesFailTheCheck(t *testing.T) {
	arm := testMacho(macho.CpuArm64, true)
	fat, err := universal(arm, testMacho(macho.CpuAmd64, false))
	if err != nil {
		t.Fatal(err)
	}
	plist, err := testBuilder().infoPlist()
	if err != nil {
		t.Fatal(err)
	}
	copyright := bytes.Index(plist, []byte("Original cards"))
	for _, tc := range []struct {
		name   string
		arch   string
		exe    []byte
		change func(tree)
		want   string
	}{
		{"a resource byte", "arm64", arm, flip("Resources/KitchenTable.icns", -1), "Resources/KitchenTable.icns has changed since the bundle was signed"},
		{"an Info.plist byte", "arm64", arm, flip("Info.plist", copyright), "the arm64 code: Info.plist has changed since signing"},
		{"a code byte", "arm64", arm, flip("MacOS/KitchenTable", 0x3000), "the arm64 code: 1 of 10 code pages have changed since signing (the first is page 3"},
		{"a code byte in the Intel slice", "universal", fat, func(tr tree) {
			f := tr.find(macApp + "/Contents/MacOS/KitchenTable")
			second := binary.BigEndian.Uint32(f.data[8+20+8:])
			flip("MacOS/KitchenTable", int(second)+0x7fff)(tr)
		}, "the amd64 code: 1 of 10 code pages have changed since signing (the first is page 7"},
		{"a seal byte", "arm64", arm, flip(macSealPath, 400), "CodeResources has changed since signing"},
		{"an added file", "arm64", arm, func(tr tree) {
			tr.find(macApp + "/Contents/PkgInfo").name = macApp + "/Contents/Resources/extra.txt"
		}, "Resources/extra.txt is not in the seal (files2): it was added after signing"},
		{"the seal removed", "arm64", arm, func(tr tree) {
			tr.find(macApp + "/Contents/" + macSealPath).name = macApp + "/Contents/Resources/CodeResources"
		}, "the bundle is not sealed"},
	} {
		c := &checker{}
		macZip(tc.arch)(c, signedZip(t, tc.exe, tc.change), testBuilder().v.String())
		if !strings.Contains(strings.Join(c.problems, "\n"), tc.want) {
			t.Errorf("%s: problems %q, want one saying %q", tc.name, c.problems, tc.want)
		}
	}
}

func TestCodeResourcesSealsResourcesUnderTheStandardRules(t *testing.T) {
	tr, err := sharedBuilder().bundle(testMacho(macho.CpuArm64, true))
	if err != nil {
		t.Fatal(err)
	}
	v, err := parsePlistValue(tr.find(macApp + "/Contents/" + macSealPath).data)
	if err != nil {
		t.Fatal(err)
	}
	top := v.(plistDict)
	for _, name := range []string{"files", "files2"} {
		d := top[name].(plistDict)
		if len(d) != 1 || d["Resources/KitchenTable.icns"] == nil {
			t.Errorf("%s seals %v, want only the icon (Info.plist is bound by the signature, PkgInfo omitted)", name, sortedKeys(d))
		}
	}
	c := &checker{}
	c.sealRules("rules2", top["rules2"].(plistDict), sealRulesV2)
	if len(c.problems) > 0 {
		t.Error(c.problems)
	}
	c.sealRules("rules", top["rules2"].(plistDict), sealRulesV1)
	if len(c.problems) == 0 {
		t.Error("rules2 passed as the standard rules")
	}
	icon := tr.find(macApp + "/Contents/Resources/KitchenTable.icns").data
	h2 := sha256.Sum256(icon)
	for _, tc := range []struct {
		entry plistDict
		ok    bool
	}{{plistDict{"hash2": h2[:]}, true}, {plistDict{"hash2": h2[1:]}, false}, {plistDict{}, false}} {
		c := &checker{}
		c.sealedFile(plistDict{"Resources/KitchenTable.icns": tc.entry}, sealRulesV2, "Resources/KitchenTable.icns", icon, true)
		if (len(c.problems) == 0) != tc.ok {
			t.Errorf("files2 entry %v: problems %q", tc.entry, c.problems)
		}
	}
	if _, err := codeResources([]resource{{"Frameworks/x.dylib", nil}}); err == nil {
		t.Error("nested code was sealed as a resource")
	}
}
