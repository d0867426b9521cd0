// Package variant builds game set-ups (rules.Setup values) from named
// variants. A variant is a composition of rule options on the core game;
// Build looks one up by name:
//
//	setup, err := variant.Build("plain", decks, variant.MaxTurns(200))
//	g, err := rules.New(setup, seed)
//
// Archenemy and Supervillain Rumble ("archenemy", "rumble") also need a
// scheme deck for each archenemy seat (Variant.Archenemy), given with
// SchemeDecks:
//
//	setup, err := variant.Build("archenemy", decks, variant.SchemeDecks(schemes, nil, nil, nil))
//
// The registry is fixed when the program is built; Names lists it. Options
// (MaxTurns, PlayerNames, FirstPlayer, CardPool, SchemeDecks) are things a caller such as the sim
// or the set-up screen decides, not rules of the variant. The Live-Draft
// options (CarefulStart, MillCounters, ReshuffleRemoved) also have names,
// OptionNames, that records and flags use; Named turns a name into the
// option.
package variant
