package main

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
	} {
		if got := actionText(tc.a); got != tc.want {
			t.Errorf("actionText(%+v) = %q, want %q", tc.a, got, tc.want)
		}
	}
}

func TestFindAction(t *testing.T) {
	none := rules.Target{Player: rules.NoSeat, Obj: rules.NoObj}
	pass := rules.Action{Kind: rules.ActPass, Obj: rules.NoObj, Target: none}
	cast := rules.Action{Kind: rules.ActCast, Obj: 7, Target: none}
	legal := []rules.Action{pass, cast}
	if a, err := findAction(legal, "  cast   #7 "); err != nil || a != cast {
		t.Errorf("findAction = %+v, %v", a, err)
	}
	if _, err := findAction(legal, "cast #8"); err == nil || !strings.Contains(err.Error(), "not legal now") {
		t.Errorf("cast #8: %v", err)
	}
	if _, err := findAction([]rules.Action{pass, pass}, "pass"); err == nil || !strings.Contains(err.Error(), "matches 2") {
		t.Errorf("two passes: %v", err)
	}
}
