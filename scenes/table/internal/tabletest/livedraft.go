package tabletest

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
)

// LiveDraft returns the record of a Live-Draft game ("live-tableau",
// "live-pipeline" or "live-rummy") with one seat per controller: the
// seats' ready-made decks, taken in turn, make up the common library.
func LiveDraft(tb testing.TB, variant string, seed uint64, controllers ...string) *record.Record {
	tb.Helper()
	r := Record(tb, seed, 0, controllers...)
	r.Variant = variant
	return r
}
