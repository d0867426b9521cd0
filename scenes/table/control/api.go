// Package control is the table's logic without any drawing: it sees the
// game being played only through a Table (a seat's view, the legal
// actions of the people at this screen: table.go), turns the player's
// clicks, drags and keys (already resolved to table objects by the
// scene's layout, as Hits) into rules actions, runs computer seats on
// goroutines (the local table, local.go), passes priority
// automatically where the player has set no stop, stages attacks and blocks
// until the player confirms them, and decides when the hot-seat curtain
// hides the table. It never imports ebiten, so tests drive it directly.
package control

import (
	"fmt"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// Prompt says what the viewer must do now and offers the buttons for it.
type Prompt struct {
	// Text is one line: "Your turn: play a land or cast a spell, or pass (Space)".
	Text string
	// Waiting is true when someone else (a computer or another person) is
	// deciding; Text then says who and what ("Ada is declaring attackers…").
	Waiting bool
	Buttons []layout.Button
}

// Preferences are the player's settings the table reads live: whether
// mana is paid for them, and the steps it stops at, which clicking the
// phase bar toggles. *store.Settings has them.
type Preferences interface {
	PaysAutomatically() bool
	// TeammatesSeeEachOther: people on one team who share their turns
	// pass the screen without the curtain and see each other's hands.
	TeammatesSeeEachOther() bool
	// HoldsPriority (full control): the table stops for the player after
	// they cast a spell, so they may answer it themselves, instead of
	// passing over it at once.
	HoldsPriority() bool
	StopsAt(own bool, step int) bool
	ToggleStop(own bool, step int) bool
}

// noPreferences are the Preferences of a table given none: no automatic
// payment, and stops only where the phase bar sets them.
type noPreferences struct{ stops [2][32]bool } // [own turns, others' turns][step]

func (*noPreferences) PaysAutomatically() bool { return false }

func (*noPreferences) TeammatesSeeEachOther() bool { return false }

func (*noPreferences) HoldsPriority() bool { return false }

func (p *noPreferences) StopsAt(own bool, step int) bool {
	return step >= 0 && step < len(p.stops[0]) && p.stops[whose(own)][step]
}

func (p *noPreferences) ToggleStop(own bool, step int) bool {
	if step < 0 || step >= len(p.stops[0]) {
		return false
	}
	p.stops[whose(own)][step] = !p.stops[whose(own)][step]
	return true
}

// whose is 0 for the player's own turns and 1 for the others'.
func whose(own bool) int {
	if own {
		return 0
	}
	return 1
}

// Options configure a Controller.
type Options struct {
	// AITime is the time limit per computer decision (0: one second),
	// passed to the computer players as ai.WithTimeLimit.
	AITime time.Duration
	// Settings are read live for the stops and auto-pay; clicking a step of
	// the phase bar toggles its stop here. Nil: no automatic payment and no
	// stops (the table passes wherever the player has nothing to do).
	Settings Preferences

	// syncAI makes computer decisions synchronous: Tick runs Choose itself,
	// so tests never depend on timing.
	syncAI bool
	// aiOpts are added to every computer player's options (tests use
	// ai.WithIterations).
	aiOpts []ai.Option
	// Saver, when set, keeps the game for Continue: the match runner saves
	// it while it moves on and when the controller closes, and forgets it
	// once it is over. Saved hears how each save went (nil: it worked).
	Saver match.Saver
	Saved func(err error)

	// Host, when set, is the host of a networked game this table plays
	// (netplay.Host): the seats played from other computers are its
	// players (Host.Seat), every action applied goes to it, and it is
	// given the game the table makes (Host.Adopt).
	Host *netplay.Host

	// computer, when set, plays every computer seat instead of the level
	// the record names (tests of failing players).
	computer ai.Player
}

// Summary describes a finished (or abandoned) game for the end screen.
type Summary struct {
	// Winners are the seats of the winning team; nil for a draw.
	Winners     []rules.Seat
	WinnerNames []string
	// HumanWon is true when a seat played by a person is among the winners.
	HumanWon bool
	// Conceded is true when the people conceded and left the computers
	// playing: the game is over for the table without winners.
	Conceded bool
	// ConcededNames are the players who conceded, in seat order.
	ConcededNames []string
	Turns         int
	// Lines say how each player did: "Ada: 14 life, 9 spells cast, 23 damage to opponents".
	Lines []string
}

// Refusal is the error the input methods return when the player's click,
// drag or key does nothing; Reason is a short sentence to show them
// ("Ember Lash can't target that"). The game and Version are unchanged.
type Refusal struct {
	Reason string
}

// Error returns the reason prefixed with the package name.
func (r *Refusal) Error() string { return "control: " + r.Reason }

// refuse returns a Refusal error with the reason.
func refuse(format string, args ...any) error {
	if len(args) == 0 {
		return &Refusal{Reason: format}
	}
	return &Refusal{Reason: fmt.Sprintf(format, args...)}
}
