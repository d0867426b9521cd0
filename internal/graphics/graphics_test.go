package graphics

import "testing"

func TestNextForFallsBackOnceAcrossTheSystemsLibraries(t *testing.T) {
	for _, c := range []struct {
		goos   string
		failed Library
		want   Library
		ok     bool
	}{
		{"windows", DirectX, OpenGL, true},
		{"windows", OpenGL, DirectX, true},
		{"windows", Auto, Auto, false},
		{"windows", Metal, Auto, false},
		{"darwin", Metal, OpenGL, true},
		{"darwin", OpenGL, Auto, false},
		{"linux", OpenGL, Auto, false},
		{"freebsd", OpenGL, Auto, false},
	} {
		got, ok := NextFor(c.goos, c.failed)
		if got != c.want || ok != c.ok {
			t.Errorf("NextFor(%s, %q) = %q, %v; want %q, %v", c.goos, c.failed, got, ok, c.want, c.ok)
		}
		if ok && !ValidFor(c.goos, got) {
			t.Errorf("NextFor(%s, %q) = %q, which %s does not offer", c.goos, c.failed, got, c.goos)
		}
	}
}

func TestChoicesForOffersAutoFirstAndOnlyTheSystemsLibraries(t *testing.T) {
	for goos, want := range map[string][]Library{
		"windows": {Auto, DirectX, OpenGL},
		"darwin":  {Auto, Metal, OpenGL},
		"linux":   {Auto},
	} {
		got := ChoicesFor(goos)
		if len(got) != len(want) {
			t.Fatalf("ChoicesFor(%s) = %q, want %q", goos, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("ChoicesFor(%s) = %q, want %q", goos, got, want)
			}
		}
	}
	if ValidFor("linux", DirectX) || ValidFor("darwin", DirectX) || !ValidFor("windows", DirectX) || ValidFor("windows", "vulkan") {
		t.Error("ValidFor accepts a library the system does not offer, or refuses one it does")
	}
}

func TestLabelNamesEachLibrary(t *testing.T) {
	for l, want := range map[Library]string{Auto: "Automatic", DirectX: "DirectX", OpenGL: "OpenGL", Metal: "Metal", "x": "x"} {
		if got := l.Label(); got != want {
			t.Errorf("%q.Label() = %q, want %q", l, got, want)
		}
	}
}
