// Package store keeps what the app remembers between runs in the user's
// config directory: the settings and the unfinished game for "continue".
package store

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/graphics"
)

// NumSteps is the number of turn steps a stop can be set on.
const NumSteps = int(rules.StepCleanup) + 1

// Stops says on which steps the table stops to give a human priority even
// with an empty stack. Mine is for the player's own turns, Theirs for the
// turns of others. A human always gets priority when something they could
// answer is on the stack, and never when they have nothing to do.
type Stops struct {
	Mine   [NumSteps]bool `json:"mine"`
	Theirs [NumSteps]bool `json:"theirs"`
}

// DefaultStops stops in the player's own main phases, when their attackers
// are declared and the opponents' blockers are known, and at the end of
// other players' turns.
func DefaultStops() Stops {
	var s Stops
	s.Mine[rules.StepMain1] = true
	s.Mine[rules.StepMain2] = true
	s.Theirs[rules.StepBlockers] = true
	s.Theirs[rules.StepEnd] = true
	return s
}

// SeatChoice is how one seat was last set up, to fill the set-up screen.
type SeatChoice struct {
	Name string `json:"name"`
	// Controller is "human" or an AI level ("easy", "medium", "hard").
	Controller string `json:"controller"`
	// Deck is a ready-made deck name or a deck file path.
	Deck string `json:"deck"`
}

// Settings are the player's preferences.
type Settings struct {
	// AnimSpeed scales animation speed: 0 turns animations off, 1 is normal,
	// 0.5 slow, 2 fast.
	AnimSpeed float64 `json:"anim_speed"`
	// Volume is the sound effects' volume, 0 (silent) to 1.
	Volume float64 `json:"volume"`
	// Fullscreen starts the window full screen.
	Fullscreen bool `json:"fullscreen"`
	// HoverZoomMillis is how long the cursor rests on a card before it is
	// zoomed; 0 turns hover zoom off.
	HoverZoomMillis int `json:"hover_zoom_ms"`
	// AutoPay pays mana costs as soon as a spell or ability needs paying;
	// off, the player taps lands by clicking them (or presses Auto-pay).
	AutoPay bool `json:"auto_pay"`
	// Stops are the steps where the table stops for the player.
	Stops Stops `json:"stops"`
	// TeammatesShare lets people on one team who share their turns
	// (Archenemy) pass the screen without the hot-seat curtain and see
	// each other's hands; the curtain still falls between the sides.
	TeammatesShare bool `json:"teammates_share"`
	// FullControl holds priority for the player after they cast a spell,
	// so they may answer it themselves before the others; off, the table
	// passes over their own spell at once.
	FullControl bool `json:"full_control,omitempty"`
	// Graphics is the graphics library chosen by hand in Settings;
	// graphics.Auto lets the game choose.
	Graphics graphics.Library `json:"graphics,omitempty"`
	// GraphicsWorked is the library the game started on after the one it
	// tried first failed; the automatic choice starts on it from then on.
	GraphicsWorked graphics.Library `json:"graphics_worked,omitempty"`
	// LastSeats is the last game's set-up, offered again.
	LastSeats []SeatChoice `json:"last_seats,omitempty"`
	// LastGame is the last game's kind and options, offered again.
	LastGame GameChoice `json:"last_game,omitzero"`
	// FourCuatro is the last FourCuatro game's set-up, offered again.
	FourCuatro FourCuatroChoice `json:"fourcuatro,omitzero"`
	// HostCode is the join code of the game this computer last hosted,
	// given out again when it is resumed so that its people rejoin.
	HostCode string `json:"host_code,omitempty"`
}

// GameChoice is the kind of game the set-up screen last started and its
// options; empty values are left to the screen's defaults.
type GameChoice struct {
	// Mode is the game's label on the set-up screen ("Landless — single deck").
	Mode string `json:"mode,omitempty"`
	// Pool and MinDeck are the random draft's pool size and deck minimum
	// as typed ("" for the default).
	Pool    string `json:"pool,omitempty"`
	MinDeck string `json:"min_deck,omitempty"`
	// Shared is the shared deck's size choice ("auto", "100", "200").
	Shared string `json:"shared,omitempty"`
	// Library is a Live-Draft game's library choice ("shipped",
	// "block:180", "file") and LibraryFile the card list file's path.
	Library     string `json:"library,omitempty"`
	LibraryFile string `json:"library_file,omitempty"`
	// Collection is where a Landless draft's pools or shared deck come
	// from ("block", "own", "file"; a file's path is LibraryFile).
	Collection string `json:"collection,omitempty"`
	// Start is a Live-Draft game's start ("quick" or "careful").
	Start string `json:"start,omitempty"`
	// MillCounters and ReshuffleRemoved are Live-Draft's running-out
	// options.
	MillCounters     bool `json:"mill_counters,omitempty"`
	ReshuffleRemoved bool `json:"reshuffle_removed,omitempty"`
}

// FourCuatroChoice is how the last FourCuatro game was set up, to fill the
// FourCuatro set-up screen. Values it does not know are left to the
// screen's defaults.
type FourCuatroChoice struct {
	// Opponent is who played seat 2: "easy" or "hard" (a computer level)
	// or "human" (a friend at the same computer).
	Opponent string `json:"opponent"`
	// Names are the two seats' names.
	Names [2]string `json:"names"`
	// Format is "basic" or "constructed".
	Format string `json:"format"`
	// Decks are the seats' saved decks for the constructed format, by
	// name; "" when none was chosen (and for a computer seat).
	Decks [2]string `json:"decks"`
}

// DefaultSettings returns the settings of a first run.
func DefaultSettings() Settings {
	return Settings{AnimSpeed: 1, Volume: 0.6, HoverZoomMillis: 450, AutoPay: true, Stops: DefaultStops(), TeammatesShare: true}
}
