package card

import (
	"strings"

	"github.com/kitchentable/kitchentable/game/mana"
)

// textCtx writes the effects of one ability.
type textCtx struct {
	d         *Def
	a         *Ability
	it        bool   // the card was just named: call it "it"
	mentioned []bool // per target: already written as "target ..."
	// owner, when set with chooser, writes the option in the choosing
	// opponent's own voice: who:you is "you" and who:owner is owner (a
	// player's name).
	owner string
	// chooser: writing an option of an opponents' choice, where who:you
	// is the choosing opponent ("they") and who:owner is "you".
	chooser bool
	// chooserName, when set with chooser and owner, names the choosing
	// opponent too (a log line): who:you is chooserName ("they" or a
	// player's name), in the third person.
	chooserName string
}

func newTextCtx(d *Def, a *Ability) *textCtx {
	return &textCtx{d: d, a: a, mentioned: make([]bool, len(a.Targets))}
}

// self names the ability's own card; a scheme calls itself "this scheme",
// as its set-in-motion and abandon texts do.
func (t *textCtx) self() string {
	if t.it {
		return "it"
	}
	if t.d.Types.Has(Scheme) {
		return "this scheme"
	}
	return t.d.Name
}

// target names target i: "target creature" the first time, then "that creature".
func (t *textCtx) target(i int8) string {
	if i < 0 || int(i) >= len(t.a.Targets) {
		return "nothing"
	}
	spec := t.a.Targets[i]
	if t.mentioned[i] {
		sing, _ := kindNoun(spec.Kind)
		if spellKinds.has(spec.Kind) {
			sing = "spell"
		}
		if playerKinds.has(spec.Kind) {
			sing = "player"
		}
		return "that " + sing
	}
	t.mentioned[i] = true
	return specPhrase(spec, modeTarget)
}

// object names what a permanent effect acts on, singular or plural;
// groups are written in mode.
func (t *textCtx) object(e *Effect, mode phraseMode) (string, bool) {
	switch {
	case e.Self:
		return t.self(), false
	case e.Each != nil:
		return specPhrase(*e.Each, mode), mode != modeEach
	}
	return t.target(e.Target), false
}

// player names who a player effect touches and whether to use "you" verb forms.
func (t *textCtx) player(e *Effect) (string, bool) {
	switch e.Who {
	case EachOpponent:
		return "each opponent", false
	case EachPlayer:
		return "each player", false
	case TargetPlayer:
		return t.target(e.Target), false
	case TargetsController:
		if e.Target >= 0 && int(e.Target) < len(t.mentioned) && t.mentioned[e.Target] {
			return "its controller", false
		}
		return "the controller of " + t.target(e.Target), false
	case ThatPlayer:
		return "that player", false
	case Owner:
		if t.owner != "" {
			return t.owner, false
		}
		return "you", true
	}
	if t.chooser && t.chooserName != "" {
		return t.chooserName, false
	}
	if t.chooser && t.owner == "" {
		return "they", false
	}
	return "you", true
}

// clause writes one effect as a clause without its full stop.
func (t *textCtx) clause(e *Effect) string {
	n := amount(e)
	switch e.Kind {
	case Damage:
		var to string
		switch {
		case e.Target >= 0:
			to = t.target(e.Target)
		case e.Each != nil:
			to = specPhrase(*e.Each, modeEach)
		case t.chooser && e.Who == You && t.chooserName == "they":
			to = "them"
		case t.chooser && e.Who == You && t.chooserName != "":
			to = t.chooserName
		case t.chooser && e.Who == You && t.owner != "":
			to = "you"
		case t.chooser && e.Who == You:
			to = "them"
		default:
			to, _ = t.player(e)
		}
		return t.self() + " deals " + n + " damage to " + to
	case Destroy, Exile, Tap, Untap:
		obj, _ := t.object(e, modeAll)
		return e.Kind.String() + " " + obj
	case Bounce:
		obj, plural := t.object(e, modeAll)
		if plural {
			return "return " + obj + " to their owners' hands"
		}
		return "return " + obj + " to its owner's hand"
	case Draw, Discard, Mill:
		return t.playerDoes(e, e.Kind.String(), count(e.Amount, e.AmountX, "card", "cards"))
	case Sacrifice:
		return t.playerDoes(e, "sacrifice", count(e.Amount, e.AmountX, "creature", "creatures"))
	case GainLife:
		return t.playerDoes(e, "gain", n+" life")
	case LoseLife:
		return t.playerDoes(e, "lose", n+" life")
	case AddCounters:
		obj, _ := t.object(e, modeEach)
		return "put " + count(e.Amount, e.AmountX, "+1/+1 counter", "+1/+1 counters") + " on " + obj
	case Pump:
		obj, plural := t.object(e, modePlural)
		var preds []string
		if e.Power != 0 || e.Toughness != 0 {
			preds = append(preds, verb("get", plural)+" "+signed(e.Power)+"/"+signed(e.Toughness))
		}
		if e.Keywords != 0 {
			preds = append(preds, verb("gain", plural)+" "+keywordList(e.Keywords))
		}
		return obj + " " + strings.Join(preds, " and ") + " until end of turn"
	case CreateToken:
		if t.chooser && t.owner != "" {
			return t.owner + " creates " + tokenText(e)
		}
		if t.chooser {
			return "you create " + tokenText(e)
		}
		return "create " + tokenText(e)
	case CounterSpell:
		return "counter " + t.target(e.Target)
	case CopySpell:
		return "copy " + t.target(e.Target) + ". The copy has the same targets"
	case SearchBasic:
		where := "put it into your hand"
		if e.ToBattlefield {
			where = "put it onto the battlefield tapped"
		}
		return "search your library for a basic land card, " + where + ", then shuffle"
	case Scry:
		return "scry " + n
	case Fight:
		a := t.target(e.Target)
		return a + " fights " + t.target(e.Target2)
	case AddMana:
		return "add " + manaText(e)
	case PayOrSacrifice:
		return "sacrifice " + t.self() + " unless you pay {" + n + "}"
	case Abandon:
		return "abandon this scheme"
	case SetInMotion:
		return "set in motion the top scheme of your scheme deck"
	case OpponentsChoose:
		return "each opponent chooses one — " + t.option(e, 0) + "; or " + t.option(e, 1)
	}
	return "do nothing"
}

