package table

import (
	"errors"

	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// NewNetworked returns the table of a seat at a game another computer
// hosts (c from control.NewRemote): played as any table, but the host
// keeps the game, so nothing is saved here for Continue. The services'
// Nav says where its end and its Menu button go.
func NewNetworked(svc *scenes.Services, c *control.Controller) (*Scene, error) {
	if svc == nil || svc.Settings == nil {
		return nil, errors.New("table: no services or settings")
	}
	if c == nil {
		return nil, errors.New("table: no controller")
	}
	own := *svc
	own.Store = nil // the host keeps the game
	s := &Scene{svc: &own, ctrl: c}
	s.init()
	return s, nil
}
