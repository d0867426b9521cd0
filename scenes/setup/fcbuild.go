package setup

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/ai/fcai"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/internal/seedfield"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// computerDeck is the constructed deck the computer player of seat builds
// for the game dealt with seed.
func fcComputerDeck(cards []*fourcuatro.Def, seed uint64, seat int) []*fourcuatro.Def {
	return fcai.BuildDeck(cards, seed^(uint64(seat)+1)*0x9e3779b97f4a7c15)
}

// build returns the game the screen describes, or what is wrong with it,
// for people.
func (s *fcForm) build() (fcconfig.Config, error) {
	var cfg fcconfig.Config
	for i, r := range s.seats {
		cfg.Setup.Names[i] = strings.TrimSpace(r.name.Text)
		if cfg.Setup.Names[i] == "" {
			return cfg, fmt.Errorf("fcsetup: player %d needs a name", i+1)
		}
	}
	if strings.EqualFold(cfg.Setup.Names[0], cfg.Setup.Names[1]) {
		return cfg, fmt.Errorf("fcsetup: both players are called %q: give them different names", cfg.Setup.Names[0])
	}
	seed, err := seedfield.Value(s.seed.Text, s.rng)
	if err != nil {
		return cfg, errors.New("fcsetup: " + err.Error())
	}
	cfg.Seed = seed
	cfg.Seats = [2]fcseat.Kind{fcseat.Human, s.opp().kind}
	cfg.Setup.Format = fcFormats[s.format.Index].f
	cfg.Setup.Cards = s.cards
	if !s.constructed() {
		return cfg, nil
	}
	for i, r := range s.seats {
		if !s.chooses(i) {
			cfg.Setup.Decks[i] = fcComputerDeck(s.cards, seed, i)
			continue
		}
		name := r.deckName()
		if name == "" {
			return cfg, fmt.Errorf("fcsetup: %s has no deck: choose a saved deck or build one", cfg.Setup.Names[i])
		}
		deck, err := s.loadDeck(name)
		if err != nil {
			return cfg, fmt.Errorf("fcsetup: %s's deck %s", cfg.Setup.Names[i], err)
		}
		if err := fourcuatro.CheckConstructed(s.cards, deck); err != nil {
			return cfg, fmt.Errorf("fcsetup: %s's deck “%s” is not ready: %v", cfg.Setup.Names[i], name, err)
		}
		cfg.Setup.Decks[i] = deck
	}
	return cfg, nil
}

// choice returns the screen's choices as the settings remember them.
func (s *fcForm) choice() store.FourCuatroChoice {
	c := store.FourCuatroChoice{Opponent: s.opp().kind.String(), Format: fcFormats[s.format.Index].f.String()}
	for i, r := range s.seats {
		c.Names[i] = strings.TrimSpace(r.name.Text)
		c.Decks[i] = r.deckName()
	}
	return c
}

// begin starts the game, or shows why it cannot.
func (s *fcForm) begin(ctx *scenes.Context) {
	cfg, err := s.build()
	if err != nil {
		s.err = err.Error()
		return
	}
	if s.svc.Settings != nil {
		s.svc.Settings.FourCuatro = s.choice()
		// A failure to remember the choices must not stop the game.
		_ = s.svc.SaveSettings()
	}
	next, err := s.svc.Nav.FourCuatro(cfg)
	if err != nil {
		s.err = "fcsetup: the game could not start: " + strings.TrimPrefix(err.Error(), "app: ")
		return
	}
	ctx.Switch(next)
}
