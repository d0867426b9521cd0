package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// easyAttackRate is how often, over n seeds, the easy player at noise
// 0.2 (the default) declares its Ox as its first attacker when an
// untapped Wurm, which would eat it, waits on the other side.
func easyAttackRate(t *testing.T, n int) float64 {
	t.Helper()
	c := aitest.SchemeCards(t, surviveCards)
	ox := aitest.CreatureOn(1, c["Test Ox"], 0)
	wurm := aitest.CreatureOn(2, c["Test Wurm"], 1)
	wurm.Keywords = c["Test Wurm"].Keywords
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, ox, wurm)
	v.Step = rules.StepAttackers
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideAttackers, Source: rules.NoObj}
	attack := rules.Action{Kind: rules.ActAttack, Obj: 1, Target: rules.PlayerTarget(1)}
	legal := []rules.Action{attack, {Kind: rules.ActAttackDone, Obj: rules.NoObj, Target: rules.PlayerTarget(rules.NoSeat)}}
	hits := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		p := NewEasy(seed, 0.2).p
		if p.Choose(NewBoard(v), legal) == attack {
			hits++
		}
	}
	return float64(hits) / float64(n)
}

func TestEasyAttacksWithEverything(t *testing.T) {
	// Half its attack decisions are random (easyNoise); the others send
	// every creature that can attack, even into a blocker that eats it:
	// about 3 in 4 attack. When a reckless creature attacked only half
	// the time (easyReckless 2.5), it was about 1 in 2.
	if r := easyAttackRate(t, 400); r < 0.65 || r > 0.85 {
		t.Errorf("the Ox attacked in %.0f%% of 400 seeds, want about 75%%", 100*r)
	}
}
