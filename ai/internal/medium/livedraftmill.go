package medium

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Under Live-Draft's mill counters (Options.MillCounters) every card a
// seat takes from the common library is a counter, and when a draw finds
// library and row (or pile) exhausted the fewest counters win. At six
// seats nearly every game ends that way, so a counter is worth cards,
// and at the end the seat with the fewest is the one to beat.
const (
	millNearRounds = 3   // the race is near when the library lasts this many rounds of draws or fewer
	millFarWorth   = 0.3 // what a counter costs, in card worth, while the end is far
	millNearWorth  = 1.5 // what a counter costs when the end is near and the race is open
	millOpenGap    = 4   // the race is open while we are within this many projected counters of the best foe
	millEndWorth   = 6.0 // ending the game now, in card worth, for the leader (against it for the others)
	millLeaderRank = 12  // added to the threat of a foe that would win by counters (chooseDefender)
)

// millRace is the state of the mill-counter race as the deciding seat
// sees it: counters by seat, and what they will be when the library is
// gone if every draw from now on takes its share in turn order.
type millRace struct {
	on       bool
	library  int
	perDraw  int   // library cards one draw takes: one from a tableau, two from a pipeline or rummy
	counters []int // by seat, now
	proj     []int // by seat, projected when the library is gone
}

// millRace reads the race from the view; on is false without mill
// counters.
func (b *Board) millRace() millRace {
	o := &b.V.Options
	r := millRace{on: o.MillCounters && o.Draw.LiveDraft() && o.Library == rules.SharedLibrary}
	if !r.on {
		return r
	}
	r.library = b.V.Players[b.Me].LibraryCount
	r.perDraw = 2
	if o.Draw == rules.DrawTableau {
		r.perDraw = 1
	}
	n := len(b.V.Players)
	r.counters = make([]int, n)
	r.proj = make([]int, n)
	for i := range b.V.Players {
		r.counters[i] = b.V.Players[i].MillCounters
		r.proj[i] = r.counters[i]
	}
	s := b.nextDrawer()
	for left, guard := r.library, 0; left > 0 && guard < n*(r.library+1); guard++ {
		if !b.V.Players[s].Lost {
			t := min(r.perDraw, left)
			r.proj[s] += t
			left -= t
		}
		s = rules.Seat((int(s) + 1) % n)
	}
	return r
}

// nextDrawer is the seat whose draw comes next: the one drawing now, else
// the active seat before its draw step, else the seat after it.
func (b *Board) nextDrawer() rules.Seat {
	d := b.V.Pending
	if d.Kind == rules.DecideChoice && (d.Purpose == rules.ChooseDraw || d.Purpose == rules.ChooseRummy) {
		return d.Seat
	}
	if b.V.Step < rules.StepDraw {
		return b.V.Active
	}
	return rules.Seat((int(b.V.Active) + 1) % len(b.V.Players))
}

// near reports whether the library lasts millNearRounds rounds of draws
// or fewer.
func (r *millRace) near(alive int) bool {
	return r.on && r.library <= millNearRounds*r.perDraw*max(alive, 1)
}

// best is the fewest counters among the seats still playing for whose
// side pick says (ours or the foes'), in vals; -1 if none.
func (b *Board) bestOf(vals []int, ours bool) int {
	best := -1
	for i := range b.V.Players {
		if b.V.Players[i].Lost || b.foe(rules.Seat(i)) == ours {
			continue
		}
		if best < 0 || vals[i] < best {
			best = vals[i]
		}
	}
	return best
}

// alive counts the seats still playing.
func (b *Board) alive() int {
	n := 0
	for i := range b.V.Players {
		if !b.V.Players[i].Lost {
			n++
		}
	}
	return n
}

// counterWorth is what one more mill counter for us costs, in card worth:
// little while the end is far, much when it is near and we are within
// millOpenGap projected counters of the best foe, half that when the
// race is already decided either way; 0 without mill counters.
func (b *Board) counterWorth(r *millRace) float64 {
	if !r.on {
		return 0
	}
	if !r.near(b.alive()) {
		return millFarWorth
	}
	foe := b.bestOf(r.proj, false)
	if foe < 0 {
		return millFarWorth
	}
	if gap := b.bestOf(r.proj, true) - foe; gap > millOpenGap || gap < -millOpenGap {
		return millNearWorth / 2
	}
	return millNearWorth
}

