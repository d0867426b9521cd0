package app

import (
	"errors"
	"log"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/deckedit"
	"github.com/kitchentable/kitchentable/scenes/draftbuild"
	"github.com/kitchentable/kitchentable/scenes/endgame"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/fctable"
	"github.com/kitchentable/kitchentable/scenes/internal/fcdecks"
	"github.com/kitchentable/kitchentable/scenes/leagues"
	"github.com/kitchentable/kitchentable/scenes/menu"
	"github.com/kitchentable/kitchentable/scenes/settings"
	"github.com/kitchentable/kitchentable/scenes/setup"
	"github.com/kitchentable/kitchentable/scenes/table"
)

// nav builds the screens for each other (scenes.Nav).
type nav struct {
	g *game
}

// Menu implements scenes.Nav; the menu shows the start-up warnings.
func (n *nav) Menu() scenes.Scene { return menu.New(n.g.svc, n.g.notes...) }

// Setup implements scenes.Nav.
func (n *nav) Setup() scenes.Scene { return setup.New(n.g.svc) }

// Settings implements scenes.Nav.
func (n *nav) Settings(back scenes.Scene) scenes.Scene { return settings.New(n.g.svc, back) }

// Play implements scenes.Nav.
func (n *nav) Play(rec *record.Record) (scenes.Scene, error) {
	if cat := n.g.svc.Catalog; cat != nil && rec.Pool == nil {
		rec.Pool = cat.Lib.All()
	}
	if hostsRemote(rec) {
		return n.host(rec)
	}
	t, err := table.New(n.g.svc, rec)
	if err != nil {
		log.Printf("app: the game could not start: %v", err)
		return nil, err
	}
	logStart(rec)
	if len(rec.Actions) > 0 {
		n.g.resumed, n.g.resumedTick, n.g.resumedFC = t, n.g.ticks, false
	}
	return t, nil
}

// End implements scenes.Nav: the result over the game's final table,
// with Watch again for its replay, both from the side of the person at
// the table (in a hot-seat game).
func (n *nav) End(res scenes.Result, rec *record.Record) scenes.Scene {
	logEnd(res, rec)
	return endgame.New(n.g.svc, res, rec, endOptions(n.g.svc, rec, n.watcher())...)
}

// DraftDeck implements scenes.Nav.
func (n *nav) DraftDeck(b scenes.DraftBuild) scenes.Scene { return draftbuild.New(n.g.svc, b) }

// FourCuatroSetup implements scenes.Nav.
func (n *nav) FourCuatroSetup() scenes.Scene {
	return setup.New(n.g.svc, setup.WithFourCuatro())
}

// FourCuatroDeck implements scenes.Nav.
func (n *nav) FourCuatroDeck(deck string, back func(chosen string) scenes.Scene) scenes.Scene {
	return deckedit.NewFourCuatro(n.g.svc, deck, fcdecks.Constructed(catalog.FourCuatro()), back)
}

// DeckEditor implements scenes.Nav.
func (n *nav) DeckEditor(deck string, back func(saved string) scenes.Scene) scenes.Scene {
	return deckedit.New(n.g.svc, deck, back)
}

// ResumeFourCuatro implements scenes.Nav.
func (n *nav) ResumeFourCuatro() (scenes.Scene, error) {
	st := n.g.svc.Store
	if st == nil {
		return nil, errors.New("app: no store to continue a game from")
	}
	save, err := st.FCSave().Load()
	if err != nil {
		return nil, err
	}
	t, err := fctable.Resume(n.g.svc, save)
	if err != nil {
		return nil, st.FCSave().MarkBad(err)
	}
	logFourCuatro("resumed", save.Record.Format, save.Record.Names, save.Seats, save.Record.Seed, len(save.Record.Actions))
	n.g.resumed, n.g.resumedTick, n.g.resumedFC = t, n.g.ticks, true
	return t, nil
}

// FourCuatro implements scenes.Nav.
func (n *nav) FourCuatro(cfg fcconfig.Config) (scenes.Scene, error) {
	t, err := fctable.New(n.g.svc, cfg)
	if err != nil {
		log.Printf("app: the FourCuatro game could not start: %v", err)
		return nil, err
	}
	logFourCuatro("started", cfg.Setup.Format, cfg.Setup.Names, cfg.Seats, cfg.Seed, 0)
	return t, nil
}

// Leagues implements scenes.Nav.
func (n *nav) Leagues() scenes.Scene { return leagues.NewList(n.g.svc) }

// PoolDeck implements scenes.Nav: the deck editor as the pool builder.
func (n *nav) PoolDeck(b scenes.PoolBuild) scenes.Scene {
	return deckedit.New(n.g.svc, "", func(string) scenes.Scene { return b.Back() }, deckedit.WithPoolBuild(b))
}

// PlayHosted implements scenes.Nav: the table plays rec with services of
// its own, whose store is none (nothing goes to Continue) and whose Nav
// sends the end of the game and the Menu button to host; the hosted
// scene saves the game through host as it goes.
func (n *nav) PlayHosted(rec *record.Record, host scenes.GameHost) (scenes.Scene, error) {
	if cat := n.g.svc.Catalog; cat != nil && rec.Pool == nil {
		rec.Pool = cat.Lib.All()
	}
	h := &hosted{host: host}
	svc := *n.g.svc
	svc.Store = nil
	svc.Nav = hostNav{Nav: n, h: h}
	t, err := table.New(&svc, rec)
	if err != nil {
		log.Printf("app: the hosted game could not start: %v", err)
		return nil, err
	}
	h.t = t
	h.saved = len(rec.Actions)
	logStart(rec)
	return h, nil
}
