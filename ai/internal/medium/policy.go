package medium

import (
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Policy is the rules player behind easy and medium, and the rollout
// player of hard. It decides from one seat's view and the legal actions.
type Policy struct {
	r        *rand.Rand
	noise    map[rules.DecisionKind]float64 // chance of a random sensible action, by decision (easy)
	reckless float64                        // chance each possible attacker attacks anyway (easy)
	careful  bool                           // trades, counter-attacks, holding tricks (medium)
	k        knobs
	m        memo
	stall    stallClock // Live-Draft: when the public board last changed, once no more cards are coming
}

// knobs are the tuned constants of the careful policy.
type knobs struct {
	holdInstants bool    // keep instants for the opponent's turn
	crackBack    bool    // keep enough creatures home to survive the counter-attack
	attackTrade  float64 // attack into a trade when ours is worth at most theirs plus this
	fearDouble   bool    // fear two blockers killing a small attacker
	blockTrade   float64 // block into a trade when theirs is worth at least ours minus this
	removalMin   float64 // the least a removal spell must gain, unless under pressure
	race         bool    // attack harder when the damage race favours us, hold blockers back when not
	doubleBlock  bool    // block an attacker with two creatures that kill it together
	preCombat    bool    // cast instant removal on a blocker in the first main phase
	entersWeight float64 // how much a permanent's enters-the-battlefield value counts when choosing what to cast
	draft        bool    // Live-Draft: draft by worth, colours and needs (else as the easy player)
	hate         float64 // Live-Draft: how much denying the next opponent counts, as a multiple of hateWeight
	dry          bool    // Live-Draft: once no more cards are coming, attack to end the game (see dry)
	protect      bool    // answer removal aimed at our creature with a pump, counters, a bounce or an ability
	trickWary    bool    // no small attack that a wall and one likely trick would kill
	tappedTrade  float64 // how much more readily to trade-block an attacker whose controller can cast no trick
	wallWary     bool    // no wall-block that one likely trick on the attacker would kill, while its controller has mana and cards
	ownTrick     bool    // attack into a blocker that would eat one attacker when a pump in hand turns the fight
	survive      bool    // first make the blocks without which the attack kills us (trample and menace counted)
	eatFirst     bool    // blocks that kill an attacker and survive before any wall or trade
	mullColours  bool    // mulligan a seven-card hand whose lands cast too few of its spells
	rateSpells   bool    // keep, discard and put back cards by what they do (cardvalue.Score), not a spell's bare mana value
	keepColours  bool    // keep, discard and put back cards by the colours the hand's spells need against its sources
	landCasts    bool    // play the land that lets the hand's spells be paid for, this turn first (castingLand)
	pressure     float64 // add attackers whose whole attack, met by the best blocks, gains this much more (negative: never)
}

// mediumKnobs are the medium player's constants.
var mediumKnobs = knobs{holdInstants: true, crackBack: true, attackTrade: 0.5, blockTrade: 0.5,
	removalMin: 4, race: true, doubleBlock: true, preCombat: true, entersWeight: 1, draft: true, hate: 1, dry: true, protect: true,
	trickWary: true, tappedTrade: 1, wallWary: false, ownTrick: true, survive: true, eatFirst: true, mullColours: true, rateSpells: true, keepColours: true, landCasts: true, pressure: 0.5}

// NewPolicy returns a policy drawing on the generator (seed, stream); noise
// gives the easy player's chance of a random action by kind of decision.
func NewPolicy(seed uint64, stream uint64, noise map[rules.DecisionKind]float64, careful bool) *Policy {
	p := &Policy{}
	p.reset(rand.New(rand.NewPCG(seed, stream)), noise, careful)
	return p
}

// reset makes p a new policy drawing from r, as NewPolicy does.
func (p *Policy) reset(r *rand.Rand, noise map[rules.DecisionKind]float64, careful bool) {
	*p = Policy{r: r, noise: noise, careful: careful, k: mediumKnobs, m: memo{src: rules.NoObj}}
}

// Decide returns one of w.Legal().
func (p *Policy) Decide(w World) rules.Action {
	legal := w.Legal()
	if len(legal) == 1 {
		p.NoteForced(legal[0], w)
		return legal[0]
	}
	v := w.View()
	b := NewBoard(v)
	b.w = w
	a := p.Choose(b, legal)
	if !pick.Contains(legal, a) {
		a = pick.Fallback(legal)
	}
	p.Note(a, v.Pending, v.Turn, v.Step)
	return a
}

// Choose dispatches on the kind of decision.
func (p *Policy) Choose(b *Board, legal []rules.Action) rules.Action {
	d := b.V.Pending
	if p.careful && p.k.dry {
		p.stall.watch(b)
	}
	if nz := p.noise[d.Kind]; nz > 0 && p.r.Float64() < nz {
		return sensible(b, p.harmless(b, legal), p.r)
	}
	switch d.Kind {
	case rules.DecideMulligan:
		return p.mulligan(b, legal)
	case rules.DecidePriority:
		return p.priority(b, legal)
	case rules.DecideX:
		return pick.LargestX(legal)
	case rules.DecideTarget:
		return p.target(b, legal)
	case rules.DecidePay:
		return pick.Pay(legal)
	case rules.DecideAttackers:
		return p.attack(b, legal)
	case rules.DecideBlockers:
		return p.block(b, legal)
	case rules.DecideChoice:
		return p.choice(b, legal)
	}
	return pick.Fallback(legal)
}

// target chooses the best-scoring target for the pending target decision.
func (p *Policy) target(b *Board, legal []rules.Action) rules.Action {
	pd := b.V.Pending
	d, ab, asSpell := castInfo(b)
	i := pd.TargetIndex
	first, x := rules.PlayerTarget(rules.NoSeat), 0
	if p.m.src == pd.Source {
		x = p.m.x
		if i > 0 && len(p.m.targets) > 0 {
			first = p.m.targets[0]
		}
	}
	sacCost := d == nil || i >= len(specsOf(d, ab, asSpell))
	best, bs := pick.Fallback(legal), -1e18
	for _, a := range legal {
		if a.Kind != rules.ActTarget {
			continue
		}
		var s float64
		if sacCost {
			// A sacrifice cost, or something unknown: give up the least.
			if c := b.Obj(a.Target.Obj); c != nil {
				s = -cardvalue.Permanent(c)
				if b.foe(c.Controller) {
					s = -s
				}
			}
		} else {
			s = b.scoreTarget(d, ab, asSpell, pd.Source, i, a.Target, first, x)
		}
		if !p.careful && s > 0 {
			s = p.r.Float64() // any target that helps will do
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}

// sensible picks a random legal action that is not cancel, tapping a
// single land by hand, or activating an ability that costs life, cards or
// a sacrifice (nobody pays those at random).
func sensible(b *Board, legal []rules.Action, r *rand.Rand) rules.Action {
	ok := func(a rules.Action) bool {
		switch a.Kind {
		case rules.ActCancel, rules.ActTapMana:
			return false
		case rules.ActActivate:
			return !b.costly(a)
		}
		return true
	}
	n := 0
	for _, a := range legal {
		if ok(a) {
			n++
		}
	}
	if n == 0 {
		return pick.Fallback(legal)
	}
	k := r.IntN(n)
	for _, a := range legal {
		if ok(a) {
			if k == 0 {
				return a
			}
			k--
		}
	}
	return pick.Fallback(legal)
}

// harmless leaves out of legal the instants and sorceries whose best use
// now would hurt their caster (removal whose only targets are its own
// creatures, a sweeper of its own board): even the easy player's random
// actions never do that.
func (p *Policy) harmless(b *Board, legal []rules.Action) []rules.Action {
	out := make([]rules.Action, 0, len(legal))
	for _, a := range legal {
		if a.Kind == rules.ActCast {
			if c := b.HandCard(a.Obj); c != nil && c.Def != nil && !c.Def.IsPermanent() {
				if s, ok := b.planScore(c.Def, cardvalue.SpellAbility(c.Def), true, a.Obj, b.maxX(c.Def)); !ok || s < 0 {
					continue
				}
			}
		}
		out = append(out, a)
	}
	if len(out) == 0 {
		return legal
	}
	return out
}

// costly reports whether activating a costs life, cards or a sacrifice.
func (b *Board) costly(a rules.Action) bool {
	o := b.Obj(a.Obj)
	if o == nil || o.Def == nil {
		return true
	}
	d := baseDef(o)
	if int(a.Index) >= len(d.Abilities) {
		return true
	}
	ab := &d.Abilities[a.Index]
	return ab.SacSelf || ab.SacFilter != nil || ab.LifeCost > 0 || ab.DiscardCost > 0
}

// NewPolicyFrom returns a policy drawing from r, to be made new with
// Renew before each use: the search reuses its rollout policies.
func NewPolicyFrom(r *rand.Rand) *Policy { return &Policy{r: r} }

// Renew makes p a new careful policy drawing from its own generator, as
// NewPolicy(seed, stream, nil, true) would with that generator, and
// gives it from's stall clock (how long the board has stood still is
// public).
func (p *Policy) Renew(from *Policy) {
	p.reset(p.r, nil, true)
	p.stall = from.stall
}

// CopyMemo gives p a copy of from's memo of the spell being cast and the
// casts given up.
func (p *Policy) CopyMemo(from *Policy) {
	p.m = from.m
	p.m.targets = append([]rules.Target(nil), from.m.targets...)
	p.m.cancelled = append([]cancelled(nil), from.m.cancelled...)
}

// Peek returns the action p would choose from legal on b, leaving its
// memo as it was.
func (p *Policy) Peek(b *Board, legal []rules.Action) rules.Action {
	saved := p.m
	a := p.Choose(b, legal)
	p.m = saved
	return a
}

// KeepMemo returns a function that puts p's memo back as it is now.
func (p *Policy) KeepMemo() (restore func()) {
	saved := p.m
	return func() { p.m = saved }
}
