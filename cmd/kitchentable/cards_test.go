package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestCardsListsWithTextAndSummary(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"cards", "-set", "STR", "-color", "R", "-rarity", "common"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	s := out.String()
	for _, want := range []string{
		"Ember Lash {R} · Instant · common · STR\n    Ember Lash deals 2 damage to any target.\n",
		"set  common  uncommon",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "Island") || strings.Contains(s, "Hush the Spell") {
		t.Errorf("filters let other cards through:\n%s", s)
	}
}

func TestCardsSummaryCountsEverySet(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"cards", "-summary"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"BAS", "STR", "all", "colourless"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), " · ") {
		t.Error("-summary must not list cards")
	}
}

func TestCardsRefusesBadFilters(t *testing.T) {
	for _, args := range [][]string{{"cards", "-rarity", "shiny"}, {"cards", "-color", "Q"}, {"cards", "extra"}} {
		var out, errOut bytes.Buffer
		if code := run(args, &out, &errOut); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
