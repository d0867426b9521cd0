package table

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// TestHotSeatShowsOnlyTheViewersSecrets plays hot-seat games through the
// curtain, a game for two continued from turn 4, an Archenemy game for
// two people (one on each side) and a computer, and a four-seat Landless
// double-draw game for two people and two computers, and after every
// change of person checks what the table shows them: no face-up card in
// another's hand (but a teammate's, whom the settings let share the
// screen, or a card everyone saw taken from rummy's pile), a library or
// a scheme deck, no zoom of a face-down card, no card flying across the
// table they may not see, and no line in the log panel naming a card
// they were never allowed to see. A rummy game for two people and a
// computer is played too. With
// KT_TABLE_PNG set it writes the table as each person first sees it.
func TestHotSeatShowsOnlyTheViewersSecrets(t *testing.T) {
	needGPU(t)
	t.Run("two people", func(t *testing.T) {
		rec := humans(t, 12, 1, func(g *rules.Game) bool { return g.Turn() >= 4 })
		playBehindCurtain(t, rec, 10, "secret-2p")
	})
	t.Run("archenemy", func(t *testing.T) {
		// The archenemy and a team member are people, the other member a
		// computer: the curtain falls between the sides.
		rec := tabletest.Archenemy(t, "archenemy", 27, record.Human, record.Human, "easy")
		playBehindCurtain(t, rec, 14, "secret-archenemy")
	})
	t.Run("landless double draw", func(t *testing.T) {
		rec := tabletest.DoubleDraw(t, 23, 4, record.Human, "easy", record.Human, "easy")
		playBehindCurtain(t, rec, 16, "secret-double")
	})
	t.Run("scry", func(t *testing.T) {
		// From the first person's scry of two, shown on the look panel.
		rec := tabletest.Scry(t, 5, record.Human, record.Human)
		playBehindCurtain(t, rec, 10, "secret-scry")
	})
	t.Run("live-draft rummy", func(t *testing.T) {
		// Hands are secret again: only the cards taken from the common
		// pile are known to all.
		rec := tabletest.LiveDraft(t, "live-rummy", 29, record.Human, "easy", record.Human)
		playBehindCurtain(t, rec, 12, "secret-rummy")
	})
}

