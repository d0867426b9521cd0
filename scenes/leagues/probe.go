//go:build kitchentableprobe

package leagues

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober: the list's buttons ("Open NAME",
// "Delete NAME", New league, Back) or the question's answers; the prompt
// is the question, else the message and the problems, one a line.
func (s *List) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "leagues"}
	if s.ask != nil {
		p.Prompt = s.ask.Text
		for i := range s.ask.Buttons {
			p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.ask.Buttons[i])...)
		}
		return p
	}
	p.Prompt = strings.Join(append([]string{s.msg}, s.problems...), "\n")
	p.Buttons = scenes.ProbeButtons(&s.newB, &s.back)
	for i := range s.rows[:s.shown] {
		name := s.entries[s.top+i].Name
		p.Buttons = append(p.Buttons, scenes.ProbeRect("Open "+name, s.rows[i].open.Rect), scenes.ProbeRect("Delete "+name, s.rows[i].del.Rect))
	}
	return p
}

// Probe implements scenes.Prober: Start, Back, + Add a seat, + Add a set
// and − Last set (the saga's), the name field ("Name") and the winning
// score ("Play to"), each seat's name ("Seat N") and who plays it (its
// value), who sits out first (its value), the schedule (its value), and
// each set row's set (its value) and switches ("Extra basics N",
// "Specials N"); the prompt is what stops Start.
func (s *Create) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "league-new", Prompt: s.err}
	p.Buttons = scenes.ProbeButtons(&s.start, &s.back, &s.add, &s.addSet, &s.dropSet)
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Name", s.name.Rect), scenes.ProbeRect("Play to", s.target.Rect), scenes.ProbeRect(s.sched.Value(), s.sched.Rect))
	for i, r := range s.seats {
		p.Buttons = append(p.Buttons, scenes.ProbeRect(fmt.Sprintf("Seat %d", i+1), r.name.Rect), scenes.ProbeRect(r.who.Value(), r.who.Rect))
	}
	if !s.sitOut.Rect.Empty() {
		p.Buttons = append(p.Buttons, scenes.ProbeRect(s.sitOut.Value(), s.sitOut.Rect))
	}
	for i, r := range s.rows {
		p.Buttons = append(p.Buttons, scenes.ProbeRect(r.set.Value(), r.set.Rect), scenes.ProbeRect(fmt.Sprintf("Extra basics %d", i+1), r.extra.Rect))
		if !r.special.Rect.Empty() {
			p.Buttons = append(p.Buttons, scenes.ProbeRect(fmt.Sprintf("Specials %d", i+1), r.special.Rect))
		}
	}
	return p
}

// Probe implements scenes.Prober: the prompt is what the league waits
// for, one line a decision; the buttons are the people's (Build deck N,
// Play game N…), the tabs and Leagues, or those of the choice open over
// the hub (the options A–D and the decks C may claim, the decks to take
// apart, who plays first). Turn is the round (0 while the first decks
// are built) and the Seats are the standings as drawn, best first: each
// player's name with the score as its Life and its deck ("deck 2",
// "no deck yet", with " · bye" for the round's bye) as its Zone.
func (h *Hub) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "league-hub", Turn: len(h.view.Rounds)}
	p.Seats = h.probeStandings()
	var lines []string
	for _, r := range h.rows[:h.nrows] {
		lines = append(lines, r.text)
	}
	if h.banner != "" && h.bannerFor > 0 {
		lines = append(lines, h.banner)
	}
	p.Prompt = strings.Join(lines, "\n")
	var bs []*widget.Button
	switch m := h.modal.(type) {
	case *options:
		p.Prompt = m.title
		for i := range m.rows {
			bs = append(bs, &m.rows[i].btn)
		}
		for i := range m.claims {
			bs = append(bs, &m.claims[i].btn)
		}
		bs = append(bs, &m.cancel)
	case *takeApart:
		for i := range m.btns {
			bs = append(bs, &m.btns[i])
		}
		bs = append(bs, &m.ok)
	case *firstPlayer:
		p.Prompt = m.text
		for i := range m.btns {
			bs = append(bs, &m.btns[i])
		}
	case *deckView:
		bs = append(bs, &m.close)
	default:
		for i := range h.rows[:h.nrows] {
			if h.rows[i].act != nil {
				bs = append(bs, &h.rows[i].btn)
			}
		}
		for i := range h.tabs {
			bs = append(bs, &h.tabs[i])
		}
		bs = append(bs, &h.back)
	}
	p.Buttons = scenes.ProbeButtons(bs...)
	return p
}

// probeStandings describes the standings for the hub's probe, in the
// order drawStandings draws them.
func (h *Hub) probeStandings() []scenes.ProbeItem {
	v := h.view
	order := make([]int, len(v.Players))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return v.Players[order[i]].Score > v.Players[order[j]].Score })
	bye := -1
	if n := len(v.Rounds); n > 0 {
		bye = v.Rounds[n-1].Bye
	}
	out := make([]scenes.ProbeItem, 0, len(order))
	for _, s := range order {
		pl := v.Players[s]
		deck := "no deck yet"
		if pl.Deck > 0 {
			deck = fmt.Sprintf("deck %d", pl.Deck)
		}
		if s == bye {
			deck += " · bye"
		}
		out = append(out, scenes.ProbeItem{Label: pl.Name, Life: pl.Score, Zone: deck})
	}
	return out
}
