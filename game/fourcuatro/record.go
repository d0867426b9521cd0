package fourcuatro

import (
	"encoding/json"
	"fmt"
)

// Record is a whole game as data: the set-up (by card names), the seed and
// every action taken. Replaying it rebuilds the game exactly, which is how
// games are saved and continued.
type Record struct {
	Format  Format      `json:"format"`
	Names   [2]string   `json:"names"`
	Seed    uint64      `json:"seed"`
	Decks   [2][]string `json:"decks,omitempty"` // constructed decks, by card name
	Actions []Action    `json:"actions"`
	// Hash is the game's Hash after the last action, when known (0, as in
	// records written before it was kept: not checked).
	Hash uint64 `json:"hash,omitempty"`
}

// NewRecord starts the record of a game dealt from setup and seed.
func NewRecord(setup Setup, seed uint64) *Record {
	r := &Record{Format: setup.Format, Names: setup.Names, Seed: seed}
	if setup.Format == Constructed {
		for s, deck := range setup.Decks {
			for _, d := range deck {
				r.Decks[s] = append(r.Decks[s], d.Name)
			}
		}
	}
	return r
}

// Setup rebuilds the set-up from the card list.
func (r *Record) Setup(cards []*Def) (Setup, error) {
	setup := Setup{Format: r.Format, Names: r.Names, Cards: cards}
	if r.Format != Constructed {
		return setup, nil
	}
	byName := map[string]*Def{}
	for _, d := range cards {
		byName[d.Name] = d
	}
	for s, names := range r.Decks {
		for _, n := range names {
			d, ok := byName[n]
			if !ok {
				return Setup{}, fmt.Errorf("fourcuatro: the record's deck %d names an unknown card %q", s+1, n)
			}
			setup.Decks[s] = append(setup.Decks[s], d)
		}
	}
	return setup, nil
}

// Replay deals the game again and applies every action, stopping with an
// error at the first one that is not legal; a game that ends with another
// hash than the record's (when it has one) is an error too.
func (r *Record) Replay(cards []*Def) (*Game, error) {
	setup, err := r.Setup(cards)
	if err != nil {
		return nil, err
	}
	g, err := New(setup, r.Seed)
	if err != nil {
		return nil, err
	}
	for i, a := range r.Actions {
		if _, err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("fourcuatro: record action %d: %w", i+1, err)
		}
	}
	if err := r.CheckHash(g); err != nil {
		return nil, err
	}
	return g, nil
}

// CheckHash reports an error when the record has a hash and g, the game
// it was replayed into, hashes otherwise.
func (r *Record) CheckHash(g *Game) error {
	if h := g.Hash(); r.Hash != 0 && h != r.Hash {
		return fmt.Errorf("fourcuatro: the replayed game ends with hash %016x, the record says %016x", h, r.Hash)
	}
	return nil
}

// Marshal encodes the record as JSON.
func (r *Record) Marshal() ([]byte, error) { return json.MarshalIndent(r, "", "\t") }

// UnmarshalRecord decodes a record written by Marshal.
func UnmarshalRecord(data []byte) (*Record, error) {
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("fourcuatro: not a game record: %w", err)
	}
	if err := r.Check(); err != nil {
		return nil, err
	}
	return &r, nil
}

// Check reports what makes a decoded record unusable before it is
// replayed: an unknown format. Replay finds illegal actions.
func (r *Record) Check() error {
	if r.Format > Constructed {
		return fmt.Errorf("fourcuatro: unknown format %d in the record", r.Format)
	}
	return nil
}
