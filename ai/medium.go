package ai

import "math/rand/v2"

// newMedium returns the medium player: the full rules policy, no noise,
// that takes a win this turn whenever its lethal search finds one.
func newMedium(seed uint64, _ config) Player {
	return &policyPlayer{p: newPolicy(seed, 0x3ed1, nil, true), lethal: lethalBudget, r: rand.New(rand.NewPCG(seed, 0x3ed2))}
}
