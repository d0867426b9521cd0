package app

import (
	"fmt"
	"image/png"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/applog"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/endgame"
	"github.com/kitchentable/kitchentable/scenes/settings"
	"github.com/kitchentable/kitchentable/scenes/setup"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Ebitengine runs once per process, so TestScreenshot runs the app in this
// process and TestScreens runs it in a child process per screen and size
// (TestScreenChild, told what to show by the environment). Set
// KITCHENTABLE_SHOTS to a folder to keep the PNGs and look at them.

func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: run under xvfb-run")
	}
}

// checkPNG reads a screenshot and fails unless it is w×h and shows a
// picture: many colours, not one flat fill.
func checkPNG(t *testing.T, path string, w, h int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Errorf("%s is %dx%d, want %dx%d", path, b.Dx(), b.Dy(), w, h)
	}
	colours := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 10, g >> 10, bl >> 10}] = true
		}
	}
	if len(colours) < 200 {
		t.Errorf("%s has only %d colours: blank or nearly", path, len(colours))
	}
	if dir := os.Getenv("KITCHENTABLE_SHOTS"); dir != "" {
		data, err := os.ReadFile(path)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, filepath.Base(path)), data, 0o644)
		}
		if err != nil {
			t.Error(err)
		}
	}
}

func TestScreenshot(t *testing.T) {
	needDisplay(t)
	if os.Getenv("KT_SCREEN") != "" {
		t.Skip("in a child process")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "menu-1280x720.png")
	err := Run(Options{Screenshot: out, Ticks: 20, ConfigDir: dir, Input: new(input.Script)})
	if err != nil {
		t.Fatal(err)
	}
	checkPNG(t, out, 1280, 720)
	if _, err := os.Stat(filepath.Join(dir, "settings.json")); err == nil {
		t.Error("a screenshot run wrote settings")
	}
}

// screen is what TestScreens shows: the first scene and a script of input
// in the coordinates of the 1280×720 design, scaled to the window by at.
type screen struct {
	scene  func(svc *scenes.Services) scenes.Scene
	script func(at func(x, y float64) geom.Vec) *input.Script
}

