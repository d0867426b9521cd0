package fourcuatro

// hasher is a 64-bit FNV-1a hash fed whole words, little-endian byte by
// byte; it allocates nothing.
type hasher uint64

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func (h *hasher) word(v uint64) {
	x := uint64(*h)
	for range 8 {
		x ^= v & 0xff
		x *= fnvPrime
		v >>= 8
	}
	*h = hasher(x)
}

func (h *hasher) int(v int) { h.word(uint64(int64(v))) }

func (h *hasher) bool(v bool) {
	if v {
		h.word(1)
	} else {
		h.word(0)
	}
}

func (h *hasher) str(s string) {
	h.int(len(s))
	x := uint64(*h)
	for i := 0; i < len(s); i++ {
		x ^= uint64(s[i])
		x *= fnvPrime
	}
	*h = hasher(x)
}

func (h *hasher) bytes(b []byte) {
	h.int(len(b))
	x := uint64(*h)
	for _, c := range b {
		x ^= uint64(c)
		x *= fnvPrime
	}
	*h = hasher(x)
}

func (h *hasher) ids(l []CardID) {
	h.int(len(l))
	for _, id := range l {
		h.int(int(id))
	}
}

// Hash is a hash of the whole game state: which card every ID is and
// whose, what each seat knows, every pile in order, the mana sources, the
// turn, the spell on the table and the instruction being carried out, the
// pending decision and the random generator's state. Games dealt from the
// same set-up and seed that took the same actions hash equal; replays
// check it.
func (g *Game) Hash() uint64 {
	h := hasher(fnvOffset)
	h.int(int(g.format))
	h.int(len(g.defs))
	for id, d := range g.defs {
		h.str(d.Name)
		h.int(int(g.owner[id]))
		h.bool(g.known[0][id])
		h.bool(g.known[1][id])
	}
	for i := range g.players {
		p := &g.players[i]
		h.str(p.Name)
		h.ids(p.Deck)
		h.ids(p.Hand)
		h.ids(p.Discard)
		h.ids(p.Burnt)
		h.int(len(p.Sources))
		for _, s := range p.Sources {
			h.int(int(s.Card))
			h.bool(s.Exhausted)
		}
	}
	h.int(int(g.first))
	h.int(int(g.active))
	h.int(g.turn)
	h.bool(g.over)
	h.int(int(g.winner))
	h.bool(g.cast != nil)
	if c := g.cast; c != nil {
		h.int(int(c.card))
		h.int(int(c.caster))
		h.bool(c.cinder)
		h.bool(c.redirected)
		h.bool(c.countered)
	}
	h.bool(g.res != nil)
	if r := g.res; r != nil {
		h.int(int(r.card))
		h.int(len(r.ops))
		for _, op := range r.ops {
			h.int(int(op.Kind))
			h.int(int(op.Who))
			h.int(op.N)
		}
		h.int(r.pc)
		h.int(int(r.you))
		h.bool(r.trap)
		h.bool(r.started)
		h.int(r.left)
		h.ids(r.placed)
	}
	d := &g.pending
	h.int(int(d.Kind))
	h.int(int(d.Seat))
	h.int(d.N)
	h.int(int(d.Victim))
	h.ids(d.Cards)
	// The generator's state: every shuffle to come depends on it.
	state, _ := g.pcg.MarshalBinary() // a PCG always marshals
	h.bytes(state)
	return uint64(h)
}
