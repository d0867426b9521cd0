package gamelog

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Everyone is the viewer who sees every card.
const Everyone rules.Seat = -2

// Describe returns the log sentence for one event as seat viewer may know
// it (rules.NoSeat: a spectator who sees only public cards; Everyone: every
// card), or "" when the log leaves the event out. Call it after the Apply
// that returned the event, before the next one. Lines is better for a
// whole batch: it merges draws and land plays and gives each life change
// the total it left.
func Describe(g *rules.Game, e rules.Event, viewer rules.Seat, opts ...Option) string {
	d := newDescriber(g, viewer, opts)
	if e.Kind == rules.EvLife && e.Seat >= 0 && int(e.Seat) < g.Seats() {
		return d.finish(d.event(e, g.Player(e.Seat).Life))
	}
	return d.finish(d.event(e, 0))
}

// describer writes sentences for one game and viewer.
type describer struct {
	g      *rules.Game
	viewer rules.Seat
	names  bool       // call players by name instead of P1, P2
	reader rules.Seat // with names, the seat spoken to as You (Addressing)
}

// event describes e; life is the life total after an EvLife event.
func (d describer) event(e rules.Event, life int) string {
	switch e.Kind {
	case rules.EvTurn:
		return d.turn(e)
	case rules.EvMove:
		return d.move(e)
	case rules.EvDraw:
		if publicDraw(e) {
			return d.takes(e.Seat, []rules.ObjID{e.Obj}, e.From)
		}
		return d.draws(e.Seat, []rules.ObjID{e.Obj})
	case rules.EvCast:
		verb := "casts"
		if d.g.Obj(e.Obj).Copy {
			verb = "copies"
		}
		return fmt.Sprintf("%s %s %s%s.", d.who(e.Seat), verb, d.name(e.Obj), d.targets(e.Obj, true))
	case rules.EvActivate:
		return fmt.Sprintf("%s activates %s%s.", d.who(e.Seat), possessive(d.name(e.Obj))+" ability", d.targets(e.Obj, false))
	case rules.EvTrigger:
		return possessive(d.name(e.Obj)) + " ability triggers."
	case rules.EvCountered:
		return d.name(e.Obj) + " is countered."
	case rules.EvDamage:
		return fmt.Sprintf("%s deals %d damage to %s.", d.name(e.Obj), e.Amount, d.target(e.Target))
	case rules.EvLife:
		if e.Amount < 0 {
			return fmt.Sprintf("%s loses %d life (%d).", d.who(e.Seat), -e.Amount, life)
		}
		return fmt.Sprintf("%s gains %d life (%d).", d.who(e.Seat), e.Amount, life)
	case rules.EvCounters:
		return fmt.Sprintf("%s gets %s.", d.name(e.Obj), count(e.Amount, "+1/+1 counter", "+1/+1 counters"))
	case rules.EvFizzle:
		return d.name(e.Obj) + " does nothing: its targets are gone."
	case rules.EvPump:
		if e.Amount == 0 && e.Amount2 == 0 {
			return d.name(e.Obj) + " gains abilities until end of turn."
		}
		return fmt.Sprintf("%s gets %+d/%+d until end of turn.", d.name(e.Obj), e.Amount, e.Amount2)
	case rules.EvAttack:
		return fmt.Sprintf("%s attacks %s.", d.name(e.Obj), d.target(e.Target))
	case rules.EvBlock:
		return fmt.Sprintf("%s blocks %s.", d.name(e.Obj), d.name(e.Other))
	case rules.EvMulligan:
		if d.g.Options().Mulligan == rules.MulliganRemoveTwo {
			// Live-Draft's quick start: no new hand, two cards out for one.
			return fmt.Sprintf("%s chooses to remove two cards and draw one.", d.who(e.Seat))
		}
		return fmt.Sprintf("%s takes a mulligan.", d.who(e.Seat))
	case rules.EvKeep:
		return fmt.Sprintf("%s keeps their hand.", d.who(e.Seat))
	case rules.EvLose:
		if e.Amount == 1 {
			return fmt.Sprintf("%s concedes the game.", d.who(e.Seat))
		}
		return fmt.Sprintf("%s loses the game.", d.who(e.Seat))
	case rules.EvWin:
		return d.win(e)
	case rules.EvPlayLand:
		return d.playLand(e)
	case rules.EvScry:
		where := "keeps %s on top of " + d.library(e.Seat) + "."
		if e.Amount == 1 {
			where = "puts %s on the bottom of " + d.library(e.Seat) + "."
		}
		return fmt.Sprintf("%s "+where, d.who(e.Seat), d.hidden(e.Obj, e.Seat))
	case rules.EvReshuffle:
		if e.From == rules.ZoneRemoved {
			return fmt.Sprintf("The cards removed from the game are shuffled into a new library (%s).", count(e.Amount, "card", "cards"))
		}
		return fmt.Sprintf("The graveyards are shuffled into a new library (%s).", count(e.Amount, "card", "cards"))
	case rules.EvAttach:
		return fmt.Sprintf("%s is attached to %s.", d.name(e.Obj), d.name(e.Other))
	case rules.EvChoose:
		return d.choose(e)
	}
	// EvStep, EvResolve, EvTap, EvUntap, EvShuffle, EvMana: noise.
	return ""
}

