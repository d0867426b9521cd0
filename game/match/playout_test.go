package match

import (
	"context"
	"strings"
	"testing"
)

func TestPlayOut(t *testing.T) {
	g := newToy(2, 10)
	var adds []int
	n, err := PlayOut[int8, int, toyEvent, toyKnow](g, Computers[int8, int, toyEvent, toyKnow](context.Background(), g, []Player[toyKnow, int]{always(1), always(2)}), 100,
		func(a int, ev []toyEvent) { adds = append(adds, a) })
	if err != nil || !g.Over() || n != len(adds) || n != 7 {
		t.Fatalf("%d actions (%v), over %v, error %v", n, adds, g.Over(), err)
	}
	g = newToy(2, 100)
	if n, err := PlayOut[int8, int, toyEvent, toyKnow](g, Computers[int8, int, toyEvent, toyKnow](context.Background(), g, []Player[toyKnow, int]{always(1), always(1)}), 5, nil); err != nil || n != 5 {
		t.Fatalf("the action limit: %d actions, %v", n, err)
	}
	g = newToy(2, 100)
	_, err = PlayOut[int8, int, toyEvent, toyKnow](g, Computers[int8, int, toyEvent, toyKnow](context.Background(), g, []Player[toyKnow, int]{always(1), always(3)}), 5, nil)
	if err == nil || !strings.Contains(err.Error(), "action 2, by seat 2, was refused") {
		t.Fatalf("an illegal action: %v", err)
	}
	g = newToy(2, 100)
	_, err = PlayOut[int8, int, toyEvent, toyKnow](g, Computers[int8, int, toyEvent, toyKnow](context.Background(), g, []Player[toyKnow, int]{panicky{}, always(1)}), 5, nil)
	if err == nil || !strings.Contains(err.Error(), "crashed") {
		t.Fatalf("a crashing computer: %v", err)
	}
}
