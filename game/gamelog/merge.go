package gamelog

import (
	"fmt"
	"strconv"
	"strings"
)

// Append adds lines to log, each merged into the line before it when
// Merge can: a run of "Bo puts a card on the bottom of their library."
// reads "Bo puts seven cards on the bottom of their library.". It returns
// the longer log.
func Append(log []string, lines ...string) []string {
	for _, l := range lines {
		if n := len(log); n > 0 {
			if m, ok := Merge(log[n-1], l); ok {
				log[n-1] = m
				continue
			}
		}
		log = append(log, l)
	}
	return log
}

// Merge returns one line saying what prev and next say, when next only
// repeats prev: the same sentence about a number of unnamed cards adds
// the numbers ("P2 draws a card." and "P2 draws two cards." make "P2
// draws three cards."), and the same sentence again gets a count ("Tin
// Cog deals 1 damage to Bo. (×2)"). It reports false otherwise.
func Merge(prev, next string) (string, bool) {
	if ph, pn, pt, ok := cardCount(prev); ok {
		if nh, nn, nt, ok := cardCount(next); ok && ph == nh && pt == nt {
			return ph + count(pn+nn, "card", "cards") + pt, true
		}
	}
	if base, n := repeats(prev); base == next {
		return fmt.Sprintf("%s (×%d)", base, n+1), true
	}
	return "", false
}

// repeats splits a line merged by Merge into the sentence and how many
// times it was said ("X. (×3)": "X.", 3); a plain line was said once.
func repeats(line string) (string, int) {
	if i := strings.LastIndex(line, " (×"); i > 0 && strings.HasSuffix(line, ")") {
		if n, err := strconv.Atoi(line[i+len(" (×") : len(line)-1]); err == nil && n > 1 {
			return line[:i], n
		}
	}
	return line, 1
}

// cardCount finds the first "a card" or "N cards" in line standing as
// words, and returns what comes before it, the number, and what comes
// after.
func cardCount(line string) (head string, n int, tail string, ok bool) {
	words := strings.Split(line, " ")
	for i := 1; i+1 < len(words); i++ {
		noun := strings.TrimRight(words[i+1], ".,")
		if noun != "card" && noun != "cards" {
			continue
		}
		n, ok := numberOf(words[i])
		if !ok || (n == 1) != (noun == "card") {
			continue
		}
		head = strings.Join(words[:i], " ") + " "
		tail = words[i+1][len(noun):]
		if i+2 < len(words) {
			tail += " " + strings.Join(words[i+2:], " ")
		}
		return head, n, tail, true
	}
	return "", 0, "", false
}

// numberOf reads the number count writes: "a", "two"… "ten", or digits.
func numberOf(w string) (int, bool) {
	if w == "a" {
		return 1, true
	}
	for i, nw := range numberWords {
		if i > 1 && w == nw {
			return i, true
		}
	}
	n, err := strconv.Atoi(w)
	return n, err == nil && n > 1
}
