package gamelog

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// public reports whether every seat sees the cards in zone z.
func public(z rules.Zone) bool {
	switch z {
	case rules.ZoneBattlefield, rules.ZoneGraveyard, rules.ZoneExile, rules.ZoneStack, rules.ZoneCommand:
		return true
	}
	return false
}

// move describes an EvMove. e.Seat is the card's owner.
func (d describer) move(e rules.Event) string {
	if line, ok := d.liveMove(e); ok {
		return line
	}
	o := d.g.Obj(e.Obj)
	n := d.name(e.Obj)
	if !public(e.From) && !public(e.To) {
		n = d.hidden(e.Obj, e.Seat)
	}
	from, to := e.From, e.To
	switch {
	case from == rules.ZoneCommand && to == rules.ZoneCommand && rules.SchemeMotion(e.Amount) == rules.SchemeToBottom:
		return fmt.Sprintf("%s goes to the bottom of %s's scheme deck.", n, d.who(e.Seat))
	case from == rules.ZoneCommand && to == rules.ZoneCommand && rules.SchemeMotion(e.Amount) == rules.SchemeAbandoned:
		return fmt.Sprintf("%s abandons %s.", d.who(e.Seat), n)
	case from == rules.ZoneCommand && to == rules.ZoneCommand:
		return fmt.Sprintf("%s sets %s in motion.", d.who(e.Seat), n)
	case to == rules.ZoneStack, from == rules.ZoneStack && to == rules.ZoneGraveyard:
		// Casting and finishing a spell: EvCast and the spell's effects say it.
		return ""
	case from == rules.ZoneNone && to == rules.ZoneBattlefield && o.Token:
		return fmt.Sprintf("%s creates %s token.", d.who(e.Seat), withArticle(n))
	case to == rules.ZoneBattlefield:
		return n + " enters the battlefield."
	case from == rules.ZoneBattlefield && to == rules.ZoneGraveyard:
		if o.Def.IsCreature() {
			return n + " dies."
		}
		return fmt.Sprintf("%s is put into %s's graveyard.", n, d.who(e.Seat))
	case from == rules.ZoneHand && to == rules.ZoneGraveyard:
		return fmt.Sprintf("%s discards %s.", d.who(e.Seat), n)
	case from == rules.ZoneLibrary && to == rules.ZoneGraveyard:
		return fmt.Sprintf("%s mills %s.", d.who(e.Seat), n)
	case to == rules.ZoneExile:
		return n + " is exiled."
	case to == rules.ZoneHand && from == rules.ZoneLibrary:
		return fmt.Sprintf("%s puts %s into their hand.", d.who(e.Seat), n)
	case to == rules.ZoneHand:
		return fmt.Sprintf("%s returns to %s's hand.", n, d.who(e.Seat))
	case to == rules.ZoneLibrary && e.Amount == 1:
		return fmt.Sprintf("%s puts %s on the bottom of %s.", d.who(e.Seat), n, d.library(e.Seat))
	case to == rules.ZoneLibrary:
		if d.g.Options().Library == rules.SharedLibrary {
			return n + " is put into the library."
		}
		return fmt.Sprintf("%s is put into %s's library.", n, d.who(e.Seat))
	case to == rules.ZoneGraveyard:
		return fmt.Sprintf("%s is put into %s's graveyard.", n, d.who(e.Seat))
	}
	return fmt.Sprintf("%s moves from the %s to the %s.", n, from, to)
}

// library names the library seat s draws from, as its own sentence
// says it: "their library", or "the library" when everyone shares one.
func (d describer) library(s rules.Seat) string {
	if d.g.Options().Library == rules.SharedLibrary {
		return "the library"
	}
	return "their library"
}
