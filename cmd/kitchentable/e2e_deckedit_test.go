//go:build kitchentableprobe

package main

import (
	"bufio"
	"fmt"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// deckName is the name the deck editor test saves its deck under.
const deckName = "E2E Red"

// TestDesktopDeckEditorToTheTable builds a deck in the real window's deck
// editor and plays it, as a new player would: Decks, the red filter,
// clicks on the browser's cards (four copies each) until the deck holds
// forty or more, Mountains from the basics row up to sixty, Export. The
// list on the clipboard is then edited as text: two copies of one card
// become two of a card not in the deck, a line gets a set-code suffix
// " (HTH) 12" and a Sideboard section is added. Import reads it back, the
// deck (exported again) shows the change, Save keeps it under deckName,
// and the set-up's first seat, cycled with its Next arrow to "My deck: E2E Red", starts a
// game whose cards in my hand all come from that deck, played to turn
// 4 with a Mountain dragged onto the table in each of my main phases. It needs xclip for the clipboard; KT_E2E_PNG names a
// folder for screenshots on the way.
func TestDesktopDeckEditorToTheTable(t *testing.T) {
	disp := needDesktop(t)
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("no xclip: the deck editor's clipboard cannot be read")
	}
	d := startDesktop(t, disp, buildBinary(t, t.TempDir()))
	p := d.clickUntil("Decks", "the deck editor", func(p scenes.Probe) bool { return p.Scene == "deckedit" })
	d.shot("deck-01-editor")

	// The red filter: the browser's cards change.
	before := browserNames(p)
	p = d.clickUntil("R", "the red cards", func(p scenes.Probe) bool {
		n := browserNames(p)
		return len(n) > 0 && !slices.Equal(n, before)
	})
	d.shot("deck-02-red")

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
			for copies := 0; copies < 4; {
				var k int
				p, k = d.addCard(p, c)
				copies += k
				clicks += k
			}
		}
		if clicks < 44 {
			first := browserNames(p)
			d.xdo("key", "Next")
			p = d.waitFor("the next page of cards", 5*time.Second, func(p scenes.Probe) bool {
				return !slices.Equal(browserNames(p), first)
			})
		}
	}
	d.shot("deck-03-clicked")
	// The deck's rows shown (as many as fit) are cards clicked.
	p, _ = d.poll(time.Second, func(scenes.Probe) bool { return true })
	if len(cards(p, "deck", false)) == 0 {
		t.Fatalf("after %d clicks the deck shows no rows: %+v", clicks, p)
	}
	for _, c := range cards(p, "deck", false) {
		if !clicked[c.Label] {
			t.Errorf("the deck shows %s, which was not clicked", c.Label)
		}
	}
	list := d.exportDeck()
	if n := total(list); n != clicks {
		t.Fatalf("after %d cards clicked into the deck the exported deck holds %d:\n%v", clicks, n, list)
	}

	// Mountains from the basics row's + up to sixty.
	for round := 0; total(list) < 60 && round < 3; round++ {
		for n := total(list); n < 60; {
			var k int
			d.last, k = d.addCard(d.last, scenes.ProbeItem{})
			n += k
		}
		list = d.exportDeck()
	}
	if total(list) != 60 || list["Mountain"] == 0 {
		t.Fatalf("after the basics row's +Mountain the deck holds %d cards, %d Mountains; want 60 with Mountains:\n%v", total(list), list["Mountain"], list)
	}
	d.shot("deck-04-sixty")

	// Edit the list as text: 2 of from become 2 of to, a set-code suffix,
	// a sideboard.
	text := readClipboard(t, d.disp)
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
	writeClipboard(t, d.disp, edited)
	t.Logf("the edited list:\n%s", edited)

	// Import: the panel opens on the clipboard's text.
	d.clickUntil("Import", "the import panel", func(p scenes.Probe) bool { return hasButton(p, "Paste") })
	d.shot("deck-05-import-panel")
	p = d.clickUntil("Import", "the import's answer", func(p scenes.Probe) bool { return strings.Contains(p.Prompt, "Imported") })
	d.shot("deck-06-imported")
	if !strings.Contains(p.Prompt, "Imported 60 cards") || !strings.Contains(p.Prompt, "2 sideboard cards left out") {
		t.Errorf("the import says %q, want 60 cards imported and the 2 sideboard cards left out", p.Prompt)
	}
	if strings.Contains(p.Prompt, "line ") {
		t.Errorf("the import left out a card line: %q", p.Prompt)
	}
	if hasButton(p, "Close") {
		p = d.clickUntil("Close", "the editor", func(p scenes.Probe) bool { return hasButton(p, "Export") })
	}
	if !slices.ContainsFunc(cards(p, "deck", false), func(c scenes.ProbeItem) bool { return c.Label == to }) {
		t.Errorf("the deck's rows do not show %s after the import: %+v", to, cards(p, "deck", false))
	}
	d.shot("deck-07-changed")
	got := d.exportDeck()
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
	d.click("Name")
	d.xdo("type", "--delay", "80", deckName)
	p = d.clickUntil("Save", "the deck saved", func(p scenes.Probe) bool { return strings.HasPrefix(p.Prompt, "Saved") })
	if want := "Saved “" + deckName + "”: 60 cards."; p.Prompt != want {
		t.Fatalf("saving says %q, want %q", p.Prompt, want)
	}
	d.shot("deck-08-saved")
	d.clickUntil("Back", "the menu", func(p scenes.Probe) bool { return p.Scene == "menu" })

	// Play: the first seat's deck cycler to "My deck: E2E Red", Start.
	p = d.clickUntil("Play", "the game set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	label := "My deck: " + deckName
	// Next, from the random deck: the ready-made decks, then the saved
	// ones (Previous would pass "Deck file…", which opens a file picker).
	// A click a loaded machine took late can land after the label showed,
	// so the label must stay put for a while before it counts.
	for i := 0; i < 60; i++ {
		if seatDeck(p, 1) == label {
			q, moved := d.poll(1500*time.Millisecond, func(p scenes.Probe) bool { return seatDeck(p, 1) != label })
			if !moved {
				break
			}
			p = q
			continue
		}
		shown := seatDeck(p, 1)
		d.click("Next deck 1")
		p, _ = d.poll(2*time.Second, func(p scenes.Probe) bool { return seatDeck(p, 1) != shown })
	}
	if seatDeck(p, 1) != label {
		t.Fatalf("the first seat's deck choice never showed %q: %+v", label, p)
	}
	if len(p.Seats) == 0 || p.Seats[0].Zone != "human" {
		t.Fatalf("the first seat is not mine: %+v", p.Seats)
	}
	d.shot("deck-09-setup")
	p = d.clickUntil("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	d.shot("deck-10-table")

	// A few turns: keep, a Mountain played in each of my main phases,
	// pass; every card in my hand comes from the deck.
	seen, landed := map[string]bool{}, map[int]bool{}
	deadline := time.Now().Add(4 * time.Minute)
	for steps := 0; p.Scene == "table" && p.Turn < 4 && time.Now().Before(deadline); steps++ {
		time.Sleep(50 * time.Millisecond)
		p, _ = d.poll(2*time.Second, func(scenes.Probe) bool { return true })
		for _, c := range p.Cards {
			if c.Mine && c.Zone == "hand" {
				seen[c.Label] = true
			}
		}
		if steps%40 == 0 {
			d.shot(fmt.Sprintf("deck-11-play-%04d", steps))
		}
		switch {
		case p.Scene != "table":
		case strings.HasPrefix(p.Prompt, "Your turn — drag a card") && !landed[p.Turn] && handMountain(p) != nil:
			landed[p.Turn] = true
			playMountain(t, d, p)
		default:
			archenemyMove(d, p)
		}
	}
	d.shot("deck-12-last")
	if p.Scene == "table" && p.Turn < 4 {
		t.Fatalf("the game reached only turn %d; the screen shows %+v", p.Turn, p)
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
	t.Logf("turn %d, scene %s; Mountains played on turns %v; my cards seen: %v", p.Turn, p.Scene, landed, sortedKeys(seen))
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

// addCard adds a copy of browser card c to the deck by clicking it, or
// a Mountain with the basics row's + when c has no label, and returns the
// screen showing the deck grown and by how many cards. A click the app
// did not see (on a busy machine) is made again, three tries in all; as
// every click counts, a late-seen first click and its retry may add two.
func (d *desktop) addCard(p scenes.Probe, c scenes.ProbeItem) (scenes.Probe, int) {
	d.t.Helper()
	had := deckTotal(p)
	for try := 0; try < 3; try++ {
		if c.Label == "" {
			d.click("+Mountain")
		} else {
			d.moveTo(c.X+c.W/2, c.Y+c.H/2)
			d.xdo("mousedown", "1")
			d.xdo("mouseup", "1")
		}
		if _, ok := d.poll(6*time.Second, func(q scenes.Probe) bool { return deckTotal(q) != had }); ok {
			// A late click may still be on its way: let it show.
			d.poll(300*time.Millisecond, func(scenes.Probe) bool { return false })
			if n := deckTotal(d.last); n < had+1 || n > had+try+1 {
				d.t.Fatalf("%d clicks on %q took the deck from %d to %d cards", try+1, c.Label, had, n)
			}
			if try > 0 {
				d.t.Logf("the click on %q was made %d times before the deck grew", c.Label, try+1)
			}
			return d.last, deckTotal(d.last) - had
		}
	}
	d.t.Fatalf("clicked %q three times, and the deck stayed at %d cards: %+v", c.Label, had, d.last)
	return p, 0
}

// exportDeck clicks Export, reads the deck list from the clipboard, closes
// the panel and returns the list's main deck as copies by name.
func (d *desktop) exportDeck() map[string]int {
	d.t.Helper()
	p := d.clickUntil("Export", "the export panel", func(p scenes.Probe) bool { return hasButton(p, "Copy again") })
	if !strings.HasPrefix(p.Prompt, "Copied to the clipboard") {
		d.t.Fatalf("export says %q", p.Prompt)
	}
	text := readClipboard(d.t, d.disp)
	list, err := parseList(text)
	if err != nil {
		d.t.Fatalf("the clipboard after Export: %v:\n%s", err, text)
	}
	if want := fmt.Sprintf("Copied to the clipboard: %d cards", total(list)); !strings.HasPrefix(p.Prompt, want) {
		d.t.Errorf("export says %q, but the clipboard's list holds %d cards", p.Prompt, total(list))
	}
	d.clickUntil("Close", "the editor", func(p scenes.Probe) bool { return hasButton(p, "Export") })
	return list
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

// readClipboard returns the clipboard's text on display disp.
func readClipboard(t *testing.T, disp string) string {
	t.Helper()
	out, err := onDisplay(disp, "xclip", "-selection", "clipboard", "-o").Output()
	if err != nil {
		t.Fatalf("xclip -o: %v", err)
	}
	return string(out)
}

// writeClipboard puts text on the clipboard of display disp. xclip stays
// behind to serve it (until the display closes), so its output is not
// waited for. On a loaded machine a click the game took late (a second
// Export or Copy again) can copy the deck over the text a moment after:
// the text is read back after half a second and written again, up to
// three times, until it stays.
func writeClipboard(t *testing.T, disp, text string) {
	t.Helper()
	var got string
	for try := 0; try < 3; try++ {
		c := onDisplay(disp, "xclip", "-selection", "clipboard", "-i")
		c.Stdin = strings.NewReader(text)
		if err := c.Run(); err != nil {
			t.Fatalf("xclip -i: %v", err)
		}
		time.Sleep(500 * time.Millisecond)
		if got = readClipboard(t, disp); got == text {
			return
		}
	}
	t.Fatalf("the clipboard holds %q after writing %q", got, text)
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

// playMountain drags a Mountain from my hand onto my battlefield and
// fails the test unless my lands there grow by one.
func playMountain(t *testing.T, d *desktop, p scenes.Probe) {
	t.Helper()
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
	d.drag(m.X+m.W/2, m.Y+m.H/3, p.Drop.X+p.Drop.W/2, p.Drop.Y+p.Drop.H/2)
	if q, ok := d.poll(5*time.Second, func(q scenes.Probe) bool { return lands(q) > had }); !ok {
		t.Errorf("dragged a Mountain onto the battlefield on turn %d, but my lands stayed %d; the screen says %q", p.Turn, had, q.Prompt)
	}
}
