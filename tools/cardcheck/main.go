// Command cardcheck parses card files and prints, for each, its errors or a
// count of its cards by rarity and colour: a quick check for card designers.
//
//	go run ./tools/cardcheck assets/cards/*.cards
package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/kitchentable/kitchentable/game/card"
)

func main() { os.Exit(run(os.Args[1:])) }

func run(files []string) int {
	if len(files) == 0 {
		fmt.Fprintln(os.Stderr, "usage: cardcheck FILE.cards...")
		return 2
	}
	status := 0
	var sets []*card.Set
	for _, name := range files {
		data, err := card.ReadFile(name, "card file", card.MaxCardFileSize)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = 1
			continue
		}
		set, err := card.Parse(name, bytes.NewReader(data))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = 1
			continue
		}
		sets = append(sets, set)
		fmt.Println(summary(set))
	}
	if _, err := card.NewLibrary(sets...); err != nil {
		fmt.Fprintln(os.Stderr, err)
		status = 1
	}
	return status
}

// summary counts a set's cards by rarity and by colour group.
func summary(s *card.Set) string {
	var rar [5]int
	groups := map[string]int{}
	for _, d := range s.Cards {
		rar[d.Rarity]++
		if d.IsLand() {
			groups["land"]++
			continue
		}
		if d.Colors.Count() == 0 {
			groups["colourless"]++
		} else {
			groups[d.Colors.String()]++
		}
	}
	return fmt.Sprintf("%s (%s): %d cards: %d common, %d uncommon, %d rare, %d mythic, %d basic; by colour %v",
		s.Name, s.Code, len(s.Cards), rar[card.Common], rar[card.Uncommon], rar[card.Rare], rar[card.Mythic], rar[card.Special], groups)
}
