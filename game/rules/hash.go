package rules

import (
	"encoding/binary"
	"hash"
	"hash/fnv"
)

// hasher feeds integers and strings to a 64-bit FNV-1a hash.
type hasher struct {
	h hash.Hash64
	b [8]byte
}

func (w *hasher) int(v int64) {
	binary.LittleEndian.PutUint64(w.b[:], uint64(v))
	w.h.Write(w.b[:])
}

func (w *hasher) bool(v bool) {
	if v {
		w.int(1)
	} else {
		w.int(0)
	}
}

func (w *hasher) ids(l []ObjID) {
	w.int(int64(len(l)))
	for _, id := range l {
		w.int(int64(id))
	}
}

// Hash returns a hash of the whole game state: turn and step, priority, every
// player and object, the stack, effects, waiting triggers and any decision in
// progress. Games with the same set-up, seed and actions have equal hashes;
// replays check it.
func (g *Game) Hash() uint64 {
	w := &hasher{h: fnv.New64a()}
	w.int(int64(g.turn))
	w.int(int64(g.active))
	w.int(int64(g.step))
	w.bool(g.stepBegun)
	w.int(int64(g.priority))
	w.int(int64(g.passes))
	w.bool(g.attacked)
	w.bool(g.over)
	w.int(int64(g.winTeam))
	w.int(int64(g.pending.Kind))
	w.int(int64(g.pending.Seat))
	w.int(int64(g.pending.Purpose))
	w.int(int64(g.pending.Count))
	g.hashPlayers(w)
	g.hashObjects(w)
	for _, it := range g.stack {
		w.int(int64(it.obj))
		w.int(int64(it.ability))
		w.int(int64(it.controller))
		w.int(int64(it.x))
		for _, t := range it.Targets() {
			w.int(int64(t.Player))
			w.int(int64(t.Obj))
		}
	}
	for _, p := range g.pumps {
		w.int(int64(p.obj))
		w.int(int64(p.power))
		w.int(int64(p.toughness))
		w.int(int64(p.keywords))
	}
	for _, t := range g.trig {
		w.int(int64(t.source))
		w.int(int64(t.ability))
		w.int(int64(t.controller))
		if t.player != NoSeat {
			w.int(int64(t.player))
		}
	}
	for _, d := range g.draws {
		w.int(int64(d.seat))
		w.int(int64(d.n))
		w.int(int64(d.source))
	}
	if c := g.cast; c != nil {
		w.int(int64(c.obj))
		w.int(int64(c.ability))
		w.int(int64(c.x))
		w.int(int64(len(c.targets)))
	}
	if c := g.choice; c != nil {
		w.int(int64(c.purpose))
		w.ids(c.cands)
		w.ids(c.kept)
	}
	if r := g.resolving; r != nil {
		w.int(int64(r.item.obj))
		w.int(int64(r.effect))
		w.int(int64(r.sub))
		if r.opt.chosen {
			w.int(int64(r.opt.option))
			w.int(int64(r.opt.effect))
			w.int(int64(r.opt.sub))
		}
	}
	return w.h.Sum64()
}

func (g *Game) hashPlayers(w *hasher) {
	for i := range g.players {
		p := &g.players[i]
		w.int(int64(p.Life))
		w.bool(p.Lost)
		w.int(int64(p.LandsPlayed))
		w.int(int64(p.LastTurn))
		w.int(int64(p.Mulligans))
		w.bool(p.Kept)
		w.int(int64(p.LifeGained))
		w.int(int64(p.MillCounters))
		if p.KnownSchemes != 0 { // hashed only when set, so older games keep their hashes
			w.int(int64(p.KnownSchemes))
		}
		w.ids(p.Library)
		w.ids(p.Hand)
		w.ids(p.Graveyard)
		w.ids(p.Exile)
		w.ids(p.Command)
		for _, n := range p.Pool {
			w.int(int64(n))
		}
	}
	w.ids(g.bf)
	if g.opts.Draw.LiveDraft() { // hashed only under Live-Draft, so older games keep their hashes
		w.ids(g.row)
		w.ids(g.removed)
		w.ids(g.pile)
		if g.millOut {
			w.bool(true)
		}
	}
}

func (g *Game) hashObjects(w *hasher) {
	for i := range g.objs {
		o := &g.objs[i]
		w.h.Write([]byte(o.Def.Name))
		if o.LandDef != nil {
			w.h.Write([]byte(o.LandDef.Name))
		}
		w.int(int64(o.Zone))
		w.int(int64(o.Owner))
		w.int(int64(o.Controller))
		w.int(int64(o.Stamp))
		w.int(int64(o.SickTurn))
		w.int(int64(o.Damage))
		w.int(int64(o.Plus))
		w.int(int64(o.AttachedTo))
		w.int(int64(o.Attacking))
		w.int(int64(o.BlockingObj))
		w.bool(o.Blocked)
		w.bool(o.Tapped)
		w.bool(o.FaceDown)
		w.bool(o.DeathTouch)
		if o.Shown {
			w.int(2)
		}
	}
}
