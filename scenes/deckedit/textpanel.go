package deckedit

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// maxAreaText is the most text the panel's box holds, in bytes: far more
// than any deck list.
const maxAreaText = 64 << 10

// textPanel is the Import or Export panel over the editor: a deck list in
// a text box, what happened, and its buttons. Import's box is edited as
// in any text editor; Export's shows the list copied to the clipboard,
// to select and copy from but not to change.
type textPanel struct {
	export bool
	// schemes says the editor has a scheme deck, which the list's
	// Schemes part fills.
	schemes bool
	area    widget.TextArea
	// act is Import (or Copy again); paste reads the clipboard (Import
	// only); close closes the panel.
	act, paste, close widget.Button
	// status says what happened; bad marks a failure. notes are the lines
	// an import left out.
	status string
	bad    bool
	notes  []string
	box    geom.Rect
}

// newImportPanel opens the Import panel, its box holding the clipboard's
// text when there is some.
func (s *deckFiles) newImportPanel() *textPanel {
	p := &textPanel{
		act:   widget.Button{Label: "Import", Style: widget.Primary, FontSize: 17},
		paste: widget.Button{Label: "Paste", FontSize: 17},
		close: widget.Button{Label: "Cancel", Shortcut: "Esc", Style: widget.Quiet, FontSize: 17},
		area:  widget.TextArea{Focused: true, Max: maxAreaText, Clipboard: s.clip},
	}
	p.schemes = s.hasSchemes()
	text, err := s.clip.ReadText()
	switch {
	case err != nil:
		p.status = "The clipboard could not be read: " + strings.TrimSuffix(reason(err), ".") + ". Type a deck list here instead."
	case strings.TrimSpace(text) == "":
		p.status = "The clipboard holds no text: type a deck list here, or copy one and press Paste."
	default:
		p.area.SetText(text)
		p.status = "This is the clipboard's text. Edit it if you like, then press Import."
	}
	return p
}

// newExportPanel opens the Export panel on the deck's list and copies it
// to the clipboard.
func (s *deckFiles) newExportPanel() *textPanel {
	p := &textPanel{
		export: true,
		act:    widget.Button{Label: "Copy again", FontSize: 17},
		close:  widget.Button{Label: "Close", Shortcut: "Esc", Style: widget.Primary, FontSize: 17},
		area:   widget.TextArea{ReadOnly: true, Max: maxAreaText, Clipboard: s.clip},
	}
	p.schemes = s.hasSchemes()
	p.area.SetText(s.deckList())
	s.copyList(p)
	return p
}

// deckList returns the deck as a list players share: its main deck
// (card.FormatDeckList) and, when it has schemes, a blank line and its
// Schemes part (card.FormatSchemeList).
func (s *deckFiles) deckList() string {
	list := card.FormatDeckList(s.Deck())
	if schemes := card.FormatSchemeList(s.Schemes()); schemes != "" {
		list += "\n" + schemes
	}
	return list
}

// copyList copies the export panel's list to the clipboard and says so.
func (s *deckFiles) copyList(p *textPanel) {
	if err := s.clip.WriteText(p.area.Text); err != nil {
		p.status, p.bad = "The list could not be copied to the clipboard: "+strings.TrimSuffix(reason(err), ".")+".", true
		return
	}
	p.status, p.bad = fmt.Sprintf("Copied to the clipboard: %s as a deck list, to paste anywhere.", s.contents()), false
}

// layout places the panel in the design.
func (p *textPanel) layout(d widget.Design) {
	p.box = d.R(120, 70, 1040, 596)
	p.area.Rect = d.R(146, 126, 600, 512)
	p.act.Rect = d.R(790, 604, 160, 46)
	p.close.Rect = d.R(966, 604, 170, 46)
	p.paste.Rect = geom.Rect{}
	if !p.export {
		p.paste.Rect = d.R(790, 550, 160, 42)
	}
}

// updatePanel follows the input for the panel.
func (s *deckFiles) updatePanel(in *input.State) {
	p := s.panel
	switch {
	case p.close.Update(in) || in.KeyPressed(input.KeyEscape): // one press, typing or not
		s.panel = nil
		return
	case p.act.Update(in):
		if p.export {
			s.copyList(p)
		} else {
			s.importList(p)
		}
		return
	case p.paste.Update(in):
		text, err := s.clip.ReadText()
		if err != nil {
			p.status, p.bad = "The clipboard could not be read: "+strings.TrimSuffix(reason(err), ".")+".", true
			return
		}
		p.area.SetText(text)
		p.notes = nil
		p.status, p.bad = "Pasted the clipboard's text. Press Import to read it.", false
		return
	}
	if p.area.Update(in, s.th) {
		p.notes = nil
	}
	if p.area.ClipboardErr != "" {
		p.status, p.bad = widget.Capital(p.area.ClipboardErr)+".", true
		p.area.ClipboardErr = ""
	}
}

