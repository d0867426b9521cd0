package record

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzRead checks that Read never panics and that whatever it accepts
// writes out and reads back to the same file.
func FuzzRead(f *testing.F) {
	lib := testLib(f)
	text := golden(f)
	f.Add(text)
	f.Add(strings.Replace(text, "seat 1 rg-stampede\n", "seat 1 rg-stampede\n  name Ada\n  controller human\n", 1))
	f.Add("kitchentable-replay 1\nvariant plain\nseed 1\nseat 1 x\n  1 Forest\nhash 0\nactions 1\npass\n")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Read("fuzz", strings.NewReader(s), lib)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "record: fuzz:") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		var a bytes.Buffer
		if err := Write(&a, r); err != nil {
			return // a record Write refuses (a blank deck name, say) is still readable
		}
		back, err := Read("again", bytes.NewReader(a.Bytes()), lib)
		if err != nil {
			t.Fatalf("written file does not read: %v\n%s", err, a.String())
		}
		var b bytes.Buffer
		if err := Write(&b, back); err != nil || b.String() != a.String() {
			t.Fatalf("second write differs (%v):\n%s\n---\n%s", err, a.String(), b.String())
		}
	})
}
