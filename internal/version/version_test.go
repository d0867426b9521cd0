package version

import (
	"strings"
	"testing"
)

func TestStampedVersionWins(t *testing.T) {
	old := Version
	defer func() { Version = old }()
	Version = "1.2.3"
	if got := String(); got != "1.2.3" {
		t.Fatalf("String() = %q, want the stamped 1.2.3", got)
	}
}

func TestUnstampedBuildSaysDev(t *testing.T) {
	old := Version
	defer func() { Version = old }()
	Version = ""
	if got := String(); !strings.HasPrefix(got, "dev") {
		t.Fatalf("String() = %q, want it to start with dev", got)
	}
}
