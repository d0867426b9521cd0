package card_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// schemeCard wraps ability lines in a scheme (ongoing when ongoing).
func schemeCard(ongoing bool, lines ...string) string {
	typ := "Scheme"
	if ongoing {
		typ = "Ongoing Scheme"
	}
	return "card: The Plot Thickens\ntype: " + typ + "\nrarity: common\n" + strings.Join(lines, "\n") + "\n"
}

func TestSchemeTriggersParseAndRead(t *testing.T) {
	tests := []struct {
		line    string
		trigger card.TriggerKind
		filter  card.TargetKind
		text    string
	}{
		{"trigger: opponent-attacks -> lose-life 2 who:that-player", card.OnOpponentAttacks, 0,
			"Whenever an opponent attacks you, that player loses 2 life."},
		{"trigger: opponent-upkeep -> damage 1 who:that-player", card.OnOpponentUpkeep, 0,
			"At the beginning of each opponent's upkeep, this scheme deals 1 damage to that player."},
		{"trigger: combat-damage-to-you -> draw 1", card.OnCombatDamageToYou, 0,
			"Whenever a creature an opponent controls deals combat damage to you, draw a card."},
		{"trigger: opponent-casts:instant-or-sorcery -> discard 1 who:that-player", card.OnOpponentCasts, card.InstantOrSorcerySpell,
			"Whenever an opponent casts an instant or sorcery spell, that player discards a card."},
		{"trigger: opponent-casts -> gain-life 1", card.OnOpponentCasts, card.SpellTarget,
			"Whenever an opponent casts a spell, you gain 1 life."},
		{"trigger: upkeep -> abandon", card.OnUpkeep, 0, "At the beginning of your upkeep, abandon this scheme."},
		{"trigger: end-step -> create 2 Spirit Wisp", card.OnEndStep, 0,
			"At the beginning of your end step, create two 1/1 white Spirit Wisp creature tokens with flying."},
	}
	for _, tc := range tests {
		d := first(t, schemeCard(true, tc.line))
		a := d.Abilities[0]
		if a.Trigger != tc.trigger || (tc.filter != 0 && a.CastFilter != tc.filter) {
			t.Errorf("%s: trigger %v filter %v", tc.line, a.Trigger, a.CastFilter)
		}
		if d.Text != tc.text {
			t.Errorf("%s:\n got %q\nwant %q", tc.line, d.Text, tc.text)
		}
	}
	// The new triggers work on permanents too.
	c := first(t, creatureCard("trigger: opponent-attacks -> pump +1/+1 self"))
	if c.Text != "Whenever an opponent attacks you, Probe gets +1/+1 until end of turn." {
		t.Errorf("creature: %q", c.Text)
	}
}

func TestSchemeEffectsParseAndRead(t *testing.T) {
	d := first(t, schemeCard(false, "trigger: set-in-motion -> set-in-motion ; damage 2 who:each-opponent"))
	if e := d.Abilities[0].Effects; e[0].Kind != card.SetInMotion || e[1].Who != card.EachOpponent {
		t.Errorf("effects %+v", e)
	}
	if want := "When you set this scheme in motion, set in motion the top scheme of your scheme deck. This scheme deals 2 damage to each opponent."; d.Text != want {
		t.Errorf("text %q, want %q", d.Text, want)
	}
	o := first(t, schemeCard(true, "static: buff +1/+0 affects:creatures/you", "trigger: opponent-attacks -> abandon"))
	if o.Abilities[1].Effects[0].Kind != card.Abandon {
		t.Errorf("abandon: %+v", o.Abilities[1])
	}
	if want := "Creatures you control get +1/+0.\nWhenever an opponent attacks you, abandon this scheme."; o.Text != want {
		t.Errorf("text %q, want %q", o.Text, want)
	}
}

func TestOpponentsChooseParseAndRead(t *testing.T) {
	d := first(t, schemeCard(false,
		"trigger: set-in-motion -> each-opponent-chooses (lose-life 3) or (sacrifice 1 ; draw 1 who:owner) ; gain-life 2"))
	a := &d.Abilities[0]
	if len(a.Effects) != 2 {
		t.Fatalf("effects %+v", a.Effects)
	}
	e := &a.Effects[0]
	if e.Kind != card.OpponentsChoose || len(e.Choices[0]) != 1 || len(e.Choices[1]) != 2 ||
		e.Choices[0][0].Kind != card.LoseLife || e.Choices[1][1].Who != card.Owner {
		t.Fatalf("choice %+v", e)
	}
	want := "When you set this scheme in motion, each opponent chooses one — they lose 3 life; or they sacrifice a creature and you draw a card. You gain 2 life."
	if d.Text != want {
		t.Errorf("text\n got %q\nwant %q", d.Text, want)
	}
	if s := card.OptionText(d, a, e, 1); s != "They sacrifice a creature and you draw a card." {
		t.Errorf("OptionText = %q", s)
	}
	if s := card.OptionText(d, a, e, 2); s != "" {
		t.Errorf("OptionText of a third option = %q", s)
	}
	dmg := first(t, spellCard("each-opponent-chooses (damage 4 who:you) or (discard 2 ; create Spirit Wisp)"))
	if want := "Each opponent chooses one — Probe deals 4 damage to them; or they discard two cards and you create a 1/1 white Spirit Wisp creature token with flying."; dmg.Text != want {
		t.Errorf("text\n got %q\nwant %q", dmg.Text, want)
	}
}

func TestSchemeWordErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{schemeCard(false, "trigger: set-in-motion -> abandon"), "abandon is only for ongoing schemes"},
		{creatureCard("trigger: dies -> abandon"), "abandon is only for ongoing schemes"},
		{creatureCard("trigger: dies -> set-in-motion"), "the set-in-motion effect is only for schemes"},
		{schemeCard(true, "trigger: upkeep -> lose-life 1 who:that-player"), "who:that-player needs a trigger that names a player"},
		{creatureCard("trigger: attacks -> damage 1 who:that-player"), "who:that-player needs a trigger that names a player"},
		{schemeCard(true, "trigger: opponent-attacks:creature -> draw 1"), "only cast and opponent-casts take a filter"},
		{schemeCard(true, "trigger: opponent-casts:land -> draw 1"), `unknown cast filter "land"`},
		{schemeCard(false, "trigger: set-in-motion -> draw 1 who:owner"), "who:owner is only for effects inside each-opponent-chooses"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (lose-life 3)"), "each-opponent-chooses must be written"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (lose-life 3) and (draw 1)"), "each-opponent-chooses must be written"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (lose-life 3) or (draw 1) x"), "each-opponent-chooses must be written"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (lose-life 3 or (draw 1)"), `a "(" without its ")"`},
		{schemeCard(false, "trigger: set-in-motion -> draw 1 )"), `a ")" without its "("`},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (destroy target:creature) or (draw 1)"), "each-opponent-chooses cannot offer destroy"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (lose-life 1 target:player) or (draw 1)"), "takes no target:, each: or self"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (lose-life 1 who:each-opponent) or (draw 1)"), "acts on who:you (the choosing opponent) or who:owner"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (damage 2 who:owner) or (draw 1)"), "damage is dealt to who:you"},
		{schemeCard(false, "trigger: set-in-motion -> each-opponent-chooses (each-opponent-chooses (draw 1) or (draw 2)) or (draw 1)"), "cannot be inside another"},
		{schemeCard(false, "trigger: set-in-motion -> damage 2 who:you"), "damage takes who:each-opponent, who:each-player or who:that-player"},
	}
	for _, tc := range tests {
		_, err := card.Parse("t.cards", strings.NewReader(header+tc.src+tokens))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s\n got %v\nwant an error containing %q", tc.src, err, tc.want)
		}
	}
}

func TestOptionTextForTheChooser(t *testing.T) {
	d := first(t, schemeCard(false,
		"trigger: set-in-motion -> each-opponent-chooses (damage 2 who:you ; lose-life 1) or (sacrifice 1 ; draw 1 who:owner ; create Spirit Wisp)"))
	a := &d.Abilities[0]
	e := &a.Effects[0]
	if s := card.OptionTextFor(d, a, e, 0, "Ada"); s != "This scheme deals 2 damage to you and you lose 1 life." {
		t.Errorf("option 0 = %q", s)
	}
	if s := card.OptionTextFor(d, a, e, 1, "Ada"); s != "You sacrifice a creature and Ada draws a card and Ada creates a 1/1 white Spirit Wisp creature token with flying." {
		t.Errorf("option 1 = %q", s)
	}
	if card.OptionTextFor(d, a, e, 1, "") != card.OptionText(d, a, e, 1) {
		t.Error("without a name OptionTextFor is not OptionText")
	}
}

// TestDocSchemeExamples parses the scheme examples of the format's
// documentation and checks the text it quotes.
func TestDocSchemeExamples(t *testing.T) {
	const src = `set: Doc
code: DOC
card: The Larder Is Mine
type: Scheme
rarity: common
trigger: set-in-motion -> draw 2 ; lose-life 2 who:each-opponent
card: Nobody Leaves the Kitchen
type: Ongoing Scheme
rarity: common
static: buff +1/+0 affects:creatures/you
trigger: opponent-attacks -> lose-life 2 who:that-player
trigger: combat-damage-to-you -> abandon
card: Every Pot Boils Over
type: Scheme
rarity: common
trigger: set-in-motion -> create 2 Kitchen Imp ; set-in-motion
card: The Choice
type: Scheme
rarity: common
trigger: set-in-motion -> each-opponent-chooses (lose-life 4) or (sacrifice 1 ; draw 1 who:owner)
token: Kitchen Imp
type: Creature — Imp
colors: R
pt: 1/1
`
	set, err := card.Parse("doc.cards", strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	want := "Creatures you control get +1/+0.\nWhenever an opponent attacks you, that player loses 2 life.\nWhenever a creature an opponent controls deals combat damage to you, abandon this scheme."
	if got := set.Cards[1].Text; got != want {
		t.Errorf("Nobody Leaves the Kitchen reads\n%q\nwant\n%q", got, want)
	}
	want = "When you set this scheme in motion, each opponent chooses one — they lose 4 life; or they sacrifice a creature and you draw a card."
	if got := set.Cards[3].Text; got != want {
		t.Errorf("the choice reads\n%q\nwant\n%q", got, want)
	}
}
