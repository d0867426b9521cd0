package crash

import (
	"strings"
	"testing"
)

func TestMessageKeepsALongErrorOutOfTheBox(t *testing.T) {
	dump := "directx: D3DCompile for PSMain failed, original source: // a shader\n" + strings.Repeat("float4 x = y * z; // more shader source\n", 400)
	path := `C:\Users\ada\AppData\Roaming\kitchentable\kitchentable.log`
	got := Message(dump, path, "Try starting it again.")
	lines := strings.Split(got, "\n")
	if len(lines) > 7 {
		t.Fatalf("%d lines, want a few:\n%s", len(lines), got)
	}
	for _, l := range lines {
		if l != path && len([]rune(l)) > maxWhat {
			t.Errorf("line of %d characters: %q", len([]rune(l)), l)
		}
	}
	if !strings.Contains(got, path) || strings.Contains(got, "more shader source") || !strings.HasSuffix(got, "Try starting it again.") {
		t.Errorf("message:\n%s\nwant the log path, no shader and the advice last", got)
	}
	if got := Message("It broke.", "", ""); got != "It broke." {
		t.Errorf("without a log or advice: %q", got)
	}
}
