package fctable

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
)

// untilMine runs the table until the person at the screen must decide.
func (f *fixture) untilMine() {
	f.t.Helper()
	for i := 0; i < 500 && !f.g().Over(); i++ {
		if f.s.m.curtain() {
			f.liftCurtain()
			continue
		}
		if f.s.m.mine() {
			return
		}
		f.idle(1)
	}
	if !f.g().Over() {
		f.t.Fatal("the person never had to decide")
	}
}

// person plays one decision through the screen: casts the dearest spell
// it can pay for by dragging it onto the table, else a Cinder of its first
// card, else ends the turn; lets spells through; picks the first card
// offered.
func (f *fixture) person() {
	f.t.Helper()
	g := f.g()
	d := g.Pending()
	switch d.Kind {
	case fourcuatro.DecideMain:
		var spell fourcuatro.CardID = fourcuatro.NoCard
		for _, a := range g.Legal() {
			if a.Kind == fourcuatro.ActCast && (spell == fourcuatro.NoCard || g.Def(a.Card).Cost > g.Def(spell).Cost) {
				spell = a.Card
			}
		}
		if spell == fourcuatro.NoCard {
			f.key(input.KeySpace) // End turn
			return
		}
		f.drag(f.handCard(spell), f.s.b.table.Center())
		if f.s.prompt.chosen != spell || !strings.HasPrefix(f.buttonLabels()[0], "Cast ") {
			f.t.Fatalf("dropping %s on the table offers %v", g.Def(spell).Name, f.buttonLabels())
		}
		f.key(input.KeySpace) // Cast
	case fourcuatro.DecideResponse:
		f.press("No response")
	case fourcuatro.DecideDiscard:
		f.click(f.handCard(g.Player(d.Seat).Hand[0]))
	case fourcuatro.DecideDestroy, fourcuatro.DecideOrder:
		rs := f.s.b.panelCards(len(g.Legal()))
		f.click(rs[0].Center())
	}
}

func TestAGameAgainstTheComputerPlaysToTheEnd(t *testing.T) {
	f := newTable(t, 7, fcseat.Human, fcseat.ComputerEasy)
	playToTheEnd(t, f)
}

func TestAHotSeatGamePlaysToTheEnd(t *testing.T) {
	f := newTable(t, 8, fcseat.Human, fcseat.Human)
	playToTheEnd(t, f)
}

func TestAConstructedGameAgainstTheHardComputerPlaysToTheEnd(t *testing.T) {
	f := newConstructedTable(t, 4, fcseat.Human, fcseat.ComputerHard)
	if f.g().Cards() != 2*fourcuatro.ConstructedDeckSize {
		t.Fatalf("%d cards in a constructed game", f.g().Cards())
	}
	playToTheEnd(t, f)
}

// playToTheEnd plays the people's side through the screen until the game
// is over, then leaves by Main menu.
func playToTheEnd(t testing.TB, f *fixture) {
	t.Helper()
	for i := 0; i < 2000 && !f.g().Over(); i++ {
		f.untilMine()
		if f.g().Over() {
			break
		}
		before := len(f.s.m.rec.Actions)
		f.person()
		if len(f.s.m.rec.Actions) == before {
			t.Fatalf("the person's %v decision did nothing (buttons %v)", f.g().Pending().Kind, f.buttonLabels())
		}
	}
	if !f.g().Over() {
		t.Fatal("the game did not end")
	}
	f.idle(2)
	if got := f.buttonLabels(); !slices.Equal(got, []string{"Rematch", "Main menu"}) {
		t.Fatalf("end buttons %v", got)
	}
	if !strings.Contains(f.s.prompt.text(), "wins after") && !strings.Contains(f.s.prompt.text(), "You win") {
		t.Errorf("end prompt %q", f.s.prompt.text())
	}
	f.press("Main menu")
	if !f.nav.menu {
		t.Error("Main menu did not leave")
	}
}

func TestACardThatCannotBePaidForGoesAsACinder(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		f := newTable(t, seed, fcseat.Human, fcseat.ComputerEasy)
		f.untilMine()
		g := f.g()
		if g.Pending().Kind != fourcuatro.DecideMain {
			continue
		}
		for _, c := range g.Player(f.s.m.viewer()).Hand {
			if g.IsLegal(fourcuatro.Cast(c)) {
				continue
			}
			f.drag(f.handCard(c), f.s.b.table.Center())
			if got := f.buttonLabels(); !slices.Equal(got, []string{"Cinder (free)", "Cancel"}) {
				t.Fatalf("a card that can't be paid for offers %v", got)
			}
			f.key(input.KeySpace)
			card, caster, cinder, ok := g.OnTable()
			if ok && (card != c || caster != f.s.m.viewer() || !cinder) {
				t.Fatalf("on the table: %d by %v, cinder %v", card, caster, cinder)
			}
			if !ok && !slices.Contains(g.Player(f.s.m.viewer()).Discard, c) {
				t.Fatal("the Cinder went nowhere")
			}
			if f.s.m.rec.Actions[len(f.s.m.rec.Actions)-1] != fourcuatro.Cinder(c) && !slices.Contains(f.s.m.rec.Actions, fourcuatro.Cinder(c)) {
				t.Fatal("no Cinder recorded")
			}
			return
		}
	}
	t.Fatal("no deal with an unpayable card in hand")
}

