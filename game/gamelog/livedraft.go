package gamelog

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// Live-Draft's zones are public: the row (tableau or pipeline), rummy's
// common discard pile and the cards a draw method removed from the game.
// A card taken from the row or the pile is named for everyone.

// rowName is "the tableau" or "the pipeline", as the game's draw rule says.
func (d describer) rowName() string {
	if d.g.Options().Draw == rules.DrawPipeline {
		return "the pipeline"
	}
	return "the tableau"
}

// publicDraw reports whether a draw came from a face-up zone everyone sees.
func publicDraw(e rules.Event) bool {
	return e.Kind == rules.EvDraw && (e.From == rules.ZoneRow || e.From == rules.ZonePile)
}

// takes describes seat s taking the face-up cards ids from zone from:
// "P1 takes Grizzled Bear from the pipeline."
func (d describer) takes(s rules.Seat, ids []rules.ObjID, from rules.Zone) string {
	where := d.rowName()
	if from == rules.ZonePile {
		where = "the discard pile"
	}
	return fmt.Sprintf("%s takes %s from %s.", d.who(s), d.cardNames(ids), where)
}

// cardNames joins the names of the cards ids: "A, B and C".
func (d describer) cardNames(ids []rules.ObjID) string {
	n := make([]string, len(ids))
	for i, id := range ids {
		n[i] = d.name(id)
	}
	return joinAnd(n)
}

// liveMove describes a move into or out of one of Live-Draft's zones, and
// reports false for any other move.
func (d describer) liveMove(e rules.Event) (string, bool) {
	switch {
	case e.From == rules.ZoneLibrary && e.To == rules.ZoneRow:
		return d.dealt([]rules.ObjID{e.Obj}), true
	case e.From == rules.ZoneRow && e.To == rules.ZoneRemoved:
		return d.leaveRow([]rules.ObjID{e.Obj}), true
	case e.To == rules.ZonePile:
		return fmt.Sprintf("%s discards %s onto the discard pile.", d.who(e.Seat), d.name(e.Obj)), true
	case e.From == rules.ZoneHand && e.To == rules.ZoneRemoved:
		return fmt.Sprintf("%s removes %s from the game.", d.who(e.Seat), d.name(e.Obj)), true
	}
	return "", false
}

// dealt describes cards dealt from the library into the row.
func (d describer) dealt(ids []rules.ObjID) string {
	return fmt.Sprintf("%s %s dealt to %s.", d.cardNames(ids), isAre(len(ids)), d.rowName())
}

// leaveRow describes row cards removed from the game: the pipeline's
// leftmost card falling off, or a tableau swept away for being all lands
// or all nonlands.
func (d describer) leaveRow(ids []rules.ObjID) string {
	if d.g.Options().Draw == rules.DrawPipeline {
		return fmt.Sprintf("%s falls off the pipeline.", d.cardNames(ids))
	}
	what := "nonlands"
	if d.g.Obj(ids[0]).Def.IsLand() {
		what = "lands"
	}
	return fmt.Sprintf("The tableau is all %s: %s removed from the game.", what, count(len(ids), "card is", "cards are"))
}

// liveRun returns how many events from events[i] on make one line with
// it — moves of the same kind into the row, or out of it — and that line;
// n is 0 when events[i] starts no such run.
func (d describer) liveRun(events []rules.Event, i int) (n int, line string) {
	e := events[i]
	if e.Kind != rules.EvMove || e.From != rules.ZoneRow && e.To != rules.ZoneRow {
		return 0, ""
	}
	ids := []rules.ObjID{e.Obj}
	for j := i + 1; j < len(events); j++ {
		f := events[j]
		if f.Kind != rules.EvMove || f.From != e.From || f.To != e.To {
			break
		}
		ids = append(ids, f.Obj)
	}
	switch {
	case e.From == rules.ZoneLibrary && e.To == rules.ZoneRow:
		return len(ids), d.dealt(ids)
	case e.From == rules.ZoneRow && e.To == rules.ZoneRemoved:
		return len(ids), d.leaveRow(ids)
	}
	return 0, ""
}

// millWin describes the end of a game by mill counters.
func (d describer) millWin(ws []rules.Seat) string {
	if len(ws) == 0 {
		return "Nothing is left to draw, and the fewest mill counters are tied: the game is a draw."
	}
	names := make([]string, len(ws))
	for i, s := range ws {
		names[i] = d.who(s)
	}
	verb := "wins"
	if len(ws) > 1 {
		verb = "win"
	}
	return fmt.Sprintf("Nothing is left to draw: %s, with the fewest mill counters, %s the game.", joinAnd(names), verb)
}

// isAre is the verb for n things: "is" for one, "are" for more.
func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}
