package rules

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// schemeSecrets starts an Archenemy scenario of three seats whose
// archenemy has six schemes (two of each of three names) and has set two
// in motion, which went back to the bottom.
func schemeSecrets(t *testing.T) (*scenario, []ObjID) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 3)
	plenty, fire, imps := defs["Plot of Plenty"], defs["Plot of Fire"], defs["Plot of Imps"]
	ids := sc.schemes(P1, plenty, fire, imps, plenty, fire, imps)
	for i := 0; i < 2; i++ {
		sc.setInMotion(P1)
		sc.passUntilResolved()
	}
	if k := sc.g.players[P1].KnownSchemes; k != 2 {
		t.Fatalf("KnownSchemes = %d, want 2", k)
	}
	return sc, ids
}

// A face-down scheme is hidden from every seat, its owner included, except
// the bottom ones whose place the owner saw: two games that differ only
// in the order of the unknown schemes give every seat the same view.
func TestSchemeDeckOrderIsHiddenInTheView(t *testing.T) {
	sc, ids := schemeSecrets(t)
	g := sc.g
	other := g.Clone()
	cmd := other.players[P1].Command
	if cmd[0] != ids[2] || cmd[3] != ids[5] {
		t.Fatalf("scheme deck %v", cmd)
	}
	cmd[0], cmd[3] = cmd[3], cmd[0] // two unknown schemes change places
	for s := Seat(0); s < 3; s++ {
		if !reflect.DeepEqual(g.View(s), other.View(s)) {
			t.Errorf("%v's view tells two scheme deck orders apart", s)
		}
	}
	own, theirs := g.View(P1), g.View(P2)
	if n := own.SchemeDeck(P1); n != 6 || theirs.SchemeDeck(P1) != 6 {
		t.Errorf("SchemeDeck = %d and %d, want 6", n, theirs.SchemeDeck(P1))
	}
	bottom := own.KnownSchemeBottom(P1)
	if len(bottom) != 2 || bottom[0].ID != ids[0] || bottom[1].ID != ids[1] || bottom[0].Def == nil || !bottom[0].FaceDown {
		t.Errorf("the owner's known bottom is %+v, want the two schemes it set in motion, shown, in order", bottom)
	}
	if theirs.KnownSchemeBottom(P1) != nil || theirs.Players[P1].KnownSchemes != 0 {
		t.Error("another seat sees the archenemy's known bottom")
	}
	for _, cv := range theirs.Players[P1].Command {
		if cv.Def != nil {
			t.Errorf("P2 sees the face-down scheme %s", cv.Def.Name)
		}
	}
	for i, cv := range own.Players[P1].Command[:4] {
		if cv.Def != nil || i > 0 && cv.ID < own.Players[P1].Command[i-1].ID {
			t.Errorf("the owner's unknown schemes are not hidden in ID order: %+v", own.Players[P1].Command[:4])
		}
	}
	if len(own.FaceUpSchemes(P1)) != 0 {
		t.Error("face-up schemes listed with none face up")
	}
	sc.setInMotion(P1)
	if up := g.View(P2).FaceUpSchemes(P1); len(up) != 1 || up[0].Def == nil {
		t.Errorf("FaceUpSchemes = %+v, want the scheme just set in motion", up)
	}
}

// Knowledge.Sample deals the face-down schemes again: for the owner all but
// the known bottom, for everyone else all of them.
func TestSampleReshufflesTheSchemeDeck(t *testing.T) {
	sc, ids := schemeSecrets(t)
	g := sc.g
	own, theirs := g.KnowledgeOf(P1), g.KnowledgeOf(P2)
	ownTops, theirBottoms := map[*card.Def]bool{}, map[*card.Def]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		s := own.Sample(seed)
		cmd := s.players[P1].Command
		if cmd[4] != ids[0] || cmd[5] != ids[1] {
			t.Fatalf("the owner's sample moved the known bottom: %v", cmd)
		}
		ownTops[s.objs[cmd[0]].Def] = true
		o := theirs.Sample(seed)
		theirBottoms[o.objs[o.players[P1].Command[5]].Def] = true
		if !reflect.DeepEqual(s.View(P1).Players[P1].Command, g.View(P1).Players[P1].Command) {
			t.Fatal("a sample changes what the owner sees of its command zone")
		}
	}
	if len(ownTops) < 3 {
		t.Errorf("the owner's samples put only %d different schemes on top: the order leaks", len(ownTops))
	}
	if len(theirBottoms) < 3 {
		t.Errorf("another seat's samples keep the archenemy's bottom: %d different", len(theirBottoms))
	}
}

