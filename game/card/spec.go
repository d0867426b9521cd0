package card

import (
	"fmt"
	"strconv"
	"strings"
)

// kindSet is a set of target kinds.
type kindSet uint32

func kinds(ks ...TargetKind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

func (s kindSet) has(k TargetKind) bool { return k < 32 && s&(1<<k) != 0 }

// Groups of target kinds that effects accept.
var (
	permanentKinds = kinds(CreatureTarget, PermanentTarget, NonlandPermanent, ArtifactTarget,
		EnchantmentTarget, LandTarget, ArtifactOrEnchantment)
	creatureKinds = kinds(CreatureTarget)
	damageKinds   = kinds(AnyTarget, CreatureTarget, PlayerTarget, OpponentTarget)
	playerKinds   = kinds(PlayerTarget, OpponentTarget)
	spellKinds    = kinds(SpellTarget, CreatureSpell, NoncreatureSpell, InstantOrSorcerySpell)
	copyKinds     = kinds(InstantOrSorcerySpell)
)

// parseSpec reads a target spec: KIND[/you|/opponent][/other] followed by
// optional ",power<=N" and ",Subtype" filters.
func parseSpec(s string) (TargetSpec, error) {
	var t TargetSpec
	parts := strings.Split(s, ",")
	head := strings.Split(parts[0], "/")
	k, ok := lookup(targetKindNames[:], head[0])
	if !ok {
		return t, fmt.Errorf("unknown target kind %q", head[0])
	}
	t.Kind = TargetKind(k)
	for _, m := range head[1:] {
		switch {
		case m == "other" && !t.Other:
			t.Other = true
		case (m == "you" || m == "opponent") && t.Controller == AnyController:
			t.Controller = YouControl
			if m == "opponent" {
				t.Controller = OpponentControls
			}
		default:
			return t, fmt.Errorf("unexpected %q in target %q (want /you, /opponent or /other)", m, s)
		}
	}
	for _, f := range parts[1:] {
		switch {
		case strings.HasPrefix(f, "power<=") && t.MaxPower == 0:
			n, ok := smallInt(strings.TrimPrefix(f, "power<="))
			if !ok || n < 1 {
				return t, fmt.Errorf("bad power filter %q in target %q (want power<=N, N from 1 to 99)", f, s)
			}
			t.MaxPower = int8(n)
		case validSubtype(f) && t.Subtype == "":
			t.Subtype = f
		default:
			return t, fmt.Errorf("unexpected filter %q in target %q (want power<=N or a Subtype)", f, s)
		}
	}
	return t, checkSpec(t, s)
}

func checkSpec(t TargetSpec, s string) error {
	perm := permanentKinds.has(t.Kind)
	switch {
	case t.Controller != AnyController && !perm && !spellKinds.has(t.Kind):
		return fmt.Errorf("target %q: %s cannot take /you or /opponent", s, t.Kind)
	case t.Other && !perm:
		return fmt.Errorf("target %q: only permanents can be /other", s)
	case t.MaxPower > 0 && t.Kind != CreatureTarget:
		return fmt.Errorf("target %q: a power filter needs creature", s)
	case t.Subtype != "" && !perm && t.Kind != CreatureSpell:
		return fmt.Errorf("target %q: a subtype filter needs a permanent or creature-spell", s)
	}
	return nil
}

// parseAmount reads a count: a number from 0 to 99, or X.
func parseAmount(w string) (n int8, x bool, ok bool) {
	if w == "X" {
		return 0, true, true
	}
	v, ok := smallInt(w)
	return int8(v), false, ok
}

// parseSigned reads "+2", "-1" or "+0" (the sign is required), -99 to 99.
func parseSigned(w string) (int8, bool) {
	if len(w) < 2 || (w[0] != '+' && w[0] != '-') {
		return 0, false
	}
	v, ok := smallInt(w[1:])
	if w[0] == '-' {
		v = -v
	}
	return int8(v), ok
}

// parsePump reads "+P/+T".
func parsePump(w string) (int8, int8, bool) {
	a, b, ok := strings.Cut(w, "/")
	if !ok {
		return 0, 0, false
	}
	pw, ok1 := parseSigned(a)
	tg, ok2 := parseSigned(b)
	return pw, tg, ok1 && ok2
}

func signed(n int8) string {
	if n < 0 {
		return strconv.Itoa(int(n))
	}
	return "+" + strconv.Itoa(int(n))
}
