package rules

import (
	"math/rand/v2"
	"slices"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Object is one card, token or spell copy in a game. Its fields go from
// the largest to the smallest, so that an Object takes 64 bytes.
type Object struct {
	Def         *card.Def
	LandDef     *card.Def // the land identity of a card played as a land (Landless), or nil
	Stamp       uint32    // changes whenever the object changes zones
	Timestamp   int32     // when it entered its zone, for ordering effects
	SickTurn    int32     // the turn it came under its controller's control
	AttachedTo  ObjID
	BlockingObj ObjID // in combat: the attacker it blocks, or NoObj
	Damage      int16
	Plus        int16 // +1/+1 counters
	// Computed by the layer system (see layers.go), as are CantBlock,
	// CantAttack, Types and Colors below; valid when the game is not dirty.
	Power, Toughness int16
	Keywords         card.Keywords
	Owner            Seat
	Controller       Seat
	Zone             Zone
	Tapped           bool
	Token            bool
	Copy             bool  // a copy of a spell
	FaceDown         bool  // a face-down scheme in the scheme deck
	Seen             uint8 // seats that have seen it face up since its pile was last shuffled, a bit per seat (see Knowledge)
	// Shown says every seat saw the card go into its owner's hand (drawn
	// from a tableau or pipeline) and it has stayed there since: it is a
	// hidden zone's card whose identity is public.
	Shown      bool
	DeathTouch bool // was dealt damage by a source with deathtouch this turn
	// Combat.
	Attacking  Seat // the player it attacks, or NoSeat
	Blocked    bool
	BlockRank  int8 // the order in which its attacker assigns damage to it (1 first; 0 unset)
	CantBlock  bool
	CantAttack bool
	Types      card.Types
	Colors     mana.ColorSet
	// instant says its card (Def) is an instant or has flash: it may be
	// cast without sorcery timing. Set with the computed characteristics
	// (resetCharacteristics), which every change of Def is followed by.
	instant bool
}

// Base returns the definition whose characteristics the object has now: its
// land identity when played as a land, otherwise its card.
func (o *Object) Base() *card.Def {
	if o.LandDef != nil && (o.Zone == ZoneBattlefield || o.Zone == ZoneExile) {
		return o.LandDef
	}
	return o.Def
}

// Name returns the object's current name.
func (o *Object) Name() string { return o.Base().Name }

// Player is one seat's state.
type Player struct {
	Name     string
	Team     int
	Life     int
	Lost     bool
	LostTurn int
	// Conceded is set when the seat lost by conceding (ActConcede).
	Conceded  bool
	Library   []ObjID // top is the last element
	Hand      []ObjID
	Graveyard []ObjID // top is the last element
	Exile     []ObjID
	Command   []ObjID // scheme deck: top is the first face-down scheme; face-up schemes are among them
	// KnownSchemes is how many face-down schemes at the bottom of the
	// scheme deck have a place the owner knows: those turned face down
	// (after resolving or abandoned) since the deck was shuffled. They are
	// the last KnownSchemes face-down schemes of Command, in order.
	KnownSchemes  int
	Pool          mana.Pool
	LandsPlayed   int
	LastTurn      int // the number of this seat's most recent turn (0 before its first)
	Mulligans     int
	Kept          bool
	DrewFromEmpty bool
	LifeGained    int // this turn
	MillCounters  int
}

// pump is an until-end-of-turn change to one object.
type pump struct {
	obj              ObjID
	stamp            uint32
	power, toughness int16
	keywords         card.Keywords
	timestamp        int32
}

// Game is one game in progress. It moves only through Apply.
type Game struct {
	players []Player
	objs    []Object
	bf      []ObjID // the battlefield, in order of entering
	row     []ObjID // the tableau or pipeline, left to right (DrawTableau, DrawPipeline)
	removed []ObjID // cards a draw method removed from the game, last removed last
	pile    []ObjID // the common discard pile (DrawRummy), top last
	// millOut says a draw found library and row (or pile) exhausted under
	// Options.MillCounters: the fewest counters win at the next check of
	// state-based actions (after the spell or ability drawing resolves).
	millOut bool
	stack   []stackItem
	pumps   []pump
	// modded are the permanents other than creatures whose characteristics
	// the last recompute changed, or that have counters (see recompute).
	modded []ObjID
	trig   []pendingTrigger
	rng    *rand.Rand
	pcg    *rand.PCG
	opts   Options
	pool   []*card.Def // Setup.CardPool, shared and never changed
	// deckOrderNumbers is Setup.DeckOrderNumbers (see shuffleHidden).
	deckOrderNumbers bool

	turn      int
	active    Seat // the active player (first member of the active team)
	step      Step
	stepBegun bool // the step's turn-based actions have happened
	priority  Seat
	passes    int    // consecutive passes
	order     []Seat // priority order this turn, active first
	attacked  bool   // attackers were declared this combat
	firstTurn Seat
	clock     int32 // timestamps

	pending     Decision
	cast        *castState
	choice      *choiceState
	resolving   *resolveState
	opening     *openingState
	declare     *declareState
	draws       []drawReq
	dirty       bool
	sbaDue      bool // something changed that state-based actions look at
	costStatics bool // some permanent has a cost-changing static ability
	over        bool
	winTeam     int // -1 draw
	events      []Event
	legalBuf    []Action // the legal actions of the pending decision, legalOwn or a prioMemo's
	legalOwn    []Action
	legalFresh  bool // legalBuf holds the legal actions of the pending decision
	// manaAt is the slot of mana holding the answer of the last
	// manaSources call (its srcs, their objs and abilities abs), and
	// manaMulti the permanents with a choice of mana abilities in it. A
	// pointer into the game, set only when another slot answers: writing
	// the slot's three slices after every call cost three write barriers
	// while a collection ran.
	manaAt    *manaSlot
	manaMulti int
	mana      manaCache
	afford    affordCache
	perms     seatPerms  // the battlefield by controller (see seatPerms)
	prio      []prioMemo // each seat's last priority actions (see prioMemo)
	hands     [MaxSeats]handState
	// Room for the spell or ability a player begins to cast or activate
	// (cast points here then) and for the resolution of the top of the
	// stack (resolving), rather than allocating each.
	castBuf    castState
	castTaps   []Action // the mana abilities of the spell being paid for (see manaTapsOf)
	resolveBuf resolveState
	declareBuf declareState // room for declare, likewise
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Turn returns the turn number, from 1.
func (g *Game) Turn() int { return g.turn }

// Step returns the current step.
func (g *Game) Step() Step { return g.step }

// Active returns the active player.
func (g *Game) Active() Seat { return g.active }

// Seats returns the number of seats.
func (g *Game) Seats() int { return len(g.players) }

// Player returns a copy of a seat's state. Changing the copy does not
// change the game. Its zone slices are the game's own, clipped to their
// length so that appending to them copies: read them, never write into
// them, and do not keep them past the next Apply.
func (g *Game) Player(s Seat) Player {
	p := g.players[s]
	p.Library = slices.Clip(p.Library)
	p.Hand = slices.Clip(p.Hand)
	p.Graveyard = slices.Clip(p.Graveyard)
	p.Exile = slices.Clip(p.Exile)
	p.Command = slices.Clip(p.Command)
	return p
}

// Obj returns a read-only pointer to an object, with its computed
// characteristics up to date.
func (g *Game) Obj(id ObjID) *Object {
	g.refresh()
	return &g.objs[id]
}

// Battlefield returns a new slice of the permanents on the battlefield in
// the order they entered. Loops that run often use AppendBattlefield with
// a buffer they keep.
func (g *Game) Battlefield() []ObjID { return slices.Clone(g.bf) }

// AppendBattlefield appends the permanents on the battlefield, in the order
// they entered, to dst and returns it; with room in dst it allocates
// nothing.
func (g *Game) AppendBattlefield(dst []ObjID) []ObjID { return append(dst, g.bf...) }

// BattlefieldLen returns the number of permanents on the battlefield.
func (g *Game) BattlefieldLen() int { return len(g.bf) }

// Options returns the game's variant options.
func (g *Game) Options() Options { return g.opts }

// Result returns the winning team and whether the game was a draw. Valid once Over.
func (g *Game) Result() (team int, draw bool) { return g.winTeam, g.winTeam < 0 }

// Winners returns the seats of the winning team (including members who lost
// along the way), or nil for a draw.
func (g *Game) Winners() []Seat {
	if !g.over || g.winTeam < 0 {
		return nil
	}
	var out []Seat
	for i := range g.players {
		if g.players[i].Team == g.winTeam {
			out = append(out, Seat(i))
		}
	}
	return out
}

// opponents reports whether a and b are on different teams.
func (g *Game) opponents(a, b Seat) bool { return g.players[a].Team != g.players[b].Team }

func (g *Game) newTimestamp() int32 { g.clock++; return g.clock }
