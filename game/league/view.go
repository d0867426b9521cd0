package league

import "github.com/kitchentable/kitchentable/game/card"

// View is everything about the league. In 421 all of it is open
// information: every player sees the pool, every deck and every score.
// A View is a copy; changing it changes nothing.
type View struct {
	Name     string
	Target   int
	Schedule Schedule
	Players  []Player
	Sets     []SetView
	// Pool is every card of the sets in the pool and the basic lands, in
	// the league's order (basic lands first, then set by set), with how
	// many are left to choose.
	Pool []PoolCard
	// Decks is every deck ever built; Decks[n-1] is deck n.
	Decks []Deck
	// InPlay is how many decks exist (in use or set aside); Limit is how
	// many may exist before someone must take two apart.
	InPlay, Limit int
	// Rounds are the rounds so far, the current one last.
	Rounds    []Round
	Decisions []Decision
	// FirstBye is the seat that sits out (or sat out) the first round, or
	// -1 with an even number of players.
	FirstBye int
	Over     bool
	// Winner is the seat that won the league, or -1.
	Winner int
}

// SetView is one set of the league.
type SetView struct {
	Name, Code  string
	ExtraBasics bool
	// Specials reports whether one of each of the set's special cards is
	// in its 421 set.
	Specials bool
	// InPool reports whether the set has joined the pool.
	InPool bool
	// Size is how many cards its 421 set brings (with the extra basics).
	Size int
}

// PoolCard is one card of the pool.
type PoolCard struct {
	Card *card.Def
	// Left is how many are unchosen; Added is how many joined the pool.
	Left, Added int
	// Set is the index of the card's set in Sets, or -1 for a basic land.
	Set int
}

// Pending is the first pending decision, as League.Pending.
func (v View) Pending() Decision {
	if len(v.Decisions) > 0 {
		return v.Decisions[0]
	}
	return Decision{Kind: DecideNone, Seat: -1, Match: -1}
}

// View returns the whole league.
func (l *League) View() View {
	v := View{Name: l.name, Target: l.target, Schedule: cloneSchedule(l.sched), InPlay: l.live(), Limit: l.limit(),
		Decisions: l.Decisions(), FirstBye: l.bye1, Over: l.phase == phaseOver, Winner: l.winner}
	v.Players = append([]Player(nil), l.players...)
	for i, s := range l.sets {
		v.Sets = append(v.Sets, SetView{Name: s.name, Code: s.code, ExtraBasics: s.extra, Specials: s.specials, InPool: i <= l.steps, Size: l.setSize(i)})
	}
	added := l.added()
	for i, c := range l.cards {
		if l.setOf[i] <= l.steps {
			v.Pool = append(v.Pool, PoolCard{Card: c, Left: l.pool[i], Added: added[i], Set: l.setOf[i]})
		}
	}
	for i := range l.decks {
		v.Decks = append(v.Decks, l.deckView(i+1))
	}
	for _, r := range l.rounds {
		v.Rounds = append(v.Rounds, r.clone())
	}
	return v
}

// Deck returns deck n (numbers count every deck ever built, from 1).
func (l *League) Deck(n int) (Deck, bool) {
	if n < 1 || n > len(l.decks) {
		return Deck{}, false
	}
	return l.deckView(n), true
}

func (l *League) deckView(n int) Deck {
	d := l.decks[n-1]
	out := Deck{Number: n, Place: d.place, Builder: d.builder, State: d.state, Cards: make([]*card.Def, len(d.cards))}
	for i, c := range d.cards {
		out.Cards[i] = l.cards[c]
	}
	return out
}

// Players returns the players with their scores and decks.
func (l *League) Players() []Player { return append([]Player(nil), l.players...) }

// Round returns the current round (a copy), or false before the first.
func (l *League) Round() (Round, bool) {
	if len(l.rounds) == 0 {
		return Round{}, false
	}
	return l.rounds[len(l.rounds)-1].clone(), true
}

// added is how many of each card have joined the pool: a 421 set of each
// set in the pool, 48 of each basic land and 12 more per set in the pool
// that has extra basic lands.
func (l *League) added() []int {
	out := make([]int, len(l.cards))
	extra := 0
	for i := 0; i <= l.steps && i < len(l.sets); i++ {
		for _, c := range l.sets[i].cards {
			out[c] = l.copies[c]
		}
		if l.sets[i].extra {
			extra++
		}
	}
	for _, b := range l.basics {
		out[b] = BasicCopies + extra*ExtraBasicCopies
	}
	return out
}
