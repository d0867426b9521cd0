//go:build kitchentableprobe

package deckedit

import (
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober. The prompt is the question asked, the
// open panel's status, or the last action's message. The buttons are the
// question's answers, the panel's buttons, or Open's decks while one of
// them is open; else the top's buttons, the name field ("Name", but in the
// pool builder), the deck panel's tabs ("Deck 42", "Schemes 12", when
// there is a scheme deck), the search field ("Search"), the set list, the
// filter switches (labelled "W", "Creature", "6+"…, or for the schemes
// "One-shot", "Ongoing" and the theme deck list) and the basic lands'
// buttons ("+Forest", "−Forest"). The cards are the grid's (zone
// "browser"), the shown part's rows shown (zone "deck") and the deck
// panel, labelled with the shown part's number of cards ("42", zone
// "total").
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "deckedit", Prompt: s.msg}
	switch {
	case s.ask != nil:
		p.Prompt = s.ask.Text
		for i := range s.ask.Buttons {
			p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.ask.Buttons[i])...)
		}
		return p
	case s.panel != nil:
		p.Prompt = s.panel.status
		if len(s.panel.notes) > 0 {
			p.Prompt += "\n" + strings.Join(s.panel.notes, "\n")
		}
		p.Buttons = scenes.ProbeButtons(&s.panel.act, &s.panel.close)
		if !s.panel.export {
			p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.panel.paste)...)
			p.Buttons = append(p.Buttons, scenes.ProbeRect("Text", s.panel.area.Rect))
		}
		return p
	case s.list != nil:
		for i, r := range s.list.rows {
			if it := s.list.items[s.list.top+i]; it.name != "" {
				p.Buttons = append(p.Buttons, scenes.ProbeRect(it.label, r))
			}
		}
		return p
	case s.set.Open:
		p.Buttons = scenes.ProbeList(&s.set)
		return p
	case s.filters.themeFrom.Open:
		p.Buttons = scenes.ProbeList(&s.filters.themeFrom)
		return p
	}
	if s.build != nil {
		p.Buttons = scenes.ProbeButtons(&s.files.save, &s.files.suggest, &s.files.imp, &s.files.exp, &s.files.exit)
	} else {
		p.Buttons = scenes.ProbeButtons(&s.files.newB, &s.files.open, &s.files.save, &s.files.del, &s.files.imp, &s.files.exp, &s.files.exit)
		p.Buttons = append(p.Buttons, scenes.ProbeRect("Name", s.files.name.Rect))
	}
	if s.hasSchemes() {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.column.tabs[mainPart], &s.column.tabs[schemePart])...)
	}
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Search", s.filters.search.Rect), scenes.ProbeRect(s.set.Value(), s.set.Rect))
	if s.onSchemes() {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.filters.kinds[oneShot], &s.filters.kinds[ongoing])...)
		p.Buttons = append(p.Buttons, scenes.ProbeRect(s.filters.themeFrom.Value(), s.filters.themeFrom.Rect))
	} else {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(s.filters.mainChips()...)...)
	}
	for i, b := range s.column.basicLands {
		if b != nil && !s.onSchemes() {
			p.Buttons = append(p.Buttons, scenes.ProbeRect("−"+b.Name, s.column.basicMinus[i].Rect), scenes.ProbeRect("+"+b.Name, s.column.basicPlus[i].Rect))
		}
	}
	for i, r := range s.ui.cells {
		it := scenes.ProbeRect(s.shown[s.first+i].Name, r)
		it.Zone = "browser"
		p.Cards = append(p.Cards, it)
	}
	for _, row := range s.ui.deckRows {
		if row.d != nil {
			it := scenes.ProbeRect(row.d.Name, row.r)
			it.Zone = "deck"
			p.Cards = append(p.Cards, it)
		}
	}
	total := scenes.ProbeRect(strconv.Itoa(s.total), s.ui.deckArea)
	total.Zone = "total"
	p.Cards = append(p.Cards, total)
	return p
}
