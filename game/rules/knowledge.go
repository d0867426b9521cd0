package rules

import "math/rand/v2"

// Knowledge is what one seat knows of a game: its view, its pending
// decision and legal actions, and complete games sampled from what it
// cannot see. A computer player gets a Knowledge, never the Game, so by
// type it cannot read another seat's hand, any library order or the
// game's random state.
type Knowledge struct {
	g       *Game
	seat    Seat
	guesses []guess // by seat: how to guess its unseen cards (see guess.go)
}

// KnowledgeOf returns what seat s knows of the game now. It is an
// independent copy: the game may move on meanwhile. Under secret decklists
// it holds no card of another seat's hand or library that s has not seen
// face up, only their number: two games that differ only in those cards
// give the same Knowledge. Numbers name no hidden card (see Object
// numbers in the package doc).
func (g *Game) KnowledgeOf(s Seat) *Knowledge {
	c := g.Clone()
	// The real generator's state would predict every future shuffle.
	c.reseed(0x5eed_0000 + uint64(s))
	return &Knowledge{g: c, seat: s, guesses: c.hideFrom(s)}
}

// Seat returns the seat this knowledge belongs to.
func (k *Knowledge) Seat() Seat { return k.seat }

// Pending returns the decision the game waits for, as the seat may see
// it (see View.Pending).
func (k *Knowledge) Pending() Decision { return k.g.pendingFor(k.seat) }

// View returns the seat's view.
func (k *Knowledge) View() *View { return k.g.View(k.seat) }

// Legal returns the legal actions when this seat is the one deciding, else nil.
func (k *Knowledge) Legal() []Action {
	if k.g.Pending().Seat != k.seat {
		return nil
	}
	return k.g.Legal()
}

// Sample returns a complete game that agrees with everything the seat
// knows: the cards it cannot see (other seats' hands and every library's
// order, face-down schemes) are dealt again at random, and the game's
// generator is reseeded. Library cards the seat saw go where they are
// (a scry's, a card put back) stay there until the library is shuffled. What could be there is what the seat could know:
// the cards it has seen; a shared library's or an open decklist's
// remaining cards (public lists); otherwise, for each other seat, guesses
// from the card pool (Setup.CardPool) in that seat's colours seen so
// far, about 40% basic lands of those colours under normal land rules.
// Searching players play many samples forward ("determinisation").
func (k *Knowledge) Sample(seed uint64) *Game {
	c := k.g.Clone()
	c.reseed(seed)
	c.redeal(k.seat, k.guesses)
	c.legalFresh = false
	return c
}

func (g *Game) reseed(seed uint64) {
	*g.pcg = *rand.NewPCG(seed, seed^0xa076_1d64_78bd_642f)
}

// redeal shuffles every hidden card among the hidden places it could be,
// from the point of view of seat s, and under secret decklists deals the
// unseen cards their guesses. Cards are shuffled among numbers (see
// shuffleObjects): every place keeps its numbers, and no number of a card
// hidden from s keeps its card.
func (g *Game) redeal(s Seat, guesses []guess) {
	if g.opts.Library == SharedLibrary {
		// Every other hand and the shared library hold cards from one pool.
		var places []*[]ObjID
		for i := range g.players {
			if Seat(i) != s && !g.players[i].Lost {
				places = append(places, &g.players[i].Hand)
			}
		}
		places = append(places, &g.players[0].Library)
		g.redealAmong(s, places, g.looking(s))
	} else {
		for i := range g.players {
			p := &g.players[i]
			switch {
			case p.Lost:
			case Seat(i) == s:
				// Our own library's order is unknown but where we saw cards go.
				g.shuffleObjects(g.unplaced(p.Library, s))
			case guesses != nil:
				// Seen cards stay where they are; unseen ones are guessed.
				g.shuffleObjects(g.unplaced(p.Library, s))
				g.dealGuesses(Seat(i), &guesses[i])
			default:
				g.redealAmong(s, []*[]ObjID{&p.Hand, &p.Library}, g.lookingOwnedBy(s, Seat(i)))
			}
		}
	}
	for i := range g.players {
		// Nobody knows the order of a scheme deck but its owner, who knows
		// only the bottom schemes that went back there.
		known := 0
		if Seat(i) == s {
			known = g.players[i].KnownSchemes
		}
		g.shuffleFaceDown(g.players[i].Command, known)
		g.handChanged(Seat(i)) // other cards, or the same ones as other cards
	}
	g.touch()
}

