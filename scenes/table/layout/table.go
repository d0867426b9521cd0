// Package layout computes where everything of the match table goes: each
// seat's area, hand, battlefield rows, piles and plate, the phase bar, the
// stack, the log, the prompt and its buttons. It is pure geometry on a
// rules.View and the screen size, so it runs and is tested without a
// window, and it answers hit tests (what is under a point) for the scene.
//
// In Archenemy and Supervillain Rumble a seat with schemes gets a command
// zone (command.go): its oversized schemes lie landscape in a column at the
// end of its battlefield. When teams share turns, the other side sits
// across first and a team seated side by side gets one band, its turn
// marker (teams.go).
//
// At a Live-Draft table a band across the middle (draft.go) holds the
// common library and the row of seven face-up cards with the removed
// pile, or rummy's discard pile.
//
// A Table is computed again only when the game or the screen changes; it
// reuses its slices, so recomputing does not allocate in steady state.
package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Staging tells the layout which attacks and blocks the viewer has staged
// but not yet sent (the Controller implements it).
type Staging interface {
	StagedAttack(obj rules.ObjID) (rules.Seat, bool)
	StagedBlock(obj rules.ObjID) (rules.ObjID, bool)
}

// HandStaging is what a Staging may also tell: the viewer's hand cards
// marked to leave the hand (a discard, Live-Draft's "remove two") but not
// yet sent. The layout raises them out of the fan.
type HandStaging interface {
	StagedInHand(obj rules.ObjID) bool
}

// Measure returns the width of s set at the given font size.
type Measure func(s string, size float64) float64

// Input is what a table is laid out from.
type Input struct {
	View          *rules.View
	Width, Height float64
	// Scale is the UI scale (scenes.ScaleFor): 1 at 1280×720.
	Scale float64
	// Staging may be nil.
	Staging Staging
	// Buttons are the prompt's buttons.
	Buttons []Button
	// Choices are the picks offered in the choices strip; ChoiceTitle is
	// the strip's title, set in bold at ButtonTextSize (the panel is made
	// wide enough for it).
	Choices     []Choice
	ChoiceTitle string
	// Measure sets text widths for buttons; nil estimates them.
	Measure Measure
	// Prompt is the prompt's text, set in the regular face at
	// PromptTextSize × SideScale and measured with Regular (nil
	// estimates): the prompt grows to show it when the column has room.
	Prompt  string
	Regular Measure
}

// Card is one card drawn on the table where the layout puts it.
type Card struct {
	Obj rules.ObjID
	// View is the card as the viewer sees it (valid until the view changes).
	View *rules.CardView
	// Seat is the seat whose area the card is in.
	Seat rules.Seat
	// Zone is where the card is: hand, battlefield, graveyard, exile,
	// library, command or stack.
	Zone   rules.Zone
	Center geom.Vec
	// Width is the card's upright width; its height is Width × 7/5, or
	// for a scheme (which lies landscape) Width × SchemeAspect.
	Width float64
	// Angle is 0 for upright and cardface.Tapped (π/2) for tapped cards.
	Angle float64
	// FaceUp is false for backs (library, hidden cards).
	FaceUp bool
	// Count is, for the top card of a pile of identical lands, how many
	// lie there (0 or 1 for a lone card).
	Count int
	// Attacking is the seat this card attacks (rules.NoSeat if none);
	// Blocking is the attacker it blocks (rules.NoObj if none).
	Attacking rules.Seat
	Blocking  rules.ObjID
	// Staged marks an attack or block staged but not yet declared.
	Staged bool
	// Tucked marks an aura or equipment tucked under its host.
	Tucked bool
	// Scheme marks an oversized scheme card of a command zone, drawn
	// landscape.
	Scheme bool
	// Home is the card's place in its row; a card in combat keeps it (the
	// row holds its slot) and comes back to it when the fight is over.
	Home geom.Vec
}

