package record

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

func TestGoldenRoundTrip(t *testing.T) {
	text := golden(t)
	r, err := readString(goldenFile, text, testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range r.Seats {
		if s.Name != "" || s.Controller != DefaultController || len(s.Deck) == 0 || s.DeckName == "" {
			t.Errorf("seat %d read as %q %q %q with %d cards", i+1, s.Name, s.Controller, s.DeckName, len(s.Deck))
		}
	}
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	if b.String() != text {
		t.Error("reading and writing the golden replay changes it")
	}
}

func TestRoundTripNamesAndControllers(t *testing.T) {
	lib := testLib(t)
	r, err := readString(goldenFile, golden(t), lib)
	if err != nil {
		t.Fatal(err)
	}
	r.Seats[0].Name, r.Seats[0].Controller = "Ada Lovelace", Human
	r.Seats[1].Name, r.Seats[1].Controller = "Deep 2", "hard"
	r.Result = ""
	r.Actions = r.Actions[:10]
	r.Hash = 0
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\nseat 1 rg-stampede\n  name Ada Lovelace\n  controller human\n  4 ", "\n  name Deep 2\n  controller hard\n",
		"\nhash 0000000000000000\nactions 10\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("file lacks %q:\n%s", want, b.String())
		}
	}
	if strings.Contains(b.String(), "\nresult") {
		t.Error("an empty result is written")
	}
	back, err := readString("again", b.String(), lib)
	if err != nil {
		t.Fatal(err)
	}
	var b2 bytes.Buffer
	if err := Write(&b2, back); err != nil {
		t.Fatal(err)
	}
	if b2.String() != b.String() {
		t.Errorf("second round trip differs:\n%s\n---\n%s", b.String(), b2.String())
	}
	if back.Seats[0].Name != "Ada Lovelace" || back.Seats[1].Controller != "hard" || back.Variant != r.Variant ||
		back.Seed != r.Seed || back.MaxTurns != r.MaxTurns || len(back.Actions) != 10 || back.Seats[1].DeckName != "br-cinders" {
		t.Errorf("read back %+v", back)
	}
	for i := range r.Seats {
		if len(back.Seats[i].Deck) != len(r.Seats[i].Deck) {
			t.Fatalf("seat %d: %d cards, want %d", i+1, len(back.Seats[i].Deck), len(r.Seats[i].Deck))
		}
		for j, c := range r.Seats[i].Deck {
			if back.Seats[i].Deck[j] != c {
				t.Errorf("seat %d card %d is %s, want %s", i+1, j, back.Seats[i].Deck[j].Name, c.Name)
			}
		}
	}
	if _, err := back.Start(); err != nil {
		t.Errorf("the first 10 actions no longer play: %v", err)
	}
}

