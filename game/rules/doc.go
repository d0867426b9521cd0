// Package rules is the rules engine of the Magic-style core game that every
// Kitchen Table variant except FourCuatro plays on.
//
// # The decision API
//
// A game is a value that moves only through decisions:
//
//	g, err := rules.New(setup, seed)
//	for !g.Over() {
//		d := g.Pending()       // which seat decides, and what kind of decision
//		acts := g.Legal()      // every legal action, finite and in a fixed order
//		events, err := g.Apply(acts[i])
//	}
//	v := g.View(seat)          // that seat's redacted picture
//	h := g.Clone()             // an independent deep copy for search
//
// Every random choice comes from the PCG generator held in the game, so
// (setup, seed, actions) defines a game completely, and Hash identifies the
// resulting state. Apply refuses anything not in Legal with ErrIllegal and
// leaves the game untouched. Casting is a chain of small decisions: choose
// the card (ActCast), X (DecideX), each target (DecideTarget), then pay
// (DecidePay: ActAutoPay, ActTapMana for a single source, ActPayPool, or
// ActCancel, which undoes everything); CastTargets tells what a card's
// first target could be before it is cast. Choices made while something
// resolves (discard, scry, search, sacrifice, keep-half draws, trigger
// order, legend rule, pay-or-sacrifice, an opponents' choice) are
// DecideChoice with a Purpose.
//
// A Game is not safe for concurrent use: even reads (View, Obj) bring its
// computed characteristics up to date. Give each goroutine its own Clone; an
// AI searching in the background works on clones, never on the UI's game.
//
// # What the engine does
//
// Zones, the full turn (untap, upkeep, draw, main, combat with its five
// steps, main, end, cleanup), priority passing and the stack (last in, first
// out), mana pools that empty between steps, mana abilities (used while
// paying), generic/coloured/X costs with sacrifice, discard and life as
// additional costs, targets checked again on resolution (a spell or ability
// whose targets are all gone does nothing), triggered abilities put on the
// stack in APNAP order with each player ordering their own, static
// abilities through the layer order documented on refresh, keywords, auras
// and equipment, tokens, +1/+1 counters, state-based actions, London
// mulligans, winning, losing and draws. An attacker blocked by several
// creatures that can't kill them all lets its controller choose which
// blocker gets lethal damage first (ChooseDamageOrder); the rest goes to the
// next, and with trample what is left after lethal damage to every blocker
// goes to the player. Known simplifications: a creature with menace blocked
// by a single creature is simply not blocked by it; scry keeps the kept cards
// in their original order; mana abilities are activated only while paying a
// cost, and automatic payment chooses between a permanent's first and last
// mana ability.
//
// # Multiplayer
//
// Two to eight seats. Seats with equal PlayerSetup.Team play together; the
// game ends when one team (or none: a draw) is left. Attackers choose which
// opponent each attacks. With Options.SharedTeamTurns a team takes its turn
// together: all its members untap, draw and attack, and priority passes
// through the team before the other teams. A seat that loses leaves the game
// with everything it owns; the turn goes on if it was not the only active player.
//
// # Object numbers
//
// An ObjID is all a seat is ever told of a card hidden from it, and it
// names nothing: objects are numbered in deck-list order, but every shuffle
// of a hidden pile (the opening one, after a mulligan or a search, a
// graveyard or removed pile becoming the library, a scheme deck) shuffles
// the objects among the pile's numbers instead of reordering the numbers
// (relabel.go), so after it no number says which card it is, whatever a
// seat saw of it before. A decision of another seat about a card hidden
// from the viewer (a spell being cast from a hand) names no card in
// View.Pending or Knowledge.Pending, and Knowledge.Sample deals the hidden
// numbers other cards. Before, the deck-list card at a hidden hand card's
// number was that card every time; now it is no more often than chance
// (TestHiddenHandCardsAreRecoveredOnlyByChance). Records of format 1,
// written before, replay with Setup.DeckOrderNumbers.
//
// # How the variants plug in
//
// Variants are Options on the Setup, never forks of the engine. Package
// variant builds their set-ups by name (plain, the three Landless ones,
// Archenemy, Supervillain Rumble and the three Live-Draft ones), package
// landless deals Landless's shared library and draft pools, and package
// livedraft makes Live-Draft's common library. Each variant is made of
// these options:
//
//   - 421 league: standard games (Options zero value) but for open decks:
//     Options.OpenDecklists makes every decklist public, so computer
//     players guess hidden cards from it (see Knowledge.Sample). The
//     league itself (pool, decks, scoring, options A–D, set schedules,
//     pairings) is package league; this package plays its games.
//   - Landless: Land = LandAnyCard lets any card be played as a land; it
//     takes the identity LandIdentity gives (one colour: that colour's basic,
//     Options.BasicLands; two or three: a tapped dual; four or five: the
//     Promenade with pay-{1}-or-sacrifice; colourless: the Hollow).
//   - Landless single deck: Library = SharedLibrary, Deal = DealRoundRobin,
//     EmptyLibrary = EmptyReshuffleGraveyards. A card drawn from the shared
//     library belongs to the seat that drew it until it returns there.
//   - Landless double draw: add Draw = DrawKeepHalf (draw N takes 2N, keeps
//     N, and orders the rest on the bottom), Deal = DealDoubleRoundRobin and
//     Mulligan = MulliganDoubleDraw. A spell or ability that draws waits
//     for the keep-half choice (its Decision.Source) before its next effect.
//     A mulligan shuffles nothing: it deals from the top, then puts the old
//     hand under the cards already on the bottom, whose order stays known.
//   - Archenemy (rule 904): two teams with SharedTeamTurns, the archenemy
//     seat first (FixedFirst) with Life 40, and its scheme deck as
//     PlayerSetup.Command, shuffled at the start. Right after each of its
//     precombat main phases begins, the top scheme is set in motion (turned
//     face up; an EvMove from the command zone to itself, SchemeMotion in
//     Amount). Face-up schemes' static and triggered abilities work from
//     the command zone and their owner controls them; a non-ongoing scheme
//     goes face down to the bottom once no scheme's ability waits; an
//     ongoing one stays until an abandon effect. Triggers that name a
//     player ("whenever an opponent attacks you") carry it as "that
//     player"; an opponents' choice (each-opponent-chooses) asks each
//     opponent in turn order (DecideChoice, ChooseOption, the options'
//     texts in Decision.Options). Nobody skips the first draw in a
//     multiplayer Archenemy game (rule 103.8). A face-down scheme is hidden
//     from every seat, its owner included, except the bottom schemes the
//     owner saw go back (Player.KnownSchemes; View.SchemeDeck,
//     FaceUpSchemes, KnownSchemeBottom); Knowledge.Sample shuffles the
//     rest. Supervillain Rumble: free-for-all where every seat has a scheme
//     deck and sets a scheme in motion on its own turn.
//   - Live-Draft: SharedLibrary with Draw = DrawTableau, DrawPipeline or
//     DrawRummy (game/variant: live-tableau, live-pipeline, live-rummy).
//     Under a tableau or pipeline seven cards lie face up in the row
//     (ZoneRow; Game.Row, View.Row), dealt before the hands; every draw,
//     the turn's and every draw effect's,
//     is queued and taken one card at a time as a choice (DecideChoice,
//     ChooseDraw, Count the cards this draw still takes) of any row card.
//     A tableau's card is replaced in its place; a tableau of seven lands
//     or seven nonlands is removed from the game (ZoneRemoved; Game.Removed,
//     View.Removed) and dealt again, as often as need be. A pipeline
//     removes its leftmost card left after a draw, slides the rest left
//     and fills up to seven on the right. The drawer owns the card drawn;
//     everyone saw it (Object.Shown, PlayerView.Shown, kept in place by
//     Knowledge.Sample) until it leaves the hand. With library and row
//     exhausted a draw does nothing: nobody loses for it. Rummy: the deal
//     is fourteen each, then each seat in turn order puts seven onto the
//     common discard pile (ZonePile; Game.Pile, View.Pile; no graveyard)
//     by ChoosePile; each draw is a ChooseRummy: the pile's top card
//     (shown to all) or two from the library (Index 1; hidden) and then
//     a ChoosePile of any hand card. Starts (tableau, pipeline): quick is
//     the usual deal with Mulligan = MulliganRemoveTwo (a mulligan is a
//     ChooseRemove of two hand cards to the removed pile, then one draw
//     by the method, while two are held); Start = StartCareful queues one
//     draw a seat round the table from the first player until everyone
//     has seven, no mulligans. Running out: EmptyLibrary =
//     EmptyReshuffleRemoved shuffles the removed pile into a new library;
//     Options.MillCounters gives a seat a mill counter for every card it
//     takes from the library (Player.MillCounters) and, when a draw finds
//     library and row (or pile) exhausted, the fewest counters win.
//   - FourCuatro is a different game with its own engine (package fourcuatro).
package rules
