package setup

import (
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
)

// The deck choices that are not ready-made decks.
const (
	randomDeck = "random"
	fileDeck   = "file"
	// builtDeck is a deck the computer builds from the block in two
	// colours the seed chooses.
	builtDeck = "built"
	// savedPrefix prefixes a deck saved with the deck editor: "my:Name".
	savedPrefix = "my:"
)

// option is one choice of a cycler: the value stored and the label shown.
type option struct {
	value, label string
}

func labels(opts []option) []string {
	l := make([]string, len(opts))
	for i, o := range opts {
		l[i] = o.label
	}
	return l
}

func indexOf(opts []option, value string) int {
	return slices.IndexFunc(opts, func(o option) bool { return o.value == value })
}

// controllers returns who can play a seat: a person, then the computer
// levels from easiest to hardest, then any other level (the random
// player), then a person on another computer (the game is then hosted
// here).
func controllers() []option {
	opts := []option{{record.Human, "Human"}}
	levels := ai.Levels()
	for _, l := range []string{"easy", "medium", "hard"} {
		if slices.Contains(levels, l) {
			opts = append(opts, option{l, "Computer — " + l})
		}
	}
	for _, l := range levels {
		if indexOf(opts, l) < 0 {
			opts = append(opts, option{l, "Computer — " + l})
		}
	}
	return append(opts, option{record.Remote, "Network player"})
}

// deckChoices returns the deck choices: a random deck, the ready-made
// decks, the decks saved with the deck editor, a deck the computer
// builds, and a deck file.
func deckChoices(decks, saved []string) []option {
	opts := []option{{randomDeck, "Random deck"}}
	for _, d := range decks {
		opts = append(opts, option{d, DeckLabel(d)})
	}
	for _, d := range saved {
		opts = append(opts, option{savedPrefix + d, "My deck: " + d})
	}
	return append(opts, option{builtDeck, "Computer-built deck from the block"}, option{fileDeck, "Deck file…"})
}

var colorNames = map[byte]string{'w': "white", 'u': "blue", 'b': "black", 'r': "red", 'g': "green"}

// DeckLabel returns a ready-made deck's name for people:
// "block-bg-mossgut-grudge" is "Mossgut Grudge (black–green)" and
// "rg-stampede" "Stampede (red–green)".
func DeckLabel(name string) string {
	parts := strings.Split(strings.TrimPrefix(name, "block-"), "-")
	var cols []string
	if len(parts) > 1 {
		for i := 0; i < len(parts[0]); i++ {
			c, ok := colorNames[parts[0][i]]
			if !ok {
				cols = nil
				break
			}
			cols = append(cols, c)
		}
	}
	words := parts
	if cols != nil {
		words = parts[1:]
	}
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	l := strings.Join(words, " ")
	if cols != nil {
		l += " (" + strings.Join(cols, "–") + ")"
	}
	return l
}