func TestCancelAndDropOffTheTableChangeNothing(t *testing.T) {
	f := newTable(t, 3, fcseat.Human, fcseat.ComputerEasy)
	f.untilMine()
	for f.g().Pending().Kind != fourcuatro.DecideMain {
		f.person()
		f.untilMine()
	}
	g := f.g()
	hand := g.Player(f.s.m.viewer()).Hand
	c := hand[0]
	before := len(f.s.m.rec.Actions)
	f.drag(f.handCard(c), f.s.b.sides[f.s.m.viewer()].plate.Center()) // not the table
	if len(f.s.m.rec.Actions) != before || f.s.prompt.chosen != fourcuatro.NoCard {
		t.Fatal("a drop off the table did something")
	}
	f.drag(f.handCard(c), f.s.b.table.Center())
	f.press("Cancel")
	if len(f.s.m.rec.Actions) != before || f.s.prompt.chosen != fourcuatro.NoCard || !slices.Contains(g.Player(f.s.m.viewer()).Hand, c) {
		t.Fatal("Cancel did something")
	}
}

func TestHotSeatCurtainHidesTheTable(t *testing.T) {
	f := newTable(t, 5, fcseat.Human, fcseat.Human)
	f.untilMine()
	first := f.s.m.viewer()
	for f.g().Pending().Seat == first && !f.g().Over() {
		if f.g().Pending().Kind == fourcuatro.DecideMain {
			f.key(input.KeySpace) // end the turn
		} else {
			f.person()
		}
	}
	if !f.s.m.curtain() || f.s.m.viewer() != first.Other() {
		t.Fatalf("curtain %v for %v after %v's turn", f.s.m.curtain(), f.s.m.viewer(), first)
	}
	if !strings.Contains(f.s.prompt.text(), "Pass the computer to "+f.s.sight.name(first.Other())) {
		t.Errorf("prompt %q", f.s.prompt.text())
	}
	if c := f.s.ptr.cardAt(f.s.b.sides[first.Other()].hand.Center()); c != fourcuatro.NoCard {
		t.Error("a card can be pointed at behind the curtain")
	}
	f.click(f.s.b.felt.Center())
	if !f.s.m.curtain() {
		t.Fatal("a click as the curtain rose lifted it")
	}
	f.liftCurtain()
	if f.s.m.curtain() {
		t.Fatal("a click did not lift the curtain")
	}
}

func TestHotSeatStartsBehindTheCurtain(t *testing.T) {
	f := newTable(t, 5, fcseat.Human, fcseat.Human)
	if !f.s.m.curtain() || f.s.m.viewer() != f.g().Pending().Seat {
		t.Fatalf("a hot-seat game starts with the curtain %v for %v; %v decides", f.s.m.curtain(), f.s.m.viewer(), f.g().Pending().Seat)
	}
	f.key(input.KeySpace)
	if !f.s.m.curtain() {
		t.Fatal("a Space at once lifted the curtain")
	}
	f.idle(curtain.GuardTicks)
	f.key(input.KeySpace)
	if f.s.m.curtain() {
		t.Fatal("a deliberate Space did not lift the curtain")
	}
}

func TestOnePersonAgainstTheComputerHasNoCurtain(t *testing.T) {
	f := newTable(t, 5, fcseat.Human, fcseat.ComputerEasy)
	if f.s.m.curtain() {
		t.Fatal("a game against the computer starts behind the curtain")
	}
}

func TestTrapPromptOffersTheTrapsAndNoResponse(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		f := newTable(t, seed, fcseat.ComputerEasy, fcseat.Human)
		for i := 0; i < 40 && !f.g().Over(); i++ {
			f.untilMine()
			g := f.g()
			if g.Over() {
				break
			}
			if g.Pending().Kind != fourcuatro.DecideResponse {
				f.person()
				continue
			}
			var traps []string
			for _, a := range g.Legal() {
				if a.Kind == fourcuatro.ActTrap {
					traps = append(traps, "Play "+g.Def(a.Card).Name)
				}
			}
			want := append(traps, "No response")
			if got := f.buttonLabels(); !slices.Equal(got, want) {
				t.Fatalf("trap prompt buttons %v, want %v", got, want)
			}
			if len(traps) == 0 {
				t.Fatal("a person with no trap was asked to answer")
			}
			// Drag the first trap onto the spell.
			var trap fourcuatro.CardID
			for _, a := range g.Legal() {
				if a.Kind == fourcuatro.ActTrap {
					trap = a.Card
					break
				}
			}
			f.drag(f.handCard(trap), f.s.b.spellRect().Center())
			if !slices.Contains(g.Player(f.s.m.viewer()).Discard, trap) {
				t.Fatal("the trap dragged onto the spell was not played")
			}
			return
		}
	}
	t.Fatal("no trap prompt arose")
}

func TestDiscardPileOpensAndCloses(t *testing.T) {
	f := newTable(t, 9, fcseat.Human, fcseat.ComputerEasy)
	for i := 0; i < 200 && len(f.g().Player(0).Discard)+len(f.g().Player(1).Discard) == 0; i++ {
		f.untilMine()
		f.person()
	}
	f.untilMine()
	seat := fourcuatro.Seat(0)
	if len(f.g().Player(0).Discard) == 0 {
		seat = 1
	}
	n := len(f.g().Player(seat).Discard)
	if n == 0 {
		t.Fatal("no discard pile to open")
	}
	f.click(f.s.b.discardRects(seat, n)[n-1].Center())
	if f.s.ptr.browse != seat {
		t.Fatalf("clicking %v's discard pile: browse %v", seat, f.s.ptr.browse)
	}
	f.key(input.KeyEscape)
	if f.s.ptr.browse != fourcuatro.NoSeat {
		t.Error("Esc did not close the discard pile")
	}
}
