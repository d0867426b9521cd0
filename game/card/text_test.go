package card_test

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

const textFixture = `
card: Cinder Whelp
cost: {3}{R}
type: Creature — Dragon
pt: 1/1
rarity: uncommon
keywords: flying, haste
trigger: enters -> damage 1 target:any
activate: {1}{R}, {T}, sacrifice-self -> damage 2 target:any

card: Grove Matriarch
cost: {2}{G}
type: Legendary Creature — Elf Druid
pt: 2/3
rarity: rare
keywords: first strike, vigilance, lifelink
static: buff +1/+1 affects:creatures/you/other,Elf
trigger: attacks -> pump +1/+0 self
trigger: blocks -> untap self
trigger: dies -> create 2 Spirit Wisp
trigger: upkeep -> pay-or-sacrifice 1
trigger: end-step -> counters 1 target:creature/you/other
trigger: gain-life -> scry 2
trigger: cast -> draw 1
trigger: cast:creature -> gain-life 1
activate-sorcery: {2}{G} -> counters 2 self
activate: {1}{B}, {T}, pay-life:2, discard:1, sacrifice:creature/other -> draw 2 ; lose-life 2 who:each-opponent
activate: {X}{G} -> damage X target:creature/opponent,power<=2

card: Mirror Crown
cost: {2}{U}
type: Legendary Enchantment — Aura
rarity: mythic
enchant: creature/you
static: buff +2/+2 flying trample affects:enchanted

card: Stone Shackle
cost: {W}
type: Enchantment — Aura
rarity: common
enchant: creature
static: cant-block affects:enchanted

card: Heavy Boots
cost: {1}
type: Artifact — Equipment
rarity: common
static: grant vigilance affects:equipped
equip: {2}

card: Iron Spear
cost: {2}
type: Artifact — Equipment
rarity: common
static: buff +2/+0 first-strike cant-attack affects:equipped
equip: {1}

card: Lantern of Ages
cost: {3}
type: Artifact
rarity: rare
static: cost -1 spells:instant-or-sorcery/you
static: cost +1 spells:any/opponent
static: cost +2 spells:creature
static: cost -1 spells:noncreature/you
activate: {T} -> add {W}/{U}/{B}

card: Twin Springs
type: Land
rarity: uncommon
enters: tapped
activate: {T} -> add {C}{C}

card: Prism Well
type: Land
rarity: rare
activate: {T} -> add 2 any

card: Split Well
type: Land
rarity: rare
activate: {1}, {T} -> add 2 {R}/{G}

card: Warlord of Ash
cost: {3}{B}
type: Creature — Demon
pt: 4/4
rarity: rare
static: buff -1/-1 affects:creatures/opponent
static: grant menace affects:creatures
static: cant-attack cant-block affects:self

card: Study
cost: {1}{U}
type: Sorcery
rarity: common
spell: draw 2

card: Drain
cost: {1}{B}
type: Sorcery
rarity: common
spell: lose-life 2 who:each-opponent

card: Growth
cost: {1}{G}
type: Instant
rarity: common
spell: pump +2/+2 trample target:creature

card: Bless
cost: {G}
type: Instant
rarity: common
spell: counters 1 target:creature/you

card: Call Wisps
cost: {2}{W}
type: Sorcery
rarity: common
spell: create 2 Spirit Wisp ; create Sealed Letter

card: Call Many
cost: {X}{W}
type: Sorcery
rarity: rare
spell: create X Spirit Wisp

card: Negate Spell
cost: {1}{U}
type: Instant
rarity: common
spell: counter target:noncreature-spell

card: Ramp
cost: {1}{G}
type: Sorcery
rarity: common
spell: search basic-land to:battlefield

card: Seek
cost: {1}{G}
type: Sorcery
rarity: common
spell: search basic-land to:hand

card: Brawl
cost: {1}{G}
type: Sorcery
rarity: common
spell: fight target:creature/you target:creature/opponent

card: Brawl Harder
cost: {2}{G}
type: Sorcery
rarity: common
spell: pump +1/+1 target:creature/you ; fight target:same target:creature/opponent

card: Fireball
cost: {X}{R}
type: Sorcery
rarity: uncommon
spell: damage X target:any

card: Quake
cost: {2}{R}
type: Sorcery
rarity: uncommon
spell: damage 1 each:creature/opponent ; damage 1 who:each-opponent

card: Flame Wave
cost: {3}{R}
type: Sorcery
rarity: uncommon
spell: damage 2 each:creature/other ; damage 2 each:player

card: Wrath
cost: {2}{W}{W}
type: Sorcery
rarity: rare
spell: destroy each:creature

card: Freeze Them
cost: {2}{U}
type: Sorcery
rarity: common
spell: tap each:creature/opponent ; untap each:land/you

card: Tide Out
cost: {3}{U}{U}
type: Sorcery
rarity: rare
spell: bounce each:nonland-permanent

card: Rally
cost: {1}{W}
type: Instant
rarity: common
spell: pump +1/+1 each:creature/you ; pump +1/+0 each:creature ; counters 1 each:creature/you

card: Banish
cost: {2}{W}
type: Instant
rarity: uncommon
spell: exile target:creature ; gain-life 3 who:controller target:same

card: Curse
cost: {2}{B}
type: Sorcery
rarity: uncommon
spell: lose-life 2 who:controller target:creature ; destroy target:same

card: Mind Games
cost: {2}{B}
type: Sorcery
rarity: common
spell: discard 2 target:opponent ; mill 3 target:player ; draw 1 who:each-player ; sacrifice 1 target:player ; discard 1

card: Chill
cost: {U}
type: Instant
rarity: common
spell: tap target:creature,Elf ; draw 1 who:target

card: Echo
cost: {U}{U}
type: Instant
rarity: rare
spell: copy target:instant-or-sorcery-spell

card: Wake
cost: {G}
type: Instant
rarity: common
spell: untap target:creature ; pump +1/+1 target:same

card: Undo
cost: {1}{U}
type: Instant
rarity: common
spell: bounce target:permanent/opponent ; exile target:artifact-or-enchantment/other ; scry 1 ; mill 2 ; gain-life 1 ; sacrifice 2

token: Spirit Wisp
type: Creature — Spirit
colors: W
pt: 1/1
keywords: flying

token: Sealed Letter
type: Artifact
activate: {2}, sacrifice-self -> draw 1
`

