package league

import (
	"errors"
	"strconv"
	"strings"
)

// cardList writes a deck's sorted cards (indices into the league's cards,
// which the file lists in the same order: the basic lands, then each
// set's cards) as a version 2 league file does: space-separated numbers,
// "N*K" for K copies of card N: "0*12 3 41*2".
func cardList(cards []int) string {
	var b strings.Builder
	for i := 0; i < len(cards); {
		k := 1
		for i+k < len(cards) && cards[i+k] == cards[i] {
			k++
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(cards[i]))
		if k > 1 {
			b.WriteByte('*')
			b.WriteString(strconv.Itoa(k))
		}
		i += k
	}
	return b.String()
}

// parseCardList reads a cardList of at most DeckSize cards, each below
// known, in ascending order.
func parseCardList(s string, known int) ([]int, error) {
	var cards []int
	if len(s) > DeckSize*16 {
		return nil, errors.New("too long")
	}
	for _, w := range strings.Fields(s) {
		num, times, many := strings.Cut(w, "*")
		c, err := strconv.Atoi(num)
		k := 1
		if many && err == nil {
			k, err = strconv.Atoi(times)
		}
		switch {
		case err != nil, c < 0, c >= known, k < 1, len(cards)+k > DeckSize:
			return nil, errors.New("bad card")
		case len(cards) > 0 && cards[len(cards)-1] >= c:
			return nil, errors.New("out of order")
		}
		for range k {
			cards = append(cards, c)
		}
	}
	return cards, nil
}
