package assets_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// schemeSet is the set code of the scheme cards (cards/schemes.cards).
const schemeSet = "VIL"

// schemeCards returns the scheme cards of the scheme set, failing the test
// when the set is missing.
func schemeCards(t *testing.T) []*card.Def {
	t.Helper()
	_, sets := load(t)
	s := sets[schemeSet]
	if s == nil {
		t.Fatalf("the scheme set %s is missing", schemeSet)
	}
	return s.Cards
}

// abandons reports whether the ability's effects include abandoning the
// scheme.
func abandons(a *card.Ability) bool {
	for _, e := range a.Effects {
		if e.Kind == card.Abandon {
			return true
		}
	}
	return false
}

// TestSchemeCount: at least 40 schemes, at least 10 of them ongoing, and
// the scheme set holds schemes only.
func TestSchemeCount(t *testing.T) {
	schemes, ongoing := 0, 0
	for _, d := range schemeCards(t) {
		if !d.Types.Has(card.Scheme) {
			t.Errorf("%s (%s:%d) is in the scheme set but is no scheme", d.Name, d.File, d.Line)
			continue
		}
		schemes++
		if d.Super.Has(card.Ongoing) {
			ongoing++
		}
	}
	if schemes < 40 {
		t.Errorf("%d schemes, want at least 40", schemes)
	}
	if ongoing < 10 {
		t.Errorf("%d ongoing schemes, want at least 10", ongoing)
	}
}

// TestSchemesAreOnlyInTheSchemeSet: no other card file holds a scheme, so
// drafts and pools of the block never deal one.
func TestSchemesAreOnlyInTheSchemeSet(t *testing.T) {
	lib, _ := load(t)
	for _, d := range lib.All() {
		if d.Types.Has(card.Scheme) != (d.Set == schemeSet) {
			t.Errorf("%s (%s) is a scheme: %v, in the scheme set: %v", d.Name, d.Set, d.Types.Has(card.Scheme), d.Set == schemeSet)
		}
	}
}

// TestOngoingSchemesCanBeAbandoned: every ongoing scheme has a trigger
// that abandons it, and it does something while it is face up besides.
func TestOngoingSchemesCanBeAbandoned(t *testing.T) {
	for _, d := range schemeCards(t) {
		if !d.Super.Has(card.Ongoing) {
			continue
		}
		ways, other := 0, 0
		for i := range d.Abilities {
			a := &d.Abilities[i]
			if a.Kind == card.Triggered && abandons(a) {
				ways++
			}
			if a.Kind == card.Static || !abandons(a) || len(a.Effects) > 1 {
				other++
			}
		}
		if ways == 0 {
			t.Errorf("%s (%s:%d) is ongoing but nothing abandons it", d.Name, d.File, d.Line)
		}
		if other == 0 {
			t.Errorf("%s (%s:%d) does nothing but abandon itself", d.Name, d.File, d.Line)
		}
	}
}

// TestPlainSchemesActWhenSetInMotion: a scheme that is not ongoing turns
// face down as soon as it has been set in motion, so it needs a
// set-in-motion trigger, and it never abandons itself (it has nothing to
// abandon).
func TestPlainSchemesActWhenSetInMotion(t *testing.T) {
	for _, d := range schemeCards(t) {
		if d.Super.Has(card.Ongoing) {
			continue
		}
		setInMotion := false
		for i := range d.Abilities {
			a := &d.Abilities[i]
			setInMotion = setInMotion || (a.Kind == card.Triggered && a.Trigger == card.OnSetInMotion)
			if abandons(a) {
				t.Errorf("%s (%s:%d) is not ongoing but abandons itself", d.Name, d.File, d.Line)
			}
		}
		if !setInMotion {
			t.Errorf("%s (%s:%d) is not ongoing and does nothing when set in motion", d.Name, d.File, d.Line)
		}
	}
}