// endWorth is what ending the game now by counters is worth to us when
// we take add more first: millEndWorth when our side then has the
// fewest, against us when a foe does, and half against us for a tie (a
// draw, where playing on might still win).
func (b *Board) endWorth(r *millRace, add int) float64 {
	ours, foe := b.bestOf(r.counters, true)+add, b.bestOf(r.counters, false)
	switch {
	case foe < 0 || ours < foe:
		return millEndWorth
	case ours == foe:
		return -millEndWorth / 2
	}
	return -millEndWorth
}

// millLeader is the foe that would win by counters if the library ran
// out as projected (strictly fewest, ahead of our side too) while the end
// is near; NoSeat otherwise.
func (b *Board) millLeader(r *millRace) rules.Seat {
	if !r.on || !r.near(b.alive()) {
		return rules.NoSeat
	}
	lead, best, tie := rules.NoSeat, -1, false
	for i := range b.V.Players {
		if b.V.Players[i].Lost {
			continue
		}
		switch p := r.proj[i]; {
		case best < 0 || p < best:
			lead, best, tie = rules.Seat(i), p, false
		case p == best && b.V.Players[i].Team != b.V.Players[lead].Team:
			tie = true
		}
	}
	if tie || !b.foe(lead) {
		return rules.NoSeat
	}
	return lead
}

// millLeaderNow is millLeader of the race as it stands.
func (b *Board) millLeaderNow() rules.Seat {
	r := b.millRace()
	return b.millLeader(&r)
}

// millPick is what drawing the row's card i is worth in the mill-counter
// race, beyond the replacement every draw takes. In a tableau, six cards
// left all lands or all nonlands are wiped when the replacement is of
// their kind (as likely as that kind's share of the unseen pool), and
// the new row costs us a counter a card; when the replacement is the
// library's last card, the wipe empties the row and the next draw ends
// the game, which the leader wants and the others do not (endWorth).
func (dr *drafter) millPick(i int) float64 {
	r := &dr.race
	v := dr.b.V
	if !r.on || v.Options.Draw != rules.DrawTableau || r.library == 0 {
		return 0
	}
	left := make([]*rules.CardView, 0, len(v.Row))
	lands := 0
	for j := range v.Row {
		if j == i {
			continue
		}
		left = append(left, &v.Row[j])
		if d := v.Row[j].Def; d != nil && d.IsLand() {
			lands++
		}
	}
	if len(left) != rules.RowSize-1 || (lands != 0 && lands != len(left)) {
		return 0
	}
	same := landShare(dr.pool)
	if lands == 0 {
		same = 1 - same
	}
	extra := min(rules.RowSize, r.library-1)
	s := -float64(extra) * dr.b.counterWorth(r)
	if r.library == 1 {
		s += dr.b.endWorth(r, 1)
	}
	return same * s
}

// ownDraws counts the cards ability ab makes its controller take from
// the library: its draws (for itself, or a target player's, usually
// itself) and basic-land searches.
func ownDraws(ab *card.Ability, x int) int {
	n := 0
	for k := range ab.Effects {
		e := &ab.Effects[k]
		switch {
		case e.Kind == card.Draw && (e.Who == card.You || e.Who == card.TargetPlayer):
			n += amount(e, x)
		case e.Kind == card.SearchBasic:
			n++
		}
	}
	return n
}

// millDraws is what the cards ability ab takes from the library are
// worth to us in the mill-counter race (planScore adds it). While the
// library lasts each is a counter (counterWorth); once it is empty a
// draw takes a row card for free and brings the end closer, which the
// seat with the fewest counters wants and the others do not, and a draw
// that empties the row ends the game (endWorth). 0 without mill counters.
func (b *Board) millDraws(ab *card.Ability, x int) float64 {
	if ab == nil || !b.V.Options.MillCounters {
		return 0
	}
	n := ownDraws(ab, x)
	if n == 0 {
		return 0
	}
	r := b.millRace()
	if !r.on {
		return 0
	}
	if r.library > 0 {
		return -float64(min(n, r.library)) * b.counterWorth(&r)
	}
	if b.V.Options.Draw == rules.DrawRummy {
		return 0
	}
	end := b.endWorth(&r, 0)
	if n*r.perDraw >= len(b.V.Row) {
		return end
	}
	return float64(n) * end / millEndWorth / 2
}

// millHarm is what milling n cards of seat s does to it under mill
// counters: a counter a card the library still holds, each worth a
// counter near the end of an open race (counterWorth, as we would rate
// our own), twice that when s is the foe that would win by counters.
func (b *Board) millHarm(s rules.Seat, n int) float64 {
	r := b.millRace()
	if !r.on {
		return 0
	}
	h := float64(min(n, r.library)) * max(b.counterWorth(&r), millFarWorth)
	if b.millLeader(&r) == s {
		h *= 2
	}
	return h
}