func TestCardText(t *testing.T) {
	want := map[string]string{
		"Cinder Whelp": "Flying, haste\n" +
			"When Cinder Whelp enters, it deals 1 damage to any target.\n" +
			"{1}{R}, {T}, Sacrifice Cinder Whelp: It deals 2 damage to any target.",
		"Grove Matriarch": "First strike, lifelink, vigilance\n" +
			"Other Elf creatures you control get +1/+1.\n" +
			"Whenever Grove Matriarch attacks, it gets +1/+0 until end of turn.\n" +
			"Whenever Grove Matriarch blocks, untap it.\n" +
			"When Grove Matriarch dies, create two 1/1 white Spirit Wisp creature tokens with flying.\n" +
			"At the beginning of your upkeep, sacrifice Grove Matriarch unless you pay {1}.\n" +
			"At the beginning of your end step, put a +1/+1 counter on another target creature you control.\n" +
			"Whenever you gain life, scry 2.\n" +
			"Whenever you cast a spell, draw a card.\n" +
			"Whenever you cast a creature spell, you gain 1 life.\n" +
			"{2}{G}: Put two +1/+1 counters on Grove Matriarch. Activate only as a sorcery.\n" +
			"{1}{B}, {T}, Pay 2 life, Discard a card, Sacrifice another creature: Draw two cards. Each opponent loses 2 life.\n" +
			"{X}{G}: Grove Matriarch deals X damage to target creature an opponent controls with power 2 or less.",
		"Mirror Crown":    "Enchant creature you control\nEnchanted creature gets +2/+2 and has flying and trample.",
		"Stone Shackle":   "Enchant creature\nEnchanted creature can't block.",
		"Heavy Boots":     "Equipped creature has vigilance.\nEquip {2}",
		"Iron Spear":      "Equipped creature gets +2/+0, has first strike, and can't attack.\nEquip {1}",
		"Lantern of Ages": "Instant and sorcery spells you cast cost {1} less to cast.\nSpells your opponents cast cost {1} more to cast.\nCreature spells cost {2} more to cast.\nNoncreature spells you cast cost {1} less to cast.\n{T}: Add {W}, {U}, or {B}.",
		"Twin Springs":    "Twin Springs enters tapped.\n{T}: Add {C}{C}.",
		"Prism Well":      "{T}: Add two mana in any combination of colors.",
		"Split Well":      "{1}, {T}: Add two mana in any combination of {R} and {G}.",
		"Warlord of Ash":  "Creatures your opponents control get -1/-1.\nAll creatures have menace.\nWarlord of Ash can't attack or block.",
		"Study":           "Draw two cards.",
		"Drain":           "Each opponent loses 2 life.",
		"Growth":          "Target creature gets +2/+2 and gains trample until end of turn.",
		"Bless":           "Put a +1/+1 counter on target creature you control.",
		"Call Wisps":      `Create two 1/1 white Spirit Wisp creature tokens with flying. Create a colorless Sealed Letter artifact token with "{2}, Sacrifice Sealed Letter: Draw a card."`,
		"Call Many":       "Create X 1/1 white Spirit Wisp creature tokens with flying.",
		"Negate Spell":    "Counter target noncreature spell.",
		"Ramp":            "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
		"Seek":            "Search your library for a basic land card, put it into your hand, then shuffle.",
		"Brawl":           "Target creature you control fights target creature an opponent controls.",
		"Brawl Harder":    "Target creature you control gets +1/+1 until end of turn. That creature fights target creature an opponent controls.",
		"Fireball":        "Fireball deals X damage to any target.",
		"Quake":           "Quake deals 1 damage to each creature your opponents control. Quake deals 1 damage to each opponent.",
		"Flame Wave":      "Flame Wave deals 2 damage to each other creature. Flame Wave deals 2 damage to each player.",
		"Wrath":           "Destroy all creatures.",
		"Freeze Them":     "Tap all creatures your opponents control. Untap all lands you control.",
		"Tide Out":        "Return all nonland permanents to their owners' hands.",
		"Rally":           "Creatures you control get +1/+1 until end of turn. All creatures get +1/+0 until end of turn. Put a +1/+1 counter on each creature you control.",
		"Banish":          "Exile target creature. Its controller gains 3 life.",
		"Curse":           "The controller of target creature loses 2 life. Destroy that creature.",
		"Mind Games":      "Target opponent discards two cards. Target player mills three cards. Each player draws a card. Target player sacrifices a creature. Discard a card.",
		"Chill":           "Tap target Elf creature. Target player draws a card.",
		"Echo":            "Copy target instant or sorcery spell. The copy has the same targets.",
		"Wake":            "Untap target creature. That creature gets +1/+1 until end of turn.",
		"Undo":            "Return target permanent an opponent controls to its owner's hand. Exile another target artifact or enchantment. Scry 1. Mill two cards. You gain 1 life. Sacrifice two creatures.",
		"Spirit Wisp":     "Flying",
		"Sealed Letter":   "{2}, Sacrifice Sealed Letter: Draw a card.",
	}
	s, err := parseFixture()
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, d := range append(s.Cards, s.Tokens...) {
		w, ok := want[d.Name]
		if !ok {
			t.Errorf("no golden text for %s:\n%s", d.Name, d.Text)
			continue
		}
		seen++
		if d.Text != w {
			t.Errorf("%s:\n got %q\nwant %q", d.Name, d.Text, w)
		}
	}
	if seen != len(want) {
		t.Errorf("checked %d cards, want %d", seen, len(want))
	}
}