// Bounds returns the screen rectangle the card covers (turned when tapped).
func (c *Card) Bounds() geom.Rect {
	w, h := c.Width, c.Height()
	if c.Angle != 0 {
		w, h = h, w
	}
	return geom.Centered(c.Center, w, h)
}

// Height returns the card's upright height.
func (c *Card) Height() float64 {
	if c.Scheme {
		return c.Width * SchemeAspect
	}
	return c.Width * 7 / 5
}

// Seat is the layout of one seat's part of the table.
type Seat struct {
	Seat rules.Seat
	// Viewer marks the seat of the player in front of the screen.
	Viewer bool
	// Area is the whole region of the seat; Battlefield the part holding
	// its permanents (dropping a card there plays it).
	Area, Battlefield geom.Rect
	// Rows are the battlefield rows: creatures (towards the centre),
	// other permanents and lands. The other row may be empty when the
	// seat has none; they then share the lands row.
	Creatures, Others, Lands geom.Rect
	// Combat is the combat lane: while some of the seat's cards attack or
	// block, the strip of its battlefield toward the middle where they
	// lie, so that none covers a card left in a row. It is empty when
	// none of them fights; the creature row is then towards the centre,
	// and empty when every creature fights.
	Combat geom.Rect
	// Plate holds the name, life and counts; Name, Status ("deciding…"),
	// Counts and Life are where those texts go inside it, apart.
	Plate                      geom.Rect
	Name, Status, Counts, Life geom.Rect
	// Hand is where the hand is fanned (face up for the viewer, small
	// backs for others).
	Hand geom.Rect
	// Piles: library, graveyard and exile. Exile is an empty rectangle
	// when it is empty (for opponents).
	Library, Graveyard, Exile geom.Rect
	// Command is the command zone (Archenemy), a column at the right end
	// of the seat's battlefield holding SchemePile, the scheme deck, and
	// the face-up schemes; both are empty when the zone is.
	Command, SchemePile geom.Rect
	// PileWidth is the width of a pile's card.
	PileWidth float64
	// Toward points from the seat to the centre of the table.
	Toward geom.Vec
}

// StackItem is one entry of the stack, drawn fanned in the stack area.
type StackItem struct {
	// Index is the entry's index in View.Stack (0 is the bottom).
	Index int
	// Obj is the spell, or the source of the ability.
	Obj    rules.ObjID
	Center geom.Vec
	Width  float64
}

// Step is one cell of the phase bar.
type Step struct {
	Step rules.Step
	// Cell is the whole cell; Mine and Theirs are the stop toggles for the
	// viewer's turns and the other players' turns.
	Cell, Mine, Theirs geom.Rect
}

// Table is a laid-out table. The zero value is ready for Compute.
type Table struct {
	Scale float64
	// SideScale is the scale of the sidebar's panels and text: Scale, but
	// never below MinSideScale, so its text stays legible.
	SideScale float64
	Screen    geom.Rect
	// Felt is the playing area; Sidebar the column at its right holding
	// the menu button, the stack, the log and the prompt.
	Felt, Sidebar geom.Rect
	Viewer        rules.Seat
	// Other is the seat the phase bar's "their turns" row toggles for.
	Other rules.Seat
	Seats []Seat
	// Cards are every card on the table in drawing order (bottom first).
	Cards []Card
	// Stack entries, bottom first.
	Stack                                []StackItem
	StackArea, LogArea, PromptArea, Menu geom.Rect
	// PromptText is where the prompt's lines go (PromptLine apart);
	// PromptLines is how many the prompt's text wraps to (more than
	// PromptRows when it scrolls).
	PromptText  geom.Rect
	PromptLine  float64
	PromptLines int
	// LogText is where the log's lines go, LogLine apart; the log's scroll
	// bar runs down its right edge.
	LogText                                  geom.Rect
	LogLine                                  float64
	Buttons                                  []geom.Rect
	PhaseBar, PhaseMineLabel, PhaseTheirsLbl geom.Rect
	Steps                                    [13]Step
	// LandDrop is the viewer's "play as land" area under Landless, else empty.
	LandDrop geom.Rect
	// ChoicePanel holds the choices strip; Choices its entries (empty when
	// there are none).
	ChoicePanel geom.Rect
	Choices     []geom.Rect
	// Draft is the middle of a Live-Draft table (draft.go): the common
	// library, the row, the removed pile or rummy's discard pile.
	Draft Draft
	// Teams are the bands marking a team that shares its turns (one
	// marker for all of its seats laid out side by side across the table).
	Teams []TeamBand
	// TableCardWidth is the largest width a battlefield card gets, the
	// width faces are drawn at for the table; HandCardWidth the viewer's
	// hand cards' width.
	TableCardWidth, HandCardWidth float64

	index []int32 // ObjID → index in Cards + 1 (0: none)
	// promptKey and promptCount remember the prompt's last line count.
	promptKey   promptKey
	promptCount int
	rows        rowScratch
	across      []rules.Seat // the seats across the table, left to right
	acrossX     []float64    // their left edges, then the felt's right edge
	// The steps of Compute that keep their own methods: placing the
	// fights (combat.go) and the sidebar (sidebar.go).
	fights combatLayout
	side   sidebarLayout
}

