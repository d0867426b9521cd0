package leagues

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// curveSlots are the mana curve's columns: mana value 0 to 5, and 6 or more.
const curveSlots = 7

// deckInfo is what the hub shows of a deck: its colours and mana curve.
type deckInfo struct {
	// colours counts the cards of each colour (a two-coloured card counts
	// for both), the colours being the five and colourless (index 5).
	colours [6]int
	// curve counts the spells (not lands) by mana value.
	curve [curveSlots]int
	lands int
}

// infoOf measures a deck.
func infoOf(cards []*card.Def) deckInfo {
	var in deckInfo
	for _, d := range cards {
		if d.IsLand() {
			in.lands++
			continue
		}
		in.curve[min(d.Cost.ManaValue(), curveSlots-1)]++
		cs := d.Colors & mana.AllColors
		if cs.Count() == 0 {
			in.colours[5]++
		}
		for _, c := range cs.Colors() {
			in.colours[c]++
		}
	}
	return in
}

// main returns the deck's main colours: those of at least a sixth of its
// coloured spells, most first, as "WU" letters.
func (in deckInfo) main() []mana.Color {
	total := 0
	for _, n := range in.colours[:5] {
		total += n
	}
	var out []mana.Color
	for c := mana.Color(0); c < 5; c++ {
		if n := in.colours[c]; n > 0 && n*6 >= total {
			out = append(out, c)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && in.colours[out[j]] > in.colours[out[j-1]]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// colourWords names colours: "red–green", "colourless".
func colourWords(cs []mana.Color) string {
	if len(cs) == 0 {
		return "colourless"
	}
	names := [...]string{"white", "blue", "black", "red", "green"}
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += "–"
		}
		s += names[c]
	}
	return s
}
