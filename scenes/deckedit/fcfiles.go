package deckedit

import (
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// fcStoreErr returns a store error for people.
func fcStoreErr(err error) string { return widget.Capital(strings.TrimPrefix(err.Error(), "store: ")) }

// loadDeck replaces the deck with the saved deck named name. A deck that
// cannot be read is reported and the deck left as it was; its file is not
// touched.
func (s *FourCuatro) loadDeck(name string) {
	s.confirm = ""
	if s.svc.Store == nil {
		s.say(true, "There is nowhere to keep decks")
		return
	}
	deck, err := s.svc.Store.LoadFDeck(name, s.list)
	if err != nil {
		s.say(true, "“%s” could not be loaded: %s", name, strings.TrimPrefix(err.Error(), "store: "))
		return
	}
	s.setDeck(deck)
	s.loaded, s.dirty = name, false
	s.name.Text = name
	s.say(false, "Loaded “%s”", name)
	if p := s.Problem(); p != "" {
		s.say(true, "Loaded “%s”, which is not ready to play: %s", name, p)
	}
}

// pickLoad loads the deck chosen in the load list; with unsaved changes
// it first asks to be chosen again.
func (s *FourCuatro) pickLoad(name string) {
	s.load.Index = 0
	if s.dirty && s.confirm != "load "+name {
		s.say(true, "The deck has unsaved changes: choose “%s” again to load it anyway", name)
		s.confirm = "load " + name
		return
	}
	s.loadDeck(name)
}

// saveDeck saves the deck under the name typed and reports whether it
// did. Replacing another saved deck asks to be confirmed with a second
// Save. An unfinished deck may be saved, to finish later.
func (s *FourCuatro) saveDeck() bool {
	name := strings.TrimSpace(s.name.Text)
	if err := store.CheckDeckName(name); err != nil {
		s.say(true, "%s: type it in the name box at the top", fcStoreErr(err))
		s.name.Focused = true
		s.confirm = ""
		return false
	}
	if s.svc.Store == nil {
		s.say(true, "There is nowhere to keep decks")
		return false
	}
	// Names differing only in case are one file on some systems.
	taken := slices.ContainsFunc(s.saved, func(n string) bool { return strings.EqualFold(n, name) })
	if taken && !strings.EqualFold(name, s.loaded) && s.confirm != "replace "+name {
		s.say(true, "There is already a deck called “%s”: Save again to replace it", name)
		s.confirm = "replace " + name
		return false
	}
	s.confirm = ""
	if err := s.svc.Store.SaveFDeck(name, s.Deck(), s.list); err != nil {
		s.say(true, "The deck could not be saved: %s", strings.TrimPrefix(err.Error(), "store: "))
		return false
	}
	s.loaded, s.dirty = name, false
	s.name.Text = name
	s.listSaved()
	if p := s.Problem(); p != "" {
		s.say(false, "Saved “%s” to finish later; it is not ready to play yet", name)
	} else {
		s.say(false, "Saved “%s”", name)
	}
	return true
}

// finish saves the deck, when it changed, and goes back to the set-up with
// it chosen. An illegal deck cannot be chosen.
func (s *FourCuatro) finish(ctx *scenes.Context) {
	if err := s.check(); err != nil {
		s.say(true, "Not ready to play: %v", err)
		s.confirm = ""
		return
	}
	if s.dirty || s.loaded == "" || strings.TrimSpace(s.name.Text) != s.loaded {
		if !s.saveDeck() {
			return
		}
	}
	ctx.Switch(s.back(s.loaded))
}

// leave goes back to the set-up without choosing a deck; with unsaved
// changes it first asks to be pressed again.
func (s *FourCuatro) leave(ctx *scenes.Context) {
	if s.dirty && s.total > 0 && s.confirm != "leave" {
		s.say(true, "The deck has unsaved changes: Back again to leave without them")
		s.confirm = "leave"
		return
	}
	ctx.Switch(s.back(""))
}
