package fourcuatro

import (
	"fmt"
	"strings"
)

// Describe turns events into log lines for viewer (NoSeat: a spectator who
// sees only public cards). The viewer is "You"; runs of the same move (four
// burns in a row) make one line. Card names appear only where the viewer
// knows the card.
func (g *Game) Describe(events []Event, viewer Seat) []string {
	var out []string
	for i := 0; i < len(events); {
		e := events[i]
		j := i + 1
		if e.Kind == EvMove || e.Kind == EvRefresh || e.Kind == EvExhaust {
			for j < len(events) && sameRun(events[j], e) {
				j++
			}
		}
		if line := g.describe(events[i:j], viewer); line != "" {
			out = append(out, line)
		}
		i = j
	}
	return out
}

func sameRun(a, b Event) bool {
	return a.Kind == b.Kind && a.Seat == b.Seat && a.From == b.From && a.To == b.To
}

type sentence struct {
	g      *Game
	viewer Seat
}

// who is the subject: "You" for the viewer, else the player's name.
func (t sentence) who(s Seat) string {
	if s == t.viewer {
		return "You"
	}
	return t.g.players[s].Name
}

// verb conjugates a verb for s: "burn" for the viewer, "burns" otherwise.
func (t sentence) verb(s Seat, v string) string {
	if s == t.viewer {
		return v
	}
	switch {
	case strings.HasSuffix(v, "sh"), strings.HasSuffix(v, "s"):
		return v + "es"
	case v == "have":
		return "has"
	case v == "go":
		return "goes"
	}
	return v + "s"
}

func (t sentence) say(s Seat, v, rest string) string {
	return t.who(s) + " " + t.verb(s, v) + rest
}

// whose is "your" for the viewer and "NAME's" otherwise.
func (t sentence) whose(s Seat) string {
	if s == t.viewer {
		return "your"
	}
	return t.g.players[s].Name + "'s"
}

func (t sentence) name(c CardID) string {
	if c == NoCard {
		return "a card"
	}
	if t.viewer >= 0 && t.g.known[t.viewer][c] {
		return t.g.defs[c].Name
	}
	return "a card"
}

// names lists the cards if the viewer knows them all, else counts them.
func (t sentence) names(run []Event) string {
	var ns []string
	for _, e := range run {
		n := t.name(e.Card)
		if n == "a card" {
			return count(len(run))
		}
		ns = append(ns, n)
	}
	return strings.Join(ns, ", ")
}

func count(n int) string {
	if n == 1 {
		return "a card"
	}
	return fmt.Sprintf("%d cards", n)
}

func plural(n int, one string) string {
	if n == 1 {
		return "a " + one
	}
	return fmt.Sprintf("%d %ss", n, one)
}

func (g *Game) describe(run []Event, viewer Seat) string {
	t := sentence{g, viewer}
	e := run[0]
	s := e.Seat
	n := len(run)
	switch e.Kind {
	case EvReveal:
		return t.say(s, "reveal", fmt.Sprintf(" %s at the bottom of the deck (cost %d).", g.defs[e.Card].Name, e.Amount))
	case EvFirst:
		return t.say(s, "go", " first.")
	case EvShuffle:
		return t.say(s, "shuffle", " the deck.")
	case EvNewDeck:
		return t.say(s, "shuffle", fmt.Sprintf(" the discard pile into a new deck (%s).", count(e.Amount)))
	case EvTurn:
		return fmt.Sprintf("Turn %d: %s turn.", e.Amount, upperFirst(t.whose(s)))
	case EvRefresh:
		return t.say(s, "refresh", " "+plural(n, "mana source")+".")
	case EvExhaust:
		return ""
	case EvMove:
		return t.describeMove(run)
	case EvCast:
		if e.Amount == 1 {
			if viewer == s {
				return t.say(s, "cast", " "+t.name(e.Card)+" face down as a Cinder.")
			}
			return t.say(s, "cast", " a Cinder.")
		}
		return t.say(s, "cast", fmt.Sprintf(" %s (%d).", t.name(e.Card), g.defs[e.Card].Cost))
	case EvTrap:
		return t.say(s, "answer", " with "+t.name(e.Card)+".")
	case EvNoResponse:
		return t.say(s, "let", " it through.")
	case EvCounter:
		if e.Amount == 1 {
			return "The Cinder is countered: it was " + t.name(e.Card) + "."
		}
		return "It is countered."
	case EvRedirect:
		if e.Amount == 1 {
			return "It is turned back on " + t.whose(s) + " own side."
		}
		return "It is turned back again."
	case EvResolve:
		if e.Amount == 1 {
			return "The Cinder was " + t.name(e.Card) + "."
		}
		return ""
	case EvLook:
		return t.say(s, "look", fmt.Sprintf(" at the top %s of %s deck.", count(e.Amount), t.whose(e.Other)))
	case EvPeek:
		return t.say(s, "look", " at "+t.whose(e.Other)+" hand.")
	case EvOrder:
		return t.say(s, "put", " them back in a chosen order.")
	case EvEndTurn:
		return t.say(s, "end", " the turn.")
	case EvLose:
		return t.say(s, "have", " to draw and cannot: ") + lowerFirst(t.say(s, "lose", "."))
	}
	return ""
}

func (t sentence) describeMove(run []Event) string {
	e := run[0]
	s, n := e.Seat, len(run)
	switch {
	case e.From == ZoneDeck && e.To == ZoneHand:
		if s == t.viewer {
			return t.say(s, "draw", " "+t.names(run)+".")
		}
		return t.say(s, "draw", " "+count(n)+".")
	case e.From == ZoneDeck && e.To == ZoneBurnt:
		return t.say(s, "burn", " "+count(n)+".")
	case e.From == ZoneDiscard && e.To == ZoneBurnt:
		return t.say(s, "burn", " "+t.names(run)+" from the bottom of the discard pile.")
	case e.From == ZoneHand && e.To == ZoneDiscard:
		return t.say(s, "discard", " "+t.names(run)+".")
	case e.From == ZoneHand && e.To == ZoneBurnt:
		return t.say(s, "destroy", " "+t.names(run)+" from hand.")
	case e.From == ZoneDeck && e.To == ZoneSources:
		return t.say(s, "gain", " "+plural(n, "mana source")+".")
	case e.From == ZoneSources && e.To == ZoneBurnt:
		return t.say(s, "burn", " "+plural(n, "mana source")+".")
	case e.From == ZoneDiscard && e.To == ZoneHand:
		return t.say(s, "take", " "+t.names(run)+" back into hand.")
	}
	return ""
}

// lowerFirst lowers "You" at the start of a clause; names keep their capital.
func lowerFirst(s string) string {
	if strings.HasPrefix(s, "You ") {
		return "you" + s[3:]
	}
	return s
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
