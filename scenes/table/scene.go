// Package table is the match table scene.
package table

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/scenes"
)

// Scene is the match table.
type Scene struct {
	svc *scenes.Services
	rec *record.Record
}

// New starts (or resumes, when rec has actions) the game rec describes.
func New(svc *scenes.Services, rec *record.Record) (*Scene, error) {
	return &Scene{svc: svc, rec: rec}, nil
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error { return nil }

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {}

// Close stops the computer players and saves an unfinished game.
func (s *Scene) Close() {}
