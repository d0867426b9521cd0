package aitest

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// schemeTestSet is the cards the tests put on hand-made tables.
const schemeTestSet = `set: AI scheme tests
code: AIS

card: Test Bear
type: Creature — Bear
rarity: common
cost: {1}{G}
pt: 2/2

card: Test Giant
type: Creature — Giant
rarity: common
cost: {4}{G}
pt: 5/5

card: Test Ogre
type: Creature — Ogre
rarity: common
cost: {2}{R}
pt: 3/3

card: Test Plot
type: Ongoing Scheme
rarity: common
trigger: upkeep -> draw 1

card: Test Toll
type: Ongoing Scheme
rarity: common
trigger: opponent-attacks -> lose-life 3 who:that-player

token: Test Scarecrow
type: Artifact Creature — Scarecrow
pt: 2/3
keywords: reach

card: Test Watch
type: Ongoing Scheme
rarity: common
trigger: opponent-attacks -> create 1 Test Scarecrow
trigger: combat-damage-to-you -> abandon

card: Test Sentry
type: Ongoing Scheme
rarity: common
trigger: opponent-attacks -> create 1 Test Scarecrow
trigger: upkeep -> abandon

card: Test Dilemma
type: Scheme
rarity: common
trigger: set-in-motion -> each-opponent-chooses (lose-life 4) or (sacrifice 1)
`

// SchemeCards parses schemeTestSet (and extra cards) by name.
func SchemeCards(t *testing.T, extra string) map[string]*card.Def {
	t.Helper()
	set, err := card.Parse("ais.cards", strings.NewReader(schemeTestSet+extra))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*card.Def{}
	for _, d := range set.Cards {
		out[d.Name] = d
	}
	return out
}

// TableView is a hand-made view for seat me: players by team and life,
// and the battlefield.
func TableView(me rules.Seat, teams, lives []int, bf ...rules.CardView) *rules.View {
	v := &rules.View{Seat: me, Active: me, Battlefield: bf}
	for i := range teams {
		v.Players = append(v.Players, rules.PlayerView{Seat: rules.Seat(i), Team: teams[i], Life: lives[i]})
	}
	return v
}

// CreatureOn is d on the battlefield under s.
func CreatureOn(id rules.ObjID, d *card.Def, s rules.Seat) rules.CardView {
	return rules.CardView{ID: id, Def: d, Owner: s, Controller: s, Zone: rules.ZoneBattlefield,
		Power: int(d.Power), Toughness: int(d.Toughness), Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj}
}
