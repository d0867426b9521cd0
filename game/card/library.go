package card

import (
	"fmt"
	"sort"
	"strings"
)

// Library is every loaded card, found by name. It never changes after
// NewLibrary, so games and AI goroutines may share it.
type Library struct {
	sets   []*Set
	cards  map[string]*Def // exact name
	folded map[string]*Def // lower-case name
	tokens map[string]*Def // first token of each name, in set order
	all    []*Def
}

// NewLibrary gathers sets into a library. Two cards with the same name
// (ignoring case) or two sets with the same code are an error naming both
// files. Tokens are kept apart from cards: their names need only be unique
// within a set.
func NewLibrary(sets ...*Set) (*Library, error) {
	l := &Library{
		sets:   append([]*Set(nil), sets...),
		cards:  map[string]*Def{},
		folded: map[string]*Def{},
		tokens: map[string]*Def{},
	}
	codes := map[string]*Set{}
	for _, s := range sets {
		if prev, dup := codes[s.Code]; dup {
			return nil, &Error{File: s.File, Line: s.CodeLine, Msg: fmt.Sprintf("the set code %s is already used by %s (line %d)",
				s.Code, prev.File, prev.CodeLine)}
		}
		codes[s.Code] = s
		for _, d := range s.Cards {
			key := strings.ToLower(d.Name)
			if prev, dup := l.folded[key]; dup {
				return nil, fmt.Errorf("card: %s:%d: duplicate card name %q (also %s:%d)",
					d.File, d.Line, d.Name, prev.File, prev.Line)
			}
			l.cards[d.Name], l.folded[key] = d, d
		}
		for _, t := range s.Tokens {
			if _, dup := l.tokens[t.Name]; !dup {
				l.tokens[t.Name] = t
			}
		}
		byName := append([]*Def(nil), s.Cards...)
		sort.SliceStable(byName, func(i, j int) bool { return byName[i].Name < byName[j].Name })
		l.all = append(l.all, byName...)
	}
	return l, nil
}

// Card returns the card with the given name. An exact match wins;
// otherwise case is ignored. Tokens are not cards.
func (l *Library) Card(name string) (*Def, bool) {
	if d, ok := l.cards[name]; ok {
		return d, true
	}
	d, ok := l.folded[strings.ToLower(name)]
	return d, ok
}

// Token returns the first token definition with the given name, in set order.
func (l *Library) Token(name string) (*Def, bool) {
	d, ok := l.tokens[name]
	return d, ok
}

// All returns every card (no tokens), ordered by set in the order the sets
// were given, then by name. The slice is a copy.
func (l *Library) All() []*Def { return append([]*Def(nil), l.all...) }

// Sets returns the sets in the order they were given. The slice is a copy.
func (l *Library) Sets() []*Set { return append([]*Set(nil), l.sets...) }
