package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"regexp"
	"strings"
)

// macZip checks a macOS zip holding Kitchen Table.app for arch (arm64,
// amd64 or universal).
func macZip(arch string) func(c *checker, data []byte, version string) {
	return func(c *checker, data []byte, version string) {
		t, err := readZip(data)
		if err != nil {
			c.fail("not a zip: %v", err)
			return
		}
		for _, f := range t {
			if !strings.HasPrefix(f.name, macApp+"/Contents/") {
				c.fail("%s is outside %s/Contents", f.name, macApp)
			}
		}
		plist := t.find(macApp + "/Contents/Info.plist")
		if plist == nil {
			c.fail("no Info.plist")
			return
		}
		keys, err := parsePlist(plist.data)
		if err != nil {
			c.fail("Info.plist: %v", err)
			return
		}
		c.plistKeys(keys, version)
		if f := t.find(macApp + "/Contents/PkgInfo"); f == nil || string(f.data) != "APPL????" {
			c.fail("no PkgInfo saying APPL????")
		}
		seal := c.macSeal(t, keys["CFBundleExecutable"])
		if exe := t.find(macApp + "/Contents/MacOS/" + keys["CFBundleExecutable"]); c.executable(exe, "Contents/MacOS/"+keys["CFBundleExecutable"]) {
			c.macExe(exe.data, arch, bundleSeal{identifier: keys["CFBundleIdentifier"], infoPlist: plist.data, codeResources: seal})
		}
		if icns := t.find(macApp + "/Contents/Resources/" + keys["CFBundleIconFile"] + ".icns"); icns == nil {
			c.fail("no Contents/Resources/%s.icns", keys["CFBundleIconFile"])
		} else {
			c.icns(icns.data)
		}
	}
}

// plistKeys checks the Info.plist's keys.
func (c *checker) plistKeys(keys map[string]string, version string) {
	want := map[string]string{
		"CFBundleExecutable":            macExe,
		"CFBundleIconFile":              macIcon,
		"CFBundleIdentifier":            macIdentifier,
		"CFBundleName":                  appName,
		"CFBundlePackageType":           "APPL",
		"CFBundleInfoDictionaryVersion": "6.0",
		"NSHighResolutionCapable":       "true",
		"LSMinimumSystemVersion":        macMinimum,
	}
	for k, v := range want {
		if keys[k] != v {
			c.fail("Info.plist: %s is %q, want %q", k, keys[k], v)
		}
	}
	short := keys["CFBundleShortVersionString"]
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(short) || !strings.HasPrefix(version, short) {
		c.fail("Info.plist: CFBundleShortVersionString %q does not match version %s", short, version)
	}
	if !regexp.MustCompile(`^\d+(\.\d+){0,2}$`).MatchString(keys["CFBundleVersion"]) {
		c.fail("Info.plist: CFBundleVersion %q is not one to three numbers", keys["CFBundleVersion"])
	}
}

// macExe checks the executable: a thin Mach-O for arm64 or amd64, or a
// universal file with both, every slice carrying an ad-hoc signature for
// the bundle s describes (Apple silicon runs nothing unsigned, and
// Gatekeeper wants the bundle sealed and Info.plist bound).
func (c *checker) macExe(exe []byte, arch string, s bundleSeal) {
	var files []*macho.File
	var raw [][]byte
	if arch == "universal" {
		fat, err := macho.NewFatFile(bytes.NewReader(exe))
		if err != nil {
			c.fail("the executable is not a universal Mach-O file: %v", err)
			return
		}
		if raw, err = fatSlices(exe); err != nil || len(raw) != len(fat.Arches) {
			c.fail("the universal executable's slices cannot be read: %v", err)
			return
		}
		got := map[macho.Cpu]bool{}
		for _, a := range fat.Arches {
			got[a.Cpu] = true
			files = append(files, a.File)
		}
		if len(fat.Arches) != 2 || !got[macho.CpuArm64] || !got[macho.CpuAmd64] {
			c.fail("the universal executable has %d slices, want arm64 and amd64", len(fat.Arches))
		}
	} else {
		f, err := macho.NewFile(bytes.NewReader(exe))
		if err != nil {
			c.fail("the executable is not a Mach-O file: %v", err)
			return
		}
		want := map[string]macho.Cpu{"arm64": macho.CpuArm64, "amd64": macho.CpuAmd64}[arch]
		if f.Cpu != want {
			c.fail("the executable is for %v, want %v", f.Cpu, want)
		}
		files, raw = append(files, f), append(raw, exe)
	}
	var dirs []string
	for i, f := range files {
		if f.Type != macho.TypeExec {
			c.fail("the %v slice is a %v, not an executable", f.Cpu, f.Type)
		}
		p := signatureProblems(raw[i], s)
		for _, p := range p {
			c.fail("the %s code: %s", cpuName(f.Cpu), p)
		}
		if len(p) == 0 {
			dirs = append(dirs, cpuName(f.Cpu)+" "+describeSignature(raw[i]))
		}
	}
	if len(c.problems) == 0 {
		c.note("%s executable signed ad hoc as %s (%s), bundle sealed", arch, s.identifier, strings.Join(dirs, ", "))
	}
}

