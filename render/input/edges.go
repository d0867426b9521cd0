package input

// Edge is one change of a mouse button: it went down or it went up.
type Edge uint8

// The changes of a button.
const (
	EdgePress Edge = iota + 1
	EdgeRelease
)

// Edges returns the changes of button b in this frame, in the order they
// happened: none, one, or — when a slow frame caught more than one —
// two or three (a release and a press, a press and a release, or a
// press, a release and a press again). Ebitengine keeps only a button's
// last press and last release in a frame, so clicks that came in between
// are not there to be counted.
func (s *State) Edges(b Button) (seq [3]Edge, n int) {
	p, r := s.Pressed[b], s.Released[b]
	switch {
	case p && r && s.Down[b] && s.WasDown[b]:
		// Held before and after: the old press ended, a new one began.
		return [3]Edge{EdgeRelease, EdgePress}, 2
	case p && r && s.Down[b]:
		// Up before, held after: the release ended a press of this frame.
		return [3]Edge{EdgePress, EdgeRelease, EdgePress}, 3
	case p && r && s.WasDown[b]:
		// Held before, up after: the old press ended, then a whole click.
		return [3]Edge{EdgeRelease, EdgePress, EdgeRelease}, 3
	case p && r:
		return [3]Edge{EdgePress, EdgeRelease}, 2
	case p:
		return [3]Edge{EdgePress}, 1
	case r:
		return [3]Edge{EdgeRelease}, 1
	}
	return seq, 0
}

// Steps splits the frame into frames that each hold at most one change of
// the left button, in the order the changes happened (see Edges), and
// returns them in buf: the frame itself when it holds one change or none.
// The first step carries the frame's keys, characters, wheel and right
// button; the steps after it only the left button's change, at the same
// cursor. A scene that pairs presses with releases runs its input once
// per step, so that a fast double click caught in one frame stays two
// clicks.
func (s *State) Steps(buf *[3]State) []State {
	seq, n := s.Edges(Left)
	buf[0] = *s
	if n < 2 {
		return buf[:1]
	}
	down := s.WasDown[Left]
	for i, e := range seq[:n] {
		st := &buf[i]
		if i > 0 {
			*st = buf[i-1]
			st.Reset()
			st.Chars = nil
			st.Pressed[Right], st.Released[Right] = false, false
		}
		st.WasDown[Left] = down
		down = e == EdgePress
		st.Down[Left] = down
		st.Pressed[Left], st.Released[Left] = down, !down
	}
	return buf[:n]
}