// importList reads the panel's text as a deck list and, when it holds
// cards, makes it the deck. Lines left out stay listed in the panel;
// with none, the panel closes.
func (s *deckFiles) importList(p *textPanel) {
	if s.lib == nil {
		p.status, p.bad = "There are no cards to import.", true
		return
	}
	d, warns, err := card.ParseDeckList(s.deckName(), strings.NewReader(p.area.Text), s.lib)
	if err != nil {
		p.status, p.bad, p.notes = widget.Capital(strings.TrimSuffix(reason(err), "."))+".", true, nil
		return
	}
	cards, notOffered := offeredEntries(s.parts[mainPart].src, d.Main)
	var schemes []*card.Def
	notes := warns
	if n := sum(d.Side); n > 0 {
		notes = append(notes, plural(n, "sideboard card")+" left out: the editor keeps the main deck only")
	}
	if n := sum(d.Schemes); n > 0 && !s.hasSchemes() {
		notes = append(notes, plural(n, "scheme")+" left out: this deck has no scheme deck")
	} else if n > 0 {
		var gone []string
		schemes, gone = offeredEntries(s.parts[schemePart].src, d.Schemes)
		notOffered = append(notOffered, gone...)
	}
	if len(notOffered) > 0 {
		notes = append(notes, "not offered here: "+strings.Join(notOffered, ", "))
	}
	if len(cards) == 0 && len(schemes) == 0 {
		p.status, p.bad, p.notes = "No card of the list is known here, so the deck is unchanged.", true, notes
		return
	}
	// Each part the list has replaces that part; a part it lacks stays.
	var got []string
	kept := ""
	if len(cards) > 0 {
		s.setDeck(cards)
		got = append(got, plural(len(cards), "card"))
	} else if s.Total() > 0 {
		kept = " The main deck stays as it was."
	}
	if len(schemes) > 0 {
		s.setSchemes(schemes)
		got = append(got, plural(len(schemes), "scheme"))
	} else if s.SchemeTotal() > 0 {
		kept = fmt.Sprintf(" The %s stay as they were.", plural(s.SchemeTotal(), "scheme"))
	}
	what := strings.Join(got, " and ")
	s.dirty = true
	if len(notes) == 0 {
		s.panel = nil
		s.say(false, "Imported %s from the list.%s", what, kept)
		return
	}
	// A sideboard left out is what the help says happens, not a fault;
	// an unknown line or a card not offered here is.
	bad := len(warns) > 0 || len(notOffered) > 0
	s.say(bad, "Imported %s; some lines were left out.%s", what, kept)
	p.status, p.bad, p.notes = fmt.Sprintf("Imported %s. These lines were left out:", what), bad, notes
	p.close.Label = "Close"
}

// offeredEntries returns the cards of entries that src offers, each
// repeated by its count, and the names of those it does not offer.
func offeredEntries(src Source, entries []card.DeckEntry) (cards []*card.Def, notOffered []string) {
	for _, e := range entries {
		if !slices.Contains(src.Cards(), e.Card) {
			notOffered = append(notOffered, e.Card.Name)
			continue
		}
		for range e.Count {
			cards = append(cards, e.Card)
		}
	}
	return cards, notOffered
}

// draw draws the panel over a dimmed editor.
func (p *textPanel) draw(dst *ebiten.Image, th *widget.Theme, d widget.Design) {
	th.Painter.Panel(dst, geom.FromImage(dst.Bounds()), 0, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.5})
	th.Panel(dst, p.box)
	title := "Import a deck list"
	help := []string{
		"One card a line: “4 Card Name” or “4x Card Name”.",
		"Set codes after a name, like “(HTH) 12”, are ignored.",
		"Deck, Sideboard and other titles, blank lines and // comments are skipped; the sideboard is left out.",
		"The list replaces the deck in the editor.",
	}
	if p.schemes {
		help[len(help)-1] = "Schemes go under a Schemes title. The list's deck and schemes replace those in the editor; a part the list lacks stays as it is."
	}
	if p.export {
		title = "Export the deck"
		help = []string{
			"The deck as a list players share: “4 Card Name” lines under a Deck title.",
			"Paste it in a message or a file; Import reads it back.",
		}
		if p.schemes {
			help = slices.Insert(help, 1, "Its schemes follow under a Schemes title.")
		}
	}
	th.ShadowText(dst, title, d.At(146, 102), widget.Font{Size: 24, Bold: true}, widget.Start, widget.Cream)
	p.area.Draw(dst, th)
	x, w := d.At(790, 0).X, d.Scale*346
	y := d.At(0, 140).Y
	small := widget.Font{Size: widget.Small}
	line := func(s string, f widget.Font, c color.Color) {
		for _, l := range textfit.Wrap(s, w, widget.TextMeasure{Theme: th, Font: f}) {
			if y > d.At(0, 530).Y {
				return
			}
			th.Text(dst, l, geom.V(x, y), f, widget.Start, c)
			y += th.Px(19)
		}
	}
	ink := widget.Cream
	if p.bad {
		ink = paint.Hex(0xffb59e)
	}
	line(p.status, widget.Font{Size: widget.Small, Bold: true}, ink)
	y += th.Px(8)
	if len(p.notes) > 0 {
		for _, n := range p.notes {
			line("• "+n, small, widget.Parchment)
		}
	} else {
		for _, h := range help {
			line(h, widget.Font{Size: widget.Small, Italic: true}, paint.Alpha(widget.Parchment, 0.85))
			y += th.Px(4)
		}
	}
	for _, b := range []*widget.Button{&p.act, &p.paste, &p.close} {
		b.Draw(dst, th)
	}
}
