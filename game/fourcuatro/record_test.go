package fourcuatro

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

func TestRecordReplaysTheSameGame(t *testing.T) {
	defs := cardList(t)
	for _, setup := range []Setup{
		{Format: Basic, Names: [2]string{"Ana", "Ben"}, Cards: defs},
		{Format: Constructed, Names: [2]string{"Ana", "Ben"}, Cards: defs, Decks: [2][]*Def{someConstructed(defs, 3), someConstructed(defs, 17)}},
	} {
		g, err := New(setup, 42)
		if err != nil {
			t.Fatal(err)
		}
		rec := NewRecord(setup, 42)
		rng := rand.New(rand.NewPCG(4, 2))
		for i := 0; i < 120 && !g.Over(); i++ {
			acts := g.Legal()
			a := acts[rng.IntN(len(acts))]
			do(t, g, a)
			rec.Actions = append(rec.Actions, a)
		}
		data, err := rec.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		back, err := UnmarshalRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		h, err := back.Replay(defs)
		if err != nil {
			t.Fatal(err)
		}
		for s := Seat(0); s < 2; s++ {
			if !reflect.DeepEqual(g.View(s), h.View(s)) {
				t.Errorf("%v: the replayed game differs for seat %d", setup.Format, s)
			}
		}
	}
}

func TestBrokenRecordsAreRefused(t *testing.T) {
	if _, err := UnmarshalRecord([]byte("{not json")); err == nil {
		t.Error("broken JSON accepted")
	}
	rec := &Record{Format: Basic, Seed: 1, Actions: []Action{PlayTrap(3)}}
	if _, err := rec.Replay(cardList(t)); !errors.Is(err, ErrIllegal) {
		t.Errorf("an illegal action replayed: %v", err)
	}
	rec = &Record{Format: Constructed, Decks: [2][]string{{"Nothing Such"}}}
	if _, err := rec.Replay(cardList(t)); err == nil {
		t.Error("an unknown card replayed")
	}
}

func TestRecordHashIsCheckedWhenThere(t *testing.T) {
	defs := cardList(t)
	setup := Setup{Format: Basic, Cards: defs}
	g, err := New(setup, 9)
	if err != nil {
		t.Fatal(err)
	}
	rec := NewRecord(setup, 9)
	rng := rand.New(rand.NewPCG(9, 9))
	for range 50 {
		acts := g.Legal()
		a := acts[rng.IntN(len(acts))]
		do(t, g, a)
		rec.Actions = append(rec.Actions, a)
	}
	// A record written before hashes were kept still replays.
	old, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(old), "hash") {
		t.Fatalf("a record without a hash writes one: %s", old)
	}
	rec.Hash = g.Hash()
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range [][]byte{old, data} {
		back, err := UnmarshalRecord(d)
		if err != nil {
			t.Fatal(err)
		}
		if h, err := back.Replay(defs); err != nil || h.Hash() != g.Hash() {
			t.Fatalf("replay: %v", err)
		}
	}
	rec.Hash++
	if _, err := rec.Replay(defs); err == nil || !strings.Contains(err.Error(), "hash") {
		t.Errorf("a record with a wrong hash replayed: %v", err)
	}
}