// TestReadErrors edits one line of the golden replay into every kind of
// malformed line and checks the error names the file and the line.
func TestReadErrors(t *testing.T) {
	lib := testLib(t)
	text := golden(t)
	lineOf := func(s, prefix string) int { // the line that is prefix, else the last that starts with it
		n := 0
		for i, l := range strings.Split(s, "\n") {
			if l == prefix {
				return i + 1
			}
			if strings.HasPrefix(l, prefix) {
				n = i + 1
			}
		}
		if n == 0 {
			t.Fatalf("no line starts with %q", prefix)
		}
		return n
	}
	replace := func(old, new string) func(string) string {
		return func(s string) string {
			if !strings.Contains(s, old) {
				t.Fatalf("golden replay lacks %q", old)
			}
			return strings.Replace(s, old, new, 1)
		}
	}
	for _, tc := range []struct {
		name string
		edit func(string) string
		line string // the line the error names starts with this ("": the last line)
		want string
	}{
		{"magic", replace("kitchentable-replay 1", "kitchentable-replay 9"), "kitchentable-replay", "not a replay file or saved game"},
		{"unknown", replace("\nseed ", "\nflavour sweet\nseed "), "flavour", `unknown line "flavour sweet"`},
		{"variant", replace("\nvariant plain", "\nvariant two words"), "variant", `expected "variant NAME"`},
		{"variant twice", replace("\nseed ", "\nvariant plain\nseed "), "variant", "a second variant line"},
		{"seed", replace("\nseed 122", "\nseed x122"), "seed", `bad seed "x122"`},
		{"max-turns", replace("\nmax-turns 200", "\nmax-turns lots"), "max-turns", `bad max-turns "lots"`},
		{"negative max-turns", replace("\nmax-turns 200", "\nmax-turns -1"), "max-turns", "cannot be negative"},
		{"hash", replace("\nhash ", "\nhash zz"), "hash", "bad hash"},
		{"actions", replace("\nactions ", "\nactions many"), "actions", "bad actions"},
		{"negative actions", replace("\nactions ", "\nactions -"), "actions", "cannot be negative"},
		{"seat number", replace("\nseat 2 ", "\nseat 3 "), "seat 3", `expected "seat 2 DECK", got "seat 3 br-cinders"`},
		{"card before seat", replace("\nseat 1 ", "\n4 Sparkrunner\nseat 1 "), "4 Sparkrunner", "a card line before the first seat line"},
		{"name before seat", replace("\nseat 1 ", "\nname Ada\nseat 1 "), "name Ada", "a name line before the first seat line"},
		{"card count", replace("\n  4 Sparkrunner", "\n  0 Sparkrunner"), "  0 Sparkrunner", `expected "COUNT Card Name", got "0 Sparkrunner"`},
		{"card copies", replace("\n  4 Sparkrunner", "\n  1000 Sparkrunner"), "  1000 Sparkrunner", "1000 copies of Sparkrunner (at most 999 a line)"},
		{"deck size", replace("\n  4 Sparkrunner", strings.Repeat("\n  999 Sparkrunner", 10)), "  3 Thicket Tender", "seat 1 has more than 10000 cards"},
		{"card name", replace("\n  4 Sparkrunner", "\n  4"), "  4", `expected "COUNT Card Name", got "4"`},
		{"unknown card", replace("\n  4 Sparkrunner", "\n  4 No Such Card"), "  4 No Such Card", `unknown card "No Such Card"`},
		{"empty name", replace("\nseat 1 rg-stampede", "\nseat 1 rg-stampede\n  name"), "  name", `expected "name NAME"`},
		{"two names", replace("\nseat 1 rg-stampede", "\nseat 1 rg-stampede\n  name A\n  name B"), "  name B", "a second name line for seat 1"},
		{"empty controller", replace("\nseat 1 rg-stampede", "\nseat 1 rg-stampede\n  controller "), "  controller", `expected "controller human or an AI level"`},
		{"controller words", replace("\nseat 1 rg-stampede", "\nseat 1 rg-stampede\n  controller very hard"), "  controller", `bad controller "very hard"`},
		{"two controllers", replace("\nseat 2 br-cinders", "\nseat 2 br-cinders\n  controller human\n  controller easy"), "  controller easy", "a second controller line for seat 2"},
		{"count", replace("\nactions ", "\nactions 1"), "actions", "actions listed, but the actions line says 1"},
		{"no variant", replace("\nvariant plain\n", "\n"), "", "the file ends without a variant line"},
		{"no hash", func(s string) string { return regexpCut(t, s, "\nhash ") }, "", "the file ends without a hash line"},
		{"no actions", func(s string) string { h, _, _ := strings.Cut(s, "\nactions "); return h + "\n" }, "", "the file ends without an actions line"},
		{"no seats", func(s string) string {
			h, _, _ := strings.Cut(s, "\nseat 1")
			_, rest, _ := strings.Cut(s, "\nresult")
			return h + "\nresult" + rest
		}, "", "the file ends without a seat line"},
		{"empty", func(string) string { return "" }, "", "the file is empty"},
		{"long line", func(s string) string { return s + strings.Repeat("x", 70000) }, "", "the line is longer than 4096 bytes"},
		{"long name", replace("\nseat 1 rg-stampede", "\nseat 1 rg-stampede\n  name "+strings.Repeat("N", 65)), "  name", "the name is 65 characters long (at most 64)"},
		{"long deck name", replace("\nseat 1 rg-stampede", "\nseat 1 "+strings.Repeat("d", 1025)), "seat 1", "the deck name is 1025 characters long (at most 1024)"},
		{"long result", replace("\nresult ", "\nresult "+strings.Repeat("r", 1025)), "result", "the result is"},
		{"nine seats", func(s string) string {
			for i := 3; i <= 9; i++ {
				s = strings.Replace(s, "\nresult", fmt.Sprintf("\nseat %d x\n  1 Sparkrunner\nresult", i), 1)
			}
			return s
		}, "seat 9", "more than 8 seats"},
		{"too many actions", replace("\nactions ", "\nactions 2000000\n#"), "actions", "2000000 actions is more than a game has"},
		{"more actions than said", func(s string) string { return s + "pass\n" }, "", "more actions than the"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := tc.edit(text)
			line := strings.Count(bad, "\n")
			if !strings.HasSuffix(bad, "\n") {
				line++
			}
			if tc.line != "" {
				line = lineOf(bad, tc.line)
			}
			prefix := "record: bad.replay:" + strconv.Itoa(max(line, 1)) + ": "
			_, err := readString("bad.replay", bad, lib)
			if err == nil || !strings.HasPrefix(err.Error(), prefix) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v\nwant %q and %q", err, prefix, tc.want)
			}
		})
	}
}

