package table

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
)

// noteText joins notes' titles and texts, one per line.
func noteText(notes []cardface.Note) string {
	var b strings.Builder
	for _, n := range notes {
		b.WriteString(n.Title + ": " + n.Text + "\n")
	}
	return b.String()
}

// TestZoomNotesSayWhatIsTrue: the notes beside a zoomed card say what
// differs from its printed face now and remind what its keywords do. A
// printed 2/2 with reach, pumped to 4/5 with two counters, 3 damage and
// flying gained, gets notes for its power and toughness (with the printed
// values), counters, damage (and how much more destroys it), and reach
// and flying (marked gained); the same card untouched only its reach; in
// hand with a lowered cost, the cost now and printed.
func TestZoomNotesSayWhatIsTrue(t *testing.T) {
	d := &card.Def{Name: "Test Heron", Cost: mana.MustParseCost("{2}{G}"), Types: card.Types(card.Creature),
		Power: 2, Toughness: 2, Keywords: card.Keywords(card.Reach)}
	live := &rules.CardView{Def: d, Zone: rules.ZoneBattlefield, Power: 4, Toughness: 5,
		Keywords: card.Keywords(card.Reach | card.Flying), Counters: 2, Damage: 3, Cost: d.Cost}
	got := noteText(zoomNotes(live, d))
	for _, want := range []string{
		"Power and toughness: 4/5 now; printed 2/2.",
		"+1/+1 counters: It has 2;",
		"Damage: 3 damage marked this turn",
		"2 more destroys it.",
		"Reach: " + cardface.KeywordReminder(card.Reach),
		"Flying (gained): " + cardface.KeywordReminder(card.Flying),
	} {
		if !strings.Contains(got, want) {
			t.Errorf("pumped creature's notes lack %q:\n%s", want, got)
		}
	}
	plain := &rules.CardView{Def: d, Zone: rules.ZoneBattlefield, Power: 2, Toughness: 2, Keywords: d.Keywords, Cost: d.Cost}
	if got, want := noteText(zoomNotes(plain, d)), "Reach: "+cardface.KeywordReminder(card.Reach)+"\n"; got != want {
		t.Errorf("untouched creature's notes:\n%s\nwant only\n%s", got, want)
	}
	hand := &rules.CardView{Def: d, Zone: rules.ZoneHand, Power: 2, Toughness: 2, Keywords: d.Keywords, Cost: mana.MustParseCost("{1}{G}")}
	if got, want := noteText(zoomNotes(hand, d)), "Cost: {1}{G} now; printed {2}{G}."; !strings.Contains(got, want) {
		t.Errorf("hand card's notes lack %q:\n%s", want, got)
	}
	if got := noteText(zoomNotes(nil, d)); strings.Contains(got, "Cost") || !strings.Contains(got, "Reach") {
		t.Errorf("a card seen without its table view gets:\n%s\nwant its keywords only", got)
	}
}
