package rules

import (
	"slices"
	"testing"
)

// TestPlayerAndBattlefieldCannotChangeTheGame checks that what Player and
// Battlefield hand out is the caller's to change: the game keeps its own.
func TestPlayerAndBattlefieldCannotChangeTheGame(t *testing.T) {
	g := midGameDecks(t)
	before := g.Hash()
	hand := slices.Clone(g.players[0].Hand)
	bf := slices.Clone(g.bf)

	p := g.Player(0)
	p.Life, p.Name = -5, "Mallory"
	p.Hand = append(p.Hand, p.Library...) // appending copies: the clipped slice has no room
	b := g.Battlefield()
	if len(b) > 0 {
		b[0] = NoObj
	}
	b2 := g.AppendBattlefield(nil)
	if len(b2) > 0 {
		b2[0] = NoObj
	}

	if g.Hash() != before || g.players[0].Life == -5 || g.players[0].Name == "Mallory" ||
		!slices.Equal(g.players[0].Hand, hand) || !slices.Equal(g.bf, bf) {
		t.Fatal("changing what Player or Battlefield returned changed the game")
	}
	if g.BattlefieldLen() != len(bf) {
		t.Errorf("BattlefieldLen = %d, want %d", g.BattlefieldLen(), len(bf))
	}
}

// TestReadingPlayersAllocatesNothing keeps Player and AppendBattlefield
// fit for the AI's and the simulations' loops.
func TestReadingPlayersAllocatesNothing(t *testing.T) {
	g := midGameDecks(t)
	buf := make([]ObjID, 0, 256)
	n := testing.AllocsPerRun(100, func() {
		_ = len(g.Player(1).Hand) + g.Player(0).Life
		buf = g.AppendBattlefield(buf[:0])
	})
	if n != 0 {
		t.Errorf("Player and AppendBattlefield allocate %v times per call", n)
	}
}
