package league

import (
	"slices"
	"sort"
)

// Game is one game of a match, played on the rules engine.
type Game struct {
	// First is the seat that played first.
	First int `json:"first"`
	// Winner is the seat that won, or Draw.
	Winner int `json:"winner"`
}

// Match is one best-of-three match of a round.
type Match struct {
	// Seats are the two players.
	Seats [2]int
	// Decks are the numbers of the decks they play (Decks[i] is Seats[i]'s).
	Decks [2]int
	// Games played so far.
	Games []Game
	// Chooser is the seat that must choose who plays first in the next
	// game (the loser of the last one), or -1.
	Chooser int
	// Next is the seat to play first in the next game once chosen.
	Next int
	// Over reports whether the match is decided.
	Over bool
	// Winner is the seat that won the match, or Draw (only once Over).
	Winner int
	// Option is what the loser chose, once it did.
	Option Option
	// Claimed is the deck claimed with option C.
	Claimed int
	// Resolved reports whether the loser's option is done (or the match
	// was drawn and has none).
	Resolved bool
}

// Wins returns each seat's game wins (Wins()[i] for Seats[i]) and the
// number of drawn games.
func (m *Match) Wins() (wins [2]int, draws int) {
	for _, g := range m.Games {
		switch g.Winner {
		case m.Seats[0]:
			wins[0]++
		case m.Seats[1]:
			wins[1]++
		default:
			draws++
		}
	}
	return wins, draws
}

// Loser is the seat that lost the match, or -1 if it is not decided or
// was drawn.
func (m *Match) Loser() int {
	if !m.Over || m.Winner == Draw {
		return -1
	}
	if m.Winner == m.Seats[0] {
		return m.Seats[1]
	}
	return m.Seats[0]
}

// other returns the opponent of seat s in the match.
func (m *Match) other(s int) int {
	if m.Seats[0] == s {
		return m.Seats[1]
	}
	return m.Seats[0]
}

func (m *Match) has(s int) bool { return m.Seats[0] == s || m.Seats[1] == s }

// Round is one round: its matches (A, B, C in order) and the player
// sitting out with a bye.
type Round struct {
	Number  int
	Matches []Match
	// Bye is the seat sitting out (scoring 2 points), or -1.
	Bye int
}

func (r Round) clone() Round {
	r.Matches = append([]Match(nil), r.Matches...)
	for i := range r.Matches {
		r.Matches[i].Games = append([]Game(nil), r.Matches[i].Games...)
	}
	return r
}

// MatchName is the rules' name of the i-th match of a round: "Match A", …
func MatchName(i int) string {
	if i >= 0 && i < 26 {
		return "Match " + string(rune('A'+i))
	}
	return "Match ?"
}

// pairings chooses the next round's matches and bye.
//
// The first round follows the seats: players one and two play match A,
// three and four match B, five and six match C; with an odd number of
// players the one chosen or drawn at the start sits out (the last seat
// unless told otherwise: it built last, from the thinnest pool) and the
// others pair off in seat order.
//
// Later rounds go by score. Two players always meet. With three, the one
// who sat out plays the higher scorer of the other two (a coin flip if
// they are level) and the remaining player sits out: nobody sits out twice
// in a row. With four to six, the players are ranked by score, level
// scores in an order drawn with the league's generator; the top two play
// match A, the next two B, the next two C; with five, the last in the
// ranking sits out unless it sat out the round before, and then the one
// above it does.
func (l *League) pairings() (pairs [][2]int, bye int) {
	n := len(l.players)
	if len(l.rounds) == 0 {
		var seats []int
		for s := 0; s < n; s++ {
			if s != l.bye1 {
				seats = append(seats, s)
			}
		}
		for i := 0; i+1 < len(seats); i += 2 {
			pairs = append(pairs, [2]int{seats[i], seats[i+1]})
		}
		return pairs, l.bye1
	}
	prevBye := l.rounds[len(l.rounds)-1].Bye
	if n == 2 {
		return [][2]int{{0, 1}}, -1
	}
	if n == 3 {
		var others []int
		for s := 0; s < 3; s++ {
			if s != prevBye {
				others = append(others, s)
			}
		}
		a, b := others[0], others[1]
		sa, sb := l.players[a].Score, l.players[b].Score
		if sb > sa || (sa == sb && l.rng.IntN(2) == 1) {
			a, b = b, a
		}
		return [][2]int{{a, prevBye}}, b
	}
	rank := make([]int, n)
	for i := range rank {
		rank[i] = i
	}
	l.rng.Shuffle(n, func(i, j int) { rank[i], rank[j] = rank[j], rank[i] })
	sort.SliceStable(rank, func(i, j int) bool { return l.players[rank[i]].Score > l.players[rank[j]].Score })
	bye = -1
	if n%2 == 1 {
		k := n - 1
		if rank[k] == prevBye {
			k--
		}
		bye = rank[k]
		rank = slices.Delete(rank, k, k+1)
	}
	for i := 0; i+1 < len(rank); i += 2 {
		pairs = append(pairs, [2]int{rank[i], rank[i+1]})
	}
	return pairs, bye
}
