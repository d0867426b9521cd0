package netplay

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// The wire forms of a view: rules' own types, with every card definition
// replaced by its name (see Cards). Embedding keeps every other field as
// the engine has it; the shallower field of the same name shadows the
// embedded one in JSON.

// WireCard is a rules.CardView on the wire.
type WireCard struct {
	rules.CardView
	Def     string `json:",omitempty"`
	LandDef string `json:",omitempty"`
}

// WireStack is a rules.StackView on the wire.
type WireStack struct {
	rules.StackView
	Source WireCard
}

// WirePlayer is a rules.PlayerView on the wire.
type WirePlayer struct {
	rules.PlayerView
	Hand      []WireCard `json:",omitempty"`
	Graveyard []WireCard `json:",omitempty"`
	Exile     []WireCard `json:",omitempty"`
	Command   []WireCard `json:",omitempty"`
	Shown     []WireCard `json:",omitempty"`
}

// WireOptions is rules.Options on the wire.
type WireOptions struct {
	rules.Options
	BasicLands []string `json:",omitempty"`
}

// WireView is a rules.View on the wire.
type WireView struct {
	rules.View
	Players     []WirePlayer
	Battlefield []WireCard  `json:",omitempty"`
	Stack       []WireStack `json:",omitempty"`
	Looking     []WireCard  `json:",omitempty"`
	Options     WireOptions
	Row         []WireCard `json:",omitempty"`
	Removed     []WireCard `json:",omitempty"`
	Pile        []WireCard `json:",omitempty"`
}

// ToWire returns v's wire form.
func (c *Cards) ToWire(v *rules.View) *WireView {
	w := &WireView{View: *v, Options: WireOptions{Options: v.Options}}
	for _, p := range v.Players {
		w.Players = append(w.Players, WirePlayer{PlayerView: p, Hand: c.cardsToWire(p.Hand), Graveyard: c.cardsToWire(p.Graveyard),
			Exile: c.cardsToWire(p.Exile), Command: c.cardsToWire(p.Command), Shown: c.cardsToWire(p.Shown)})
	}
	w.Battlefield = c.cardsToWire(v.Battlefield)
	for _, s := range v.Stack {
		w.Stack = append(w.Stack, WireStack{StackView: s, Source: c.cardToWire(s.Source)})
	}
	w.Looking = c.cardsToWire(v.Looking)
	for _, d := range v.Options.BasicLands {
		w.Options.BasicLands = append(w.Options.BasicLands, c.key(d))
	}
	w.Row = c.cardsToWire(v.Row)
	w.Removed = c.cardsToWire(v.Removed)
	w.Pile = c.cardsToWire(v.Pile)
	return w
}

func (c *Cards) cardToWire(cv rules.CardView) WireCard {
	return WireCard{CardView: cv, Def: c.key(cv.Def), LandDef: c.key(cv.LandDef)}
}

func (c *Cards) cardsToWire(cvs []rules.CardView) []WireCard {
	if cvs == nil {
		return nil
	}
	out := make([]WireCard, len(cvs))
	for i, cv := range cvs {
		out[i] = c.cardToWire(cv)
	}
	return out
}

// FromWire returns the view w stands for, or an error naming a card this
// computer does not have.
func (c *Cards) FromWire(w *WireView) (*rules.View, error) {
	v := w.View
	var err error
	v.Players = make([]rules.PlayerView, len(w.Players))
	for i, wp := range w.Players {
		p := wp.PlayerView
		for _, f := range []struct {
			to   *[]rules.CardView
			from []WireCard
		}{{&p.Hand, wp.Hand}, {&p.Graveyard, wp.Graveyard}, {&p.Exile, wp.Exile}, {&p.Command, wp.Command}, {&p.Shown, wp.Shown}} {
			if *f.to, err = c.cardsFromWire(f.from); err != nil {
				return nil, err
			}
		}
		v.Players[i] = p
	}
	for _, f := range []struct {
		to   *[]rules.CardView
		from []WireCard
	}{{&v.Battlefield, w.Battlefield}, {&v.Looking, w.Looking}, {&v.Row, w.Row}, {&v.Removed, w.Removed}, {&v.Pile, w.Pile}} {
		if *f.to, err = c.cardsFromWire(f.from); err != nil {
			return nil, err
		}
	}
	v.Stack = nil
	for _, ws := range w.Stack {
		s := ws.StackView
		if s.Source, err = c.cardFromWire(ws.Source); err != nil {
			return nil, err
		}
		v.Stack = append(v.Stack, s)
	}
	v.Options = w.Options.Options
	v.Options.BasicLands = [len(v.Options.BasicLands)]*card.Def{}
	for i, k := range w.Options.BasicLands {
		if i >= len(v.Options.BasicLands) {
			break
		}
		if v.Options.BasicLands[i], err = c.def(k); err != nil {
			return nil, err
		}
	}
	return &v, nil
}

func (c *Cards) cardFromWire(wc WireCard) (rules.CardView, error) {
	cv := wc.CardView
	var err error
	if cv.Def, err = c.def(wc.Def); err != nil {
		return cv, err
	}
	cv.LandDef, err = c.def(wc.LandDef)
	return cv, err
}

func (c *Cards) cardsFromWire(wcs []WireCard) ([]rules.CardView, error) {
	if wcs == nil {
		return nil, nil
	}
	out := make([]rules.CardView, len(wcs))
	for i, wc := range wcs {
		var err error
		if out[i], err = c.cardFromWire(wc); err != nil {
			return nil, err
		}
	}
	return out, nil
}
