package gamelog

import "github.com/kitchentable/kitchentable/game/rules"

// Lines describes the events one Apply returned, in order, as seat viewer
// may know them (see Describe), leaving out the events the log skips. Runs
// of draws by one seat become one line ("P2 draws seven cards."), a land
// play is one line, and each life change shows the total it left.
func Lines(g *rules.Game, events []rules.Event, viewer rules.Seat, opts ...Option) []string {
	d := newDescriber(g, viewer, opts)
	life := lifeAfter(g, events)
	played := map[rules.ObjID]int{} // land played -> index of its EvPlayLand
	for i, e := range events {
		if e.Kind == rules.EvPlayLand {
			played[e.Obj] = i
		}
	}
	var out []string
	add := func(s string) {
		if s != "" {
			out = append(out, d.finish(s))
		}
	}
	for i := 0; i < len(events); i++ {
		e := events[i]
		switch {
		case e.Kind == rules.EvDraw:
			ids := []rules.ObjID{e.Obj}
			for i+1 < len(events) && events[i+1].Kind == rules.EvDraw && events[i+1].Seat == e.Seat && events[i+1].From == e.From {
				i++
				ids = append(ids, events[i].Obj)
			}
			if publicDraw(e) {
				add(d.takes(e.Seat, ids, e.From))
			} else {
				add(d.draws(e.Seat, ids))
			}
		case e.Kind == rules.EvMove && (e.From == rules.ZoneRow || e.To == rules.ZoneRow):
			n, line := d.liveRun(events, i)
			if n == 0 {
				add(d.event(e, 0))
				continue
			}
			add(line)
			i += n - 1
		case e.Kind == rules.EvMove && e.From == rules.ZoneHand && e.To == rules.ZoneBattlefield:
			if j, ok := played[e.Obj]; ok && j > i {
				// Say the play where the land arrives, before its triggers.
				add(d.playLand(events[j]))
				continue
			}
			add(d.event(e, 0))
		case scriedToBottom(events[:i], e):
			// The scry's own line already said where the card went.
			continue
		case e.Kind == rules.EvPlayLand:
			if j, ok := played[e.Obj]; ok && j == i && landMovedBefore(events[:i], e.Obj) {
				continue
			}
			add(d.event(e, 0))
		default:
			add(d.event(e, life[i]))
		}
	}
	return out
}

// scriedToBottom reports whether e is the move of a card to the bottom of
// a library that the event just before it, a scry, already describes.
func scriedToBottom(before []rules.Event, e rules.Event) bool {
	if e.Kind != rules.EvMove || e.To != rules.ZoneLibrary || len(before) == 0 {
		return false
	}
	p := before[len(before)-1]
	return p.Kind == rules.EvScry && p.Obj == e.Obj && p.Amount == 1
}

// landMovedBefore reports whether events hold the move of a land played from hand.
func landMovedBefore(events []rules.Event, id rules.ObjID) bool {
	for _, e := range events {
		if e.Kind == rules.EvMove && e.Obj == id && e.From == rules.ZoneHand && e.To == rules.ZoneBattlefield {
			return true
		}
	}
	return false
}

// lifeAfter returns, for each EvLife event, the life total it left: the
// seat's life now, less the changes that came after it.
func lifeAfter(g *rules.Game, events []rules.Event) []int {
	out := make([]int, len(events))
	cur := make([]int, g.Seats())
	for s := range cur {
		cur[s] = g.Player(rules.Seat(s)).Life
	}
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if e.Kind == rules.EvLife && e.Seat >= 0 && int(e.Seat) < len(cur) {
			out[i] = cur[e.Seat]
			cur[e.Seat] -= e.Amount
		}
	}
	return out
}
