package gamelog

import "strconv"

var numberWords = [...]string{"no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// count returns "a card", "seven cards", "12 cards"...
func count(n int, one, many string) string {
	if n == 1 {
		return "a " + one
	}
	if n >= 0 && n < len(numberWords) {
		return numberWords[n] + " " + many
	}
	return strconv.Itoa(n) + " " + many
}

// joinAnd returns "A", "A and B", "A, B and C".
func joinAnd(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	out := s[0]
	for _, x := range s[1 : len(s)-1] {
		out += ", " + x
	}
	return out + " and " + s[len(s)-1]
}

// withArticle returns "a Spirit Wisp" or "an Elf Warrior".
func withArticle(s string) string {
	if s != "" {
		switch s[0] {
		case 'A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u':
			return "an " + s
		}
	}
	return "a " + s
}