// regexpCut removes the line that starts with prefix (which begins with a
// line break).
func regexpCut(t *testing.T, s, prefix string) string {
	t.Helper()
	head, rest, ok := strings.Cut(s, prefix)
	if !ok {
		t.Fatalf("no %q", prefix)
	}
	_, rest, _ = strings.Cut(rest, "\n")
	return head + "\n" + rest
}

func TestReadFailingReader(t *testing.T) {
	text := golden(t)[:300]
	text = text[:strings.LastIndex(text, "\n")+1]
	_, err := Read("broken.replay", &failAfter{data: text}, testLib(t))
	if err == nil || !strings.HasPrefix(err.Error(), "record: broken.replay:"+strconv.Itoa(strings.Count(text, "\n")+1)+": ") || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("error %v", err)
	}
}

// failAfter reads data, then fails.
type failAfter struct{ data string }

func (f *failAfter) Read(p []byte) (int, error) {
	if f.data == "" {
		return 0, errors.New("disk on fire")
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}

func TestWriteRefuses(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(r *Record)
		want string
	}{
		{"variant", func(r *Record) { r.Variant = "" }, "the variant is empty"},
		{"variant words", func(r *Record) { r.Variant = "a b" }, "not one word"},
		{"name", func(r *Record) { r.Seats[1].Name = "Ada\nseed 5" }, "seat 2 name"},
		{"name spaces", func(r *Record) { r.Seats[0].Name = " Ada" }, "seat 1 name"},
		{"controller", func(r *Record) { r.Seats[0].Controller = "very hard" }, "seat 1 controller"},
		{"deck", func(r *Record) { r.Seats[0].DeckName = "x\ny" }, "seat 1 deck name"},
		{"card", func(r *Record) { r.Seats[0].Deck = append(r.Seats[0].Deck[:1:1], nil) }, "seat 1 has a missing card"},
		{"result", func(r *Record) { r.Result = "won\n" }, "the result"},
		{"no seats", func(r *Record) { r.Seats = nil }, "no seats"},
		{"action", func(r *Record) { r.Actions = append(r.Actions[:1:1], "# pass") }, `action 2 "# pass"`},
		{"blank action", func(r *Record) { r.Actions = append(r.Actions[:1:1], " ") }, "action 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := *r
			c.Seats = append([]Seat(nil), r.Seats...)
			tc.edit(&c)
			var b bytes.Buffer
			err := Write(&b, &c)
			if err == nil || !strings.HasPrefix(err.Error(), "record: ") || !strings.Contains(err.Error(), tc.want) || b.Len() != 0 {
				t.Errorf("error %v, %d bytes written; want %q", err, b.Len(), tc.want)
			}
		})
	}
}

func TestWriteManyCopies(t *testing.T) {
	lib := testLib(t)
	r, err := readString(goldenFile, golden(t), lib)
	if err != nil {
		t.Fatal(err)
	}
	forest, ok := lib.Card("Forest")
	if !ok {
		t.Fatal("no Forest")
	}
	r.Seats[0].Deck = nil
	for i := 0; i < 1500; i++ {
		r.Seats[0].Deck = append(r.Seats[0].Deck, forest)
	}
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "\n  999 Forest\n  501 Forest\n") {
		t.Errorf("1500 Forests written as:\n%.300s", b.String())
	}
	back, err := readString("many", b.String(), lib)
	if err != nil || len(back.Seats[0].Deck) != 1500 {
		t.Errorf("read back: %v", err)
	}
}

func TestWriteFailingWriter(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(failWriter{}, r); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("error %v", err)
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestReadSkipsAByteOrderMark reads a replay an editor saved with a
// byte-order mark at its start.
func TestReadSkipsAByteOrderMark(t *testing.T) {
	lib := testLib(t)
	r, err := readString("bom.replay", "\ufeff"+golden(t), lib)
	if err != nil {
		t.Fatalf("a replay with a byte-order mark: %v", err)
	}
	if len(r.Seats) != 2 || len(r.Actions) == 0 {
		t.Fatalf("read %d seats and %d actions", len(r.Seats), len(r.Actions))
	}
}

// TestReadRefusesAHugeFile reads a file over the size limit: one sentence
// naming the file and the limit.
func TestReadRefusesAHugeFile(t *testing.T) {
	huge := golden(t) + strings.Repeat("# padding\n", maxFile/10+1)
	_, err := readString("huge.replay", huge, testLib(t))
	if err == nil || err.Error() != "record: game file huge.replay is larger than 64 MB; a game file may be at most 64 MB" {
		t.Fatalf("error %v", err)
	}
}
