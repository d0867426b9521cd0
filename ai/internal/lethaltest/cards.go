package lethaltest

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// lethalCardText is the set the position tests are built from.
const lethalCardText = `set: AI lethal tests
code: AIL

card: Mountain
type: Basic Land — Mountain
rarity: basic
activate: {T} -> add {R}

card: Forest
type: Basic Land — Forest
rarity: basic
activate: {T} -> add {G}

card: Swamp
type: Basic Land — Swamp
rarity: basic
activate: {T} -> add {B}

card: Plains
type: Basic Land — Plains
rarity: basic
activate: {T} -> add {W}

card: Stage Boulder
type: Creature — Elemental
rarity: common
cost: {9}{G}{G}
pt: 0/1

card: Kiln Spark
type: Instant
rarity: common
cost: {R}
spell: damage 2 target:any

card: Kiln Blast
type: Sorcery
rarity: common
cost: {2}{R}
spell: damage 4 target:any

card: Kiln Torrent
type: Sorcery
rarity: uncommon
cost: {X}{R}
spell: damage X target:any

card: Marrow Siphon
type: Sorcery
rarity: common
cost: {1}{B}
spell: lose-life 3 who:each-opponent ; gain-life 3

card: Ash Kindler
type: Creature — Goblin
rarity: common
cost: {1}{R}
pt: 1/1
activate: {R}, sacrifice-self -> damage 2 target:any

card: Bone Altar
type: Artifact
rarity: uncommon
cost: {2}
activate: sacrifice:creature/other -> lose-life 2 who:each-opponent

card: Soot Drake
type: Creature — Drake
rarity: uncommon
cost: {3}{R}
pt: 1/1
keywords: flying, haste
trigger: enters -> damage 1 target:any
activate: {1}{R}, {T}, sacrifice-self -> damage 2 target:any

card: Cliff Hawk
type: Creature — Bird
rarity: common
cost: {1}{W}
pt: 2/1
keywords: flying

card: Gloom Stalker
type: Creature — Horror
rarity: common
cost: {2}{B}
pt: 3/2
keywords: menace

card: Tusk Rhino
type: Creature — Rhino
rarity: common
cost: {3}{G}
pt: 5/4
keywords: trample

card: Meadow Bear
type: Creature — Bear
rarity: common
cost: {1}{G}
pt: 2/2

card: Hill Ogre
type: Creature — Ogre
rarity: common
cost: {2}{R}
pt: 3/3

card: Pine Wall
type: Creature — Wall
rarity: common
cost: {1}{G}
pt: 0/5
keywords: defender

card: Thorn Archer
type: Creature — Elf Archer
rarity: common
cost: {1}{G}
pt: 1/3
keywords: reach

card: Dune Raider
type: Creature — Human Warrior
rarity: common
cost: {1}{R}
pt: 3/1
keywords: haste

card: Grove Might
type: Instant
rarity: common
cost: {G}
spell: pump +3/+3 target:creature

card: Twin Fury
type: Instant
rarity: uncommon
cost: {1}{R}
spell: pump +1/+0 double-strike target:creature

card: Banner Rally
type: Instant
rarity: common
cost: {1}{W}
spell: pump +1/+1 each:creature/you

card: Updraft
type: Instant
rarity: common
cost: {U}
spell: pump +1/+0 flying target:creature

card: Stampede Call
type: Sorcery
rarity: common
cost: {2}{G}
spell: pump +2/+0 trample each:creature/you

card: Judgment Bolt
type: Instant
rarity: common
cost: {1}{W}
spell: destroy target:creature

card: Island
type: Basic Land — Island
rarity: basic
activate: {T} -> add {U}

card: Sky Bruiser
type: Creature — Giant
rarity: uncommon
cost: {4}{W}
pt: 4/4
keywords: flying

card: Stone Golem
type: Creature — Golem
rarity: common
cost: {4}
pt: 4/6
`

// Cards parses the position tests' set.
func Cards(tb testing.TB) map[string]*card.Def {
	tb.Helper()
	set, err := card.Parse("lethal.cards", strings.NewReader(lethalCardText))
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string]*card.Def{}
	for _, d := range set.Cards {
		out[d.Name] = d
	}
	return out
}
