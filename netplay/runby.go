package netplay

import (
	"context"
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// A host's game may be run by its caller instead of by Play: the app's
// table at the host runs its own match (its people, its computers, its
// curtain), in which each remote seat is a player whose choice comes over
// the network (Seat). Begin waits for the seats and sends the first
// states, Applied sends what each action changed, and Finish the end.

// RemoteSeat is a remote seat as a player of a match the host's caller
// runs (match.Player): Choose asks the seat's person and waits for the
// answer, or for a computer's when the seat is handed to one.
type RemoteSeat struct {
	h *Host
	s rules.Seat
}

// Seat returns remote seat s as a player, or false for a local seat.
func (h *Host) Seat(s rules.Seat) (RemoteSeat, bool) {
	if s < 0 || int(s) >= len(h.seats) || h.seats[s] == nil {
		return RemoteSeat{}, false
	}
	return RemoteSeat{h: h, s: s}, true
}

// Choose implements match.Player: k's seat is asked over the network to
// choose among its legal actions.
func (p RemoteSeat) Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error) {
	legal := append([]rules.Action(nil), k.Legal()...)
	if len(legal) == 0 {
		return rules.Action{}, fmt.Errorf("netplay: no legal actions for seat %d", int(p.s)+1)
	}
	return p.h.choose(ctx, p.s, legal)
}

// choose asks who plays seat s to choose one of legal: its person over
// the network, or the host's computers (HostConfig.Local) for a local
// seat or one handed to a computer.
func (h *Host) choose(ctx context.Context, s rules.Seat, legal []rules.Action) (rules.Action, error) {
	var i int
	var err error
	switch {
	case h.playedRemotely(s):
		i, err = h.askRemote(ctx, s, h.seats[s], legal)
	case h.cfg.Local != nil:
		i, err = h.cfg.Local(s, legal)
	default:
		return rules.Action{}, fmt.Errorf("netplay: seat %d is played on the host, which has no computer for it", int(s)+1)
	}
	if err != nil {
		return rules.Action{}, err
	}
	if i < 0 || i >= len(legal) {
		return rules.Action{}, fmt.Errorf("netplay: the choice %d is not one of the %d legal actions", i, len(legal))
	}
	return legal[i], nil
}

// Begin waits for every remote seat to be taken, deals the game when
// there is none yet (HostConfig.Deal) and sends every remote seat its
// first state, for a game the caller runs (see RemoteSeat); it returns
// the game.
func (h *Host) Begin(ctx context.Context) (*rules.Game, error) {
	if err := h.WaitSeated(ctx); err != nil {
		return nil, err
	}
	if h.cfg.Game == nil {
		if err := h.deal(); err != nil {
			h.abandon("The host could not deal the game.")
			return nil, err
		}
	}
	h.update(h.cfg.Game.Events())
	return h.cfg.Game, nil
}

// Applied tells the remote seats what action a changed, for a game the
// caller runs: call it on the goroutine that applies, after each action,
// with its events.
func (h *Host) Applied(a rules.Action, events []rules.Event) {
	h.mu.Lock()
	h.applied++
	h.mu.Unlock()
	if h.cfg.Applied != nil {
		h.cfg.Applied(a, events)
	}
	h.update(events)
}

// Finish sends every remote seat the end of a game the caller ran.
func (h *Host) Finish() { h.finish() }

// Abandon ends the hosting of a game that has not begun: every seat is
// told why in the sentence text.
func (h *Host) Abandon(text string) { h.abandon(text) }
