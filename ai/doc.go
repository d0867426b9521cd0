// Package ai holds Kitchen Table's computer players.
//
// A Player gets a *rules.Knowledge, what one seat may know of a game: its
// redacted view, its pending decision and legal actions, and complete
// games sampled from what it cannot see. It never gets the game itself, so
// by type it cannot read another seat's hand, the order of any library or
// the game's random state.
//
// The levels:
//
//   - random: a uniformly random legal action (a baseline for tournaments);
//   - easy: simple heuristics with some randomness, for beginners: it
//     plays its cards and aims its spells about right but attacks
//     carelessly (see WithNoise);
//   - medium: a tuned rules player: plays the land that lets it cast
//     the most of its hand (one entering tapped on a turn its mana
//     would buy nothing), casts the most expensive thing it can afford
//     (counting what a permanent does as it enters), keeps removal for
//     creatures that matter and clears a blocker before combat, attacks
//     and blocks from an evaluation of the combat (no suicidal attacks,
//     no chump blocks unless lethal is coming, two blockers on an
//     attacker neither kills alone), attacks harder when the damage
//     race favours it and keeps good blockers home when it does not,
//     sends creatures that are unsafe one at a time when together they
//     outnumber the blockers and the damage through, met by the
//     defender's best blocks, is worth more than the blocks cost, keeps
//     tricks and counterspells for the right moment and aims everything
//     sensibly; in a shared team turn (Archenemy) it plans the team's
//     attack together (lethal and the damage race count the teammates'
//     creatures), it weighs an opponent's punishing schemes and
//     permanents before attacking it ("whenever an opponent attacks
//     you", "deals combat damage to you"), and it answers an opponents'
//     choice with the option that costs it least; it keeps or
//     mulligans at every hand size by the hand left after its
//     put-backs (lands, and the mana its spells would use in four
//     turns with the colours its sources make against colour-blind),
//     and puts back and discards by the colours its spells need
//     against its sources (the only land of a needed colour is worth
//     much more than one more land of a colour already made);
//   - hard: information-set Monte Carlo tree search: each simulation
//     samples a world consistent with what it knows (Knowledge.Sample: the
//     cards it has seen, public decklists, otherwise guesses in each
//     opponent's colours from the card pool, never their real cards),
//     plays one of the moves compared at the root (sequential halving,
//     every move in the same worlds), descends a tree of its own later
//     decisions (UCB1 with availability counts, widening from medium's
//     choice as visits grow), plays on with the medium policy to the end
//     of the third turn after the current one and scores the result with
//     a static evaluation: the log-odds of winning, from weights fitted to
//     medium-against-medium games (life, cards in hand, lands, creatures'
//     power, toughness and abilities, other permanents, whose turn it
//     is; face-up ongoing schemes count for their owner). Attacks and blocks are compared as whole configurations
//     (medium's, none, everything, medium's less or plus one creature)
//     and the chosen one is declared over the next decisions. Moves that
//     cannot matter are not searched: a land played (now is never worse
//     than later), a priority pass in an upkeep, draw or end-of-combat
//     step with an empty stack, a second copy of a card or a
//     configuration that only swaps identical creatures, and the rest of
//     the budget once twelve worlds gave every move the same result. A
//     time limit is checked inside the simulations, so a decision
//     overshoots it by well under a millisecond.
//
// Before any of its rules or its search, medium, hard and easy look for
// a win this turn (lethal.go): in one world sampled from what the seat
// knows, an AND-OR search over its own actions (and, in a shared team
// turn, its teammates') must end the game won before the turn ends
// against every set of blocks the opponents' visible creatures could
// declare, the opponents passing priority (their answers are unknown);
// it runs only when a generous count of the damage and life loss within
// reach (attackers, burn, drain, pumps, haste) covers the opponents'
// life (and, after finding nothing, again only once the opponents have
// acted or a card was drawn), and looks 3000 actions deep (easy 300). Under an attack that
// would kill it, a block stands only when some way on from it lives
// through the turn; otherwise the first block that does is taken. Hard's
// search scores an ended game 5% less for each turn it took, so a win
// now scores above a win later and a loss later above a loss now.
//
// In the Live-Draft variants (tableau, pipeline, rummy) medium drafts
// as it plays: it takes the row card worth most to it (the card's score,
// most of it only in the colours its lands and cards have committed it
// to, lands while it is short of them for its hand, spells when flooded)
// less, weighted by how close the next seat to draw is to beating it,
// the best that seat can expect from the row left behind (hate-drafting:
// a pipeline's leftmost card falls off anyway, a tableau may be wiped);
// in rummy it takes the pile's top card when it beats two blind cards
// (the unknown library is rated as the library's public list less
// every card the seat has seen, read from a sampled world), puts onto
// the pile the card least worth keeping that does not feed the next
// seat, and keeps a two-colour
// curve with about three lands from the deal of fourteen; in a quick
// start it removes two cards from a hand without lands or without
// spells. Nobody loses for being unable to draw, so once the common
// library is empty (dry) medium plays to end the game: it attacks the
// opponent its attack hurts most, keeps home only what one opponent's
// counter-attack needs rather than all of theirs at once, throws
// everything at an opponent it would kill within two attacks (counting
// the blockers that die), and the longer nothing public changes the
// more risk it takes (see dry.go). Under mill counters (millrace.go) a
// counter costs card worth, little early and much once the library
// lasts three rounds or fewer: medium shuns a tableau pick that risks a
// wipe (the new row's cards are its counters), wipes the row to end the
// game when it would then have the fewest counters and never when
// another would, weighs the two blind cards' counters in rummy, keeps
// all but a hopeless quick-start hand, and attacks first the foe that
// would win by counters as the library's last draws fall. Easy drafts by a card's own worth
// and the land count only; hard drafts with medium's choices (its search
// covers play, not draws).
//
// build.Deck makes a deck from a card pool and PickDraft takes a card from
// a draft pack, both by cardvalue.Score, a rating of each card on its own.
//
// Every level is reproducible: the same seed, the same iteration budget and
// the same sequence of decisions give the same actions. A time limit
// (WithTimeLimit) trades that for a bound on thinking time. Choose honours
// its context: a cancelled search returns the context's error.
package ai
