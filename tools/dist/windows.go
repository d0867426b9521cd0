package main

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"

	"github.com/tc-hib/winres"
	winversion "github.com/tc-hib/winres/version"
)

// Windows package names.
const (
	winExe    = "KitchenTable.exe"
	winFolder = "Kitchen Table"
	sysoName  = "rsrc_windows_amd64.syso"
)

// winIconSizes are the icon's sizes in the executable.
var winIconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// windowsResources is the resource section of the executable: the icon,
// the version information and a manifest (per-monitor DPI aware, as
// Ebitengine draws at the display's resolution, and no elevation).
func (b *builder) windowsResources() (*winres.ResourceSet, error) {
	rs := &winres.ResourceSet{}
	var imgs []image.Image
	for _, s := range winIconSizes {
		img, _ := b.icon(s)
		imgs = append(imgs, img)
	}
	ico, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, err
	}
	if err := rs.SetIcon(winres.ID(1), ico); err != nil {
		return nil, err
	}
	vi := winversion.Info{FileVersion: b.v.windows(), ProductVersion: b.v.windows()}
	for k, s := range map[string]string{
		winversion.ProductName:      appName,
		winversion.FileDescription:  appName,
		winversion.CompanyName:      appName + " developers",
		winversion.LegalCopyright:   "Original cards, art and code by the " + appName + " developers",
		winversion.OriginalFilename: winExe,
		winversion.InternalName:     "kitchentable",
		winversion.ProductVersion:   b.v.String(),
		winversion.FileVersion:      b.v.String(),
	} {
		if err := vi.Set(0x0409, k, s); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	rs.SetManifest(winres.AppManifest{
		Identity:            winres.AssemblyIdentity{Name: "KitchenTable", Version: b.v.windows()},
		Description:         appName,
		Compatibility:       winres.Win10AndAbove,
		ExecutionLevel:      winres.AsInvoker,
		DPIAwareness:        winres.DPIPerMonitorV2,
		UseCommonControlsV6: true,
		LongPathAware:       true,
	})
	return rs, nil
}

// windows builds KitchenTable.exe with its resources and no console
// window, and zips it in a folder with a read-me.
func (b *builder) windows() (string, error) {
	rs, err := b.windowsResources()
	if err != nil {
		return "", err
	}
	var obj bytes.Buffer
	if err := rs.WriteObject(&obj, winres.ArchAMD64); err != nil {
		return "", err
	}
	// go build links every .syso in the main package's folder; the
	// file's suffix limits it to windows/amd64 builds.
	syso := filepath.Join(b.root, mainPkg, sysoName)
	if err := os.WriteFile(syso, obj.Bytes(), 0o644); err != nil {
		return "", err
	}
	exe, err := b.goBuild("windows", "amd64", "-H=windowsgui")
	if rmErr := os.Remove(syso); err == nil && rmErr != nil {
		err = rmErr
	}
	if err != nil {
		return "", err
	}
	var t tree
	t.add(winFolder+"/"+winExe, 0o755, exe)
	readme, err := render("windows-readme.txt", b.v)
	if err != nil {
		return "", err
	}
	t.add(winFolder+"/README.txt", 0o644, []byte(strings.ReplaceAll(string(readme), "\n", "\r\n")))
	z, err := zipBytes(t)
	if err != nil {
		return "", err
	}
	return b.write(fmt.Sprintf("KitchenTable-%s-windows-amd64.zip", b.v), z)
}
