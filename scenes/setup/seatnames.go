package setup

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// addSeat adds a seat played by a medium computer, with a free name.
func (l *seatList) addSeat() {
	r := l.newRow(store.SeatChoice{Controller: "medium", Deck: randomDeck})
	r.name.Text = l.freeName("Computer", nil)
	l.rows = append(l.rows, r)
}

// changed reacts to a new choice in one of r's cyclers: a seat switched
// between person and computer gets a fitting name if it still had a
// default one, and choosing a deck file focuses its path.
func (l *seatList) changed(r *seatRow, c *widget.Cycler) {
	l.err = ""
	if c == &r.theme {
		return
	}
	if c == &r.deck {
		r.pathErr = ""
		if l.deckValue(r) == fileDeck && r.path.Text == "" {
			l.pickDeck(r)
		}
		return
	}
	name := strings.TrimSpace(r.name.Text)
	human := l.controller(r) == "human"
	if human && (name == "" || strings.HasPrefix(name, "Computer")) {
		r.name.Text = l.personName(r)
	}
	if !human && (name == "" || name == "You" || strings.HasPrefix(name, "Player")) {
		r.name.Text = l.freeName("Computer", r)
	}
	l.nameThePeople()
}

// nameThePeople gives a person's seat called "You" a seat's name when more
// than one person plays: at a shared screen "You" would mean whoever reads
// the log, and the curtain must say whose turn it is.
func (l *seatList) nameThePeople() {
	people := 0
	for _, r := range l.rows {
		if l.controller(r) == "human" {
			people++
		}
	}
	if people < 2 {
		return
	}
	for _, r := range l.rows {
		if l.controller(r) == "human" && strings.EqualFold(strings.TrimSpace(r.name.Text), "You") {
			r.name.Text = l.personName(r)
		}
	}
}

// personName is a free default name for a person's seat: "Player N" for
// the Nth seat when no other seat has it.
func (l *seatList) personName(r *seatRow) string {
	name := fmt.Sprintf("Player %d", slices.Index(l.rows, r)+1)
	for _, o := range l.rows {
		if o != r && strings.EqualFold(strings.TrimSpace(o.name.Text), name) {
			return l.freeName("Player", r)
		}
	}
	return name
}

// freeName returns the first of base, "base 2", "base 3"… that no row is
// called.
func (l *seatList) freeName(base string, skip *seatRow) string {
	for n := 1; ; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s %d", base, n)
		}
		taken := false
		for _, r := range l.rows {
			if r != skip && strings.EqualFold(strings.TrimSpace(r.name.Text), name) {
				taken = true
			}
		}
		if !taken {
			return name
		}
	}
}
