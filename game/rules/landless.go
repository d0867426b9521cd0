package rules

import (
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Land identities for cards played as lands under LandAnyCard (Landless):
//
//   - one colour: the basic land of that colour (Options.BasicLands, or a
//     built-in basic when the set-up names none);
//   - two or three colours: a nonbasic land that enters tapped and taps for
//     one mana of any of its colours;
//   - four or five colours: the Promenade — enters tapped, when it enters
//     sacrifice it unless you pay {1}, taps for one mana of any colour;
//   - colourless: the Hollow — {T}: add {C}; {1}, {T}: add one mana of any colour.
//
// The tables are built once at start-up and never change.
var landIdentities = buildLandIdentities()

var builtinBasicNames = [mana.NumColors]string{"Meadow", "Lagoon", "Bog", "Crag", "Thicket"}

func tapFor(kinds uint8, cost mana.Cost) card.Ability {
	return card.Ability{Kind: card.ManaAbility, Tap: true, Cost: cost,
		Effects: []card.Effect{{Kind: card.AddMana, Amount: 1, ManaKinds: kinds, Target: -1, Target2: -1}}}
}

func buildLandIdentities() [32]*card.Def {
	var t [32]*card.Def
	for set := mana.ColorSet(0); set < 32; set++ {
		d := &card.Def{Types: card.Types(card.Land), Rarity: card.Special, Set: "LANDLESS"}
		switch n := set.Count(); {
		case n == 0:
			d.Name = "Shimmering Hollow"
			d.Abilities = []card.Ability{tapFor(mana.Colorless.Bit(), mana.Cost{}), tapFor(mana.KindsOf(mana.AllColors), mana.Cost{Generic: 1})}
		case n == 1:
			c := set.Colors()[0]
			d.Name = builtinBasicNames[c]
			d.Super = card.Supertypes(card.Basic)
			d.Subtypes = []string{builtinBasicNames[c]}
			d.Colors = 0
			d.Abilities = []card.Ability{tapFor(mana.KindOf(c).Bit(), mana.Cost{})}
		case n <= 3:
			var names []string
			for _, c := range set.Colors() {
				n := c.Name()
				names = append(names, strings.ToUpper(n[:1])+n[1:])
			}
			d.Name = strings.Join(names, "-") + " Crossing"
			d.EntersTapped = true
			d.Abilities = []card.Ability{tapFor(mana.KindsOf(set), mana.Cost{})}
		default:
			d.Name = "Wayfarers' Promenade"
			d.EntersTapped = true
			d.Abilities = []card.Ability{
				{Kind: card.Triggered, Trigger: card.OnEnters,
					Effects: []card.Effect{{Kind: card.PayOrSacrifice, Amount: 1, Target: -1, Target2: -1}}},
				tapFor(mana.KindsOf(mana.AllColors), mana.Cost{}),
			}
		}
		t[set] = d
	}
	return t
}

// LandIdentity returns the land a card becomes when played as a land.
func LandIdentity(d *card.Def, basics *[mana.NumColors]*card.Def) *card.Def {
	cs := d.Colors & mana.AllColors
	if cs.Count() == 1 && basics != nil {
		if b := basics[cs.Colors()[0]]; b != nil {
			return b
		}
	}
	return landIdentities[cs]
}

// playLand plays a card from hand as a land.
func (g *Game) playLand(s Seat, id ObjID) {
	o := &g.objs[id]
	g.players[s].LandsPlayed++
	if !o.Def.IsLand() {
		o.LandDef = LandIdentity(o.Def, &g.opts.BasicLands)
	}
	g.move(id, ZoneBattlefield, false)
	g.emitObj(EvPlayLand, s, id)
	g.passes = 0
}
