package ai

// newMedium returns the medium player: the full rules policy, no noise.
func newMedium(seed uint64, _ config) Player {
	return &policyPlayer{p: newPolicy(seed, 0x3ed1, nil, true)}
}
