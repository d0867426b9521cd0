package landless

import (
	"sort"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Slot is one cell of the shared deck's table: how many cards of one
// rarity and of exactly one colour identity (no colour, one colour, or a
// pair of colours) the deck holds.
type Slot struct {
	Rarity card.Rarity
	Colors mana.ColorSet
	Count  int
}

// Column is a colour class of the table.
type Column int

// The columns of the table.
const (
	Colourless Column = iota
	OneColour
	TwoColours
)

// ColumnOf is the column a colour set belongs to; ok is false for three
// or more colours, which the table leaves out.
func ColumnOf(cs mana.ColorSet) (col Column, ok bool) {
	switch cs.Count() {
	case 0:
		return Colourless, true
	case 1:
		return OneColour, true
	case 2:
		return TwoColours, true
	}
	return 0, false
}

// perCell is the 200-card table of the Landless rules: for each rarity,
// the cards with no colour, of each single colour, and of each colour
// pair. With five colours and ten pairs this makes 2 + 14 + 42 + 142 = 200.
var perCell = [...]struct {
	rarity                 card.Rarity
	colourless, one, pairs int
}{
	{card.Mythic, 2, 0, 0},
	{card.Rare, 4, 2, 0},
	{card.Uncommon, 7, 7, 0},
	{card.Common, 17, 17, 4},
}

// FullSize is the size of the rules' table.
const FullSize = 200

// Table200 is the rules' 200-card table, one slot per rarity and exact
// colour identity, empty slots left out.
func Table200() []Slot {
	var out []Slot
	for _, row := range perCell {
		add := func(cs mana.ColorSet, n int) {
			if n > 0 {
				out = append(out, Slot{Rarity: row.rarity, Colors: cs, Count: n})
			}
		}
		add(0, row.colourless)
		for _, c := range singles() {
			add(c, row.one)
		}
		for _, pair := range Pairs() {
			add(pair, row.pairs)
		}
	}
	return out
}

// Pairs are the ten two-colour sets, in colour order.
func Pairs() []mana.ColorSet {
	var out []mana.ColorSet
	for a := mana.Color(0); a < mana.NumColors; a++ {
		for b := a + 1; b < mana.NumColors; b++ {
			out = append(out, mana.ColorSet(0).With(a).With(b))
		}
	}
	return out
}

// Table is the table scaled to size cards, keeping its proportions. Each
// rarity-and-column cell (the colourless commons, the one-colour commons,
// and so on) gets its share rounded down, the cards left over go to the
// cells with the largest remainders (ties to the commoner), so the counts
// add up to size exactly; then each cell is split evenly between its
// colours, the odd cards going round the colours in turn from cell to cell.
func Table(size int) []Slot {
	if size == FullSize {
		return Table200()
	}
	type cell struct {
		rarity card.Rarity
		sets   []mana.ColorSet
		full   int // cards in the 200-card table
		count  int
	}
	var cells []cell
	for _, row := range perCell {
		cells = append(cells,
			cell{rarity: row.rarity, sets: []mana.ColorSet{0}, full: row.colourless},
			cell{rarity: row.rarity, sets: singles(), full: row.one * int(mana.NumColors)},
			cell{rarity: row.rarity, sets: Pairs(), full: row.pairs * len(Pairs())})
	}
	total := 0
	order := make([]int, len(cells))
	for i := range cells {
		cells[i].count = cells[i].full * size / FullSize
		total += cells[i].count
		order[i] = i
	}
	frac := func(i int) int { return cells[i].full * size % FullSize }
	sort.SliceStable(order, func(a, b int) bool {
		if frac(order[a]) != frac(order[b]) {
			return frac(order[a]) > frac(order[b])
		}
		return cells[order[a]].rarity < cells[order[b]].rarity
	})
	for k := 0; total < size; k++ {
		cells[order[k%len(order)]].count++
		total++
	}
	var out []Slot
	turn := 0
	for _, c := range cells {
		k := len(c.sets)
		for j, cs := range c.sets {
			n := c.count / k
			if (j-turn%k+k)%k < c.count%k {
				n++
			}
			if n > 0 {
				out = append(out, Slot{Rarity: c.rarity, Colors: cs, Count: n})
			}
		}
		turn += c.count % k
	}
	return out
}

func singles() []mana.ColorSet {
	var out []mana.ColorSet
	for c := mana.Color(0); c < mana.NumColors; c++ {
		out = append(out, mana.ColorSet(0).With(c))
	}
	return out
}