// playBehindCurtain plays rec on the table for the given number of turns,
// the people pressing Space, sorting their keep-half draws and lifting
// the curtain, and checks the table each person sees.
func playBehindCurtain(t *testing.T, rec *record.Record, turns int, name string) {
	hs := newHarness(t, rec, services(t, true, 0), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.frame(screen)
	c := hs.ctrl()
	g := control.GameForTests(c)
	sight := tabletest.SightOf(t, rec) // what each seat saw before the table took over
	end := g.Turn() + turns
	switches := 0
	for i := 0; i < 20000 && !g.Over() && g.Turn() < end; i++ {
		if who, up := c.Curtain(); up {
			if switches == 0 {
				hs.tick(curtain.GuardTicks + 1)
				hs.frame(screen)
				shot(t, screen, name+"-curtain")
			}
			hs.liftCurtain()
			if c.Viewer() != who {
				t.Fatalf("the curtain for %s lifted for %s", control.GameForTests(c).Player(who).Name, control.GameForTests(c).Player(c.Viewer()).Name)
			}
			switches++
			hs.frame(screen)
			shot(t, screen, fmt.Sprintf("%s-%02d-%s", name, switches, g.Player(who).Name))
			sight.Look(g)
			checkShown(t, hs, sight)
			continue
		}
		actForViewer(t, hs)
		hs.run(2)
		sight.Look(g)
		checkShown(t, hs, sight)
	}
	if switches < 8 {
		t.Fatalf("the curtain changed the person only %d times", switches)
	}
	t.Logf("%s: %d changes of person up to turn %d", name, switches, g.Turn())
}

// actForViewer makes the person in front of the screen take their
// decision, if it is theirs: Space, the first choice, keeping the first
// cards of a sort, or clicking the first card they may choose.
func actForViewer(t *testing.T, hs *harness) {
	t.Helper()
	c := hs.ctrl()
	g := control.GameForTests(c)
	d := g.Pending()
	switch {
	case d.Seat != c.Viewer() || !c.IsHuman(d.Seat):
	case c.Arranger().Arranging():
		// A scry puts the first card to the bottom and keeps the rest as
		// they lay; a keep-half keeps the first cards.
		top := slices.Clone(c.Arranger().Arranged(control.ArrangeTop))
		move := top[:min(1, len(top)-1)]
		if keeping, n := c.Arranger().ArrangeKeeping(); keeping {
			move = top[n:]
		}
		for _, obj := range move {
			if err := c.Arranger().MoveArranged(obj, control.ArrangeBottom, 99); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.OK(); err != nil {
			t.Fatal(err)
		}
	case c.Sorter().Sorting():
		for j, ch := range c.Selection().Choices() {
			if j < d.Count && c.Sorter().Picked(ch.Obj) == 0 {
				if err := c.Selection().PickChoice(j); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := c.OK(); err != nil {
			t.Fatal(err)
		}
	case len(c.Selection().Choices()) > 0:
		if err := c.Selection().PickChoice(0); err != nil {
			t.Fatal(err)
		}
	case c.Asking() || confirmable(c):
		if err := c.OK(); err != nil { // the marked discards, or an ask: yes
			t.Fatal(err)
		}
	case d.Kind == rules.DecideChoice:
		// A card to click where it lies (a discard from the hand, marked
		// first).
		for _, a := range g.Legal() {
			if a.Kind == rules.ActChoose && !c.HandPicks().StagedInHand(a.Obj) {
				if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: a.Obj, Seat: c.Viewer()}); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	default:
		hs.script.Key(input.KeySpace)
	}
}

// checkShown checks what the table shows the viewer now.
func checkShown(t *testing.T, hs *harness, sight *tabletest.Sight) {
	t.Helper()
	c := hs.ctrl()
	if _, up := c.Curtain(); up {
		return
	}
	g, v := control.GameForTests(c), c.Viewer()
	who := g.Player(v).Name
	for i := range hs.s.lay.Cards {
		lc := &hs.s.lay.Cards[i]
		o := g.Obj(lc.Obj)
		shown := lc.FaceUp && lc.View != nil && lc.View.Def != nil
		teammate := hs.s.svc.Settings.TeammatesShare && g.Options().SharedTeamTurns && g.Teammates(v, o.Owner)
		known := o.Shown // taken face up from a row or rummy's pile
		if shown && (o.Zone == rules.ZoneLibrary || o.Zone == rules.ZoneHand && o.Owner != v && !teammate && !known || o.Zone == rules.ZoneCommand && o.FaceDown) {
			t.Fatalf("turn %d: %s sees %s face up in %s's %s", g.Turn(), who, o.Def.Name, g.Player(o.Owner).Name, o.Zone)
		}
		if !shown && hs.s.feed.defOf(lc.Obj) != nil {
			t.Fatalf("turn %d: %s can zoom the face-down %s", g.Turn(), who, o.Def.Name)
		}
	}
	checkLookPanel(t, hs, sight)
	for _, gh := range hs.s.mo.ghosts {
		if gh.def != nil && sight.Leak(v, gh.def.Name) != "" {
			t.Fatalf("turn %d: %s sees %s fly across the table, a card hidden from them", g.Turn(), who, gh.def.Name)
		}
	}
	if leak := sight.Leak(v, strings.Join(hs.s.side.log, " ")); leak != "" {
		t.Fatalf("turn %d: the log panel shows %s %s, a card hidden from them:\n%s", g.Turn(), who, leak, strings.Join(hs.s.side.log, "\n"))
	}
}

// checkLookPanel checks the look panel: open only for the person whose
// scry it is, showing only the cards they look at, and nothing the probe
// lists of it otherwise.
func checkLookPanel(t *testing.T, hs *harness, sight *tabletest.Sight) {
	t.Helper()
	c := hs.ctrl()
	g, v := control.GameForTests(c), c.Viewer()
	who := g.Player(v).Name
	if !hs.s.lookp.lookOpen() {
		checkProbeHidesLook(t, hs, who)
		return
	}
	if d := g.Pending(); d.Seat != v {
		t.Fatalf("turn %d: the look panel is open for %s while %s decides", g.Turn(), who, g.Player(d.Seat).Name)
	}
	looking := c.View().Looking
	for _, lc := range hs.s.lookp.lookGeometry().Cards {
		in := slices.ContainsFunc(looking, func(cv rules.CardView) bool { return cv.ID == lc.Obj })
		if lc.Def != nil && (!in || sight.Leak(v, lc.Def.Name) != "") {
			t.Fatalf("turn %d: the look panel shows %s %s, not a card they look at", g.Turn(), who, lc.Def.Name)
		}
	}
}
