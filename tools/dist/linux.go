package main

import (
	"fmt"
	"strings"
)

// linuxIconSizes are the hicolor theme sizes the icon is installed at.
var linuxIconSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// iconPath is where the icon at size goes in an icon theme folder.
func iconPath(size int) string {
	return fmt.Sprintf("hicolor/%dx%d/apps/kitchentable.png", size, size)
}

// linuxBinary builds the Linux executable once for both packages.
func (b *builder) linuxBinary() ([]byte, error) {
	if b.linuxExe == nil {
		exe, err := b.goBuild("linux", "amd64")
		if err != nil {
			return nil, err
		}
		b.linuxExe = exe
	}
	return b.linuxExe, nil
}

// desktopEntry is the menu entry, starting the game with exec.
func desktopEntry(exec string) ([]byte, error) {
	return render("kitchentable.desktop", map[string]string{"Exec": exec})
}

// linuxTarball packs the game, its desktop entry, its icons, a read-me
// and install.sh into kitchentable-V/ in a gzipped tarball.
func (b *builder) linuxTarball() (string, error) {
	exe, err := b.linuxBinary()
	if err != nil {
		return "", err
	}
	dir := fmt.Sprintf("kitchentable-%s/", b.v)
	var t tree
	t.add(dir+"kitchentable", 0o755, exe)
	desktop, err := desktopEntry("kitchentable")
	if err != nil {
		return "", err
	}
	t.add(dir+"kitchentable.desktop", 0o644, desktop)
	for _, s := range linuxIconSizes {
		_, png := b.icon(s)
		t.add(dir+"icons/"+iconPath(s), 0o644, png)
	}
	var sizes []string
	for _, s := range linuxIconSizes {
		sizes = append(sizes, fmt.Sprint(s))
	}
	install, err := render("install.sh", map[string]string{"Version": b.v.String(), "IconSizes": strings.Join(sizes, " ")})
	if err != nil {
		return "", err
	}
	t.add(dir+"install.sh", 0o755, install)
	readme, err := render("linux-readme.txt", b.v)
	if err != nil {
		return "", err
	}
	t.add(dir+"README.txt", 0o644, readme)
	tgz, err := tarGzBytes(t, "")
	if err != nil {
		return "", err
	}
	return b.write(fmt.Sprintf("kitchentable-%s-linux-amd64.tar.gz", b.v), tgz)
}
