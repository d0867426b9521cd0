package store

import (
	"fmt"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/render/textfit"
)

// Bounds of the strings read from the store's files: a longer one is
// cut or dropped in the settings (saved games are bounded by record.Read
// and by the FourCuatro save's check), so that no screen has to draw, fit
// or lay out more than this.
const (
	// MaxName is the longest player name, in characters.
	MaxName = textfit.MaxName
	// maxPath is the longest deck path, in bytes.
	maxPath = 4096
)

// checkName reports a name longer than MaxName characters.
func checkName(name string) error {
	if n := utf8.RuneCountInString(name); n > MaxName {
		return fmt.Errorf("a name of %d characters (at most %d are allowed)", n, MaxName)
	}
	return nil
}

// bound cuts s to max bytes or, when it is longer, to "" (for values
// that mean nothing cut short: paths, choices).
func bound(s string, max int) string {
	if len(s) > max {
		return ""
	}
	return s
}

// boundStrings brings the settings' strings within bounds: names are cut
// to MaxName characters; deck paths, deck names and choices too long to
// be real are dropped (the screens then offer their defaults).
func (s *Settings) boundStrings() {
	for i := range s.LastSeats {
		c := &s.LastSeats[i]
		c.Name = textfit.Cut(c.Name, MaxName)
		c.Controller = bound(c.Controller, MaxName)
		c.Deck = bound(c.Deck, maxPath)
	}
	g := &s.LastGame
	g.Mode, g.Pool, g.MinDeck, g.Shared = bound(g.Mode, 2*MaxName), bound(g.Pool, MaxName), bound(g.MinDeck, MaxName), bound(g.Shared, MaxName)
	g.Library, g.LibraryFile, g.Start = bound(g.Library, MaxName), bound(g.LibraryFile, maxPath), bound(g.Start, MaxName)
	g.Collection = bound(g.Collection, MaxName)
	f := &s.FourCuatro
	f.Opponent, f.Format = bound(f.Opponent, MaxName), bound(f.Format, MaxName)
	for i := range f.Names {
		f.Names[i] = textfit.Cut(f.Names[i], MaxName)
		if f.Decks[i] != "" && CheckDeckName(f.Decks[i]) != nil {
			f.Decks[i] = ""
		}
	}
}