// rawFormatWords are pieces of the card file format that must never show
// in generated rules text.
var rawFormatWords = []string{"who:", "target:", "each:", "affects:", "spells:", "to:", "->",
	"each-opponent", "each-player", "that-player", "scheme-owner", "set-in-motion", "opponent-attacks",
	"opponent-upkeep", "opponent-casts", "combat-damage", "end-step", "gain-life", "lose-life",
	"creature/", "/you", "/opponent", "power<=", "  ", " .", "..", "%!", "?", "<nil>"}

// TestSchemeTextReadsAsSentences: every scheme's rules text is made of
// sentences that start with a capital letter and end with a full stop (or
// a closing quote), and never shows a word of the card file format.
func TestSchemeTextReadsAsSentences(t *testing.T) {
	for _, d := range schemeCards(t) {
		if strings.TrimSpace(d.Text) == "" {
			t.Errorf("%s (%s:%d) has no rules text", d.Name, d.File, d.Line)
			continue
		}
		for _, w := range rawFormatWords {
			if strings.Contains(d.Text, w) {
				t.Errorf("%s: the text shows %q: %q", d.Name, w, d.Text)
			}
		}
		for _, line := range strings.Split(d.Text, "\n") {
			first := []rune(line)[0]
			if !strings.ContainsRune("ABCDEFGHIJKLMNOPQRSTUVWXYZ", first) {
				t.Errorf("%s: the line %q does not start with a capital letter", d.Name, line)
			}
			if !strings.HasSuffix(line, ".") && !strings.HasSuffix(line, ".\"") {
				t.Errorf("%s: the line %q does not end a sentence", d.Name, line)
			}
		}
	}
}

// TestCardNamesAreUniqueAcrossFiles: no two cards of any card files share
// a name (ignoring case), and no token of the scheme set is named like a
// card or a token of another set, so a name always means one thing.
func TestCardNamesAreUniqueAcrossFiles(t *testing.T) {
	_, sets := load(t)
	cards := map[string]string{}
	tokens := map[string]string{}
	for _, s := range sets {
		for _, d := range s.Cards {
			key := strings.ToLower(d.Name)
			if prev, dup := cards[key]; dup {
				t.Errorf("the card name %q is in %s and %s", d.Name, prev, d.File)
			}
			cards[key] = d.File
		}
		if s.Code == schemeSet {
			continue
		}
		for _, d := range s.Tokens {
			tokens[strings.ToLower(d.Name)] = d.File
		}
	}
	for _, d := range sets[schemeSet].Tokens {
		key := strings.ToLower(d.Name)
		if f, dup := cards[key]; dup {
			t.Errorf("the scheme token %q is named like a card of %s", d.Name, f)
		}
		if f, dup := tokens[key]; dup {
			t.Errorf("the scheme token %q is named like a token of %s", d.Name, f)
		}
	}
}

// schemeWords are the words of the card model made for schemes (the way
// coverAbility names them): the scheme set uses every one of them, and the
// starter set need not.
var schemeWords = map[string]bool{
	"trigger " + card.OnSetInMotion.String():       true,
	"trigger " + card.OnOpponentAttacks.String():   true,
	"trigger " + card.OnOpponentUpkeep.String():    true,
	"trigger " + card.OnCombatDamageToYou.String(): true,
	"trigger " + card.OnOpponentCasts.String():     true,
	"effect " + card.Abandon.String():              true,
	"effect " + card.SetInMotion.String():          true,
	"effect " + card.OpponentsChoose.String():      true,
	"who:that-player":                              true,
	"who:owner":                                    true,
}

// TestSchemeCoverage: the scheme set uses every scheme word, so each is
// seen working in a real scheme (the rules' coverage test sets every
// embedded scheme in motion).
func TestSchemeCoverage(t *testing.T) {
	used := map[string]bool{}
	for _, d := range schemeCards(t) {
		for i := range d.Abilities {
			coverAbility(used, d, &d.Abilities[i])
		}
	}
	for w := range schemeWords {
		if !used[w] {
			t.Errorf("the scheme set never uses %s", w)
		}
	}
}
