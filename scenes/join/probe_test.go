//go:build kitchentableprobe

package join

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// TestProbeDescribesTheFormAndTheJoin: the form's probe names the
// screen, its buttons, the found table, the fields where they are drawn
// and the error; while joining, only Cancel and the host's notices.
func TestProbeDescribesTheFormAndTheJoin(t *testing.T) {
	f := newFixture(t, found)
	f.s.err = "Type the join code the host gives."
	p := f.s.Probe()
	if p.Scene != "join" || p.Prompt != f.s.err {
		t.Fatalf("the form's probe is %q with prompt %q", p.Scene, p.Prompt)
	}
	for _, want := range []string{"Join", "Back", "Look again", f.s.picks[0].Label, "Name", "Address", "Code", hostsDeck} {
		i := slices.IndexFunc(p.Buttons, func(b scenes.ProbeItem) bool { return b.Label == want })
		if i < 0 {
			t.Errorf("no %q in %+v", want, p.Buttons)
		} else if b := p.Buttons[i]; b.W <= 0 || b.H <= 0 {
			t.Errorf("%q has no rectangle: %+v", want, b)
		}
	}
	if b := p.Buttons[slices.IndexFunc(p.Buttons, func(b scenes.ProbeItem) bool { return b.Label == "Address" })]; b.X != f.s.addr.Rect.Min.X || b.Y != f.s.addr.Rect.Min.Y {
		t.Errorf("the address field is probed at %v,%v, drawn at %v", b.X, b.Y, f.s.addr.Rect.Min)
	}
	f.s.name.Text, f.s.addr.Text, f.s.code.Text = "Ada", "10.0.0.2:7420", "ABCD"
	f.s.begin()
	f.until("the host's notice", func() bool { return f.nav.asked() != nil && len(f.s.try.heardSoFar()) > 0 })
	f.play(new(input.Script).Idle(1))
	p = f.s.Probe()
	if p.Prompt != "Joining 10.0.0.2:7420…\nBo joined." {
		t.Errorf("joining, the prompt is %q", p.Prompt)
	}
	if len(p.Buttons) != 1 || p.Buttons[0].Label != "Cancel" {
		t.Errorf("joining, the buttons are %+v; want only Cancel", p.Buttons)
	}
	if strings.Contains(p.Prompt, "Type the join code") {
		t.Error("the old error still shows while joining")
	}
}
