package deckedit

import (
	"bytes"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/scenes/internal/ask"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// reason returns a store or catalog error as words for people, without
// the package's prefix.
func reason(err error) string {
	m := err.Error()
	for _, p := range []string{"store: ", "catalog: ", "card: ", "clipboard: "} {
		m = strings.TrimPrefix(m, p)
	}
	return m
}

// deckName is the deck's name as typed, trimmed.
func (s *deckFiles) deckName() string { return strings.TrimSpace(s.name.Text) }

// title is how questions name the deck: “NAME”, or "this deck".
func (s *deckFiles) title() string {
	if n := s.deckName(); n != "" {
		return "“" + n + "”"
	}
	return "this deck"
}

// changed reports whether leaving the deck would lose something: cards,
// schemes or a name changed since it was loaded or saved.
func (s *deckFiles) changed() bool {
	return s.dirty && (s.Total() > 0 || s.SchemeTotal() > 0 || s.loaded != "")
}

// contents says what the deck holds: "60 cards", or "60 cards and 20
// schemes" for a deck with schemes.
func (s *deckFiles) contents() string {
	if n := s.SchemeTotal(); n > 0 {
		return plural(s.Total(), "card") + " and " + plural(n, "scheme")
	}
	return plural(s.Total(), "card")
}

// suggestDeck puts the computer's deck from the pool in the editor.
func (s *deckFiles) suggestDeck() {
	cards := s.build.Suggest()
	if len(cards) == 0 {
		s.say(true, "The computer finds no deck in this pool.")
		return
	}
	s.setDeck(cards)
	s.dirty = true
	s.say(false, "The computer's deck from this pool, %s: change what you like.", plural(len(cards), "card"))
}

// finish hands the pool deck to the league (Done): a deck that is not
// ready, or that the league refuses, is explained in one sentence and the
// builder stays.
func (s *deckFiles) finish(ctx *scenes.Context) {
	if p := s.Problems(); len(p) > 0 {
		s.say(true, "%s", p[0])
		return
	}
	next, problem := s.build.Done(s.Deck())
	if problem != "" {
		s.say(true, "%s", problem)
		return
	}
	s.dirty = false
	ctx.Switch(next)
}

// guard runs then now, or, when the deck has unsaved changes, first asks
// "Save changes to X?": Save saves and runs then (if the save worked),
// Don't save runs then, Cancel does nothing.
func (s *deckFiles) guard(ctx *scenes.Context, then func(ctx *scenes.Context)) {
	if !s.changed() {
		then(ctx)
		return
	}
	s.ask = ask.New("Save changes to "+s.title()+"?",
		ask.Answer{Label: "Save", Style: widget.Primary, Act: func(ctx *scenes.Context) {
			if s.saveDeck(ctx, then) {
				then(ctx)
			}
		}},
		ask.Answer{Label: "Don't save", Style: widget.Plain, Act: then},
		ask.Answer{Label: "Cancel", Style: widget.Quiet, Act: nil})
}

// leave goes back, asking first about unsaved changes.
func (s *deckFiles) leave(ctx *scenes.Context) {
	if s.build != nil {
		back := func(ctx *scenes.Context) { ctx.Switch(s.build.Back()) }
		if !s.changed() {
			back(ctx)
			return
		}
		s.ask = ask.New("Leave without using this deck? Its cards stay in the pool.",
			ask.Answer{Label: "Leave", Style: widget.Primary, Act: back},
			ask.Answer{Label: "Stay", Style: widget.Quiet, Act: nil})
		return
	}
	s.guard(ctx, func(ctx *scenes.Context) { ctx.Switch(s.back(s.saved)) })
}

// newDeck empties the editor for a new deck, asking first about unsaved
// changes.
func (s *deckFiles) newDeck(ctx *scenes.Context) {
	s.guard(ctx, func(*scenes.Context) {
		s.setDeck(nil)
		s.setSchemes(nil)
		s.name.Text, s.loaded, s.dirty = "", "", false
		s.say(false, "A new deck: add cards from the left.")
	})
}

// saveDeck saves the deck under the name typed and reports whether it
// did. Saving over another saved deck asks first; when the player agrees,
// it saves and then runs then (which may be nil). An unfinished deck may
// be saved.
func (s *deckFiles) saveDeck(ctx *scenes.Context, then func(*scenes.Context)) bool {
	name := s.deckName()
	if err := store.CheckDeckName(name); err != nil {
		s.say(true, "%s: type it in the box at the top left.", widget.Capital(strings.TrimSuffix(reason(err), ".")))
		s.name.Focused = true
		return false
	}
	if s.svc.Store == nil {
		s.say(true, "There is nowhere to keep decks.")
		return false
	}
	names, _ := s.svc.Store.DeckNames(store.MainDecks)
	// Names differing only in case are one file on some systems.
	taken := slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, name) })
	if taken && !strings.EqualFold(name, s.loaded) {
		s.ask = ask.New("There is already a deck called “"+name+"”. Replace it?",
			ask.Answer{Label: "Replace", Style: widget.Primary, Act: func(ctx *scenes.Context) {
				if s.write(name) && then != nil {
					then(ctx)
				}
			}},
			ask.Answer{Label: "Cancel", Style: widget.Quiet, Act: nil})
		return false
	}
	return s.write(name)
}

