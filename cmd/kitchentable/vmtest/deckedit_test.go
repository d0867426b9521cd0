//go:build kitchentableprobe

package vmtest

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/scenes"
)

// deckName is the name the deck editor test saves its deck under.
const deckName = "E2E Red"

// TestDeckEditorToTheTable builds a deck in the deck editor and plays it,
// as a new player would: Decks, the red filter, clicks on the browser's
// cards (four copies each) until the deck holds forty or more, Mountains
// from the basics row up to sixty, Export. The list on the clipboard is
// then edited as text: two copies of one card become two of a card not in
// the deck, a line gets a set-code suffix " (HTH) 12" and a Sideboard
// section is added. Import reads it back, the deck (exported again) shows
// the change, Save keeps it under deckName, and the set-up's first seat,
// cycled with its Next arrow to "My deck: E2E Red", starts a game whose
// cards in my hand all come from that deck, played to turn 4 with a
// Mountain dragged onto the table in each of my main phases. It needs
// xclip for the clipboard (the guest's and the test's).
func TestDeckEditorToTheTable(t *testing.T) {
	if _, err := exec.LookPath("xclip"); err != nil || os.Getenv("DISPLAY") == "" {
		t.Skip("no xclip on an X display: the deck editor's clipboard cannot be read")
	}
	a := start(t, "")
	p := a.clickTo("Decks", "the deck editor", func(p scenes.Probe) bool { return p.Scene == "deckedit" })
	a.shot("deck-01-editor")

	// The red filter: the browser's cards change.
	before := browserNames(p)
	p = a.clickTo("R", "the red cards", func(p scenes.Probe) bool {
		n := browserNames(p)
		return len(n) > 0 && !slices.Equal(n, before)
	})

	// Four copies of each card shown, paging on, until 44 clicks.
	clicked := map[string]bool{}
	clicks := 0
	for page := 0; clicks < 44 && page < 6; page++ {
		for _, c := range cards(p, "browser", false) {
			if clicks >= 44 {
				break
			}
			if clicked[c.Label] || strings.Contains(c.Label, "Mountain") {
				continue
			}
			clicked[c.Label] = true
			for range 4 {
				p = a.addCard(c)
				clicks++
			}
		}
		if clicks < 44 {
			first := browserNames(p)
			a.Key(ebiten.KeyPageDown)
			p = a.WaitFor("the next page of cards", 60, func(p scenes.Probe) bool { return !slices.Equal(browserNames(p), first) })
		}
	}
	a.shot("deck-03-clicked")
	if len(cards(p, "deck", false)) == 0 {
		t.Fatalf("after %d clicks the deck shows no rows: %+v", clicks, p)
	}
	for _, c := range cards(p, "deck", false) {
		if !clicked[c.Label] {
			t.Errorf("the deck shows %s, which was not clicked", c.Label)
		}
	}
	list := a.exportDeck()
	if n := total(list); n != clicks {
		t.Fatalf("after %d cards clicked into the deck the exported deck holds %d:\n%v", clicks, n, list)
	}

	// Mountains from the basics row's + up to sixty.
	for n := total(list); n < 60; n++ {
		a.addCard(scenes.ProbeItem{})
	}
	list = a.exportDeck()
	if total(list) != 60 || list["Mountain"] == 0 {
		t.Fatalf("after the basics row's +Mountain the deck holds %d cards, %d Mountains; want 60 with Mountains:\n%v", total(list), list["Mountain"], list)
	}
	a.shot("deck-04-sixty")

	// Edit the list as text: 2 of from become 2 of to, a set-code suffix,
	// a sideboard.
	text := readClipboard(t)
	if !strings.Contains(text, fmt.Sprintf("%d Mountain\n", list["Mountain"])) {
		t.Fatalf("the clipboard holds no %q line:\n%s", fmt.Sprintf("%d Mountain", list["Mountain"]), text)
	}
	var from, suffixed string
	for name, n := range list {
		switch {
		case name == "Mountain":
		case from == "" && n >= 3:
			from = name
		case suffixed == "":
			suffixed = name
		}
	}
	var to, side string
	for _, name := range browserNames(p) {
		if list[name] == 0 && !strings.Contains(name, "Mountain") {
			if to == "" {
				to = name
			} else if side == "" {
				side = name
			}
		}
	}
	if from == "" || suffixed == "" || to == "" || side == "" {
		t.Fatalf("found no cards to edit (from %q, suffixed %q, to %q, sideboard %q) in %v and the browser %v", from, suffixed, to, side, list, browserNames(p))
	}
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch line {
		case fmt.Sprintf("%d %s", list[from], from):
			line = fmt.Sprintf("%d %s\n2 %s", list[from]-2, from, to)
		case fmt.Sprintf("%d %s", list[suffixed], suffixed):
			line += " (HTH) 12"
		}
		b.WriteString(line + "\n")
	}
	fmt.Fprintf(&b, "\nSideboard\n2 %s\n", side)
	edited := b.String()
	if !strings.Contains(edited, "(HTH) 12") || !strings.Contains(edited, "2 "+to+"\n") {
		t.Fatalf("the edit found no lines for %s and %s in:\n%s", from, suffixed, text)
	}
	writeClipboard(t, edited)

	// Import: the panel opens on the clipboard's text.
	a.clickTo("Import", "the import panel", func(p scenes.Probe) bool { return hasButton(p, "Paste") })
	p = a.clickTo("Import", "the import's answer", func(p scenes.Probe) bool { return strings.Contains(p.Prompt, "Imported") })
	a.shot("deck-06-imported")
	if !strings.Contains(p.Prompt, "Imported 60 cards") || !strings.Contains(p.Prompt, "2 sideboard cards left out") {
		t.Errorf("the import says %q, want 60 cards imported and the 2 sideboard cards left out", p.Prompt)
	}
	if strings.Contains(p.Prompt, "line ") {
		t.Errorf("the import left out a card line: %q", p.Prompt)
	}
	if hasButton(p, "Close") {
		p = a.clickTo("Close", "the editor", func(p scenes.Probe) bool { return hasButton(p, "Export") })
	}
	if !slices.ContainsFunc(cards(p, "deck", false), func(c scenes.ProbeItem) bool { return c.Label == to }) {
		t.Errorf("the deck's rows do not show %s after the import: %+v", to, cards(p, "deck", false))
	}
	got := a.exportDeck()
	want := map[string]int{}
	for k, v := range list {
		want[k] = v
	}
	want[from] -= 2
	want[to] += 2
	if !mapsEqual(got, want) {
		t.Fatalf("the deck after the import is\n%v\nwant\n%v", got, want)
	}

	// Save under a name and go back to the menu.
	a.Click("Name")
	a.Type(deckName)
	p = a.clickTo("Save", "the deck saved", func(p scenes.Probe) bool { return strings.HasPrefix(p.Prompt, "Saved") })
	if want := "Saved “" + deckName + "”: 60 cards."; p.Prompt != want {
		t.Fatalf("saving says %q, want %q", p.Prompt, want)
	}
	a.clickTo("Back", "the menu", func(p scenes.Probe) bool { return p.Scene == "menu" })

	// Play: the first seat's deck cycler to "My deck: E2E Red", Start.
	// Next, from the random deck: the ready-made decks, then the saved
	// ones (Previous would pass "Deck file…", which opens a file picker).
	p = a.clickTo("Play", "the set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	label := "My deck: " + deckName
	for i := 0; i < 60 && seatDeck(p, 1) != label; i++ {
		shown := seatDeck(p, 1)
		p = a.clickTo("Next deck 1", "the next deck", func(p scenes.Probe) bool { return seatDeck(p, 1) != shown })
	}
	if seatDeck(p, 1) != label {
		t.Fatalf("the first seat's deck choice never showed %q: %+v", label, p)
	}
	if len(p.Seats) == 0 || p.Seats[0].Zone != "human" {
		t.Fatalf("the first seat is not mine: %+v", p.Seats)
	}
	a.typeSeed()
	p = a.clickTo("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })

	// A few turns: keep, a Mountain played in each of my main phases,
	// pass; every card in my hand comes from the deck.
	seen, landed := map[string]bool{}, map[int]bool{}
	for limit := a.Ticks() + gameTicks; p.Scene == "table" && p.Turn < 4 && a.Ticks() < limit; p = a.Probe() {
		for _, c := range p.Cards {
			if c.Mine && c.Zone == "hand" {
				seen[c.Label] = true
			}
		}
		switch {
		case strings.HasPrefix(p.Prompt, "Your turn — drag a card") && !landed[p.Turn] && handMountain(p) != nil:
			landed[p.Turn] = true
			a.playMountain(p)
		default:
			a.archenemyMove(p)
			a.settle(p)
		}
	}
	a.shot("deck-12-last")
	if p.Scene == "table" && p.Turn < 4 {
		t.Fatalf("the game reached only turn %d in %d ticks; the screen shows %+v", p.Turn, a.Ticks(), p)
	}
	if len(seen) == 0 {
		t.Fatal("I never saw a card in my hand")
	}
	for name := range seen {
		if want[name] == 0 {
			t.Errorf("my card %s is not in the deck %q", name, deckName)
		}
	}
	if len(landed) == 0 {
		// 16 Mountains in 60: about one game in twenty draws none by turn 3.
		t.Log("no main phase of mine had a Mountain in hand to play")
	}
	t.Logf("turn %d after %d ticks; Mountains played on turns %v; my cards seen: %v", p.Turn, a.Ticks(), landed, sortedKeys(seen))
}

// addCard adds a copy of browser card c to the deck by clicking it, or a
// Mountain with the basics row's + when c has no label, and returns the
// screen showing the deck one card bigger.
func (a *app) addCard(c scenes.ProbeItem) scenes.Probe {
	a.t.Helper()
	had := deckTotal(a.Probe())
	if c.Label == "" {
		a.Click("+Mountain")
	} else {
		a.ClickAt(c.X+c.W/2, c.Y+c.H/2)
	}
	p := a.WaitFor(fmt.Sprintf("the deck grown from %d by %q", had, c.Label), 60, func(q scenes.Probe) bool { return deckTotal(q) != had })
	if n := deckTotal(p); n != had+1 {
		a.t.Fatalf("a click on %q took the deck from %d to %d cards", c.Label, had, n)
	}
	return p
}

// exportDeck clicks Export, reads the deck list from the clipboard, closes
// the panel and returns the list's main deck as copies by name.
func (a *app) exportDeck() map[string]int {
	a.t.Helper()
	p := a.clickTo("Export", "the export panel", func(p scenes.Probe) bool { return hasButton(p, "Copy again") })
	if !strings.HasPrefix(p.Prompt, "Copied to the clipboard") {
		a.t.Fatalf("export says %q", p.Prompt)
	}
	text := readClipboard(a.t)
	list, err := parseList(text)
	if err != nil {
		a.t.Fatalf("the clipboard after Export: %v:\n%s", err, text)
	}
	if want := fmt.Sprintf("Copied to the clipboard: %d cards", total(list)); !strings.HasPrefix(p.Prompt, want) {
		a.t.Errorf("export says %q, but the clipboard's list holds %d cards", p.Prompt, total(list))
	}
	a.clickTo("Close", "the editor", func(p scenes.Probe) bool { return hasButton(p, "Export") })
	return list
}

// playMountain drags a Mountain from my hand onto my battlefield and
// fails the test unless my lands there grow by one.
func (a *app) playMountain(p scenes.Probe) {
	a.t.Helper()
	lands := func(p scenes.Probe) int {
		n := 0
		for _, c := range cards(p, "battlefield", true) {
			if c.Land {
				n++
			}
		}
		return n
	}
	had, m := lands(p), handMountain(p)
	a.Drag(m.X+m.W/2, m.Y+m.H/3, p.Drop.X+p.Drop.W/2, p.Drop.Y+p.Drop.H/2)
	if q, ok := a.Poll(60, func(q scenes.Probe) bool { return lands(q) > had }); !ok {
		a.t.Errorf("dragged a Mountain onto the battlefield on turn %d, but my lands stayed %d; the screen says %q", p.Turn, had, q.Prompt)
	}
}

// readClipboard returns the X clipboard's text.
func readClipboard(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("xclip", "-selection", "clipboard", "-o").Output()
	if err != nil {
		t.Fatalf("xclip -o: %v", err)
	}
	return string(out)
}

// writeClipboard puts text on the X clipboard. xclip stays behind to
// serve it, so its output is not waited for.
func writeClipboard(t *testing.T, text string) {
	t.Helper()
	c := exec.Command("xclip", "-selection", "clipboard", "-i")
	c.Stdin = strings.NewReader(text)
	if err := c.Run(); err != nil {
		t.Fatalf("xclip -i: %v", err)
	}
	if got := readClipboard(t); got != text {
		t.Fatalf("the clipboard holds %q after writing %q", got, text)
	}
}

// deckTotal returns the deck editor's number of cards in the deck, or
// -1 when p does not show it.
func deckTotal(p scenes.Probe) int {
	for _, c := range p.Cards {
		if c.Zone == "total" {
			n, err := strconv.Atoi(c.Label)
			if err == nil {
				return n
			}
		}
	}
	return -1
}

// parseList reads an exported deck list: a "Deck" title, "// Group (N)"
// comments, blank lines and "N Card Name" lines.
func parseList(text string) (map[string]int, error) {
	out := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(text))
	first := true
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case first && line != "Deck":
			return nil, fmt.Errorf("the first line is %q, not Deck", line)
		case first, line == "", strings.HasPrefix(line, "//"):
		default:
			n, name, ok := strings.Cut(line, " ")
			k, err := strconv.Atoi(n)
			if !ok || err != nil || k <= 0 || name == "" {
				return nil, fmt.Errorf("%q is not an \"N Card Name\" line", line)
			}
			out[name] += k
		}
		first = false
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no card lines")
	}
	return out, nil
}

// total returns the copies in list.
func total(list map[string]int) int {
	n := 0
	for _, k := range list {
		n += k
	}
	return n
}

// mapsEqual reports whether a and b hold the same positive counts.
func mapsEqual(a, b map[string]int) bool {
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	for k, v := range b {
		if a[k] != v {
			return false
		}
	}
	return true
}

// browserNames returns the names of the deck editor's browser cards shown.
func browserNames(p scenes.Probe) []string {
	var out []string
	for _, c := range cards(p, "browser", false) {
		out = append(out, c.Label)
	}
	return out
}

// seatDeck returns the deck choice shown for seat n (from 1) on the
// set-up's probe: the cycler listed just before its "Previous deck n".
func seatDeck(p scenes.Probe, n int) string {
	for i, b := range p.Buttons {
		if b.Label == fmt.Sprintf("Previous deck %d", n) && i > 0 {
			return p.Buttons[i-1].Label
		}
	}
	return ""
}

// sortedKeys returns m's keys in order.
func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// handMountain returns a Mountain in my hand on table screen p, or nil.
func handMountain(p scenes.Probe) *scenes.ProbeItem {
	for _, c := range cards(p, "hand", true) {
		if c.Label == "Mountain" {
			return &c
		}
	}
	return nil
}
