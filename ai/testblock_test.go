package ai

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// testBlock returns the block's cards (lands included) and the basic lands.
func testBlock(tb testing.TB) ([]*card.Def, map[mana.Color]*card.Def) {
	tb.Helper()
	block, all := aitest.Block(tb)
	return block, build.BasicLands(all)
}