// withFCSave saves an unfinished FourCuatro game (just dealt, you against
// the hard computer) and opens the FourCuatro set-up, which offers it.
func withFCSave(svc *scenes.Services) scenes.Scene {
	setup := fourcuatro.Setup{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Computer"}, Cards: catalog.FourCuatro()}
	save := &store.FCGame{Seats: [2]fcseat.Kind{fcseat.Human, fcseat.ComputerHard}, Record: fourcuatro.NewRecord(setup, 77)}
	if err := svc.Store.FCSave().Save(save); err != nil {
		panic(err)
	}
	return svc.Nav.FourCuatroSetup()
}

// panicky is a screen that panics when it is first updated.
type panicky struct{}

func (panicky) Update(*scenes.Context) error { panic("a test panic in a screen") }
func (panicky) Draw(*ebiten.Image)           {}

var screens = map[string]screen{
	"crash": {
		func(*scenes.Services) scenes.Scene { return panicky{} },
		func(at func(x, y float64) geom.Vec) *input.Script { return new(input.Script).Move(at(640, 560)) },
	},
	"crash-menu": {
		func(*scenes.Services) scenes.Scene { return panicky{} },
		func(at func(x, y float64) geom.Vec) *input.Script {
			// Main menu, on the crash screen.
			return new(input.Script).Idle(5).Click(at(424, 493)).Move(at(900, 100))
		},
	},
	"menu": {
		func(svc *scenes.Services) scenes.Scene { return svc.Nav.Menu() },
		func(at func(x, y float64) geom.Vec) *input.Script { return new(input.Script).Move(at(280, 400)) },
	},
	"setup": {
		func(svc *scenes.Services) scenes.Scene { return setup.New(svc) },
		func(at func(x, y float64) geom.Vec) *input.Script { return new(input.Script).Move(at(800, 560)) },
	},
	"setup-file": {
		func(svc *scenes.Services) scenes.Scene { return setup.New(svc) },
		func(at func(x, y float64) geom.Vec) *input.Script {
			// Four players, seat 2 from a deck file that does not exist, Start.
			return new(input.Script).Click(at(1085, 54)).Click(at(685, 223)).Type("nowhere/mine.deck").
				Key(input.KeyEnter).Click(at(1110, 680)).Move(at(640, 54))
		},
	},
	"setup-list": {
		func(svc *scenes.Services) scenes.Scene { return setup.New(svc) },
		func(at func(x, y float64) geom.Vec) *input.Script {
			return new(input.Script).Click(at(885, 223)).Move(at(885, 330))
		},
	},
	"settings": {
		func(svc *scenes.Services) scenes.Scene { return settings.New(svc, svc.Nav.Menu()) },
		func(at func(x, y float64) geom.Vec) *input.Script {
			return new(input.Script).Click(at(1060, 400)).Move(at(900, 260))
		},
	},
	"fcsetup": {
		func(svc *scenes.Services) scenes.Scene { return svc.Nav.FourCuatroSetup() },
		func(at func(x, y float64) geom.Vec) *input.Script { return new(input.Script).Move(at(450, 139)) },
	},
	"fcsetup-continue": {
		withFCSave,
		func(at func(x, y float64) geom.Vec) *input.Script { return new(input.Script).Move(at(1128, 566)) },
	},
	"fcsetup-resume": {
		withFCSave,
		func(at func(x, y float64) geom.Vec) *input.Script {
			return new(input.Script).Idle(2).Click(at(1128, 566)).Move(at(640, 100))
		},
	},
	"fcsetup-constructed": {
		func(svc *scenes.Services) scenes.Scene { return svc.Nav.FourCuatroSetup() },
		func(at func(x, y float64) geom.Vec) *input.Script {
			// Constructed against a friend; the first seat's deck list open.
			return new(input.Script).Click(at(629, 139)).Click(at(629, 139)).Click(at(629, 199)).Click(at(810, 303)).Move(at(810, 370))
		},
	},
	"fcdeck": {
		func(svc *scenes.Services) scenes.Scene {
			return svc.Nav.FourCuatroDeck("", func(string) scenes.Scene { return svc.Nav.FourCuatroSetup() })
		},
		func(at func(x, y float64) geom.Vec) *input.Script {
			sc := new(input.Script)
			for _, c := range [][2]float64{{101, 163}, {101, 163}, {201, 163}, {401, 321}, {701, 479}, {701, 479}} {
				sc.Click(at(c[0], c[1]))
			}
			// Drag Wildfire into the deck, then rest on it.
			return sc.Drag(at(401, 321), at(1000, 300), 8).Move(at(401, 321))
		},
	},
	"fcdeck-full": {
		func(svc *scenes.Services) scenes.Scene {
			return svc.Nav.FourCuatroDeck("", func(string) scenes.Scene { return svc.Nav.FourCuatroSetup() })
		},
		func(at func(x, y float64) geom.Vec) *input.Script {
			// Fill randomly, save as "Burn", rest on a deck row.
			return new(input.Script).Click(at(495, 684)).Click(at(570, 50)).Type("Burn").Key(input.KeyEnter).
				Click(at(790, 50)).Move(at(1140, 160))
		},
	},
	"deckedit": {
		func(svc *scenes.Services) scenes.Scene {
			return svc.Nav.DeckEditor("", func(string) scenes.Scene { return svc.Nav.Menu() })
		},
		func(at func(x, y float64) geom.Vec) *input.Script {
			// Green cards only; two copies of the first, three Forests,
			// then rest on the first card.
			sc := new(input.Script).Click(at(452, 87)).Click(at(75, 213)).Click(at(75, 213))
			for range 3 {
				sc.Click(at(1227, 632))
			}
			return sc.Move(at(75, 213)).Idle(40)
		},
	},
	"endgame": {
		func(svc *scenes.Services) scenes.Scene {
			rec := &record.Record{Variant: "plain", Seed: 8812734, Seats: []record.Seat{{Name: "You", Controller: record.Human}, {Name: "Computer", Controller: "medium"}}}
			res := scenes.Result{Winners: []string{"You"}, HumanWon: true, Turns: 14, Lines: []string{
				"You: 7 life, 23 cards played, 31 damage dealt",
				"Computer: 0 life, 19 cards played, 13 damage dealt",
				"Longest attack: Orchard Stampeder for 9 on turn 12",
			}}
			return endgame.New(svc, res, rec)
		},
		func(at func(x, y float64) geom.Vec) *input.Script { return new(input.Script).Move(at(760, 626)) },
	},
}

func TestScreens(t *testing.T) {
	needDisplay(t)
	if os.Getenv("KT_SCREEN") != "" {
		t.Skip("in a child process")
	}
	if testing.Short() {
		t.Skip("-short: starts a process per screen")
	}
	dir := t.TempDir()
	// By default one size and the screens TestScreenshot does not show;
	// everything when the pictures are wanted.
	sizes := [][2]int{{1280, 720}}
	names := []string{"setup", "settings", "endgame", "fcsetup-constructed", "fcdeck", "deckedit", "crash", "crash-menu", "fcsetup-resume"}
	if os.Getenv("KITCHENTABLE_SHOTS") != "" {
		sizes = append(sizes, [2]int{1920, 1080})
		names = slices.Sorted(maps.Keys(screens))
	}
	for _, size := range sizes {
		for _, name := range names {
			out := filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, size[0], size[1]))
			cmd := exec.Command(os.Args[0], "-test.run=^TestScreenChild$", "-test.v")
			config := filepath.Join(dir, name+fmt.Sprint(size[0]))
			cmd.Env = append(os.Environ(), "KT_SCREEN="+name, "KT_OUT="+out, fmt.Sprintf("KT_SIZE=%dx%d", size[0], size[1]), "KT_CONFIG="+config)
			if b, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(b), "--- PASS: TestScreenChild") {
				t.Errorf("%s at %dx%d: %v\n%s", name, size[0], size[1], err, b)
				continue
			}
			checkPNG(t, out, size[0], size[1])
			checkLog(t, name, filepath.Join(config, applog.Name))
			checkProbe(t, name, out+".probe")
		}
	}
}

