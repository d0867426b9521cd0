package store

import (
	"encoding/json"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/graphics"
)

func TestLoadSettingsMissing(t *testing.T) {
	s := newStore(t)
	got, err := s.LoadSettings()
	if err != nil || !reflect.DeepEqual(got, DefaultSettings()) {
		t.Errorf("LoadSettings = %+v, %v", got, err)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	s := newStore(t)
	want := DefaultSettings()
	want.AnimSpeed, want.Volume, want.Fullscreen, want.HoverZoomMillis, want.AutoPay = 2, 0.25, true, 0, false
	want.Stops.Mine[rules.StepUpkeep] = true
	want.Stops.Theirs[rules.StepEnd] = false
	want.LastSeats = []SeatChoice{{Name: "Ada", Controller: "human", Deck: "rg-stampede"}, {Name: "Bot", Controller: "hard", Deck: "/home/x/my.deck"}}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadSettings()
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadSettings = %+v, %v\nwant %+v", got, err, want)
	}
	text := read(t, filepath.Join(s.Dir, "settings.json"))
	if !json.Valid([]byte(text)) || !strings.Contains(text, `"anim_speed": 2`) || !strings.Contains(text, `"mine": [`) {
		t.Errorf("settings.json:\n%s", text)
	}
	noTemps(t, s)
	if read(t, filepath.Join(s.Dir, "settings.json.bad")) != "<missing>" {
		t.Error("a good settings file was kept as .bad")
	}
}

func TestSettingsUnknownAndMissingFields(t *testing.T) {
	s := newStore(t)
	write(t, s, "settings.json", `{"volume": 0.2, "colour": "red", "stops": {"mine": [false, false, true]}, "future": {"a": [1, 2]}}`)
	got, err := s.LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultSettings()
	want.Volume = 0.2
	want.Stops.Mine = [NumSteps]bool{2: true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

func TestSettingsClamped(t *testing.T) {
	s := newStore(t)
	seats := strings.Repeat(`{"name": "x"},`, 12)
	write(t, s, "settings.json", `{"anim_speed": 9, "volume": -1, "hover_zoom_ms": 99999, "last_seats": [`+strings.TrimSuffix(seats, ",")+`]}`)
	got, err := s.LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	if got.AnimSpeed != MaxAnimSpeed || got.Volume != 0 || got.HoverZoomMillis != MaxHoverZoomMillis || len(got.LastSeats) != rules.MaxSeats {
		t.Errorf("clamped %+v", got)
	}
	write(t, s, "settings.json", `{"anim_speed": -3, "volume": 7, "hover_zoom_ms": -5}`)
	if got, _ := s.LoadSettings(); got.AnimSpeed != 0 || got.Volume != 1 || got.HoverZoomMillis != 0 {
		t.Errorf("clamped %+v", got)
	}
}

func TestClamp(t *testing.T) {
	def := DefaultSettings()
	in := def
	in.AnimSpeed, in.Volume = math.NaN(), math.Inf(1)
	got := in.Clamp()
	if got.AnimSpeed != def.AnimSpeed || got.Volume != 1 {
		t.Errorf("Clamp = %+v", got)
	}
	if !reflect.DeepEqual(def.Clamp(), def) {
		t.Error("Clamp changes the defaults")
	}
	s := newStore(t)
	if err := s.SaveSettings(in); err != nil {
		t.Errorf("saving settings that need clamping: %v", err)
	}
	if got, err := s.LoadSettings(); err != nil || got.AnimSpeed != def.AnimSpeed || got.Volume != 1 {
		t.Errorf("saved clamped settings read back as %+v, %v", got, err)
	}
}

func TestSettingsCorrupt(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"syntax", "{\n  \"volume\": 0.5,\n  \"anim_speed\" 2\n}\n", "settings.json:3:16: invalid character '2' after object key"},
		{"type", "{\n  \"volume\": \"loud\"\n}", "settings.json:2:18: json: cannot unmarshal string"},
		{"truncated", "{\"volume\": 0.5, \"stops\": {\"mine\": [tr", "settings.json:1:"},
		{"array", "[1, 2]", "settings.json:1:1: json: cannot unmarshal array"},
		{"empty", "", "settings.json:1:1: unexpected end of JSON input"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore(t)
			write(t, s, "settings.json", tc.text)
			got, err := s.LoadSettings()
			if err == nil || !strings.HasPrefix(err.Error(), "store: "+s.Dir) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			if !reflect.DeepEqual(got, DefaultSettings()) {
				t.Errorf("settings %+v, want the defaults", got)
			}
			path := filepath.Join(s.Dir, "settings.json")
			if read(t, path) != tc.text {
				t.Error("loading changed the corrupt file")
			}
			// The player changes a setting: the bad file is kept first.
			got.Volume = 0.1
			if err := s.SaveSettings(got); err != nil {
				t.Fatal(err)
			}
			if read(t, path+".bad") != tc.text {
				t.Error("the corrupt file was not kept as settings.json.bad")
			}
			if back, err := s.LoadSettings(); err != nil || back.Volume != 0.1 {
				t.Errorf("after saving: %+v, %v", back, err)
			}
			// A later save replaces a good file and leaves the .bad copy.
			got.Volume = 0.3
			if err := s.SaveSettings(got); err != nil {
				t.Fatal(err)
			}
			if read(t, path+".bad") != tc.text {
				t.Error("a second save changed settings.json.bad")
			}
			noTemps(t, s)
		})
	}
}

