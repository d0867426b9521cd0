//go:build kitchentableprobe

package table

import (
	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober: the prompt and its buttons, the menu
// button (and at a Live-Draft table the library, discard and removed
// piles), the face-up cards (a Live-Draft row's in zone "row"), the
// choices on the choice panel (zone "choice"), the look panel's cards
// (zones "look-top" or "look-keep", and "look-bottom", in library order)
// and its two zones as the buttons "Top of library" or "Kept cards", and
// "Bottom of library" (where a card is dragged), the viewer's
// battlefield as the drop area, and Landless's "Play as land" box.
// Behind the hot-seat curtain it shows only the curtain's prompt.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "table"}
	if who, up := s.ctrl.Curtain(); up {
		p.Prompt = "curtain for " + who.String()
		return p
	}
	if s.tmenu.menu.open {
		// The table's menu covers the table: its buttons are all there is.
		p.Prompt, _ = s.tmenu.menuTitle()
		_, rects := s.tmenu.menuLayout()
		for i, e := range s.tmenu.menuEntries() {
			p.Buttons = append(p.Buttons, scenes.ProbeRect(e.label, rects[i]))
		}
		return p
	}
	pr := s.ctrl.Prompt()
	p.Prompt, p.Turn = pr.Text, s.ctrl.View().Turn
	for i, b := range s.lay.Buttons {
		if i < len(pr.Buttons) {
			p.Buttons = append(p.Buttons, scenes.ProbeRect(pr.Buttons[i].Label, b))
		}
	}
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Menu", s.lay.Menu))
	if d := &s.lay.Draft; !d.Band.Empty() {
		// Live-Draft's piles are clicked too (rummy's draw two, browsing).
		p.Buttons = append(p.Buttons, scenes.ProbeRect("Library", d.Library))
		if !d.PileFan.Empty() {
			p.Buttons = append(p.Buttons, scenes.ProbeRect("Discard pile", d.PileFan))
		}
		if !d.Removed.Empty() {
			p.Buttons = append(p.Buttons, scenes.ProbeRect("Removed", d.Removed))
		}
	}
	for i := range s.lay.Cards {
		c := &s.lay.Cards[i]
		if !c.FaceUp || c.View == nil || c.View.Def == nil {
			continue
		}
		it := scenes.ProbeRect(c.View.Def.Name, c.Bounds())
		it.Zone = c.Zone.String()
		it.Mine = c.View.Controller == s.lay.Viewer
		it.Land = c.View.LandDef != nil || c.View.Def.IsLand()
		it.Pick = i < len(s.flags) && s.flags[i]&cardSelectable != 0
		it.Staged = i < len(s.flags) && s.flags[i]&cardStagedOut != 0
		p.Cards = append(p.Cards, it)
	}
	for i, ch := range s.ctrl.Selection().Choices() {
		if i >= len(s.lay.Choices) {
			break
		}
		label := ch.Label
		if d := s.feed.defOf(ch.Obj); label == "" && d != nil {
			label = d.Name
		}
		it := scenes.ProbeRect(label, s.lay.Choices[i])
		it.Zone, it.Mine = "choice", true
		p.Cards = append(p.Cards, it)
	}
	s.lookp.probeLook(&p)
	v := s.ctrl.View()
	for i := range s.lay.Seats {
		st := &s.lay.Seats[i]
		it := scenes.ProbeRect(st.Seat.String(), st.Plate)
		if int(st.Seat) < len(v.Players) {
			it.Label, it.Life = v.Players[st.Seat].Name, v.Players[st.Seat].Life
		}
		it.Mine = st.Viewer
		it.Pick = i < len(s.platePick) && s.platePick[i]
		p.Seats = append(p.Seats, it)
	}
	if st := s.lay.SeatOf(s.lay.Viewer); st != nil {
		d := scenes.ProbeRect("battlefield", st.Battlefield)
		p.Drop = &d
	}
	if !s.lay.LandDrop.Empty() {
		d := scenes.ProbeRect("Play as land", s.lay.LandDrop)
		p.LandDrop = &d
	}
	return p
}

// lookProbeZones name the look panel's zones in the probe, for a scry
// and for a keep-half; lookProbeCards are its cards' zones.
var (
	lookProbeZones = [2][2]string{{"Top of library", "Bottom of library"}, {"Kept cards", "Bottom of library"}}
	lookProbeCards = [2][2]string{{"look-top", "look-bottom"}, {"look-keep", "look-bottom"}}
)

// probeLook adds the open look panel's zones and cards to p.
func (s *lookPanel) probeLook(p *scenes.Probe) {
	if !s.lookOpen() {
		return
	}
	g, kind := s.lookGeometry(), s.lookKind()
	for z, r := range g.Zones {
		p.Buttons = append(p.Buttons, scenes.ProbeRect(lookProbeZones[kind][z], r))
	}
	for _, c := range g.Cards {
		if c.Def == nil {
			continue
		}
		it := scenes.ProbeRect(c.Def.Name, c.Rect)
		it.Zone, it.Mine, it.Pick = lookProbeCards[kind][c.Zone], true, true
		p.Cards = append(p.Cards, it)
	}
}
