package record

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

func TestActionText(t *testing.T) {
	none := rules.Target{Player: rules.NoSeat, Obj: rules.NoObj}
	obj := func(id rules.ObjID) rules.Target { return rules.Target{Player: rules.NoSeat, Obj: id, Stamp: 3} }
	for _, tc := range []struct {
		a    rules.Action
		want string
	}{
		{rules.Action{Kind: rules.ActPass, Obj: rules.NoObj, Target: none}, "pass"},
		{rules.Action{Kind: rules.ActPlayLand, Obj: 5, Target: none}, "play #5"},
		{rules.Action{Kind: rules.ActCast, Obj: 17, Target: none}, "cast #17"},
		{rules.Action{Kind: rules.ActActivate, Obj: 21, Target: none}, "activate #21 0"},
		{rules.Action{Kind: rules.ActChooseX, Obj: rules.NoObj, Target: none}, "x 0"},
		{rules.Action{Kind: rules.ActChooseX, Obj: rules.NoObj, Index: 3, Target: none}, "x 3"},
		{rules.Action{Kind: rules.ActTarget, Obj: rules.NoObj, Target: rules.PlayerTarget(1)}, "target P2"},
		{rules.Action{Kind: rules.ActTarget, Obj: rules.NoObj, Target: obj(33)}, "target #33"},
		{rules.Action{Kind: rules.ActTapMana, Obj: 12, Kind2: 4, Target: none}, "tap #12 0 G"},
		{rules.Action{Kind: rules.ActAttack, Obj: 33, Target: rules.PlayerTarget(1)}, "attack #33 P2"},
		{rules.Action{Kind: rules.ActBlock, Obj: 40, Target: obj(33)}, "block #40 #33"},
		{rules.Action{Kind: rules.ActChoose, Obj: 17, Target: none}, "choose #17"},
		{rules.Action{Kind: rules.ActChoose, Obj: rules.NoObj, Target: none}, "choose 0"},
		{rules.Action{Kind: rules.ActChoose, Obj: 17, Index: 2, Target: none}, "choose #17 2"},
		{rules.Action{Kind: rules.ActChooseDone, Obj: rules.NoObj, Target: none}, "done"},
		{rules.Action{Kind: 200, Obj: rules.NoObj, Target: none}, "kind200"},
	} {
		if got := ActionText(tc.a); got != tc.want {
			t.Errorf("ActionText(%+v) = %q, want %q", tc.a, got, tc.want)
		}
	}
}

func TestParseAction(t *testing.T) {
	none := rules.Target{Player: rules.NoSeat, Obj: rules.NoObj}
	pass := rules.Action{Kind: rules.ActPass, Obj: rules.NoObj, Target: none}
	cast := rules.Action{Kind: rules.ActCast, Obj: 7, Target: none}
	legal := []rules.Action{pass, cast}
	if a, err := ParseAction("  cast   #7 ", legal); err != nil || a != cast {
		t.Errorf("ParseAction = %+v, %v", a, err)
	}
	if _, err := ParseAction("cast #8", legal); err == nil || err.Error() != `record: "cast #8" is not legal now` {
		t.Errorf("cast #8: %v", err)
	}
	if _, err := ParseAction("pass", []rules.Action{pass, pass}); err == nil || !strings.Contains(err.Error(), "matches 2") {
		t.Errorf("two passes: %v", err)
	}
	if _, err := ParseAction("pass", nil); err == nil {
		t.Error("no legal actions: no error")
	}
}

func TestLegalTexts(t *testing.T) {
	none := rules.Target{Player: rules.NoSeat, Obj: rules.NoObj}
	var legal []rules.Action
	for i := 0; i < 25; i++ {
		legal = append(legal, rules.Action{Kind: rules.ActCast, Obj: rules.ObjID(i), Target: none})
	}
	if got := LegalTexts(legal[:2]); got != "cast #0, cast #1" {
		t.Errorf("two: %q", got)
	}
	got := LegalTexts(legal)
	if !strings.HasPrefix(got, "cast #0, cast #1, ") || !strings.HasSuffix(got, "cast #19, and 5 more") {
		t.Errorf("25: %q", got)
	}
}
