package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Four bears against one giant: any one bear alone is eaten, but the
// giant blocks only one, and three bears bring the defender to one life,
// so the careful player attacks with all four.
func TestBearsSwarmPastOneGiant(t *testing.T) {
	c := aitest.SchemeCards(t, "")
	var bf []rules.CardView
	for i := range 4 {
		bf = append(bf, aitest.CreatureOn(rules.ObjID(10+i), c["Test Bear"], 0))
	}
	bf = append(bf, aitest.CreatureOn(20, c["Test Giant"], 1))
	v := aitest.TableView(0, []int{0, 1}, []int{20, 7}, bf...)
	if n := attackersChosen(t, v); n != 4 {
		t.Errorf("%d bears attack past one giant at 7 life, want all 4", n)
	}
}

// Two bears against two giants: every bear would be eaten, and nothing
// gets through, so none attacks.
func TestBearsStayHomeFromTwoGiants(t *testing.T) {
	c := aitest.SchemeCards(t, "")
	bf := []rules.CardView{
		aitest.CreatureOn(10, c["Test Bear"], 0), aitest.CreatureOn(11, c["Test Bear"], 0),
		aitest.CreatureOn(20, c["Test Giant"], 1), aitest.CreatureOn(21, c["Test Giant"], 1),
	}
	v := aitest.TableView(0, []int{0, 1}, []int{20, 7}, bf...)
	if n := attackersChosen(t, v); n != 0 {
		t.Errorf("%d bears attack into two giants, want none", n)
	}
}

// The defender blocks to eat an attacker or trade evenly, and chump-
// blocks only to live: its bear lets our giant through at 20 life and
// blocks it at 5.
func TestAnswerBlocksChumpOnlyToLive(t *testing.T) {
	c := aitest.SchemeCards(t, "")
	b := NewBoard(aitest.TableView(0, []int{0, 1}, []int{20, 20}))
	giant, bear, theirBear := aitest.CreatureOn(10, c["Test Giant"], 0), aitest.CreatureOn(11, c["Test Bear"], 0), aitest.CreatureOn(20, c["Test Bear"], 1)
	blocks := func(attackers []*rules.CardView, life int) []*rules.CardView {
		return b.answerBlocks(attackers, []*rules.CardView{&theirBear}, life)
	}
	if got := blocks([]*rules.CardView{&giant}, 20); got[0] != nil {
		t.Errorf("at 20 life the defender chump-blocks the giant")
	}
	if got := blocks([]*rules.CardView{&giant}, 5); got[0] == nil {
		t.Errorf("at 5 life the defender lets the giant kill it")
	}
	if got := blocks([]*rules.CardView{&giant, &bear}, 20); got[0] != nil || got[1] == nil {
		t.Errorf("at 20 life the defender blocks %v, want the bear traded with, the giant let through", got)
	}
}
