package league

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"
)

// v1League is the league testdata/v1.league holds, saved by version 1 of
// the file: three players and 200 random actions.
func v1League(t testing.TB) *League {
	l := newTest(t, 3, 3, Block(), 9)
	l.target = 1000
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		mustApply(t, l, randomAction(l, r))
	}
	return l
}

// TestVersionOneFilesStillRead reads a league saved before the decks'
// cards were listed by number: it is the league that was saved, and goes
// on as it would have.
func TestVersionOneFilesStillRead(t *testing.T) {
	loadTestCards(t)
	v1, err := os.ReadFile("testdata/v1.league")
	if err != nil {
		t.Fatal(err)
	}
	old, err := Unmarshal(v1, testLib.Card)
	if err != nil {
		t.Fatal(err)
	}
	l := v1League(t)
	a, _ := old.Marshal()
	b, _ := l.Marshal()
	if !bytes.Equal(a, b) {
		t.Fatal("the version 1 file reads as another league")
	}
	r1, r2 := rand.New(rand.NewPCG(8, 8)), rand.New(rand.NewPCG(8, 8))
	for range 50 {
		mustApply(t, old, randomAction(old, r1))
		mustApply(t, l, randomAction(l, r2))
	}
	a, _ = old.Marshal()
	b, _ = l.Marshal()
	if !bytes.Equal(a, b) {
		t.Error("the league read from version 1 went on differently")
	}
}

// TestDeckListsKeepTheFileSmall saves the league of testdata/v1.league
// (21 decks, 35 rounds) as version 2: under half the bytes of version
// 1 with its spaces taken out, the decks' cards a tenth.
func TestDeckListsKeepTheFileSmall(t *testing.T) {
	v1, err := os.ReadFile("testdata/v1.league")
	if err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, v1); err != nil {
		t.Fatal(err)
	}
	v2, err := v1League(t).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	decks := func(data []byte) int {
		var f struct{ Decks json.RawMessage }
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		return len(f.Decks)
	}
	t.Logf("version 1: %d bytes (%d without spaces, decks %d); version 2: %d bytes (decks %d)", len(v1), compact.Len(), decks(compact.Bytes()), len(v2), decks(v2))
	if 2*len(v2) > compact.Len() || 10*decks(v2) > decks(compact.Bytes())+decks(compact.Bytes())/2 {
		t.Errorf("version 2 is %d bytes (decks %d), version 1 %d (decks %d)", len(v2), decks(v2), compact.Len(), decks(compact.Bytes()))
	}
}

// TestMarshalRefusesWhatUnmarshalCannotRead gives a league more rounds
// than a file may list: Marshal refuses it instead of writing a file that
// would not read back.
func TestMarshalRefusesWhatUnmarshalCannotRead(t *testing.T) {
	l := v1League(t)
	l.rounds = append(l.rounds, make([]Round, maxRounds)...)
	if _, err := l.Marshal(); err != ErrTooLong {
		t.Errorf("Marshal of %d rounds: %v", len(l.rounds), err)
	}
}