// option writes choice i of an opponents' choice as one clause, its
// effects joined by "and": "they lose 3 life and you draw a card".
func (t *textCtx) option(e *Effect, i int) string {
	o := &textCtx{d: t.d, a: t.a, mentioned: t.mentioned, chooser: true, owner: t.owner, chooserName: t.chooserName}
	var parts []string
	for j := range e.Choices[i] {
		parts = append(parts, o.clause(&e.Choices[i][j]))
	}
	return strings.Join(parts, " and ")
}

// OptionText returns the rules text of choice i (0 or 1) of an opponents'
// choice e of ability a of d as a sentence for the choosing opponent, e.g.
// "They lose 3 life." or "They sacrifice a creature and you draw a card."
func OptionText(d *Def, a *Ability, e *Effect, i int) string {
	if e.Kind != OpponentsChoose || e.Choices == nil || i < 0 || i > 1 {
		return ""
	}
	return sentence(newTextCtx(d, a).option(e, i))
}

// OptionTextFor is OptionText in the choosing opponent's own voice, for
// the buttons of the choice: "you" is the chooser and owner (the name of
// the ability's controller) the other side, e.g. "You lose 3 life." or
// "You sacrifice a creature and Ada draws a card."
func OptionTextFor(d *Def, a *Ability, e *Effect, i int, owner string) string {
	if e.Kind != OpponentsChoose || e.Choices == nil || i < 0 || i > 1 || owner == "" {
		return OptionText(d, a, e, i)
	}
	t := newTextCtx(d, a)
	t.owner = owner
	return sentence(t.option(e, i))
}

// OptionTextNamed is OptionText naming both sides, for a log: who:you
// is chooser ("they" or a name) and who:owner is owner, e.g. "They lose
// 4 life and Ada gains 2 life."
func OptionTextNamed(d *Def, a *Ability, e *Effect, i int, chooser, owner string) string {
	if chooser == "" || owner == "" {
		return OptionText(d, a, e, i)
	}
	if e.Kind != OpponentsChoose || e.Choices == nil || i < 0 || i > 1 {
		return ""
	}
	t := newTextCtx(d, a)
	t.owner, t.chooserName = owner, chooser
	return sentence(t.option(e, i))
}

// playerDoes writes "you gain 2 life", "draw two cards" or "each opponent
// draws two cards". With "you", draw, discard, mill and sacrifice drop the subject.
func (t *textCtx) playerDoes(e *Effect, v, object string) string {
	who, you := t.player(e)
	switch {
	case you && (v == "gain" || v == "lose" || t.chooser):
		return "you " + v + " " + object
	case you:
		return v + " " + object
	case who == "they":
		return "they " + v + " " + object
	}
	return who + " " + verb(v, false) + " " + object
}

// tokenText describes the tokens a create effect makes, e.g. "two 1/1
// white Spirit Wisp creature tokens with flying".
func tokenText(e *Effect) string {
	tok := e.Token
	if tok == nil {
		return "nothing"
	}
	var words []string
	if tok.IsCreature() {
		words = append(words, itoa(int(tok.Power))+"/"+itoa(int(tok.Toughness)))
	}
	words = append(words, colorWords(tok.Colors), tok.Name)
	for _, s := range supertypeOrder {
		if tok.Super.Has(s) {
			words = append(words, strings.ToLower(s.String()))
		}
	}
	for _, ty := range typeOrder {
		if tok.Types.Has(ty) {
			words = append(words, strings.ToLower(ty.String()))
		}
	}
	desc := strings.Join(words, " ")
	s := count(e.Amount, e.AmountX, desc+" token", desc+" tokens")
	var with []string
	if tok.Keywords != 0 {
		with = append(with, keywordList(tok.Keywords))
	}
	for i := range tok.Abilities {
		with = append(with, `"`+AbilityText(tok, i)+`"`)
	}
	if len(with) > 0 {
		s += " with " + joinAnd(with)
	}
	return s
}

// manaText writes what an add effect adds.
func manaText(e *Effect) string {
	var syms []string
	for k := mana.Kind(0); k < mana.NumKinds; k++ {
		if e.ManaKinds&k.Bit() != 0 {
			syms = append(syms, "{"+k.String()+"}")
		}
	}
	switch {
	case e.ManaKinds == allColorKinds && e.Amount == 1:
		return "one mana of any color"
	case e.ManaKinds == allColorKinds:
		return numberWord(int(e.Amount)) + " mana in any combination of colors"
	case len(syms) == 1:
		return strings.Repeat(syms[0], int(e.Amount))
	case e.Amount == 1:
		return joinOr(syms)
	}
	return numberWord(int(e.Amount)) + " mana in any combination of " + joinAnd(syms)
}

// colorWords names a token's colours: "white", "white and blue", "colorless".
func colorWords(s mana.ColorSet) string {
	var names []string
	for _, c := range s.Colors() {
		names = append(names, c.Name())
	}
	if len(names) == 0 {
		return "colorless"
	}
	return joinAnd(names)
}
