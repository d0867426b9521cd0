package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// The scene's parts: each keeps the state of one part of the table and
// the methods that read and change it, and reaches the layout, the match
// and the other parts through the scene it belongs to (wire sets that).
// The sight (sight.go) needs only the match.

// pointer reads the mouse and the keys: presses, drags onto the table,
// clicks, the hover zoom, the open discard pile and the hot-seat
// curtain's guard (input.go, hit.go, act.go).
type pointer struct {
	*Scene
	// cursor is where the pointer is; mouseDown whether the left button
	// is held (a pressed button looks pressed).
	cursor    geom.Vec
	mouseDown bool
	// press is a card pressed or dragged, hover the card under the cursor.
	press input.Press[fourcuatro.CardID]
	hover input.Hover[fourcuatro.CardID]
	// browse is the seat whose discard pile is open, or NoSeat.
	browse fourcuatro.Seat
	// guard lifts the hot-seat curtain only on a deliberate press.
	guard curtain.Guard
	// rects is scratch space for hit tests.
	rects []geom.Rect
}

// prompter says what the game needs now and makes the prompt's buttons
// (prompt.go).
type prompter struct {
	*Scene
	// chosen is the hand card dropped on the table while the player picks
	// how to cast it (a spell or a Cinder); NoCard otherwise.
	chosen  fourcuatro.CardID
	buttons []button
	// key is what the buttons were made for.
	key btnKey
}

// motion plays the game's events as flights, effects and sounds, and
// eases the mana sources to their places (motion.go, events.go,
// effects.go, anim.go).
type motion struct {
	*Scene
	anim
	// trap is the trap that answered the spell being shown, or NoCard.
	trap fourcuatro.CardID
	// onTable are the spell and the trap as the events shown so far left
	// them.
	onTable [2]tableCard
}

// canvas draws the table: the cached layers and what moves over them
// (draw.go, static.go, effects.go).
type canvas struct {
	*Scene
	// layers holds the table as drawn for the last state (static.go).
	layers layers
	// The log panel's wrapped lines and what they were wrapped for.
	logKey     [3]int
	logWrapped []string
}

// saver keeps the game in the store for Continue and shows a failure to
// do so (save.go).
type saver struct {
	*Scene
	st *store.Store
	// failed is set once a failure to save was shown.
	failed bool
}

// wire points every part at s and sets their starting state.
func (s *Scene) wire() {
	s.sight.m = s.m
	s.ptr.Scene, s.prompt.Scene, s.mo.Scene, s.canvas.Scene, s.saver.Scene = s, s, s, s, s
	s.ptr.browse, s.prompt.chosen, s.mo.trap = fourcuatro.NoSeat, fourcuatro.NoCard, fourcuatro.NoCard
}
