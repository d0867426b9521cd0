package control

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// helpToTheirs is the mirror of harmToOwn: it describes what the spell o
// does for its first target t when t is an opponent of the viewer (not a
// teammate), or a permanent or spell an opponent controls, and that is
// help (+N/+N or keywords until end of turn, +1/+1 counters, an untap,
// life gained or cards drawn by that player, or a helpful aura):
// "Surge of Sap gives Bea's Mossback Grower +3/+3". It returns "" when the
// target is not an opponent's or the spell does them no good.
func (c *guards) helpToTheirs(o *rules.CardView, t rules.Target) string {
	me := c.Viewer()
	var who rules.Seat
	var what string
	var victim *rules.CardView
	if t.IsPlayer() {
		who = t.Player
		what = c.name(who)
	} else {
		victim = c.sight.card(t.Obj)
		if victim == nil {
			return ""
		}
		who = victim.Controller
		what = c.name(who) + "'s " + cardName(victim)
	}
	if who == me || c.sight.teammates(me, who) {
		return ""
	}
	return describe(o, t, victim, what, auraHelp, func(e *card.Effect, onPlayer bool) string {
		return helpClause(e, what, c.name(who), onPlayer)
	})
}

// helpClause is one helpful effect on what ("Bea's Mossback Grower",
// "Bea") as a clause after the spell's name, or "" for a harmful or
// neutral one. player names the target's player (its controller, or the
// target player); onPlayer says the effect acts on that player.
func helpClause(e *card.Effect, what, player string, onPlayer bool) string {
	n := fmt.Sprint(e.Amount)
	if e.AmountX {
		n = "X"
	}
	switch e.Kind {
	case card.Pump:
		if s := boost(e.Power, e.Toughness, e.Keywords); s != "" {
			return "gives " + what + " " + s
		}
	case card.AddCounters:
		return "puts " + n + " +1/+1 " + nouns(e, "counter") + " on " + what
	case card.Untap:
		return "untaps " + what
	case card.GainLife:
		if onPlayer {
			return "makes " + player + " gain " + n + " life"
		}
	case card.Draw:
		if onPlayer {
			return "makes " + player + " draw " + n + " " + nouns(e, "card")
		}
	}
	return ""
}

// boost writes a helpful change of power, toughness and keywords ("+3/+3",
// "+2/+2 and trample", "hexproof"), or "" when it is none or lowers either.
func boost(power, toughness int8, kw card.Keywords) string {
	if power < 0 || toughness < 0 {
		return ""
	}
	var parts []string
	if power > 0 || toughness > 0 {
		parts = append(parts, fmt.Sprintf("%+d/%+d", power, toughness))
	}
	if kw != 0 {
		parts = append(parts, kw.String())
	}
	return strings.Join(parts, " and ")
}

// auraHelp is what a helpful aura does for what it enchants, as a format
// with one %s for it ("gives %s +2/+2"), or "" for a harmful or neutral
// one.
func auraHelp(d *card.Def) string {
	for i := range d.Abilities {
		s := d.Abilities[i].Static
		if s == nil || s.Affects != card.AffectsEnchanted || s.CantAttack || s.CantBlock {
			continue
		}
		if b := boost(s.Power, s.Toughness, s.Keywords); b != "" {
			return "gives %s " + strings.ReplaceAll(b, "%", "%%")
		}
	}
	return ""
}
