package netplay

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/rules"
)

// TestHandSeatToComputer plays a game whose second remote seat stops
// answering after a few decisions and drops: the host hands that seat
// to a computer, the game plays on to its end, the other remote seat is
// told, the dropped person cannot take the seat back, and Away measured
// the absence.
func TestHandSeatToComputer(t *testing.T) {
	tb := newTable(t, 6, true, true, false)
	hs := tb.host(t, newSecrecy(t).check)
	if err := hs.h.HandToComputer(2); err == nil {
		t.Fatal("a local seat was handed to a computer")
	}
	var mu sync.Mutex
	var notices []string
	c0 := tb.clientFor(t, hs, 0)
	c0.Notice = func(text string) { mu.Lock(); notices = append(notices, text); mu.Unlock() }
	c1 := tb.clientFor(t, hs, 1)
	quit, stop := context.WithCancel(context.Background())
	decide, asked := c1.Decide, 0
	c1.Decide = func(v *rules.View, legal []rules.Action) (int, error) {
		if asked++; asked == 15 {
			stop()
			return 0, errors.New("the person walked away")
		}
		return decide(v, legal)
	}
	var wg sync.WaitGroup
	var err0, err1 error
	wg.Add(2)
	go func() { defer wg.Done(); _, err0 = Join(context.Background(), c0) }()
	if err := hs.h.waitJoined(0); err != nil {
		t.Fatal(err)
	}
	go func() { defer wg.Done(); _, err1 = Join(quit, c1) }()
	for give := time.Now().Add(time.Minute); hs.h.Away(1) == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(give) { // the drop happens on the client's goroutine
			t.Fatal("seat 2 never dropped")
		}
	}
	if err := hs.h.HandToComputer(1); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if err := <-hs.done; err != nil {
		t.Fatal(err)
	}
	if err0 != nil || err1 == nil {
		t.Fatalf("seat 1 ended with %v, seat 2 (walked away) with %v", err0, err1)
	}
	if !hs.g.Over() {
		t.Fatalf("the game stopped on turn %d without an end", hs.g.Turn())
	}
	mu.Lock()
	told := strings.Join(notices, "\n")
	mu.Unlock()
	if !strings.Contains(told, "Seat2's seat is played by a computer now.") {
		t.Errorf("seat 1 was not told of the hand-over: %q", told)
	}
	back := tb.clientFor(t, hs, 1)
	var refused *RefusedError
	if _, err := Join(context.Background(), back); !errors.As(err, &refused) || refused.Text != "The host gave this seat to a computer." {
		t.Errorf("rejoining a handed seat gave %v, want a refusal", err)
	}
	t.Logf("ended on turn %d, winners %v", hs.g.Turn(), hs.g.Winners())
}
