package fctable

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// promptText says what the game needs now, to the person at the screen.
func (s *Scene) promptText() string {
	g := s.m.g
	if g.Over() {
		return fmt.Sprintf("%s after %d turns.", s.headline(), g.Turn())
	}
	if s.m.curtain() {
		return fmt.Sprintf("Pass the computer to %s.", s.name(s.m.viewer()))
	}
	d := g.Pending()
	if !s.m.mine() {
		if d.Seat == s.m.viewer() {
			return "You have nothing to answer with: the game goes on."
		}
		if !s.m.human(d.Seat) {
			return s.name(d.Seat) + " is thinking…"
		}
		return s.name(d.Seat) + " is deciding…"
	}
	switch d.Kind {
	case fourcuatro.DecideMain:
		if c := s.chosen; c != fourcuatro.NoCard {
			d := s.def(c)
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
			what = s.def(card).Name
		}
		if !s.hasTrap() {
			return fmt.Sprintf("%s casts %s. You have no trap to answer it with.", s.name(caster), what)
		}
		return fmt.Sprintf("%s casts %s. Answer with a trap (drag it onto the spell or click it), or let it through.", s.name(caster), what)
	case fourcuatro.DecideDiscard:
		return fmt.Sprintf("Discard %s: click it in your hand.", cardsWord(d.N))
	case fourcuatro.DecideDestroy:
		return fmt.Sprintf("Choose a card from %s's hand for them to destroy.", s.name(d.Victim))
	case fourcuatro.DecideOrder:
		whose := "your"
		if d.Victim != s.m.viewer() {
			whose = s.name(d.Victim) + "'s"
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
func (s *Scene) headline() string {
	w := s.m.g.Winner()
	switch {
	case w < 0:
		return "The game is over"
	case s.m.human(w) && !s.m.hotSeat():
		return "You win"
	case !s.m.human(w) && !s.m.hotSeat():
		return s.name(w) + " wins"
	}
	return s.name(w) + " wins"
}

// hasTrap reports whether the viewer holds a trap that may answer now.
func (s *Scene) hasTrap() bool {
	s.refresh()
	for _, a := range s.acts {
		if a.Kind == fourcuatro.ActTrap {
			return true
		}
	}
	return false
}

// layoutButtons makes the prompt's buttons for now and places them.
func (s *Scene) layoutButtons() {
	s.refresh()
	key := btnKey{ver: s.seenVer, chosen: s.chosen, busy: s.an.busy(), made: true}
	if key != s.btnKey {
		s.btnKey = key
		s.makeButtons()
	}
	s.placeButtons()
}

// btnKey says what the buttons depend on: the game and viewer, the card
// being cast, and whether events are still being shown.
type btnKey struct {
	ver    int
	chosen fourcuatro.CardID
	busy   bool
	made   bool
}

// makeButtons makes the prompt's buttons for now.
func (s *Scene) makeButtons() {
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
	case !s.m.mine() || s.an.busy():
	case g.Pending().Kind == fourcuatro.DecideMain && s.chosen != fourcuatro.NoCard:
		c := s.chosen
		if s.legal(fourcuatro.Cast(c)) {
			d := s.def(c)
			add(castLabel(d), true, func(*scenes.Context) { s.apply(fourcuatro.Cast(c)) })
		}
		add("Cinder (free)", !s.legal(fourcuatro.Cast(c)), func(*scenes.Context) { s.apply(fourcuatro.Cinder(c)) })
		add("Cancel", false, func(*scenes.Context) { s.chosen = fourcuatro.NoCard })
	case g.Pending().Kind == fourcuatro.DecideMain:
		add("End turn", true, func(*scenes.Context) { s.apply(fourcuatro.EndTurn()) })
	case g.Pending().Kind == fourcuatro.DecideResponse:
		s.refresh()
		for _, a := range s.acts {
			if a.Kind == fourcuatro.ActTrap {
				add("Play "+s.def(a.Card).Name, false, func(*scenes.Context) { s.apply(a) })
			}
		}
		add("No response", true, func(*scenes.Context) { s.apply(fourcuatro.NoResponse()) })
	}
}

// castLabel is the label of the button that casts d: its name and cost.
func castLabel(d *fourcuatro.Def) string { return fmt.Sprintf("Cast %s (%d)", d.Name, d.Cost) }

// placeButtons stacks the buttons at the bottom of the prompt.
func (s *Scene) placeButtons() {
	h, gap, pad := s.b.px(36), s.b.px(8), s.b.px(10)
	p := s.b.prompt
	y := p.Max.Y - pad - h
	for i := len(s.buttons) - 1; i >= 0; i-- {
		s.buttons[i].Rect = geom.R(p.Min.X+pad, y, p.W()-2*pad, h)
		y -= h + gap
	}
}
