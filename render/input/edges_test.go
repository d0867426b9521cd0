package input

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
)

// TestEdgesAndSteps plays frames that catch several changes of the left
// button and checks the order Edges gives and the frames Steps makes:
// each step holds one change, Down follows it, and only the first step
// keeps the frame's keys.
func TestEdgesAndSteps(t *testing.T) {
	p := geom.V(10, 10)
	for _, c := range []struct {
		name  string
		sc    *Script
		edges []Edge
	}{
		{"nothing", new(Script).Move(p), nil},
		{"a press", new(Script).Press(Left, p), []Edge{EdgePress}},
		{"a release", new(Script).Press(Left, p).Release(Left, p), []Edge{EdgeRelease}},
		{"a click in one frame", new(Script).Burst(p, EdgePress, EdgeRelease), []Edge{EdgePress, EdgeRelease}},
		{"release then press", new(Script).Press(Left, p).Burst(p, EdgeRelease, EdgePress), []Edge{EdgeRelease, EdgePress}},
		{"release, click", new(Script).Press(Left, p).Burst(p, EdgeRelease, EdgePress, EdgeRelease), []Edge{EdgeRelease, EdgePress, EdgeRelease}},
		{"click, press", new(Script).Burst(p, EdgePress, EdgeRelease, EdgePress), []Edge{EdgePress, EdgeRelease, EdgePress}},
	} {
		var s State
		for c.sc.Pending() > 0 {
			c.sc.Read(&s)
		}
		s.SetKey(KeyEnter)
		seq, n := s.Edges(Left)
		if n != len(c.edges) {
			t.Errorf("%s: %d edges %v, want %v", c.name, n, seq[:n], c.edges)
			continue
		}
		for i := range n {
			if seq[i] != c.edges[i] {
				t.Errorf("%s: edges %v, want %v", c.name, seq[:n], c.edges)
			}
		}
		var buf [3]State
		steps := s.Steps(&buf)
		if want := max(1, n); len(steps) != want {
			t.Fatalf("%s: %d steps, want %d", c.name, len(steps), want)
		}
		was := s.WasDown[Left]
		for i, st := range steps {
			if st.KeyPressed(KeyEnter) != (i == 0) {
				t.Errorf("%s: step %d has the frame's key: %v", c.name, i, st.KeyPressed(KeyEnter))
			}
			if st.WasDown[Left] != was {
				t.Errorf("%s: step %d was down %v, want %v", c.name, i, st.WasDown[Left], was)
			}
			if n > 0 {
				press := c.edges[i] == EdgePress
				if st.Pressed[Left] != press || st.Released[Left] == press || st.Down[Left] != press {
					t.Errorf("%s: step %d pressed %v released %v down %v, want the %v edge", c.name, i, st.Pressed[Left], st.Released[Left], st.Down[Left], c.edges[i])
				}
				if e, k := st.Edges(Left); k != 1 || e[0] != c.edges[i] {
					t.Errorf("%s: step %d has edges %v", c.name, i, e[:k])
				}
			}
			was = st.Down[Left]
		}
		if steps[len(steps)-1].Down[Left] != s.Down[Left] {
			t.Errorf("%s: the last step ends down %v, the frame %v", c.name, steps[len(steps)-1].Down[Left], s.Down[Left])
		}
	}
}
