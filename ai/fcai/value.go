package fcai

import "github.com/kitchentable/kitchentable/game/fourcuatro"

// cinderValue is what a Cinder is worth: the opponent burns a card.
const cinderValue = 1.0

// castValue is about how many of the opponent's cards a card is worth when
// it resolves for its caster, counting cards drawn as cards to cast
// later, and for traps what springing it is worth. oppHand is the size of
// the opponent's hand (for Ash Tithe).
func castValue(d *fourcuatro.Def, oppHand int) float64 {
	v := 0.0
	for _, op := range d.Ops {
		sign := 1.0
		if op.Who == fourcuatro.You {
			sign = -1 // burning or discarding your own
		}
		switch op.Kind {
		case fourcuatro.OpBurn:
			v += sign * float64(op.N)
		case fourcuatro.OpBurnPerHand:
			v += sign * float64(oppHand)
		case fourcuatro.OpDiscard:
			v += sign * 0.9 * float64(op.N)
		case fourcuatro.OpDestroyPick:
			v += sign * 1.8 * float64(op.N)
		case fourcuatro.OpDraw:
			v -= sign * 0.9 * float64(op.N)
		case fourcuatro.OpRecover:
			v -= sign * 1.0 * float64(op.N)
		case fourcuatro.OpRefresh:
			v -= sign * 0.6 * float64(op.N)
		case fourcuatro.OpAddSource:
			v -= sign * 0.8 * float64(op.N)
		case fourcuatro.OpBurnSource:
			v += sign * 1.6 * float64(op.N)
		case fourcuatro.OpOrderTop:
			v += 0.4
		case fourcuatro.OpCounter:
			v += 2
		case fourcuatro.OpRedirect:
			v += 1.5
		}
	}
	return v
}

// keepValue is what holding a card in hand is worth: traps for the
// defence they give, spells for what they will do once paid for.
func keepValue(d *fourcuatro.Def, oppHand int) float64 {
	if d.Kind == fourcuatro.Trap {
		return trapValue(d)
	}
	return castValue(d, oppHand)
}

// trapValue is how much a trap in hand is worth keeping.
func trapValue(d *fourcuatro.Def) float64 {
	v := 1.0
	for _, op := range d.Ops {
		switch op.Kind {
		case fourcuatro.OpCounter:
			v += 2.5
		case fourcuatro.OpRedirect:
			v += 2
		case fourcuatro.OpBurn:
			v += 0.5 * float64(op.N)
		case fourcuatro.OpDraw:
			v += 0.5
		}
	}
	if d.Only != fourcuatro.OnlyAny {
		v -= 1 // only some spells can be answered
	}
	return v
}
