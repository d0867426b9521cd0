package league

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// buildPreview says what a build started now would bring.
type buildPreview struct {
	steps    int  // schedule steps done once the build begins
	limit    int  // how many decks may exist then
	teardown bool // the builder must take two decks apart first
	offer    int  // cards in the pool then, before any teardown
}

// preview is what someone who would build a deck now meets: the next set
// of the schedule joins if its step is due (the builder is the first who
// may use it), and if the new deck would still be one too many, two decks
// come apart first. One set joins per build, in the schedule's order: in
// the Weatherlight saga a would-be deck 11 adds the third set (two decks
// come apart, deck 9 is built) even when the fourth is already eligible;
// the fourth waits for the next would-be deck 11.
func (l *League) preview() buildPreview {
	n := l.live() + 1
	p := buildPreview{steps: l.steps, limit: l.limit(), offer: total(l.pool)}
	if p.steps < len(l.sched.Steps) {
		st := l.sched.Steps[p.steps]
		if n >= st.AtDeck && l.peak >= st.MinScore {
			p.steps++
			p.limit = st.Decks
			p.offer += l.setSize(p.steps)
		}
	}
	p.teardown = n > p.limit
	return p
}

// setSize is how many cards set i brings to the pool.
func (l *League) setSize(i int) int {
	n := 0
	for _, c := range l.sets[i].cards {
		n += l.copies[c]
	}
	if l.sets[i].extra {
		n += ExtraBasicCopies * len(l.basics)
	}
	return n
}

// canBuild reports whether a new deck could be built now: the pool (with
// the sets that would join) holds 60 cards, or two decks come apart first.
func (l *League) canBuild() bool {
	p := l.preview()
	return p.teardown || p.offer >= DeckSize
}

// beginBuild makes seat the next to build a deck: due sets join the pool,
// and the seat takes two decks apart first if the deck would be too many.
func (l *League) beginBuild(seat int, reason Reason, match int) []Event {
	var evs []Event
	p := l.preview()
	place := l.live() + 1
	if p.teardown {
		place -= 2
	}
	if l.steps < p.steps {
		l.steps++
		l.addSet(l.steps)
		s := l.sets[l.steps]
		e := l.event(EvSetAdded, seat, "%s joins the pool; %s, building deck %d, is the first who may use it.", s.name, l.who(seat), place)
		e.Set = l.steps
		if s.extra {
			e.Count = ExtraBasicCopies
			e.Text += fmt.Sprintf(" %d of each basic land join with it.", ExtraBasicCopies)
		}
		evs = append(evs, e)
	}
	kind := DecideBuild
	if p.teardown {
		kind = DecideTakeApart
	}
	l.job = job{kind: kind, seat: seat, match: match, reason: reason}
	return evs
}

// resolveCards turns a deck's cards into sorted card indices, checking
// that each is one of the league's cards from a set already in the pool
// and that no more copies are asked for than avail allows.
func (l *League) resolveCards(cards []*card.Def, avail func(int) int) ([]int, error) {
	if len(cards) != DeckSize {
		return nil, fmt.Errorf("league: a deck needs exactly %d cards, and this one has %d", DeckSize, len(cards))
	}
	out := make([]int, 0, DeckSize)
	need := map[int]int{}
	for _, d := range cards {
		if d == nil {
			return nil, fmt.Errorf("league: the deck holds a missing card")
		}
		i, ok := l.cardIndex(d)
		if !ok {
			return nil, fmt.Errorf("league: %s is not one of this league's cards", d.Name)
		}
		if s := l.setOf[i]; s > l.steps {
			return nil, fmt.Errorf("league: %s is from %s, which has not joined the pool yet", d.Name, l.sets[s].name)
		}
		need[i]++
		if need[i] > avail(i) {
			return nil, fmt.Errorf("league: the deck asks for %d of %s, but only %d are there to take", need[i], l.cards[i].Name, avail(i))
		}
		out = append(out, i)
	}
	slices.Sort(out)
	return out, nil
}

// cardIndex finds a card of the league: the same definition, or one of
// the same name (a definition loaded again).
func (l *League) cardIndex(d *card.Def) (int, bool) {
	if i, ok := l.index[d]; ok {
		return i, true
	}
	for i, c := range l.cards {
		if strings.EqualFold(c.Name, d.Name) {
			return i, true
		}
	}
	return 0, false
}

// build makes the pending builder's new deck of cards (checked).
func (l *League) build(cards []int) []Event {
	seat := l.job.seat
	num := len(l.decks) + 1
	d := deck{place: l.live() + 1, builder: seat, state: InUse, cards: cards}
	for _, c := range cards {
		l.pool[c]--
	}
	l.decks = append(l.decks, d)
	l.players[seat].Deck = num
	e := l.event(EvDeckBuilt, seat, "%s builds deck %d.", l.who(seat), num)
	if d.place != num {
		e.Text = fmt.Sprintf("%s builds deck %d (now deck %d of %d in play).", l.who(seat), num, d.place, d.place)
	}
	e.Deck = num
	evs := []Event{e}
	if l.job.reason == ReasonStart {
		if next := seat + 1; next < len(l.players) {
			return append(evs, l.beginBuild(next, ReasonStart, -1)...)
		}
		return append(evs, l.startRound()...)
	}
	return append(evs, l.resolved(l.job.match)...)
}

// takeApart returns the cards of two unused decks to the pool.
func (l *League) takeApart(nums [2]int) []Event {
	var evs []Event
	for _, n := range nums {
		d := &l.decks[n-1]
		d.state = TakenApart
		for _, c := range d.cards {
			l.pool[c]++
		}
		e := l.event(EvDeckTakenApart, l.job.seat, "%s takes deck %d apart; its cards go back to the pool.", l.who(l.job.seat), n)
		e.Deck = n
		evs = append(evs, e)
	}
	l.job.kind = DecideBuild
	return evs
}

// alter replaces the pending seat's deck with cards (checked): cards taken
// out go back to the pool.
func (l *League) alter(cards []int) []Event {
	seat := l.job.seat
	num := l.players[seat].Deck
	d := &l.decks[num-1]
	for _, c := range d.cards {
		l.pool[c]++
	}
	for _, c := range cards {
		l.pool[c]--
	}
	changed := DeckSize - common(d.cards, cards)
	d.cards = cards
	e := l.event(EvDeckAltered, seat, "%s alters deck %d (%d cards changed).", l.who(seat), num, changed)
	e.Deck, e.Count = num, changed
	return append([]Event{e}, l.resolved(l.job.match)...)
}

// common counts the cards two sorted lists share.
func common(a, b []int) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			n++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return n
}

// count is how many copies of card c the sorted list holds.
func count(cards []int, c int) int {
	i, found := slices.BinarySearch(cards, c)
	if !found {
		return 0
	}
	n := 0
	for ; i < len(cards) && cards[i] == c; i++ {
		n++
	}
	return n
}
