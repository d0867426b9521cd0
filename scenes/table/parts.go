package table

import "github.com/kitchentable/kitchentable/game/rules"

// The scene's parts: each keeps the state of one part of the screen and
// the methods that read and change it, and reaches the layout, the
// controller and the other parts through the scene it belongs to (wire
// sets that).

// pointerInput turns presses, drags and clicks on the table into the
// controller's input, and keeps the hover (input.go, viewer.go).
type pointerInput struct {
	*Scene
	ui pointer
}

// lookPanel is the look panel of a scry or a keep-half: its geometry,
// its drags and keys (lookpanel*.go).
type lookPanel struct {
	*Scene
	look lookUI // the look panel's drag and key focus
}

// tableMenu is the table's menu (the Menu button) (gamemenu.go).
type tableMenu struct {
	*Scene
	menu gameMenu // the menu, when open
}

// draftMotion animates Live-Draft's row, piles and draws (draftanim.go,
// draft.go).
type draftMotion struct {
	*Scene
}

// schemePanel is the scheme deck viewer and a scheme being set in
// motion (schemes.go, schemeview.go).
type schemePanel struct {
	*Scene
	schemes schemeViewer // the scheme deck viewer's list
	flip    schemeFlip   // a scheme being set in motion, shown large
}

// overlays are the zoomed card, the pile browser and the choice strip's
// title (overlays.go, livemarks.go, zoomnotes.go).
type overlays struct {
	*Scene
}

// eventFeed turns the game's events into motion, pops and sounds
// (events.go).
type eventFeed struct {
	*Scene
}

// sidebar keeps the log panel's wrapped lines and its scrolling
// (chrome.go).
type sidebar struct {
	*Scene
	log       []string   // the log, wrapped for the panel
	logSrc    int        // how many log lines were wrapped
	logLast   string     // the last log line wrapped, as it was then
	logRows   int        // how many wrapped rows it made
	logViewer rules.Seat // whose log was wrapped
	logWidth  float64
}

// wire points every part at s.
func (s *Scene) wire() {
	s.ptr.Scene, s.lookp.Scene, s.tmenu.Scene, s.draftmo.Scene = s, s, s, s
	s.schemep.Scene, s.over.Scene, s.feed.Scene, s.side.Scene = s, s, s, s
}
