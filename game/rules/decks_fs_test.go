package rules

import (
	"io/fs"

	"github.com/kitchentable/kitchentable/assets"
)

func readFS(name string) ([]byte, error) { return fs.ReadFile(assets.Decks, name) }
