// Package deckpointer follows the pointer over a deck builder's cards,
// which lie in two places: the browser of cards to add, and the deck's
// rows. It is the deck editor's and the FourCuatro deck builder's shared
// use of the pointer vocabulary of render/input: presses, drags between
// the two places, right clicks and the hover zoom.
package deckpointer

import (
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// Pick is a card under the pointer, of definition type D: in the deck's
// rows (Deck) or in the browser.
type Pick[D comparable] struct {
	Def  D
	Deck bool
}

// Move is what the pointer did to a card in one frame.
type Move uint8

// The moves of a card.
const (
	None Move = iota
	// RightClick: the right button went down on the card.
	RightClick
	// Click: the left button went down and up on the card, no drag.
	Click
	// DropIn: a card dragged from the browser was dropped on the deck.
	DropIn
	// DropOut: a card dragged from the deck was dropped off it.
	DropOut
)

// Pointer is the pointer's state over the cards. The zero value holds
// nothing.
type Pointer[D comparable] struct {
	press input.Press[Pick[D]]
	hover input.Hover[Pick[D]]
}

// Update follows one frame of in at the screen's scale: hit names the
// card at a point, deck is the deck's panel. It returns the card moved
// and how. A press with the button found up is forgotten (its release
// came while the cards did not see the input).
func (p *Pointer[D]) Update(in *input.State, scale float64, hit func(geom.Vec) (Pick[D], bool), deck geom.Rect) (Pick[D], Move) {
	if pk, ok := input.RightClick(in, hit); ok {
		return pk, RightClick
	}
	g := p.press.Update(in, scale, hit, nil)
	pk, _ := p.press.Held()
	over := deck.Contains(in.Cursor)
	move := None
	switch {
	case g.Has(input.GestureClick):
		move = Click
	case g.Has(input.GestureDrop) && !pk.Deck && over:
		move = DropIn
	case g.Has(input.GestureDrop) && pk.Deck && !over:
		move = DropOut
	}
	if !in.Down[input.Left] {
		p.press.Cancel()
	}
	return pk, move
}

// Hovering follows the card under the cursor (on false: none, or the
// cards are covered) and returns the card shown large once it rested
// there for ms milliseconds. Nothing is hovered during a drag.
func (p *Pointer[D]) Hovering(cursor geom.Vec, pk Pick[D], on bool, ms int) (zoom D, ok bool) {
	p.hover.Update(cursor, pk, on && !p.press.Dragging())
	if p.hover.Dwelled(ms) {
		return pk.Def, true
	}
	return zoom, false
}

// Dragged returns the card being dragged, if any.
func (p *Pointer[D]) Dragged() (Pick[D], bool) { return p.press.Dragged() }

// DraggingFrom reports whether a card is being dragged from the deck (or,
// deck false, from the browser).
func (p *Pointer[D]) DraggingFrom(deck bool) bool {
	pk, ok := p.press.Dragged()
	return ok && pk.Deck == deck
}

// IsDragged reports whether pk is the card being dragged.
func (p *Pointer[D]) IsDragged(pk Pick[D]) bool {
	d, ok := p.press.Dragged()
	return ok && d == pk
}

// Hovers reports whether pk is the card under the cursor.
func (p *Pointer[D]) Hovers(pk Pick[D]) bool {
	h, ok := p.hover.Item()
	return ok && h == pk
}

// Busy reports whether the left button is held down on a card.
func (p *Pointer[D]) Busy() bool {
	_, ok := p.press.Held()
	return ok
}

// PressAt returns where the left button last went down.
func (p *Pointer[D]) PressAt() geom.Vec { return p.press.At() }

// Reset forgets the press, the drag and the hovered card.
func (p *Pointer[D]) Reset() {
	p.press.Cancel()
	p.hover.Reset()
}
