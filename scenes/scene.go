// Package scenes holds the app's screens. Each screen is one Scene in its
// own package (menu, setup, settings, table, endgame, leagues…); package
// app runs them in a window and switches between them through Nav, so
// screens never import each other.
//
// A scene's Update reads input only from Context.In (package input), so tests
// drive scenes with scripted input and no window. Update changes state; Draw
// only reads it.
package scenes

import (
	"context"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Scene is one screen.
type Scene interface {
	// Update advances the scene by one tick (1/60 s) with this frame's input.
	Update(ctx *Context) error
	// Draw draws the scene on the whole screen. It must not change state.
	Draw(screen *ebiten.Image)
}

// Context is what a scene's Update gets each tick.
type Context struct {
	// In is this frame's input.
	In *input.State
	// Width and Height are the screen's size in pixels.
	Width, Height int
	// Svc are the app's shared services.
	Svc *Services

	next Scene
	quit bool
}

// Scale is the UI scale for the screen size: 1 at 1280×720, 3 at 4K.
// Scenes multiply their sizes (fonts, margins, buttons) by it.
func (c *Context) Scale() float64 { return ScaleFor(c.Width, c.Height) }

// ScaleFor returns the UI scale for a w×h screen.
func ScaleFor(w, h int) float64 {
	s := min(float64(w)/1280, float64(h)/720)
	if s < 0.5 {
		s = 0.5
	}
	return s
}

// Switch asks to show s from the next tick.
func (c *Context) Switch(s Scene) { c.next = s }

// Quit asks to close the app after this tick.
func (c *Context) Quit() { c.quit = true }

// Next returns the scene asked for with Switch (nil if none) and clears it.
func (c *Context) Next() Scene {
	s := c.next
	c.next = nil
	return s
}

// Quitting reports whether Quit was called.
func (c *Context) Quitting() bool { return c.quit }

// Sounds plays the app's sound effects. Play never blocks; with no sound
// device it does nothing.
type Sounds interface {
	Play(name string)
}

// Services are shared by every scene. They are used on the UI goroutine only.
type Services struct {
	Fonts   *paint.Fonts
	Painter *paint.Painter
	Faces   *cardface.Cache
	Catalog *catalog.Catalog
	// Store persists settings and the unfinished game; nil in tests that
	// persist nothing.
	Store    *store.Store
	Settings *store.Settings
	Sound    Sounds
	Nav      Nav
}

// HoverZoomMillis is how long the cursor rests on a card before the card
// is shown large (0: never): the settings', or the default one when there
// are no settings.
func (s *Services) HoverZoomMillis() int {
	if s == nil || s.Settings == nil {
		return store.DefaultSettings().HoverZoomMillis
	}
	return s.Settings.HoverZoomMillis
}

// SaveSettings writes Settings to the store, if there is one.
func (s *Services) SaveSettings() error {
	if s.Store == nil {
		return nil
	}
	return s.Store.SaveSettings(*s.Settings)
}

// Nav builds the scenes, so that scenes can move between each other
// without importing each other.
type Nav interface {
	Menu() Scene
	Setup() Scene
	Settings(back Scene) Scene
	// Play starts (or, with actions recorded, resumes) the game rec describes.
	Play(rec *record.Record) (Scene, error)
	// End shows a finished game's result; rec can be played again.
	End(res Result, rec *record.Record) Scene
	// DraftDeck is the random draft's deck builder for one person.
	DraftDeck(b DraftBuild) Scene
	// FourCuatroSetup is the FourCuatro set-up screen.
	FourCuatroSetup() Scene
	// FourCuatroDeck is the FourCuatro deck builder, opened on the saved
	// deck named deck ("" for an empty deck). When the player leaves it,
	// back is called with the name of the saved deck they chose ("" for
	// none) and the screen it returns is shown.
	FourCuatroDeck(deck string, back func(chosen string) Scene) Scene
	// DeckEditor is the main game's deck editor, opened on the saved deck
	// named deck ("" for a new deck). When the player leaves it, back is
	// called with the name of the deck last saved there ("" for none) and
	// the screen it returns is shown.
	DeckEditor(deck string, back func(saved string) Scene) Scene
	// FourCuatro starts the FourCuatro game cfg describes.
	FourCuatro(cfg fcconfig.Config) (Scene, error)
	// ResumeFourCuatro continues the unfinished FourCuatro game saved in
	// the store. A save that cannot be read or replayed gives an error,
	// and is kept aside when a new game replaces it.
	ResumeFourCuatro() (Scene, error)
	// Leagues is the 421 league list: the saved leagues and New league.
	Leagues() Scene
	// PoolDeck is the deck editor building a deck of exactly b.Size cards
	// from b.Pool (the 421 league's pool deck builder).
	PoolDeck(b PoolBuild) Scene
	// PlayHosted starts (or, with actions recorded, resumes) the game rec
	// describes on the table for host, which keeps it (nothing goes to the
	// store's Continue) and says where the player goes when it ends or is
	// left.
	PlayHosted(rec *record.Record, host GameHost) (Scene, error)
	// Join is the Join a table screen.
	Join() Scene
	// JoinTable joins the table another computer hosts (package netplay)
	// as cfg says and returns its table once the host deals the game,
	// telling cfg.Notice what the host says meanwhile; ctx gives up. Its
	// error is one sentence for the player.
	JoinTable(ctx context.Context, cfg netplay.ClientConfig) (Scene, error)
}

// Result is how a game ended, for the end screen.
type Result struct {
	// Winners are the names of the winning seats; empty for a draw.
	Winners []string
	// HumanWon reports whether any winner was played by a person.
	HumanWon bool
	// Turns is the number of turns played.
	Turns int
	// Lines summarise the game for the end screen (life totals, cards played,
	// damage to opponents), one per line.
	Lines []string
	// Conceded are the names of the players who conceded. With no
	// winners, the people conceded and left the computers playing.
	Conceded []string
}
