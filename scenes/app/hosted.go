package app

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table"
)

// hostSaveEvery is how many ticks at least pass between two saves of a
// hosted game while it moves on: about a second, as the table's own.
const hostSaveEvery = 60

// hosted is the table playing a game for a scenes.GameHost (a league's
// match): it saves the game through the host as it moves on and when it
// closes unfinished; the end of the game and the Menu button go to the
// host (hostNav).
type hosted struct {
	t    *table.Scene
	host scenes.GameHost
	// saved is how many actions the last save held; ticks count since.
	saved, ticks int
	closed       bool
}

// Update implements scenes.Scene.
func (h *hosted) Update(ctx *scenes.Context) error {
	if err := h.t.Update(ctx); err != nil {
		return err
	}
	h.ticks++
	if h.ticks >= hostSaveEvery {
		h.ticks = 0
		h.save()
	}
	return nil
}

// Draw implements scenes.Scene.
func (h *hosted) Draw(screen *ebiten.Image) { h.t.Draw(screen) }

// Table returns the table (tests).
func (h *hosted) Table() *table.Scene { return h.t }

// save gives the host the game when it moved on since the last save and
// is not over.
func (h *hosted) save() {
	c := h.t.Controller()
	if c.Over() {
		return
	}
	rec := c.Record()
	if len(rec.Actions) == h.saved {
		return
	}
	if err := h.host.Save(rec); err != nil {
		log.Printf("app: the hosted game could not be saved: %v", err)
		return
	}
	h.saved = len(rec.Actions)
}

// Close stops the table and saves the unfinished game (the app closes).
func (h *hosted) Close() {
	if h.closed {
		return
	}
	h.closed = true
	h.t.Close()
	h.save()
}

// hostNav is the Nav of a hosted table: the end of the game goes to the
// host, the Menu button saves and goes to the host too.
type hostNav struct {
	scenes.Nav
	h *hosted
}

// End implements scenes.Nav: the host is told the result.
func (n hostNav) End(res scenes.Result, rec *record.Record) scenes.Scene {
	logEnd(res, rec)
	n.h.closed = true
	return n.h.host.Done(res, rec)
}

// Menu implements scenes.Nav: the table was left; the game is saved.
func (n hostNav) Menu() scenes.Scene {
	n.h.Close()
	return n.h.host.Leave()
}