func parseFixture() (*card.Set, error) {
	return card.Parse("text.cards", stringsReader(header+textFixture))
}

func TestAbilityAndEffectText(t *testing.T) {
	s, err := parseFixture()
	if err != nil {
		t.Fatal(err)
	}
	lib, err := card.NewLibrary(s)
	if err != nil {
		t.Fatal(err)
	}
	whelp, _ := lib.Card("Cinder Whelp")
	if got, want := card.AbilityText(whelp, 1), "{1}{R}, {T}, Sacrifice Cinder Whelp: It deals 2 damage to any target."; got != want {
		t.Errorf("AbilityText = %q, want %q", got, want)
	}
	banish, _ := lib.Card("Banish")
	a := &banish.Abilities[0]
	if got, want := card.EffectText(banish, a, 0), "Exile target creature."; got != want {
		t.Errorf("EffectText 0 = %q, want %q", got, want)
	}
	if got, want := card.EffectText(banish, a, 1), "Its controller gains 3 life."; got != want {
		t.Errorf("EffectText 1 = %q, want %q", got, want)
	}
	if got := card.CardText(banish); got != banish.Text {
		t.Errorf("CardText = %q, Text = %q", got, banish.Text)
	}
}

func TestTypeLine(t *testing.T) {
	s, err := parseFixture()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"Grove Matriarch": "Legendary Creature — Elf Druid",
		"Mirror Crown":    "Legendary Enchantment — Aura",
		"Iron Spear":      "Artifact — Equipment",
		"Twin Springs":    "Land",
		"Study":           "Sorcery",
		"Spirit Wisp":     "Token Creature — Spirit",
		"Sealed Letter":   "Token Artifact",
	}
	for _, d := range append(s.Cards, s.Tokens...) {
		if w, ok := want[d.Name]; ok && d.TypeLine() != w {
			t.Errorf("%s: TypeLine = %q, want %q", d.Name, d.TypeLine(), w)
		}
	}
	d := &card.Def{Types: card.Types(card.Artifact).With(card.Creature).With(card.Enchantment), Super: card.Supertypes(card.Basic | card.Ongoing)}
	if got := d.TypeLine(); got != "Basic Ongoing Enchantment Artifact Creature" {
		t.Errorf("TypeLine = %q", got)
	}
}
