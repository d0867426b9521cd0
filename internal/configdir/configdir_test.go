package configdir

import (
	"path/filepath"
	"runtime"
	"testing"
)

func TestDirPrecedence(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the user config folder is moved with XDG_CONFIG_HOME on Linux only")
	}
	base := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", base)
	for _, tc := range []struct{ name, env, flag, want string }{
		{"default", "", "", filepath.Join(base, "kitchentable")},
		{"env", "/env/dir", "", "/env/dir"},
		{"flag", "", "/flag/dir", "/flag/dir"},
		{"flag over env", "/env/dir", "/flag/dir", "/flag/dir"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(Env, tc.env)
			got, err := Dir(tc.flag)
			if err != nil || got != tc.want {
				t.Errorf("Dir(%q) with $%s=%q = %q, %v; want %q", tc.flag, Env, tc.env, got, err, tc.want)
			}
		})
	}
}

func TestDirWithoutAHome(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("os.UserConfigDir fails without HOME and XDG_CONFIG_HOME on Linux only")
	}
	t.Setenv(Env, "")
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", "")
	if dir, err := Dir(""); err == nil {
		t.Errorf("Dir = %q, want an error", dir)
	}
	if dir, err := Dir("/flag"); err != nil || dir != "/flag" {
		t.Errorf("the flag needs no home: %q, %v", dir, err)
	}
}

func TestSets(t *testing.T) {
	if got := Sets(filepath.FromSlash("/a/kitchentable")); got != filepath.FromSlash("/a/kitchentable/sets") {
		t.Errorf("Sets = %q", got)
	}
}