// CardOf returns the laid-out card of obj, or nil when it is not on the
// table (a hidden card, or below the top of a pile).
func (t *Table) CardOf(obj rules.ObjID) *Card {
	if obj < 0 || int(obj) >= len(t.index) || t.index[obj] == 0 {
		return nil
	}
	return &t.Cards[t.index[obj]-1]
}

// SeatOf returns the layout of seat s, or nil.
func (t *Table) SeatOf(s rules.Seat) *Seat {
	for i := range t.Seats {
		if t.Seats[i].Seat == s {
			return &t.Seats[i]
		}
	}
	return nil
}

// Compute lays the table out for in. The previous layout's slices are
// reused.
func (t *Table) Compute(in Input) {
	t.fights.Table, t.side.Table = t, t
	s := in.Scale
	if s <= 0 {
		s = 1
	}
	t.Scale = s
	t.Screen = geom.R(0, 0, in.Width, in.Height)
	t.Seats = t.Seats[:0]
	t.Cards = t.Cards[:0]
	t.Stack = t.Stack[:0]
	t.Buttons = t.Buttons[:0]
	t.Choices = t.Choices[:0]
	t.Teams = t.Teams[:0]
	t.LandDrop = geom.Rect{}
	for i := range t.index {
		t.index[i] = 0
	}
	v := in.View
	if v == nil {
		return
	}
	t.Viewer = v.Seat
	t.Other = rules.NoSeat
	for _, p := range v.Players {
		if p.Seat != v.Seat && t.Other == rules.NoSeat {
			t.Other = p.Seat
		}
	}
	if t.Other == rules.NoSeat {
		t.Other = v.Seat + 1
	}
	t.SideScale = max(s, MinSideScale)
	sideW := min(max(250*s, minSideWidth), in.Width*0.4)
	t.Felt = geom.R(0, 0, in.Width-sideW, in.Height)
	t.Sidebar = geom.R(in.Width-sideW, 0, sideW, in.Height)
	t.layoutSeats(in)
	t.layoutBattlefields(in)
	t.layoutHands(in)
	t.layoutPiles(in)
	t.side.layoutSidebar(in)
	t.side.layoutChoices(in)
}

// add appends a card and indexes it by its object.
func (t *Table) add(c Card) *Card {
	t.Cards = append(t.Cards, c)
	if c.Obj >= 0 {
		for int(c.Obj) >= len(t.index) {
			t.index = append(t.index, 0)
		}
		t.index[c.Obj] = int32(len(t.Cards))
	}
	return &t.Cards[len(t.Cards)-1]
}

// combatLayout places attackers, blockers and the fights between them
// (combat.go).
type combatLayout struct{ *Table }

// sidebarLayout lays out the sidebar: the prompt, its buttons, the phase
// bar and the choices strip (sidebar.go).
type sidebarLayout struct{ *Table }