// unplaced returns the cards of library l whose place seat s does not
// know: those it has not seen (Object.Seen) since the library's last
// shuffle. Cards only ever go onto the top or the bottom of a library, so
// a seat that saw a card there knows where it still is.
func (g *Game) unplaced(l []ObjID, s Seat) []ObjID {
	for i, id := range l {
		if g.objs[id].Seen&(1<<s) != 0 {
			// Known cards are rare (a scry, a card put back): copy only then.
			out := append(make([]ObjID, 0, len(l)), l[:i]...)
			for _, id := range l[i+1:] {
				if g.objs[id].Seen&(1<<s) == 0 {
					out = append(out, id)
				}
			}
			return out
		}
	}
	return l
}

// looking returns the cards another seat than s is looking at while it
// chooses (double draw, scry, search): hidden from s like a hand.
func (g *Game) looking(s Seat) []ObjID {
	c := g.choice
	if c == nil || c.seat == s {
		return nil
	}
	var out []ObjID
	for _, l := range [][]ObjID{c.cands, c.kept} {
		for _, id := range l {
			if g.objs[id].Zone == ZoneLooking {
				out = append(out, id)
			}
		}
	}
	return out
}

// lookingOwnedBy returns the cards of looking(s) that seat t owns.
func (g *Game) lookingOwnedBy(s, t Seat) []ObjID {
	var out []ObjID
	for _, id := range g.looking(s) {
		if g.objs[id].Owner == t {
			out = append(out, id)
		}
	}
	return out
}

// redealAmong shuffles the cards of several hidden lists, and of looking
// (cards being looked at), among their numbers, as seat s guesses them;
// each card then takes the place its number has. A hand's shown cards
// (Object.Shown: everyone saw them drawn) and the library cards s knows
// the place of stay as they are.
func (g *Game) redealAmong(s Seat, places []*[]ObjID, looking []ObjID) {
	var pool []ObjID
	for _, l := range places {
		for _, id := range *l {
			if o := &g.objs[id]; !o.Shown && !(o.Zone == ZoneLibrary && o.Seen&(1<<s) != 0) {
				pool = append(pool, id)
			}
		}
	}
	pool = append(pool, looking...)
	owners := make([]Seat, len(looking))
	for i, id := range looking {
		owners[i] = g.objs[id].Owner
	}
	g.shuffleObjects(pool)
	for i := range g.players {
		p := &g.players[i]
		for _, l := range places {
			switch l {
			case &p.Hand:
				for _, id := range p.Hand {
					if o := &g.objs[id]; !o.Shown {
						o.Zone, o.Owner, o.Controller = ZoneHand, Seat(i), Seat(i)
					}
				}
			case &p.Library:
				for _, id := range p.Library {
					o := &g.objs[id]
					o.Zone, o.Owner, o.Controller = ZoneLibrary, Seat(i), Seat(i)
				}
			}
		}
	}
	for i, id := range looking {
		o := &g.objs[id]
		o.Zone, o.Owner, o.Controller = ZoneLooking, owners[i], owners[i]
	}
}

// shuffleFaceDown shuffles the face-down schemes of a command zone among
// their numbers, all but the last known ones: the order of a scheme deck
// is hidden.
func (g *Game) shuffleFaceDown(cmd []ObjID, known int) {
	var down []ObjID
	for _, id := range cmd {
		if g.objs[id].FaceDown {
			down = append(down, id)
		}
	}
	g.shuffleObjects(down[:len(down)-min(known, len(down))])
}
