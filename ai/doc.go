// Package ai holds Kitchen Table's computer players.
//
// A Player gets a *rules.Knowledge, what one seat may know of a game: its
// redacted view, its pending decision and legal actions, and complete
// games sampled from what it cannot see. It never gets the game itself, so
// by type it cannot read another seat's hand, the order of any library or
// the game's random state. New makes one by level: random (a uniformly
// random legal action), easy (medium's rules without its care, attacking
// carelessly, with random mistakes; see WithNoise), medium (the tuned
// rules policy) and hard (a tree search over sampled worlds that plays on
// with medium's policy). Every level is reproducible: the same seed, the
// same iteration budget and the same decisions give the same actions; a
// time limit (WithTimeLimit) trades that for a bound on thinking time.
// Choose honours its context: a cancelled search returns its error.
//
// The packages:
//
//   - ai: the Player interface, the levels (New, Levels, the options),
//     random, and NewViewPlayer for a computer that gets only a view;
//   - ai/internal/medium: the rules policy of easy and medium, and the
//     win-this-turn search all three careful levels run first;
//   - ai/internal/search: hard's tree search and its evaluation;
//   - ai/cardvalue: what a card is worth, on its own and in play;
//   - ai/build: decks and draft picks outside play;
//   - ai/leaguebot: the 421 league's computer player and driver;
//   - ai/fcai: the FourCuatro players;
//   - ai/internal/pick, aitest, lethaltest: plain action choices shared
//     by the players and their tests, and the tests' helpers.
//
// medium and search are internal: they work on sampled games, and only
// this package's Player, which gets a Knowledge, reaches them.
package ai
