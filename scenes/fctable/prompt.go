package fctable

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// text says what the game needs now, to the person at the screen.
func (s *prompter) text() string {
	g := s.m.g
	if g.Over() {
		return fmt.Sprintf("%s after %d turns.", s.headline(), g.Turn())
	}
	if s.m.curtain() {
		return fmt.Sprintf("Pass the computer to %s.", s.sight.name(s.m.viewer()))
	}
	d := g.Pending()
	if !s.m.mine() {
		if d.Seat == s.m.viewer() {
			return "You have nothing to answer with: the game goes on."
		}
		if !s.m.human(d.Seat) {
			return s.sight.name(d.Seat) + " is thinking…"
		}
		return s.sight.name(d.Seat) + " is deciding…"
	}
	switch d.Kind {
	case fourcuatro.DecideMain:
		if c := s.chosen; c != fourcuatro.NoCard {
			d := s.sight.def(c)
			if !g.IsLegal(fourcuatro.Cast(c)) {
				why := fmt.Sprintf("it costs %d and you have %d mana", d.Cost, g.Player(s.m.viewer()).Refreshed())
				if d.Kind == fourcuatro.Trap {
					why = "a trap is played only on your opponent's turn"
				}
				return fmt.Sprintf("Play %s face down as a Cinder (your opponent burns a card)? It can't be cast as itself now: %s.", d.Name, why)
			}
			return fmt.Sprintf("Cast %s, or play it face down as a Cinder (your opponent burns a card)?", d.Name)
		}
		return "Your turn: drag a card onto the table to cast it — a spell you can pay for, or any card face down as a Cinder. End the turn with Space."
	case fourcuatro.DecideResponse:
		card, caster, cinder, _ := g.OnTable()
		what := "a Cinder (face down: your opponent burns a card)"
		if !cinder {
			what = s.sight.def(card).Name
		}
		if !s.sight.hasTrap() {
			return fmt.Sprintf("%s casts %s. You have no trap to answer it with.", s.sight.name(caster), what)
		}
		return fmt.Sprintf("%s casts %s. Answer with a trap (drag it onto the spell or click it), or let it through.", s.sight.name(caster), what)
	case fourcuatro.DecideDiscard:
		return fmt.Sprintf("Discard %s: click it in your hand.", cardsWord(d.N))
	case fourcuatro.DecideDestroy:
		return fmt.Sprintf("Choose a card from %s's hand for them to destroy.", s.sight.name(d.Victim))
	case fourcuatro.DecideOrder:
		whose := "your"
		if d.Victim != s.m.viewer() {
			whose = s.sight.name(d.Victim) + "'s"
		}
		return fmt.Sprintf("Put these back on top of %s deck: click them in order, the first one on top.", whose)
	}
	return ""
}

func cardsWord(n int) string {
	if n == 1 {
		return "a card"
	}
	return fmt.Sprintf("%d cards", n)
}

// headline is the end of the game in a few words.
func (s *prompter) headline() string {
	w := s.m.g.Winner()
	switch {
	case w < 0:
		return "The game is over"
	case s.m.human(w) && !s.m.hotSeat():
		return "You win"
	case !s.m.human(w) && !s.m.hotSeat():
		return s.sight.name(w) + " wins"
	}
	return s.sight.name(w) + " wins"
}

// update makes the prompt's buttons for now and places them.
func (s *prompter) update() {
	s.sight.refresh()
	key := btnKey{ver: s.sight.ver, chosen: s.chosen, busy: s.mo.busy(), made: true}
	if key != s.key {
		s.key = key
		s.remake()
	}
	s.place()
}

// btnKey says what the buttons depend on: the game and viewer, the card
// being cast, and whether events are still being shown.
type btnKey struct {
	ver    int
	chosen fourcuatro.CardID
	busy   bool
	made   bool
}

// remake makes the prompt's buttons for now.
func (s *prompter) remake() {
	old := s.buttons
	s.buttons = nil
	add := func(label string, primary bool, do func(ctx *scenes.Context)) {
		b := button{Button: widget.Button{Label: label, FontSize: 15}, do: do, primary: primary}
		if i := len(s.buttons); i < len(old) && old[i].Label == label {
			b.Button = old[i].Button // keep a press in progress
		}
		if primary {
			b.Style, b.Shortcut = widget.Primary, "Space"
		}
		s.buttons = append(s.buttons, b)
	}
	g := s.m.g
	switch {
	case g.Over():
		add("Rematch", true, s.rematch)
		add("Main menu", false, func(ctx *scenes.Context) { ctx.Switch(s.svc.Nav.Menu()) })
	case !s.m.mine() || s.mo.busy():
	case g.Pending().Kind == fourcuatro.DecideMain && s.chosen != fourcuatro.NoCard:
		c := s.chosen
		if s.sight.legal(fourcuatro.Cast(c)) {
			d := s.sight.def(c)
			add(castLabel(d), true, func(*scenes.Context) { s.apply(fourcuatro.Cast(c)) })
		}
		add("Cinder (free)", !s.sight.legal(fourcuatro.Cast(c)), func(*scenes.Context) { s.apply(fourcuatro.Cinder(c)) })
		add("Cancel", false, func(*scenes.Context) { s.chosen = fourcuatro.NoCard })
	case g.Pending().Kind == fourcuatro.DecideMain:
		add("End turn", true, func(*scenes.Context) { s.apply(fourcuatro.EndTurn()) })
	case g.Pending().Kind == fourcuatro.DecideResponse:
		s.sight.refresh()
		for _, a := range s.sight.acts {
			if a.Kind == fourcuatro.ActTrap {
				add("Play "+s.sight.def(a.Card).Name, false, func(*scenes.Context) { s.apply(a) })
			}
		}
		add("No response", true, func(*scenes.Context) { s.apply(fourcuatro.NoResponse()) })
	}
}

// input presses the button clicked, or the primary one on Space or
// Enter, and reports whether it did.
func (s *prompter) input(ctx *scenes.Context) bool {
	in := ctx.In
	for i := range s.buttons {
		if s.buttons[i].Update(in) {
			s.play("click")
			s.buttons[i].do(ctx)
			return true
		}
	}
	if in.KeyPressed(input.KeySpace) || in.KeyPressed(input.KeyEnter) {
		for i := range s.buttons {
			if s.buttons[i].primary {
				s.play("click")
				s.buttons[i].do(ctx)
				return true
			}
		}
	}
	return false
}

// castLabel is the label of the button that casts d: its name and cost.
func castLabel(d *fourcuatro.Def) string { return fmt.Sprintf("Cast %s (%d)", d.Name, d.Cost) }

// place stacks the buttons at the bottom of the prompt.
func (s *prompter) place() {
	h, gap, pad := s.b.px(36), s.b.px(8), s.b.px(10)
	p := s.b.prompt
	y := p.Max.Y - pad - h
	for i := len(s.buttons) - 1; i >= 0; i-- {
		s.buttons[i].Rect = geom.R(p.Min.X+pad, y, p.W()-2*pad, h)
		y -= h + gap
	}
}