// In random Archenemy and Rumble games, every seat's samples are whole
// games that look to that seat exactly like the real one in every command
// zone (scheme decks and face-up schemes).
func TestSamplesKeepWhatEachSeatSeesOfTheSchemes(t *testing.T) {
	for _, variant := range []int{fuzzArchenemy, fuzzRumble} {
		r := rand.New(rand.NewPCG(77, uint64(variant)))
		g, err := New(fuzzSetup(r, 4, variant), 77)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 6 && !g.Over(); step++ {
			playRandomUntil(t, g, uint64(step), func() bool { return g.Turn() >= 3*(step+1) })
			for s := Seat(0); s < 4; s++ {
				if g.players[s].Lost {
					continue
				}
				want := g.View(s)
				smp := g.KnowledgeOf(s).Sample(uint64(step))
				checkZones(t, smp)
				got := smp.View(s)
				for i := range want.Players {
					if !reflect.DeepEqual(got.Players[i].Command, want.Players[i].Command) {
						t.Fatalf("variant %d turn %d: %v's sample shows P%d's command zone differently", variant, g.Turn(), s, i+1)
					}
				}
			}
		}
	}
}

// Under secret decklists another seat's scheme deck is guessed like its
// library: the schemes never seen face up become schemes of the card pool
// in samples, the seen ones stay what they are, the owner keeps its own;
// and a library is never guessed to hold a scheme.
func TestUnseenSchemesAreGuessedFromThePool(t *testing.T) {
	defs := archenemyDefs(t)
	sc, ids := schemeSecrets(t)
	g := sc.g
	decoy := *defs["Plot of Fire"]
	decoy.Name = "Plot of Decoys"
	g.pool = []*card.Def{tBear, tMountain, &decoy}
	k := g.KnowledgeOf(P2)
	for _, id := range ids[2:] {
		if k.g.objs[id].Def != unseenScheme {
			t.Errorf("P2's knowledge holds the unseen scheme %s", k.g.objs[id].Def.Name)
		}
	}
	for _, id := range ids[:2] {
		if k.g.objs[id].Def != g.objs[id].Def {
			t.Error("a scheme P2 saw set in motion is guessed")
		}
	}
	s := k.Sample(3)
	// The seen schemes are somewhere in the shuffled deck; the others are
	// all decoys.
	if got, want := schemeNames(s, ids), schemeNames(g, ids[:2]); got["Plot of Decoys"] != len(ids)-2 ||
		got[g.objs[ids[0]].Def.Name] != want[g.objs[ids[0]].Def.Name] || got[g.objs[ids[1]].Def.Name] != want[g.objs[ids[1]].Def.Name] {
		t.Errorf("P2's sample deals the schemes %v, want the two it saw and decoys", got)
	}
	for _, id := range s.players[P1].Library {
		if s.objs[id].Def.Types.Has(card.Scheme) {
			t.Fatal("a library is guessed to hold a scheme")
		}
	}
	own := g.KnowledgeOf(P1).Sample(3)
	if !reflect.DeepEqual(schemeNames(own, ids), schemeNames(g, ids)) {
		t.Error("the owner's own schemes are guessed")
	}
}

// schemeNames counts the names of the objects ids of g.
func schemeNames(g *Game, ids []ObjID) map[string]int {
	out := map[string]int{}
	for _, id := range ids {
		out[g.objs[id].Def.Name]++
	}
	return out
}
