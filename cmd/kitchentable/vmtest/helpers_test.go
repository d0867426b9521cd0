//go:build kitchentableprobe

package vmtest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/internal/vmdrive"
	"github.com/kitchentable/kitchentable/scenes"
)

func TestMain(m *testing.M) { os.Exit(gputest.Main(m, "vmtest")) }

// seed is the game seed typed into the set-up: every run deals the same game.
const seed = "20261202"

// app is one running Kitchen Table with its own config folder.
type app struct {
	*vmdrive.Driver
	t   *testing.T
	dir string
}

// start runs the app on a fresh config folder (or dir, to find what an
// earlier start saved) and waits for the menu.
func start(t *testing.T, dir string) *app {
	t.Helper()
	if testing.Short() {
		t.Skip("-short")
	}
	gputest.Need(t)
	if dir == "" {
		dir = t.TempDir()
	}
	bin := vmdrive.Build(t, "github.com/kitchentable/kitchentable/cmd/kitchentable")
	probe := filepath.Join(dir, "probe.json")
	_ = os.Remove(probe)
	d := vmdrive.Start(t, bin, probe, "play", "-config", filepath.Join(dir, "config"), "-probe", probe)
	a := &app{Driver: d, t: t, dir: dir}
	a.WaitFor("the menu", 600, func(p scenes.Probe) bool { return p.Scene == "menu" })
	return a
}

// clickTo clicks the button labelled label and waits until the screen
// shows what done looks for.
func (a *app) clickTo(label, what string, done func(scenes.Probe) bool) scenes.Probe {
	a.t.Helper()
	a.Click(label)
	return a.WaitFor(what+" after clicking "+label, 300, done)
}

// startPreset opens the set-up from the menu, picks the preset labelled
// preset, types the seed and starts the game; it returns the table's
// first probe.
func (a *app) startPreset(preset string) scenes.Probe {
	a.t.Helper()
	a.clickTo("Play", "the set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	a.clickTo(preset, "the preset's seats", func(p scenes.Probe) bool { return p.Scene == "setup" && hasButton(p, "Start") })
	a.typeSeed()
	return a.clickTo("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
}

// typeSeed types the seed into the set-up's seed field, so that every run
// deals the same game.
func (a *app) typeSeed() {
	a.t.Helper()
	a.Click("Seed")
	a.Type(seed)
}

// keepWithLand keeps the opening hand as a person would: a hand with no
// land is sent back (twice at most); after a mulligan the cards put on
// the bottom are spells where it can.
func (a *app) keepWithLand() scenes.Probe {
	a.t.Helper()
	p := a.WaitFor("the opening hand", 600, func(p scenes.Probe) bool { return hasButton(p, "Keep") })
	for n := 0; n < 2 && !handHasLand(p) && hasButton(p, "Mulligan"); n++ {
		was := p.Prompt
		a.clickTo("Mulligan", "the mulligan asked", func(q scenes.Probe) bool { return strings.HasPrefix(q.Prompt, "Mulligan to") })
		p = a.clickTo("Mulligan", "a new hand", func(q scenes.Probe) bool { return hasButton(q, "Keep") && q.Prompt != was })
	}
	lands := map[string]bool{}
	for _, c := range cards(p, "hand", true) {
		lands[c.Label] = c.Land
	}
	p = a.clickTo("Keep", "the hand kept", func(p scenes.Probe) bool { return !hasButton(p, "Keep") })
	for tries := 0; strings.Contains(p.Prompt, "on the bottom of your library") && tries < 10; tries++ {
		if hasButton(p, "Done") {
			a.Click("Done")
		} else {
			var picks []scenes.ProbeItem
			for _, c := range p.Cards {
				if (c.Zone == "hand" && c.Pick) || c.Zone == "choice" {
					picks = append(picks, c)
				}
			}
			i := max(0, slices.IndexFunc(picks, func(c scenes.ProbeItem) bool { return !lands[c.Label] }))
			if len(picks) > 0 {
				a.ClickItem(picks[i])
			}
		}
		was := p
		p = a.WaitFor("the next put-back", 300, func(q scenes.Probe) bool {
			return q.Prompt != was.Prompt || len(q.Buttons) != len(was.Buttons)
		})
	}
	return p
}

// hasButton reports whether p shows a button labelled label.
func hasButton(p scenes.Probe, label string) bool {
	return slices.ContainsFunc(p.Buttons, func(b scenes.ProbeItem) bool { return b.Label == label })
}

// cards returns p's cards in zone that the viewer controls (mine) or not.
func cards(p scenes.Probe, zone string, mine bool) []scenes.ProbeItem {
	var out []scenes.ProbeItem
	for _, c := range p.Cards {
		if c.Zone == zone && c.Mine == mine {
			out = append(out, c)
		}
	}
	return out
}

// handHasLand reports whether my hand on screen p holds a land.
func handHasLand(p scenes.Probe) bool {
	return slices.ContainsFunc(cards(p, "hand", true), func(c scenes.ProbeItem) bool { return c.Land })
}

// countNamed counts the items labelled name.
func countNamed(items []scenes.ProbeItem, name string) int {
	n := 0
	for _, it := range items {
		if it.Label == name {
			n++
		}
	}
	return n
}