func TestSettingsUnreadable(t *testing.T) {
	s := newStore(t)
	path := filepath.Join(s.Dir, "settings.json")
	if err := os.MkdirAll(filepath.Join(path, "inside"), 0o755); err != nil { // settings.json is a directory
		t.Fatal(err)
	}
	got, err := s.LoadSettings()
	if err == nil || !strings.Contains(err.Error(), path) || !reflect.DeepEqual(got, DefaultSettings()) {
		t.Errorf("LoadSettings = %+v, %v", got, err)
	}
	if err := s.SaveSettings(got); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(filepath.Join(path+".bad", "inside")); err != nil || !fi.IsDir() {
		t.Error("the unreadable settings were not kept as settings.json.bad")
	}
	if _, err := s.LoadSettings(); err != nil {
		t.Error(err)
	}
}

func TestSaveSettingsFailingWrite(t *testing.T) {
	s := newStore(t)
	old := DefaultSettings()
	old.Volume = 0.9
	if err := s.SaveSettings(old); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(s.Dir, "settings.json")
	before := read(t, path)
	s.wrap = func(w io.Writer) io.Writer { return &failingWriter{w: w, left: 40} }
	if err := s.SaveSettings(DefaultSettings()); err == nil || !strings.HasPrefix(err.Error(), "store: saving "+path+": ") {
		t.Errorf("error %v", err)
	}
	if read(t, path) != before {
		t.Error("a failed save changed settings.json")
	}
	noTemps(t, s)
	if got, err := s.LoadSettings(); err != nil || got.Volume != 0.9 {
		t.Errorf("after a failed save: %+v, %v", got, err)
	}
}

// failingWriter passes left bytes on to w, then fails as a full disk
// would.
type failingWriter struct {
	w    io.Writer
	left int
}

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) <= f.left {
		f.left -= len(p)
		return f.w.Write(p)
	}
	n, _ := f.w.Write(p[:f.left])
	f.left = 0
	return n, errors.New("no space left on device")
}

func TestSettingsGraphicsLibraryTheSystemDoesNotOfferIsAutomatic(t *testing.T) {
	s := newStore(t)
	write(t, s, "settings.json", `{"graphics": "vulkan", "graphics_worked": "`+strings.Repeat("x", 5000)+`"}`)
	got, err := s.LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	if got.Graphics != graphics.Auto || got.GraphicsWorked != graphics.Auto {
		t.Errorf("graphics %q, worked %q; want both automatic", got.Graphics, got.GraphicsWorked)
	}
	offered := graphics.Choices()
	last := offered[len(offered)-1]
	want := DefaultSettings()
	want.Graphics, want.GraphicsWorked = last, last
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	if got, err := s.LoadSettings(); err != nil || got.Graphics != last || got.GraphicsWorked != last {
		t.Errorf("graphics %q read back as %q, %q (%v)", last, got.Graphics, got.GraphicsWorked, err)
	}
}
