package medium

import "math/rand/v2"

// New returns the medium player: the full rules policy, no noise,
// that takes a win this turn whenever its lethal search finds one.
//
// The medium level is a tuned rules player: plays the land that lets it cast
// the most of its hand (one entering tapped on a turn its mana
// would buy nothing), casts the most expensive thing it can afford
// (counting what a permanent does as it enters), keeps removal for
// creatures that matter and clears a blocker before combat, attacks
// and blocks from an evaluation of the combat (no suicidal attacks,
// no chump blocks unless lethal is coming, two blockers on an
// attacker neither kills alone), attacks harder when the damage
// race favours it and keeps good blockers home when it does not,
// sends creatures that are unsafe one at a time when together they
// outnumber the blockers and the damage through, met by the
// defender's best blocks, is worth more than the blocks cost, keeps
// tricks and counterspells for the right moment and aims everything
// sensibly; in a shared team turn (Archenemy) it plans the team's
// attack together (lethal and the damage race count the teammates'
// creatures), it weighs an opponent's punishing schemes and
// permanents before attacking it ("whenever an opponent attacks
// you", "deals combat damage to you"), and it answers an opponents'
// choice with the option that costs it least; it keeps or
// mulligans at every hand size by the hand left after its
// put-backs (lands, and the mana its spells would use in four
// turns with the colours its sources make against colour-blind),
// and puts back and discards by the colours its spells need
// against its sources (the only land of a needed colour is worth
// much more than one more land of a colour already made);
func New(seed uint64) *Player {
	return &Player{p: NewPolicy(seed, 0x3ed1, nil, true), lethal: LethalBudget, r: rand.New(rand.NewPCG(seed, 0x3ed2))}
}