// checkLog checks the log a screen's run left: it closed normally, and
// the crash screen's run has the panic and its stack in it.
func checkLog(t *testing.T, name, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	log := string(b)
	if !strings.HasPrefix(log, "Kitchen Table ") || !strings.Contains(log, "closed normally") {
		t.Errorf("%s: the log does not start and end as it should:\n%s", name, log)
	}
	if name == "crash" && (!strings.Contains(log, "crash in update: a test panic in a screen") || !strings.Contains(log, "goroutine")) {
		t.Errorf("the crash screen's log lacks the panic or its stack:\n%s", log)
	}
}

// TestScreenChild shows one screen for TestScreens and saves it.
func TestScreenChild(t *testing.T) {
	name := os.Getenv("KT_SCREEN")
	if name == "" {
		t.Skip("only in a child process of TestScreens")
	}
	var w, h int
	if _, err := fmt.Sscanf(os.Getenv("KT_SIZE"), "%dx%d", &w, &h); err != nil {
		t.Fatal(err)
	}
	k := scenes.ScaleFor(w, h)
	ox, oy := (float64(w)-1280*k)/2, (float64(h)-720*k)/2
	sc := screens[name].script(func(x, y float64) geom.Vec { return geom.V(ox+x*k, oy+y*k) })
	opts := Options{Width: w, Height: h, Screenshot: os.Getenv("KT_OUT"), Ticks: sc.Pending() + 30,
		ConfigDir: os.Getenv("KT_CONFIG"), Input: sc, start: screens[name].scene, Probe: os.Getenv("KT_OUT") + ".probe"}
	if err := Run(opts); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(opts.Screenshot); err != nil {
		t.Fatal(err)
	}
}
