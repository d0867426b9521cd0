package cardface

import "github.com/kitchentable/kitchentable/game/card"

// keywordReminders say in a sentence what each keyword does, in
// card.Keyword's bit order.
var keywordReminders = [...]string{
	"Only creatures with flying or reach can block it.",
	"It can block creatures with flying.",
	"In combat it deals its damage before creatures without first strike deal theirs.",
	"In combat it deals its damage twice: once with the first strikers, again with everyone else.",
	"Any damage it deals to a creature, even 1, destroys that creature.",
	"Whenever it deals damage, its controller gains that much life.",
	"Blocked, it may deal the damage its blockers don't need to die to the player it attacks.",
	"It attacks without tapping.",
	"It can attack, and use abilities with {T}, the turn it arrives.",
	"It can't attack.",
	"It can't be blocked by a single creature: two or more must block it.",
	"It may be cast whenever you could cast an instant, even on another player's turn.",
	"Spells and abilities of your opponents can't target it.",
	"Damage and \"destroy\" effects don't destroy it.",
}

// KeywordReminder returns a one-sentence reminder of what k does ("" for
// a value that is not one keyword).
func KeywordReminder(k card.Keyword) string {
	for i, s := range keywordReminders {
		if k == card.Keyword(1<<i) {
			return s
		}
	}
	return ""
}

// MentionedKeywords returns the keywords d's rules speak of besides its
// own: those its effects give (pumps, tokens) and its statics grant.
func MentionedKeywords(d *card.Def) card.Keywords {
	var kw card.Keywords
	var effects func([]card.Effect)
	effects = func(es []card.Effect) {
		for i := range es {
			e := &es[i]
			kw |= e.Keywords
			if e.Token != nil {
				kw |= e.Token.Keywords
			}
			if e.Choices != nil {
				effects(e.Choices[0])
				effects(e.Choices[1])
			}
		}
	}
	for i := range d.Abilities {
		a := &d.Abilities[i]
		effects(a.Effects)
		if a.Static != nil {
			kw |= a.Static.Keywords
		}
	}
	return kw &^ d.Keywords
}
