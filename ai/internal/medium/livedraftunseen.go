package medium

import (
	"sort"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// unseenSeed seeds the sampled world unseenPool reads: any seed gives the
// same cards, only their places differ.
const unseenSeed = 0x11b7

// unseenPool is, with ok, the common library's list less every card the
// deciding seat of w can see: the cards of the shared library and of the other
// seats' hands that it never saw drawn face up. Under a shared library
// that list is public (Knowledge.Sample deals exactly those cards again),
// so the pool is read from a sampled world: the real cards, never their
// places. It is sorted by name, so it depends only on what the seat
// knows. Not ok when w is not a Knowledge or a sampled game, or the
// library is not shared.
func unseenPool(w World) (pool []*card.Def, ok bool) {
	var g *rules.Game
	switch x := w.(type) {
	case *rules.Knowledge:
		if x.View().Options.Library != rules.SharedLibrary {
			return nil, false
		}
		g = x.Sample(unseenSeed)
	case *sampled:
		g = x.g
	default:
		return nil, false
	}
	if g.Options().Library != rules.SharedLibrary {
		return nil, false
	}
	me := g.Pending().Seat
	if k, ok := w.(*rules.Knowledge); ok {
		me = k.Seat()
	}
	var out []*card.Def
	for _, id := range g.Player(0).Library {
		out = append(out, g.Obj(id).Def)
	}
	for s := range g.Seats() {
		p := g.Player(rules.Seat(s))
		if rules.Seat(s) == me || p.Lost {
			continue
		}
		for _, id := range p.Hand {
			if o := g.Obj(id); !o.Shown {
				out = append(out, o.Def)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, true
}

// unseen is the deciding seat's estimate of the common library: the
// library's list less every card it has seen (unseenPool). Without a
// world to read it from (a hand-made view) ok is false unless a test
// set the pool.
func (b *Board) unseen() (pool []*card.Def, ok bool) {
	if !b.unseenDone {
		b.unseenDone = true
		if b.w != nil {
			b.pool, b.poolOK = unseenPool(b.w)
		}
	}
	return b.pool, b.poolOK
}
