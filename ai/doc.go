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
//   - ai: the levels and the players themselves (below);
//   - ai/cardvalue: what a card is worth, on its own and in play;
//   - ai/build: decks and draft picks outside play;
//   - ai/leaguebot: the 421 league's computer player and driver;
//   - ai/fcai: the FourCuatro players.
//
// The files of ai, by what they hold:
//
//   - the players: player.go (New, options), random.go, easy.go,
//     medium.go, policyplayer.go, viewplayer.go (NewViewPlayer);
//   - the medium policy: policy.go (the decision switch), board.go (the
//     view read for one decision), priority.go, spells.go, targets.go,
//     copyspell.go, protect.go, tricks.go, removal.go, spellmemo.go;
//   - combat: attack.go, attackpressure.go, damagerace.go, combat.go,
//     block.go, gangblock.go, blocksurvive.go, schemes.go;
//   - lands and hands: landplay.go, choice.go (mulligans, put-backs,
//     options), keephand.go, keepcolours.go, landless*.go (Landless);
//   - Live-Draft: livedraftpick.go (the row), livedraftrummy.go,
//     livedraftneeds.go, livedraftunseen.go, livedraftquickstart.go,
//     livedraftdry.go (a dry library), livedraftmill.go (mill counters);
//   - the win-this-turn search, used by easy, medium and hard: lethal.go,
//     lethalplay.go, lethalreach.go;
//   - the hard search: hard.go, hard_moves.go, hard_tree.go, hard_eval.go,
//     hard_evalfeatures.go, world.go (a sampled game as a policy's world).
//
// Each level's full description is on its constructor (newMedium,
// hardPlayer) and the lethal search's and Live-Draft's at the top of
// lethal.go and livedraftpick.go.
package ai
