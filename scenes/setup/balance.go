package setup

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// balance is what one size of table can expect, measured with medium
// computer players at every seat and random theme decks.
type balance struct {
	games int // games measured
	wins  int // Archenemy: the archenemy's wins, in per cent of the games
	turns int // the average game's length in turns
}

// archenemyBalance is Archenemy's balance by seats (the archenemy and N-1
// opponents), measured with
//
//	go run ./cmd/kitchentable sim -variant archenemy -players N -games 200 -ai medium -seed 7 -workers 2
var archenemyBalance = map[int]balance{
	2: {games: 200, wins: 100, turns: 11}, // 200 of 200 won, 11.0 turns
	3: {games: 200, wins: 92, turns: 16},  // 185 of 200 won, 16.5 turns
	4: {games: 200, wins: 48, turns: 18},  // 95 of 200 won, 18.4 turns
	5: {games: 200, wins: 12, turns: 15},  // 24 of 200 won, 15.4 turns
	6: {games: 200, wins: 4, turns: 13},   // 8 of 200 won, 13.1 turns
	7: {games: 200, wins: 0, turns: 12},   // 0 of 200 won, 11.6 turns
	8: {games: 200, wins: 0, turns: 11},   // 0 of 200 won, 11.0 turns
}

// rumbleBalance is Supervillain Rumble's balance by seats, measured with
//
//	go run ./cmd/kitchentable sim -variant rumble -players N -games 100 -ai medium -seed 7 -workers 2
var rumbleBalance = map[int]balance{
	3: {games: 100, turns: 31}, // 0 draws, 31.4 turns
	4: {games: 100, turns: 42}, // 0 draws, 42.5 turns
	5: {games: 100, turns: 50}, // 0 draws, 50.2 turns
	6: {games: 100, turns: 57}, // 0 draws, 57.0 turns
	7: {games: 100, turns: 62}, // 0 draws, 62.3 turns
	8: {games: 100, turns: 69}, // 0 draws, 68.6 turns
}

// balanceLine says what the chosen mode can expect at the table's number
// of seats, from the measured tables; "" for modes without one.
func (l *seatList) balanceLine() string {
	n := len(l.rows)
	switch l.schemes() {
	case variant.FirstSeatSchemes:
		if b, ok := archenemyBalance[n]; ok {
			return fmt.Sprintf("Against %d (measured, %d games of medium AIs): the archenemy wins %d%%, in about %d turns.", n-1, b.games, b.wins, b.turns)
		}
	case variant.EverySeatSchemes:
		if b, ok := rumbleBalance[n]; ok {
			return fmt.Sprintf("%d villains (measured, %d games of medium AIs): about %d turns.", n, b.games, b.turns)
		}
	}
	return ""
}

// drawBalance draws the balance line beside the Add seat button, where it
// changes with the number of seats.
func (s *Scene) drawBalance(screen *ebiten.Image) {
	b := s.seats.balanceLine()
	if b == "" {
		return
	}
	a := s.add.Rect
	line := geom.R(a.Max.X+16*s.scale, a.Min.Y, 1100*s.scale+s.ox-a.Max.X, a.H())
	s.th.Message(screen, b, line, widget.Parchment)
}
