package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// castTargetsByClone is the answer CastTargets stands for: cast obj on a
// copy of the game, choose X 0 if asked, and list the first target's
// choices.
func castTargetsByClone(g *Game, obj ObjID) ([]Action, bool) {
	h := g.Clone()
	if _, err := h.Apply(actObj(ActCast, obj)); err != nil {
		return nil, false
	}
	if h.Pending().Kind == DecideX {
		if _, err := h.Apply(Action{Kind: ActChooseX, Obj: NoObj, Index: 0, Target: noTarget}); err != nil {
			return nil, false
		}
	}
	if d := h.Pending(); d.Kind != DecideTarget || d.Source != obj {
		return nil, false
	}
	var out []Action
	for _, a := range h.Legal() {
		if a.Kind == ActTarget {
			out = append(out, a)
		}
	}
	return out, true
}

// TestCastTargetsAgreesWithCastingOnACopy plays random games (two and
// four seats, plain and play-any-card-as-a-land) and, at random
// decisions, it asks CastTargets about every card in the deciding seat's
// hand, castable or not, comparing with casting it on a clone.
func TestCastTargetsAgreesWithCastingOnACopy(t *testing.T) {
	decks := starterDecks(t)
	games := 18
	if testing.Short() {
		games = 6
	}
	var buf, acts []Action
	targeted, compared := 0, 0
	for i := range games {
		var s Setup
		if i%3 == 2 {
			s = DefaultSetup(decks[i%len(decks)], decks[(i+1)%len(decks)], decks[(i+2)%len(decks)], decks[(i+3)%len(decks)])
		} else {
			s = DefaultSetup(decks[i%len(decks)], decks[(i+1)%len(decks)])
		}
		if i%2 == 1 {
			s.Options.Land = LandAnyCard
		}
		s.Options.MaxTurns = 30
		g, err := New(s, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 7))
		for !g.Over() {
			// Ask at one decision in three, priority or not (in the middle
			// of a cast or a combat nothing can be cast).
			if d := g.Pending(); r.IntN(3) == 0 {
				for _, id := range g.Player(d.Seat).Hand {
					before := g.Hash()
					var ok bool
					buf, ok = g.CastTargets(buf[:0], id)
					want, wantOK := castTargetsByClone(g, id)
					if ok != wantOK || !slices.Equal(buf, want) {
						t.Fatalf("game %d turn %d: CastTargets(%s) = %v %v, casting on a copy gives %v %v",
							i, g.Turn(), g.Obj(id).Name(), buf, ok, want, wantOK)
					}
					if g.Hash() != before {
						t.Fatalf("game %d: CastTargets(%s) changed the game", i, g.Obj(id).Name())
					}
					compared++
					if ok {
						targeted++
					}
				}
			}
			acts = g.LegalInto(acts)
			if _, err := g.Apply(acts[r.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if targeted < 50 {
		t.Errorf("only %d of %d questions were about a castable spell with targets", targeted, compared)
	}
	t.Logf("%d questions, %d about targeted spells", compared, targeted)
}