// write saves the deck as name and reports whether it could.
func (s *deckFiles) write(name string) bool {
	if err := s.svc.Store.SaveDeck(name, s.Deck(), s.Schemes()...); err != nil {
		s.say(true, "The deck could not be saved: %s.", strings.TrimSuffix(reason(err), "."))
		return false
	}
	s.loaded, s.saved, s.dirty = name, name, false
	s.name.Text = name
	s.say(false, "Saved “%s”: %s.", name, s.contents())
	return true
}

// deleteDeck asks, then deletes the saved deck the editor holds; its
// cards stay in the editor as a deck not saved.
func (s *deckFiles) deleteDeck() {
	if s.loaded == "" {
		s.say(true, "This deck is not saved, so there is nothing to delete.")
		return
	}
	name := s.loaded
	s.ask = ask.New("Delete the saved deck “"+name+"”? This cannot be undone.",
		ask.Answer{Label: "Delete", Style: widget.Primary, Act: func(*scenes.Context) {
			if err := s.svc.Store.DeleteDeck(store.MainDecks, name); err != nil {
				s.say(true, "“%s” could not be deleted: %s.", name, strings.TrimSuffix(reason(err), "."))
				return
			}
			if s.saved == name {
				s.saved = ""
			}
			s.loaded, s.dirty = "", s.Total() > 0 || s.SchemeTotal() > 0
			s.say(false, "Deleted “%s”. Its cards are still here: Save keeps them again.", name)
		}},
		ask.Answer{Label: "Cancel", Style: widget.Quiet, Act: nil})
}

// openSaved replaces the deck with the saved deck named name. A deck that
// cannot be read is reported and the deck left as it was.
func (s *deckFiles) openSaved(name string) {
	if s.svc.Store == nil || s.lib == nil {
		s.say(true, "There is nowhere to keep decks.")
		return
	}
	d, err := s.svc.Store.LoadDeck(name, s.lib)
	if err != nil {
		s.say(true, "“%s” could not be opened: %s.", name, strings.TrimSuffix(reason(err), "."))
		return
	}
	left := s.setOpened(d)
	s.name.Text, s.loaded, s.dirty = name, name, false
	s.say(false, "Opened “%s”: %s.%s", name, s.contents(), left)
}

// openReady replaces the deck with a copy of the ready-made deck stem,
// named after it, not saved yet.
func (s *deckFiles) openReady(stem string) {
	data, err := fs.ReadFile(assets.Decks, stem+".deck")
	var d *card.Deck
	if err == nil && s.lib != nil {
		d, err = card.ParseDeck(stem+".deck", bytes.NewReader(data), s.lib)
	}
	if err != nil || d == nil {
		s.say(true, "The ready-made deck %s could not be opened.", stem)
		return
	}
	left := s.setOpened(d)
	s.name.Text, s.loaded, s.dirty = d.Name, "", false
	if strings.EqualFold(d.Name, stem) {
		s.name.Text = readyTitle(stem)
	}
	s.say(false, "A copy of the ready-made “%s”: %s. Save keeps it as your own.%s", s.name.Text, s.contents(), left)
}

// setOpened puts an opened deck's main deck and scheme deck in the
// editor and returns what was left out, as a sentence starting with a
// space ("" when nothing): its sideboard, its schemes where the editor
// has no scheme deck, cards the source does not offer.
func (s *deckFiles) setOpened(d *card.Deck) string {
	cards, out := offered(s.parts[mainPart].src, d.Cards())
	s.setDeck(cards)
	var left []string
	if n := sum(d.Side); n > 0 {
		left = append(left, plural(n, "sideboard card"))
	}
	if !s.hasSchemes() {
		if n := sum(d.Schemes); n > 0 {
			left = append(left, plural(n, "scheme"))
		}
	} else {
		schemes, gone := offered(s.parts[schemePart].src, d.SchemeCards())
		s.setSchemes(schemes)
		out += gone
	}
	if out > 0 {
		left = append(left, plural(out, "card")+" not offered here")
	}
	if len(left) == 0 {
		return ""
	}
	return " Left out: " + strings.Join(left, ", ") + "."
}

// offered returns the cards of cards that src offers, and how many it
// does not.
func offered(src Source, cards []*card.Def) (in []*card.Def, out int) {
	for _, c := range cards {
		if slices.Contains(src.Cards(), c) {
			in = append(in, c)
		} else {
			out++
		}
	}
	return in, out
}

// readyTitle names a ready-made deck from its file name:
// "block-bg-mossgut-grudge" is "Mossgut Grudge".
func readyTitle(stem string) string {
	words := strings.Split(stem, "-")
	if len(words) > 2 && words[0] == "block" {
		words = words[2:]
	} else if len(words) > 1 && len(words[0]) == 2 {
		words = words[1:]
	}
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// sum counts the cards of deck entries.
func sum(es []card.DeckEntry) int {
	n := 0
	for _, e := range es {
		n += e.Count
	}
	return n
}

// plural returns "1 card", "2 cards".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
