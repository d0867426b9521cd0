package table

import "testing"

func TestChoicePanelHeadline(t *testing.T) {
	for in, want := range map[string]string{
		"Keep one of these cards; the other goes to the bottom of the library": "Keep one of these cards",
		"Choose a mode: deal 2 damage, or gain 3 life":                         "Choose a mode",
		"Choose a card to discard.":                                            "Choose a card to discard",
		"":                                                                     "",
	} {
		if got := headline(in); got != want {
			t.Errorf("headline(%q) = %q, want %q", in, got, want)
		}
	}
}
