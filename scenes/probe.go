//go:build kitchentableprobe

package scenes

import (
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Probe describes what a screen shows, in screen pixels, so that an
// end-to-end test driving the real app from outside (with xdotool) knows
// where to click and can check what happened. The app writes it as JSON
// to the file given by `kitchentable play -probe FILE`; players never see
// it.
type Probe struct {
	// Scene names the screen: "menu", "setup", "settings", "table", "end".
	Scene string `json:"scene"`
	// Prompt is what the screen asks of the player, if it says.
	Prompt string `json:"prompt,omitempty"`
	// Buttons are the screen's buttons.
	Buttons []ProbeItem `json:"buttons,omitempty"`
	// Cards are the face-up cards the player in front of the screen sees,
	// with their zones ("hand", "battlefield", ...).
	Cards []ProbeItem `json:"cards,omitempty"`
	// Seats are the players' plates (name and life), by name; Mine marks
	// the player in front of the screen.
	Seats []ProbeItem `json:"seats,omitempty"`
	// Turn is the game's turn number (the table), or the round (the
	// league hub).
	Turn int `json:"turn,omitempty"`
	// Drop is where dropping a card from hand plays it (the table only).
	Drop *ProbeItem `json:"drop,omitempty"`
	// LandDrop is where dropping a card from hand plays it as a land,
	// when the game has such a place (Landless; the table only).
	LandDrop *ProbeItem `json:"landDrop,omitempty"`
}

// ProbeItem is one thing on the screen.
type ProbeItem struct {
	Label string `json:"label"`
	// Zone and Mine, for cards: where the card is and whether the player
	// in front of the screen controls it; Land marks lands.
	Zone string `json:"zone,omitempty"`
	Mine bool   `json:"mine,omitempty"`
	Land bool   `json:"land,omitempty"`
	// Life is a seat's life total (the table's Seats).
	Life int `json:"life,omitempty"`
	// Pick marks a card or seat lit as one the player may pick now: a
	// target, a card to choose, a land to tap while paying.
	Pick bool `json:"pick,omitempty"`
	// Staged marks a hand card marked to leave the hand (a discard not
	// yet confirmed).
	Staged bool `json:"staged,omitempty"`
	// X, Y, W, H are the item's rectangle in screen pixels.
	X, Y, W, H float64
}

// Prober is a scene that can describe itself for end-to-end tests.
type Prober interface {
	Probe() Probe
}

// ProbeRect returns a ProbeItem for a labelled rectangle.
func ProbeRect(label string, r geom.Rect) ProbeItem {
	return ProbeItem{Label: label, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H()}
}

// ProbeButtons describes buttons by their labels.
func ProbeButtons(bs ...*widget.Button) []ProbeItem {
	out := make([]ProbeItem, 0, len(bs))
	for _, b := range bs {
		if !b.Disabled {
			out = append(out, ProbeRect(b.Label, b.Rect))
		}
	}
	return out
}

// ProbeList describes the rows of a cycler's open list as buttons, by
// their options; none while it is closed.
func ProbeList(c *widget.Cycler) []ProbeItem {
	opts, rows := c.Shown()
	out := make([]ProbeItem, len(opts))
	for i := range opts {
		out[i] = ProbeRect(opts[i], rows[i])
	}
	return out
}
