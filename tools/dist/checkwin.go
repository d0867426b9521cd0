package main

import (
	"bytes"
	"debug/pe"
	"strings"
	"unicode/utf16"

	"github.com/tc-hib/winres"
)

// Resource types in a Windows executable.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

// windowsZip checks the Windows zip: the folder with the executable and
// the read-me, and the executable's kind and resources.
func (c *checker) windowsZip(data []byte, version string) {
	t, err := readZip(data)
	if err != nil {
		c.fail("not a zip: %v", err)
		return
	}
	if f := t.find(winFolder + "/README.txt"); f == nil || !bytes.Contains(f.data, []byte(version)) {
		c.fail("no %s/README.txt naming version %s", winFolder, version)
	}
	exe := t.find(winFolder + "/" + winExe)
	if exe == nil {
		c.fail("no %s/%s", winFolder, winExe)
		return
	}
	c.windowsExe(exe.data, version)
}

// windowsExe checks the executable: 64-bit x86, a GUI program (no
// console window), with an icon at every size, version information
// naming version, and a manifest.
func (c *checker) windowsExe(exe []byte, version string) {
	f, err := pe.NewFile(bytes.NewReader(exe))
	if err != nil {
		c.fail("%s is not a Windows executable: %v", winExe, err)
		return
	}
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		c.fail("%s is for machine %#x, want AMD64", winExe, f.Machine)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		c.fail("%s is not a GUI program: it would open a console window", winExe)
	}
	rs, err := winres.LoadFromEXE(bytes.NewReader(exe))
	if err != nil {
		c.fail("%s has no resources: %v", winExe, err)
		return
	}
	count := map[int]int{}
	var versionData, manifest []byte
	rs.Walk(func(typeID, _ winres.Identifier, _ uint16, data []byte) bool {
		if id, ok := typeID.(winres.ID); ok {
			count[int(id)]++
			switch id {
			case rtVersion:
				versionData = data
			case rtManifest:
				manifest = data
			}
		}
		return true
	})
	if count[rtGroupIcon] != 1 || count[rtIcon] != len(winIconSizes) {
		c.fail("%s has %d icon groups with %d images, want 1 with %d", winExe, count[rtGroupIcon], count[rtIcon], len(winIconSizes))
	}
	if !bytes.Contains(versionData, utf16le(version)) || !bytes.Contains(versionData, utf16le(appName)) {
		c.fail("%s's version information does not name %s %s", winExe, appName, version)
	}
	m := strings.ToLower(string(manifest))
	for _, want := range []string{"asinvoker", "permonitorv2"} {
		if !strings.Contains(m, want) {
			c.fail("%s's manifest lacks %s", winExe, want)
		}
	}
	if len(c.problems) == 0 {
		c.note("GUI exe with %d icon sizes, version information and manifest", count[rtIcon])
	}
}

// utf16le encodes s as Windows stores strings in resources.
func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}
