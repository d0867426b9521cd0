package catalog

import (
	"bytes"
	"io/fs"
	"sync"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

var fourCuatro = sync.OnceValues(func() ([]*fourcuatro.Def, error) {
	data, err := fs.ReadFile(assets.FS, assets.FourCuatroCards)
	if err != nil {
		return nil, err
	}
	return fourcuatro.ParseCards(assets.FourCuatroCards, bytes.NewReader(data))
})

// FourCuatro is the FourCuatro card list (the embedded one, read once). The
// list is shared: callers must not change it.
func FourCuatro() []*fourcuatro.Def {
	defs, err := fourCuatro()
	if err != nil {
		panic("catalog: the embedded FourCuatro cards do not parse: " + err.Error()) // caught by TestFourCuatroCardsParse
	}
	return defs
}
