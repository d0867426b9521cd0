package app

import (
	"context"
	"errors"
	"log"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/endgame"
	"github.com/kitchentable/kitchentable/scenes/join"
	"github.com/kitchentable/kitchentable/scenes/table"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// Join implements scenes.Nav.
func (n *nav) Join() scenes.Scene { return join.New(n.g.svc) }

// JoinTable implements scenes.Nav: the seat's controller over the
// network (control.NewRemote), once the host has dealt, shown by a
// networked table.
func (n *nav) JoinTable(ctx context.Context, cfg netplay.ClientConfig) (scenes.Scene, error) {
	if cfg.Cards == nil && n.g.svc.Catalog != nil {
		cfg.Cards = netplay.NewCards(n.g.svc.Catalog.Lib)
	}
	cfg.Logf = log.Printf
	c, err := control.NewRemote(ctx, cfg, n.g.svc.Settings)
	if err != nil {
		log.Printf("app: the table at %s could not be joined: %v", cfg.Addr, err)
		return nil, errors.New(joinSentence(err, cfg.Addr))
	}
	log.Printf("app: joined the table at %s as %s", cfg.Addr, cfg.Name)
	return &networked{nav: n, c: c}, nil
}

// joinSentence says in one sentence why a join failed.
func joinSentence(err error, addr string) string {
	var refused *netplay.RefusedError
	switch {
	case errors.As(err, &refused):
		return refused.Text
	case errors.Is(err, context.Canceled):
		return "Joining was cancelled."
	}
	msg := err.Error()
	if strings.Contains(msg, "ended before it began") {
		return "The game at that table ended before it began."
	}
	return "The table at " + addr + " could not be reached: check the address, and that the host is still waiting."
}

// networked is the table of a game another computer hosts. The table is
// made on the first Update (the UI goroutine; JoinTable runs on the join
// screen's). Its end shows the result with only Main menu (the host
// keeps the game), and its Menu button leaves the table.
type networked struct {
	nav *nav
	c   *control.Controller
	t   *table.Scene
}

// Update implements scenes.Scene.
func (w *networked) Update(ctx *scenes.Context) error {
	if w.t == nil {
		svc := *w.nav.g.svc
		svc.Nav = netNav{Nav: w.nav, svc: w.nav.g.svc, c: w.c}
		t, err := table.NewNetworked(&svc, w.c)
		if err != nil {
			w.c.Close()
			return err
		}
		w.t = t
	}
	return w.t.Update(ctx)
}

// Draw implements scenes.Scene.
func (w *networked) Draw(screen *ebiten.Image) {
	if w.t != nil {
		w.t.Draw(screen)
	}
}

// Close leaves the table (the app closes): the host keeps the seat for
// its person to rejoin.
func (w *networked) Close() {
	if w.t != nil {
		w.t.Close()
	} else {
		w.c.Close()
	}
}

// Table returns the table, nil before the first Update (tests).
func (w *networked) Table() *table.Scene { return w.t }

// netNav is the Nav of a networked table: its end shows the result with
// only Main menu.
type netNav struct {
	scenes.Nav
	svc *scenes.Services
	c   *control.Controller
}

// End implements scenes.Nav.
func (n netNav) End(res scenes.Result, _ *record.Record) scenes.Scene {
	rec := seatsOf(n.c)
	logEnd(res, rec)
	return endgame.New(n.svc, res, rec, endgame.HostedElsewhere())
}

// seatsOf is the record the end screen reads of a networked game: its
// seats' names, the viewer's a person's, the others' played elsewhere.
func seatsOf(c *control.Controller) *record.Record {
	rec := &record.Record{}
	v := c.View()
	if v == nil {
		return rec
	}
	for _, p := range v.Players {
		who := "remote"
		if p.Seat == c.Viewer() {
			who = record.Human
		}
		rec.Seats = append(rec.Seats, record.Seat{Name: p.Name, Controller: who})
	}
	return rec
}
