package input

import "github.com/kitchentable/kitchentable/render/geom"

// Script is a Source for tests: a queue of frames built with its methods
// (Move, Click, Drag, Key, Chord, Hold, Type). Each call appends frames; Read plays them
// one per call and, when they run out, repeats the cursor and held buttons
// with nothing new happening.
type Script struct {
	frames []State
	cur    State
	// mods are the modifiers held in the frames appended next (Hold).
	mods Mod
}

// Read implements Source.
func (sc *Script) Read(s *State) {
	if len(sc.frames) > 0 {
		sc.cur = sc.frames[0]
		sc.frames = sc.frames[1:]
	} else {
		sc.cur.Reset()
	}
	*s = sc.cur
	s.Chars = append([]rune(nil), sc.cur.Chars...)
}

// Pending returns how many scripted frames have not been read yet.
func (sc *Script) Pending() int { return len(sc.frames) }

func (sc *Script) last() State {
	f := sc.cur
	if n := len(sc.frames); n > 0 {
		f = sc.frames[n-1]
	}
	f.Reset()
	f.Mods = sc.mods
	return f
}

// Hold appends a frame where the modifiers m are held, and holds them in
// the frames appended after it until the next Hold (Hold(0) lets go).
func (sc *Script) Hold(m Mod) *Script {
	sc.mods = m
	sc.frames = append(sc.frames, sc.last())
	return sc
}

// Chord appends a frame where k is pressed with the modifiers m held (as
// well as those Hold holds), as in Ctrl+C.
func (sc *Script) Chord(m Mod, k Key) *Script {
	f := sc.last()
	f.Mods |= m
	f.SetKey(k)
	sc.frames = append(sc.frames, f)
	return sc
}

// Idle appends n frames in which nothing happens.
func (sc *Script) Idle(n int) *Script {
	for i := 0; i < n; i++ {
		sc.frames = append(sc.frames, sc.last())
	}
	return sc
}

// Move appends one frame with the cursor at p.
func (sc *Script) Move(p geom.Vec) *Script {
	f := sc.last()
	f.Cursor = p
	sc.frames = append(sc.frames, f)
	return sc
}

// Press appends a frame where button b goes down at p.
func (sc *Script) Press(b Button, p geom.Vec) *Script {
	f := sc.last()
	f.Cursor = p
	f.Down[b], f.Pressed[b] = true, true
	sc.frames = append(sc.frames, f)
	return sc
}

// Release appends a frame where button b goes up at p.
func (sc *Script) Release(b Button, p geom.Vec) *Script {
	f := sc.last()
	f.Cursor = p
	f.Down[b], f.Released[b] = false, true
	sc.frames = append(sc.frames, f)
	return sc
}

// Burst appends one frame at p in which the left button goes through
// edges in order, as a slow frame catches a fast double click: Pressed
// and Released say which changes happened, Down where the button ended.
func (sc *Script) Burst(p geom.Vec, edges ...Edge) *Script {
	f := sc.last()
	f.Cursor = p
	for _, e := range edges {
		f.Down[Left] = e == EdgePress
		if e == EdgePress {
			f.Pressed[Left] = true
		} else {
			f.Released[Left] = true
		}
	}
	sc.frames = append(sc.frames, f)
	return sc
}

// Click appends a left click at p: move there, press, release.
func (sc *Script) Click(p geom.Vec) *Script {
	return sc.Move(p).Press(Left, p).Release(Left, p)
}

// RightClick appends a right click at p.
func (sc *Script) RightClick(p geom.Vec) *Script {
	return sc.Move(p).Press(Right, p).Release(Right, p)
}

// Drag appends a left-button drag from a to b in steps moves.
func (sc *Script) Drag(a, b geom.Vec, steps int) *Script {
	if steps < 1 {
		steps = 1
	}
	sc.Move(a).Press(Left, a)
	for i := 1; i <= steps; i++ {
		f := sc.last()
		f.Cursor = a.Lerp(b, float64(i)/float64(steps))
		sc.frames = append(sc.frames, f)
	}
	return sc.Release(Left, b)
}

// Key appends a frame where k is pressed.
func (sc *Script) Key(k Key) *Script {
	f := sc.last()
	f.SetKey(k)
	sc.frames = append(sc.frames, f)
	return sc
}

// Type appends one frame per character typed.
func (sc *Script) Type(s string) *Script {
	for _, r := range s {
		f := sc.last()
		f.Chars = []rune{r}
		sc.frames = append(sc.frames, f)
	}
	return sc
}

// Wheel appends a frame scrolling by dy.
func (sc *Script) Wheel(dy float64) *Script {
	f := sc.last()
	f.Wheel = dy
	sc.frames = append(sc.frames, f)
	return sc
}
