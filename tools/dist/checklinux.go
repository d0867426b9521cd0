package main

import (
	"bufio"
	"bytes"
	"crypto/md5"
	"fmt"
	"image/png"
	"strconv"
	"strings"
)

// linuxTarball checks the tarball: one folder kitchentable-V/ with the
// game, install.sh, the read-me, the desktop entry and every icon.
func (c *checker) linuxTarball(data []byte, version string) {
	t, err := readTarGz(data)
	if err != nil {
		c.fail("not a gzipped tarball: %v", err)
		return
	}
	dir := "kitchentable-" + version + "/"
	for _, f := range t {
		if !strings.HasPrefix(f.name, dir) {
			c.fail("%s is outside %s", f.name, dir)
		}
	}
	if exe := t.find(dir + "kitchentable"); c.executable(exe, "kitchentable") {
		c.linuxExe(exe.data, version)
	}
	if sh := t.find(dir + "install.sh"); c.executable(sh, "install.sh") && !bytes.HasPrefix(sh.data, []byte("#!/bin/sh\n")) {
		c.fail("install.sh does not start with #!/bin/sh")
	}
	if t.find(dir+"README.txt") == nil {
		c.fail("no README.txt")
	}
	c.desktopEntry(t.find(dir+"kitchentable.desktop"), "kitchentable")
	c.icons(t, dir+"icons/")
}

// deb checks the Debian package: the ar members in dpkg's order, the
// control fields, the checksums, and the installed files.
func (c *checker) deb(data []byte, version string) {
	members, err := readAr(data)
	if err != nil {
		c.fail("not an ar archive: %v", err)
		return
	}
	if len(members) != 3 || members[0].name != "debian-binary" || string(members[0].data) != "2.0\n" ||
		members[1].name != "control.tar.gz" || members[2].name != "data.tar.gz" {
		var names []string
		for _, m := range members {
			names = append(names, m.name)
		}
		c.fail("the archive holds %q, want debian-binary (2.0), control.tar.gz, data.tar.gz", names)
		return
	}
	ctl, err := readTarGz(members[1].data)
	if err != nil {
		c.fail("control.tar.gz: %v", err)
		return
	}
	dataTree, err := readTarGz(members[2].data)
	if err != nil {
		c.fail("data.tar.gz: %v", err)
		return
	}
	control := ctl.find("./control")
	if control == nil {
		c.fail("no control file")
		return
	}
	fields := parseControl(control.data)
	for k, v := range map[string]string{"Package": "kitchentable", "Version": version, "Architecture": "amd64", "Section": "games"} {
		if fields[k] != v {
			c.fail("control: %s is %q, want %q", k, fields[k], v)
		}
	}
	for _, k := range []string{"Maintainer", "Description", "Depends"} {
		if fields[k] == "" {
			c.fail("control: no %s", k)
		}
	}
	for _, lib := range []string{"libx11-6", "libegl1"} {
		if !strings.Contains(fields["Depends"], lib) {
			c.fail("control: Depends lacks %s", lib)
		}
	}
	if n, err := strconv.Atoi(fields["Installed-Size"]); err != nil || n < 1024 {
		c.fail("control: Installed-Size %q is not a plausible size in KiB", fields["Installed-Size"])
	}
	sums := ctl.find("./md5sums")
	if sums == nil {
		c.fail("no md5sums")
	} else {
		c.md5sums(sums.data, dataTree)
	}
	if exe := dataTree.find("./" + debBinary); c.executable(exe, debBinary) {
		c.linuxExe(exe.data, "")
	}
	c.desktopEntry(dataTree.find("./usr/share/applications/kitchentable.desktop"), "/"+debBinary)
	c.icons(dataTree, "./usr/share/icons/")
	if dataTree.find("./usr/share/doc/kitchentable/copyright") == nil {
		c.fail("no copyright file")
	}
	if len(c.problems) == 0 {
		c.note("control says %s %s for %s; %d files", fields["Package"], fields["Version"], fields["Architecture"], len(dataTree))
	}
}

// md5sums checks that every data file is listed with its checksum.
func (c *checker) md5sums(sums []byte, data tree) {
	listed := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(sums)), "\n") {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok {
			c.fail("md5sums: bad line %q", line)
			return
		}
		listed["./"+name] = sum
	}
	for _, f := range data {
		if listed[f.name] != fmt.Sprintf("%x", md5.Sum(f.data)) {
			c.fail("md5sums: %s is missing or wrong", f.name)
		}
	}
	if len(listed) != len(data) {
		c.fail("md5sums lists %d files, the package has %d", len(listed), len(data))
	}
}

// desktopEntry checks a desktop entry's required keys and that it runs
// exec.
func (c *checker) desktopEntry(f *file, exec string) {
	if f == nil {
		c.fail("no kitchentable.desktop")
		return
	}
	keys := parseDesktop(f.data)
	for k, v := range map[string]string{"Type": "Application", "Name": appName, "Exec": exec, "Icon": "kitchentable",
		"Terminal": "false", "StartupWMClass": "kitchentable"} {
		if keys[k] != v {
			c.fail("kitchentable.desktop: %s is %q, want %q", k, keys[k], v)
		}
	}
	if !strings.Contains(";"+keys["Categories"], ";Game;") {
		c.fail("kitchentable.desktop: Categories %q lacks Game", keys["Categories"])
	}
}

// icons checks the PNG icon at every Linux size under prefix.
func (c *checker) icons(t tree, prefix string) {
	for _, s := range linuxIconSizes {
		f := t.find(prefix + iconPath(s))
		if f == nil {
			c.fail("no %s", prefix+iconPath(s))
			continue
		}
		if cfg, err := png.DecodeConfig(bytes.NewReader(f.data)); err != nil || cfg.Width != s || cfg.Height != s {
			c.fail("%s is not a %d×%d PNG", f.name, s, s)
		}
	}
}

// parseDesktop reads the [Desktop Entry] group of a desktop file.
func parseDesktop(data []byte) map[string]string {
	keys := map[string]string{}
	group := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "["):
			group = line
		case group == "[Desktop Entry]":
			if k, v, ok := strings.Cut(line, "="); ok {
				keys[strings.TrimSpace(k)] = strings.TrimSpace(v)
			}
		}
	}
	return keys
}

// parseControl reads a Debian control file's fields (continuation lines
// joined to their field).
func parseControl(data []byte) map[string]string {
	fields := map[string]string{}
	last := ""
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, " ") && last != "" {
			fields[last] += "\n" + line
			continue
		}
		if k, v, ok := strings.Cut(line, ":"); ok {
			last = k
			fields[k] = strings.TrimSpace(v)
		}
	}
	return fields
}

// readAr reads the members of a Unix ar archive.
func readAr(data []byte) ([]file, error) {
	if !bytes.HasPrefix(data, []byte("!<arch>\n")) {
		return nil, fmt.Errorf("no ar magic")
	}
	var out []file
	p := data[8:]
	for len(p) > 0 {
		if len(p) < 60 || string(p[58:60]) != "`\n" {
			return nil, fmt.Errorf("bad member header")
		}
		name := strings.TrimSuffix(strings.TrimSpace(string(p[:16])), "/")
		size, err := strconv.Atoi(strings.TrimSpace(string(p[48:58])))
		if err != nil || size < 0 || 60+size > len(p) {
			return nil, fmt.Errorf("member %q has a bad size", name)
		}
		out = append(out, file{name: name, data: p[60 : 60+size]})
		p = p[60+size:]
		if size%2 == 1 && len(p) > 0 {
			p = p[1:]
		}
	}
	return out, nil
}