// describeSignature sums up a signature that passed signatureProblems
// the way codesign -dv does.
func describeSignature(exe []byte) string {
	_, blobs, err := signatureBlobs(exe)
	if err != nil {
		return err.Error()
	}
	cd, err := parseCodeDir(blobs[csSlotCodeDirectory])
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("CodeDirectory v=%x size=%d flags=%#x hashes=%d+%d", cd.version, len(cd.raw), cd.flags, cd.nCode, cd.nSpecial)
}

// cpuName is how Go names a Mach-O CPU type.
func cpuName(c macho.Cpu) string {
	switch c {
	case macho.CpuArm64:
		return "arm64"
	case macho.CpuAmd64:
		return "amd64"
	}
	return c.String()
}

// loadCodeSignature is LC_CODE_SIGNATURE.
const loadCodeSignature = 0x1d

// icns checks the icon set: every entry a PNG of its type's size, and
// all of icnsEntries there.
func (c *checker) icns(data []byte) {
	if len(data) < 8 || string(data[:4]) != "icns" || int(binary.BigEndian.Uint32(data[4:])) != len(data) {
		c.fail("the .icns file has a bad header")
		return
	}
	want := map[string]int{}
	for _, e := range icnsEntries {
		want[e.code] = e.size
	}
	seen := 0
	for p := data[8:]; len(p) > 0; {
		if len(p) < 8 {
			c.fail("the .icns file ends inside an entry")
			return
		}
		code, n := string(p[:4]), int(binary.BigEndian.Uint32(p[4:]))
		if n < 8 || n > len(p) {
			c.fail("the .icns entry %s has a bad length", code)
			return
		}
		size, ok := want[code]
		if !ok {
			c.fail("the .icns file has an unexpected %q entry", code)
		} else if cfg, err := png.DecodeConfig(bytes.NewReader(p[8:n])); err != nil || cfg.Width != size || cfg.Height != size {
			c.fail("the .icns entry %s is not a %d×%d PNG (%v)", code, size, size, err)
		} else {
			seen++
		}
		p = p[n:]
	}
	if seen != len(icnsEntries) {
		c.fail("the .icns file has %d good entries, want %d", seen, len(icnsEntries))
	}
}

// parsePlist reads the top dictionary of an XML property list into key →
// value: strings as they are, booleans as "true"/"false", arrays and
// dictionaries as "[...]".
func parsePlist(data []byte) (map[string]string, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	// The DOCTYPE is a directive the strict decoder accepts; no entity
	// resolution is needed.
	keys := map[string]string{}
	depth, key := 0, ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if depth != 3 { // plist > dict > entries
				if depth == 2 && t.Name.Local != "dict" {
					return nil, fmt.Errorf("the top element is <%s>, want <dict>", t.Name.Local)
				}
				continue
			}
			switch t.Name.Local {
			case "key":
				var s string
				if err := d.DecodeElement(&s, &t); err != nil {
					return nil, err
				}
				key = s
				depth--
			case "string", "integer", "real", "date":
				var s string
				if err := d.DecodeElement(&s, &t); err != nil {
					return nil, err
				}
				keys[key] = s
				depth--
			case "true", "false":
				keys[key] = t.Name.Local
			default:
				keys[key] = "[...]"
			}
		case xml.EndElement:
			depth--
		}
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("no keys")
	}
	return keys, nil
}
