package card

import (
	"strconv"
	"strings"
)

// The names below are both the words of the card file format and the
// results of the String methods, so what a card file says and what the
// program prints agree.

var typeOrder = [...]Type{Enchantment, Artifact, Land, Creature, Instant, Sorcery, Scheme}

// String returns the type's name, e.g. "Creature".
func (t Type) String() string {
	switch t {
	case Land:
		return "Land"
	case Creature:
		return "Creature"
	case Instant:
		return "Instant"
	case Sorcery:
		return "Sorcery"
	case Enchantment:
		return "Enchantment"
	case Artifact:
		return "Artifact"
	case Scheme:
		return "Scheme"
	}
	return "Type(" + strconv.Itoa(int(t)) + ")"
}

var supertypeOrder = [...]Supertype{Basic, Legendary, Ongoing}

// String returns the supertype's name, e.g. "Legendary".
func (s Supertype) String() string {
	switch s {
	case Basic:
		return "Basic"
	case Legendary:
		return "Legendary"
	case Ongoing:
		return "Ongoing"
	}
	return "Supertype(" + strconv.Itoa(int(s)) + ")"
}

var rarityNames = [...]string{"common", "uncommon", "rare", "mythic", "special"}

// String returns the rarity's name in lower case, e.g. "uncommon".
func (r Rarity) String() string { return name(rarityNames[:], int(r), "Rarity") }

var abilityKindNames = [...]string{"spell", "activated", "mana", "triggered", "static"}

// String returns the ability kind's name, e.g. "activated".
func (k AbilityKind) String() string { return name(abilityKindNames[:], int(k), "AbilityKind") }

var triggerNames = [...]string{"enters", "dies", "attacks", "blocks", "upkeep", "end-step",
	"cast", "gain-life", "set-in-motion", "opponent-attacks", "opponent-upkeep",
	"combat-damage-to-you", "opponent-casts"}

// NamesPlayer reports whether the trigger names a player that effects can
// refer to as who:that-player.
func (k TriggerKind) NamesPlayer() bool {
	switch k {
	case OnOpponentAttacks, OnOpponentUpkeep, OnCombatDamageToYou, OnOpponentCasts:
		return true
	}
	return false
}

// String returns the trigger's name in the card file format, e.g. "end-step".
func (k TriggerKind) String() string { return name(triggerNames[:], int(k), "TriggerKind") }

var effectNames = [...]string{"damage", "destroy", "exile", "bounce", "draw", "discard",
	"gain-life", "lose-life", "counters", "pump", "create", "counter", "tap", "untap",
	"search", "scry", "mill", "sacrifice", "fight", "copy", "add", "pay-or-sacrifice",
	"abandon", "set-in-motion", "each-opponent-chooses"}

// String returns the effect's name in the card file format, e.g. "gain-life".
func (k EffectKind) String() string { return name(effectNames[:], int(k), "EffectKind") }

var whoNames = [...]string{"you", "each-opponent", "each-player", "target", "controller", "that-player", "owner"}

// String returns the player group's name in the card file format, e.g. "each-opponent".
func (w Who) String() string { return name(whoNames[:], int(w), "Who") }

var targetKindNames = [...]string{"any", "creature", "player", "opponent", "permanent",
	"nonland-permanent", "artifact", "enchantment", "land", "artifact-or-enchantment",
	"spell", "creature-spell", "noncreature-spell", "instant-or-sorcery-spell"}

// String returns the target kind's name in the card file format, e.g. "nonland-permanent".
func (k TargetKind) String() string { return name(targetKindNames[:], int(k), "TargetKind") }

var controllerNames = [...]string{"any", "you", "opponent"}

// String returns "any", "you" or "opponent".
func (c Controller) String() string { return name(controllerNames[:], int(c), "Controller") }

var affectsNames = [...]string{"self", "enchanted", "equipped", "creatures/you",
	"creatures/you/other", "creatures/opponent", "creatures"}

// String returns the scope's name in the card file format, e.g. "creatures/you".
func (a Affects) String() string { return name(affectsNames[:], int(a), "Affects") }

// String returns the spec in the card file format, e.g. "creature/opponent,power<=2".
func (t TargetSpec) String() string {
	var b strings.Builder
	b.WriteString(t.Kind.String())
	switch t.Controller {
	case YouControl:
		b.WriteString("/you")
	case OpponentControls:
		b.WriteString("/opponent")
	}
	if t.Other {
		b.WriteString("/other")
	}
	if t.MaxPower > 0 {
		b.WriteString(",power<=" + strconv.Itoa(int(t.MaxPower)))
	}
	if t.Subtype != "" {
		b.WriteString("," + t.Subtype)
	}
	return b.String()
}

func name(names []string, i int, typ string) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return typ + "(" + strconv.Itoa(i) + ")"
}

// lookup returns the index of s in names.
func lookup(names []string, s string) (int, bool) {
	for i, n := range names {
		if n == s {
			return i, true
		}
	}
	return 0, false
}
