//go:build kitchentableprobe

package setup

import (
	"fmt"

	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober.
func (s *Scene) Probe() scenes.Probe {
	if s.fc != nil {
		return s.fc.Probe()
	}
	return s.probe()
}

// probe is the main game's set-up's Probe (scenes.Prober). Its Prompt
// names the game ("Game: Archenemy"), whose cycler's arrows are the buttons "Previous game" and
// "Next game" (in Live-Draft also "Previous library"/"Next library",
// "Previous start"/"Next start", and the toggles "Mill counters" and
// "Reshuffle removed"); its Seats are the seat rows: the name typed, with who
// plays it ("human", "medium", ...) as the Zone. A seat row with a deck
// choice adds its cycler, labelled by the choice shown ("My deck: Red"),
// and the cycler's arrows "Previous deck N" and "Next deck N" (N counts
// the seats from 1); the seed field is the button "Seed". While the file
// picker is open, the Prompt is its title and folder ("Choose a deck
// file: /home/me") and the Buttons are its own and its rows shown, by
// name.
func (s *Scene) probe() scenes.Probe {
	if s.pick.picker.Open {
		return s.pick.probe()
	}
	p := scenes.Probe{Scene: "setup", Prompt: "Game: " + s.modeValue().label}
	prev, next := s.mode.Arrows()
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Previous game", prev), scenes.ProbeRect("Next game", next))
	if s.live.chosen() {
		lo := &s.live
		prev, next := lo.library.Arrows()
		p.Buttons = append(p.Buttons, scenes.ProbeRect("Previous library", prev), scenes.ProbeRect("Next library", next),
			scenes.ProbeRect("Mill counters", lo.mill.Rect), scenes.ProbeRect("Reshuffle removed", lo.reshuffle.Rect))
		if !lo.start.Rect.Empty() {
			prev, next := lo.start.Arrows()
			p.Buttons = append(p.Buttons, scenes.ProbeRect("Previous start", prev), scenes.ProbeRect("Next start", next))
		}
	}
	for i, r := range s.seats.rows {
		it := scenes.ProbeRect(r.name.Text, r.name.Rect)
		it.Zone = s.seats.controller(r)
		p.Seats = append(p.Seats, it)
		if !r.deck.Rect.Empty() {
			prev, next := r.deck.Arrows()
			p.Buttons = append(p.Buttons, scenes.ProbeRect(r.deck.Value(), r.deck.Rect),
				scenes.ProbeRect(fmt.Sprintf("Previous deck %d", i+1), prev), scenes.ProbeRect(fmt.Sprintf("Next deck %d", i+1), next))
		}
	}
	for i := range s.presets {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.presets[i])...)
	}
	p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.add, &s.start, &s.back)...)
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Seed", s.seed.Rect))
	return p
}

// probe describes the open picker for end-to-end tests.
func (fp *filePick) probe() scenes.Probe {
	pk := &fp.picker
	p := scenes.Probe{Scene: "setup", Prompt: pk.Title + ": " + pk.Dir()}
	up, all, cancel, open := pk.Buttons()
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Up one folder", up), scenes.ProbeRect("All files", all),
		scenes.ProbeRect("Cancel", cancel), scenes.ProbeRect("Open", open))
	for i, pl := range pk.Places {
		p.Buttons = append(p.Buttons, scenes.ProbeRect(pl.Label, pk.PlaceRect(i)))
	}
	for i, e := range pk.Entries() {
		if r := pk.Row(i); !r.Empty() {
			p.Buttons = append(p.Buttons, scenes.ProbeRect(e.Name, r))
		}
	}
	return p
}
