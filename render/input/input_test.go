package input

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
)

// TestKeyRepeat holds keys for two seconds of frames: every key counts on
// the frame it goes down; Backspace, Delete and the arrows repeat after
// 0.4 s, 15 times a second, as in a text editor; Enter and the letters
// never repeat; a key pressed and let go between two frames still counts.
func TestKeyRepeat(t *testing.T) {
	for _, c := range []struct {
		k    Key
		want int
	}{
		{KeyBackspace, 1 + (120-repeatDelay)/repeatEvery}, {KeyDelete, 25}, {KeyLeft, 25}, {KeyRight, 25},
		{KeyEnter, 1}, {KeyHome, 1}, {KeyV, 1},
	} {
		n, first := 0, 0
		for d := 1; d <= 120; d++ {
			if pressedAt(c.k, d, d == 1) {
				n++
				if n == 2 {
					first = d
				}
			}
		}
		if n != c.want {
			t.Errorf("%v held 120 frames counts %d presses, want %d", c.k, n, c.want)
		}
		if n > 1 && first <= repeatDelay {
			t.Errorf("%v repeats at frame %d, before the delay", c.k, first)
		}
		if pressedAt(c.k, 0, false) {
			t.Errorf("%v counts as pressed while up", c.k)
		}
		// A slow frame: the key went down and up again since the last.
		if !pressedAt(c.k, 0, true) {
			t.Errorf("%v pressed and let go between two frames is lost", c.k)
		}
	}
}

// TestScriptModifiers: Hold keeps modifiers held across frames until
// Hold(0); Chord holds them for its one frame only.
func TestScriptModifiers(t *testing.T) {
	sc := new(Script).Chord(ModCtrl, KeyC).Key(KeyV).Hold(ModShift).Key(KeyLeft).Click(geom.V(1, 1)).Hold(0).Key(KeyRight)
	var got []Mod
	var keys []bool
	var s State
	for sc.Pending() > 0 {
		sc.Read(&s)
		got = append(got, s.Mods)
		keys = append(keys, s.KeyPressed(KeyC) || s.KeyPressed(KeyV) || s.KeyPressed(KeyLeft) || s.KeyPressed(KeyRight))
	}
	want := []Mod{ModCtrl, 0, ModShift, ModShift, ModShift, ModShift, ModShift, 0, 0}
	if len(got) != len(want) {
		t.Fatalf("%d frames, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d holds %b, want %b", i, got[i], want[i])
		}
	}
	if !keys[0] || !keys[1] || !keys[3] || !keys[8] || keys[2] {
		t.Errorf("keys pressed by frame: %v", keys)
	}
	if !s.Held(0) || (&State{Mods: ModShift}).Held(ModShift|ModCtrl) {
		t.Error("Held: nothing held holds no modifier, and Shift alone is not Shift+Ctrl")
	}
}
