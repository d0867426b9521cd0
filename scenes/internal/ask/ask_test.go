package ask

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// saveQuestion returns "Save changes to Red?" laid out at scale 1, whose
// answers set *chosen to their label (Cancel does nothing).
func saveQuestion(chosen *string) *Question {
	pick := func(label string) func(*scenes.Context) { return func(*scenes.Context) { *chosen = label } }
	q := New("Save changes to Red?",
		Answer{Label: "Save", Style: widget.Primary, Act: pick("Save")},
		Answer{Label: "Don't save", Style: widget.Plain, Act: pick("Don't save")},
		Answer{Label: "Cancel", Style: widget.Quiet})
	q.Layout(widget.Design{Scale: 1})
	return q
}

// answerWith plays sc into a fresh question and returns the label of the
// answer chosen, "(closed)" for Cancel, or "" when none was.
func answerWith(t *testing.T, sc *input.Script) string {
	t.Helper()
	chosen := ""
	q := saveQuestion(&chosen)
	var in input.State
	for sc.Pending() > 0 {
		sc.Read(&in)
		if act, ok := q.Update(&in); ok {
			if act == nil {
				return "(closed)"
			}
			act(nil)
			return chosen
		}
	}
	return ""
}

func TestAnswers(t *testing.T) {
	var chosen string
	q := saveQuestion(&chosen)
	if !slices.Equal(q.Labels(), []string{"Save", "Don't save", "Cancel"}) {
		t.Fatalf("labels %q", q.Labels())
	}
	for i := 1; i < len(q.Buttons); i++ {
		if a, b := q.Buttons[i-1].Rect, q.Buttons[i].Rect; a.Empty() || !a.Intersect(b).Empty() {
			t.Fatalf("answers %d and %d at %v and %v", i-1, i, a, b)
		}
	}
	second := q.Buttons[1].Rect.Center()
	cases := []struct {
		name string
		sc   *input.Script
		want string
	}{
		{"Enter is the first answer", new(input.Script).Key(input.KeyEnter), "Save"},
		{"Esc is the last answer", new(input.Script).Key(input.KeyEscape), "(closed)"},
		{"a click on an answer", new(input.Script).Click(second), "Don't save"},
		{"a click beside the answers", new(input.Script).Click(second.Add(geom.V(0, 200))), ""},
	}
	for _, c := range cases {
		if got := answerWith(t, c.sc); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
