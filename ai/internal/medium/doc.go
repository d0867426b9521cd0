// Package medium is the rules player behind the easy and medium levels
// and the hard level's rollouts: a Policy reads one seat's view (a
// Board) and decides land play, casting and targets, attacks and blocks,
// mulligans and put-backs, Landless land choices, Live-Draft picks and
// the end game of a dry library or a mill-counter race; before it, a
// Player looks for a win this turn (WinNow, an AND-OR search over one
// sampled world) and keeps its blocks to those that survive (SafeBlock).
// Each part's full description is on its code: New (medium), NewEasy,
// lethal.go and livedraftpick.go.
//
// The files, by what they hold:
//
//   - the players: medium.go, easy.go, policyplayer.go, viewplayer.go;
//   - the policy: policy.go (the decision switch), board.go (the view
//     read for one decision), world.go, priority.go, spells.go,
//     targets.go, copyspell.go, protect.go, tricks.go, removal.go,
//     spellmemo.go;
//   - combat: attack.go, attackpressure.go, damagerace.go, combat.go,
//     block.go, gangblock.go, blocksurvive.go, schemes.go;
//   - lands and hands: landplay.go, choice.go (mulligans, put-backs,
//     options), keephand.go, keepcolours.go, landless*.go (Landless);
//   - Live-Draft: livedraftpick.go (the row), livedraftrummy.go,
//     livedraftneeds.go, livedraftunseen.go, livedraftquickstart.go,
//     livedraftdry.go (a dry library), livedraftmill.go (mill counters);
//   - the win-this-turn search: lethal.go, lethalplay.go, lethalreach.go.
package medium