// draws describes seat s drawing the cards ids.
func (d describer) draws(s rules.Seat, ids []rules.ObjID) string {
	if !d.sees(s) {
		return fmt.Sprintf("%s draws %s.", d.who(s), count(len(ids), "card", "cards"))
	}
	return fmt.Sprintf("%s draws %s.", d.who(s), d.cardNames(ids))
}

// playLand describes EvPlayLand.
func (d describer) playLand(e rules.Event) string {
	o := d.g.Obj(e.Obj)
	if o.LandDef != nil {
		return fmt.Sprintf("%s plays %s as %s.", d.who(e.Seat), o.Def.Name, o.LandDef.Name)
	}
	return fmt.Sprintf("%s plays %s.", d.who(e.Seat), o.Def.Name)
}

// win describes EvWin.
func (d describer) win(e rules.Event) string {
	ws := d.g.Winners()
	if d.g.MillOut() {
		return d.millWin(ws)
	}
	if e.Seat == rules.NoSeat || len(ws) == 0 {
		return "The game is a draw."
	}
	if len(ws) == 1 && ws[0] == d.reader {
		return "You win the game."
	}
	if len(ws) == 1 {
		return fmt.Sprintf("%s (%s) wins the game.", d.g.Player(ws[0]).Name, ws[0])
	}
	names := make([]string, len(ws))
	for i, s := range ws {
		names[i] = d.who(s)
	}
	return joinAnd(names) + " win the game."
}

// targets returns " targeting A and B" for the spell (or the topmost
// ability of the source) id on the stack, or "".
func (d describer) targets(id rules.ObjID, spell bool) string {
	st := d.g.View(d.viewer).Stack
	for i := len(st) - 1; i >= 0; i-- {
		it := &st[i]
		if it.Source.ID != id || it.IsSpell != spell {
			continue
		}
		if len(it.Targets) == 0 {
			return ""
		}
		names := make([]string, len(it.Targets))
		for j, t := range it.Targets {
			names[j] = d.target(t)
		}
		return " targeting " + joinAnd(names)
	}
	return ""
}

// target names a player or a (public) object.
func (d describer) target(t rules.Target) string {
	if t.IsPlayer() {
		return d.who(t.Player)
	}
	return d.name(t.Obj)
}

// sees reports whether the viewer may see the cards in seat s's hand.
func (d describer) sees(s rules.Seat) bool { return d.viewer == Everyone || d.viewer == s }

// name returns the name of a card the viewer may see.
func (d describer) name(id rules.ObjID) string {
	if id < 0 {
		return "nothing"
	}
	return d.g.Obj(id).Name()
}

// hidden returns the name of card id if the viewer may see the cards of
// seat s, or "a card".
func (d describer) hidden(id rules.ObjID, s rules.Seat) string {
	if d.sees(s) {
		return d.name(id)
	}
	return "a card"
}

// possessive returns "Name's", or "Names'" for a name ending in s.
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// chosen says that seat chooser chose option i of opponents' choice eff
// of ability ab of scheme id (def), which owner controls: "Bo chooses
// for The Larder Is Mine: they lose 3 life." The option is in the third
// person, but for a seat named You: "You choose for …: you lose 3 life."
func (d describer) chosen(def *card.Def, ab *card.Ability, eff *card.Effect, i int, chooser, owner rules.Seat, id rules.ObjID) string {
	var text string
	switch {
	case d.names && d.who(chooser) == you:
		text = card.OptionTextFor(def, ab, eff, i, d.who(owner))
	case d.names && d.who(owner) == you:
		text = card.OptionText(def, ab, eff, i)
	default:
		text = card.OptionTextNamed(def, ab, eff, i, "they", d.who(owner))
	}
	if text != "" {
		text = strings.ToLower(text[:1]) + text[1:]
	}
	return fmt.Sprintf("%s chooses for %s: %s", d.who(chooser), d.name(id), text)
}

// choose describes EvChoose: an opponent's choice of an option of an
// each-opponent-chooses effect of the source.
func (d describer) choose(e rules.Event) string {
	o := d.g.Obj(e.Obj)
	def := o.Def
	for i := range def.Abilities {
		ab := &def.Abilities[i]
		for j := range ab.Effects {
			if ab.Effects[j].Kind == card.OpponentsChoose {
				return d.chosen(def, ab, &ab.Effects[j], e.Amount, e.Seat, o.Controller, e.Obj)
			}
		}
	}
	return fmt.Sprintf("%s chooses for %s.", d.who(e.Seat), d.name(e.Obj))
}
