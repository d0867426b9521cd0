package gamelog

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/rules"
)

// Option changes how the log is written.
type Option func(*describer)

// WithNames calls players by the names in the set-up ("Ada casts …")
// instead of their seat labels ("P1 casts …"); a seat without a name keeps
// its label. The table uses it; the headless tools keep the labels.
func WithNames() Option { return func(d *describer) { d.names = true } }

// Addressing is WithNames, except that seat s, the one person reading the
// log, is spoken to ("You draw") whatever their seat's name is.
func Addressing(s rules.Seat) Option {
	return func(d *describer) { d.names, d.reader = true, s }
}

func newDescriber(g *rules.Game, viewer rules.Seat, opts []Option) describer {
	d := describer{g: g, viewer: viewer, reader: rules.NoSeat}
	for _, o := range opts {
		o(&d)
	}
	return d
}

// who names seat s: its label (P1) or, WithNames, its player's name.
func (d describer) who(s rules.Seat) string {
	if d.names && s >= 0 && int(s) < d.g.Seats() {
		if s == d.reader {
			return you
		}
		if n := d.g.Player(s).Name; n != "" {
			return n
		}
	}
	return s.String()
}

// turn describes EvTurn: "Turn 3: Ada (P1)." or, with names, "Turn 3: Ada.".
func (d describer) turn(e rules.Event) string {
	name := d.g.Player(e.Seat).Name
	if d.names && e.Seat == d.reader {
		name = you
	}
	if d.names && name != "" {
		return fmt.Sprintf("Turn %d: %s.", e.Amount, name)
	}
	return fmt.Sprintf("Turn %d: %s (%s).", e.Amount, name, e.Seat)
}

// you is the name that makes the log speak to the player: a seat named
// "You" (the set-up's default for the first person) reads "You draw",
// "your graveyard", "attacks you".
const you = "You"

// finish fixes a sentence's grammar for a seat named You when the log
// uses names; other sentences pass unchanged.
func (d describer) finish(s string) string {
	if !d.names || !strings.Contains(s, you) {
		return s
	}
	s = strings.ReplaceAll(s, you+"'s ", "your ")
	if rest, ok := strings.CutPrefix(s, you+" "); ok {
		verb, tail, _ := strings.Cut(rest, " ")
		tail = strings.ReplaceAll(" "+tail, " their ", " your ")
		tail = strings.ReplaceAll(tail, " themselves", " yourself")
		s = you + " " + baseForm(verb) + tail
		if !strings.Contains(rest, " ") {
			s = strings.TrimSuffix(s, " ")
		}
	}
	// "You" elsewhere in the sentence is an object: "attacks you".
	head, tail := s[:min(len(s), len(you))], s[min(len(s), len(you)):]
	return head + replaceWord(tail, you, "you")
}

// baseForm turns a third-person verb into the form that goes with "you".
func baseForm(verb string) string {
	switch verb {
	case "has":
		return "have"
	case "is":
		return "are"
	case "does":
		return "do"
	}
	for _, end := range []string{"shes", "ches", "xes", "sses"} {
		if strings.HasSuffix(verb, end) {
			return strings.TrimSuffix(verb, "es")
		}
	}
	if strings.HasSuffix(verb, "s") && !strings.HasSuffix(verb, "ss") {
		return strings.TrimSuffix(verb, "s")
	}
	return verb
}

// replaceWord replaces old with new in s where it stands as a whole word.
func replaceWord(s, old, repl string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(old)
		whole := (i == 0 || !isLetter(s[i-1])) && (end == len(s) || !isLetter(s[end])) &&
			!strings.HasSuffix(s[:i], ": ") // "Turn 2: You." keeps its capital
		b.WriteString(s[:i])
		if whole {
			b.WriteString(repl)
		} else {
			b.WriteString(old)
		}
		s = s[end:]
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
