package gamelog

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// Option changes how the log is written.
type Option func(*describer)

// WithNames calls players by the names in the set-up ("Ada casts …")
// instead of their seat labels ("P1 casts …"); a seat without a name keeps
// its label. The table uses it; the headless tools keep the labels.
func WithNames() Option { return func(d *describer) { d.names = true } }

func newDescriber(g *rules.Game, viewer rules.Seat, opts []Option) describer {
	d := describer{g: g, viewer: viewer}
	for _, o := range opts {
		o(&d)
	}
	return d
}

// who names seat s: its label (P1) or, WithNames, its player's name.
func (d describer) who(s rules.Seat) string {
	if d.names && s >= 0 && int(s) < d.g.Seats() {
		if n := d.g.Player(s).Name; n != "" {
			return n
		}
	}
	return s.String()
}

// turn describes EvTurn: "Turn 3: Ada (P1)." or, with names, "Turn 3: Ada.".
func (d describer) turn(e rules.Event) string {
	name := d.g.Player(e.Seat).Name
	if d.names && name != "" {
		return fmt.Sprintf("Turn %d: %s.", e.Amount, name)
	}
	return fmt.Sprintf("Turn %d: %s (%s).", e.Amount, name, e.Seat)
}
