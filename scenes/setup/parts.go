package setup

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The screen's parts: each keeps the state of one part of the set-up and
// the methods that read and change it, and reaches the services, the game
// chosen and the other parts through the Scene it belongs to (wire sets
// that). The Live-Draft controls, liveOptions (livedraft.go), are one too.

// seatList is the seat rows and the choices their cyclers offer: who
// plays, the decks and the archenemy theme decks (seat.go, seatnames.go,
// theme.go, schemedeck.go).
type seatList struct {
	*Scene
	rows     []*seatRow
	whoOpts  []option
	deckOpts []option
	// plainDeckOpts and landFreeOpts are the deck choices' labels, the
	// second for a Landless game.
	plainDeckOpts, landFreeOpts []string
	// themeOpts are the archenemy deck choices: the ready-made theme
	// decks and the saved decks with a scheme deck.
	themeOpts []option
}

// collectionPanel is where a Landless draft's pools or shared deck come
// from (collection.go); a card list file's path is the Live-Draft
// library's field.
type collectionPanel struct {
	*Scene
	choice widget.Cycler
}

// filePick is the file picker that chooses deck and card list files, and
// what the open one is for (pick.go).
type filePick struct {
	*Scene
	picker  widget.FilePicker
	picking picking
}

// drafts deals a random draft's pools or a shared deck and has the people
// build their drafted decks (mode.go).
type drafts struct {
	*Scene
	// pools and minSize are the last random draft's pools, by seat, and
	// deck minimum.
	pools   [][]*card.Def
	minSize int
	// poolsFrom names the cards the pools were dealt from.
	poolsFrom string
}

// wire points every part at s.
func (s *Scene) wire() {
	s.seats.Scene, s.live.Scene, s.collection.Scene = s, s, s
	s.pick.Scene, s.drafts.Scene = s, s
}
