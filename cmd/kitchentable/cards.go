package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// cardFilter selects cards for the cards command.
type cardFilter struct {
	set, color, rarity, typ, name string
}

// runCards lists cards with their rules text and ends with a summary table.
func runCards(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("cards", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var f cardFilter
	fl.StringVar(&f.set, "set", "", "only this set (code, e.g. HTH, or name)")
	fl.StringVar(&f.color, "color", "", "W, U, B, R or G (cards of that colour), C (colourless), M (multicolour), or exact colours such as WU")
	fl.StringVar(&f.rarity, "rarity", "", "common, uncommon, rare, mythic or basic")
	fl.StringVar(&f.typ, "type", "", "a word of the type line, e.g. creature, instant, aura")
	fl.StringVar(&f.name, "name", "", "part of the card's name")
	summaryOnly := fl.Bool("summary", false, "print only the summary table")
	configDir := configFlag(fl)
	fl.Usage = func() {
		fmt.Fprint(stderr, "usage: kitchentable cards [flags]\n\nLists the cards (name, cost, type, rarity, set, rules text) and ends with a\nsummary by set, rarity and colour.\n\nflags:\n")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "cards: unexpected argument %q\n", fl.Arg(0))
		fl.Usage()
		return 2
	}
	if err := f.check(); err != nil {
		fmt.Fprintf(stderr, "cards: %v\n", err)
		fl.Usage()
		return 2
	}
	cat, err := loadCatalog(stderr, *configDir)
	if err != nil {
		return failed(stderr, "cards", err)
	}
	var shown []*card.Def
	for _, d := range cat.Lib.All() {
		if f.match(d, cat.Lib) {
			shown = append(shown, d)
		}
	}
	if !*summaryOnly {
		for _, d := range shown {
			writeCard(stdout, d)
		}
	}
	writeSummary(stdout, shown)
	return 0
}

func (f *cardFilter) check() error {
	if f.rarity != "" {
		if _, ok := rarityOf(f.rarity); !ok {
			return fmt.Errorf("unknown rarity %q", f.rarity)
		}
	}
	switch c := strings.ToUpper(f.color); c {
	case "", "C", "M":
	default:
		for _, r := range c {
			if !strings.ContainsRune("WUBRG", r) {
				return fmt.Errorf("unknown colour %q (use W, U, B, R, G, C or M)", f.color)
			}
		}
	}
	return nil
}

func rarityOf(s string) (card.Rarity, bool) {
	for r := card.Common; r <= card.Special; r++ {
		if strings.EqualFold(rarityName(r), s) {
			return r, true
		}
	}
	return 0, false
}

func rarityName(r card.Rarity) string {
	if r == card.Special {
		return "basic"
	}
	return r.String()
}

// match reports whether d passes every filter.
func (f *cardFilter) match(d *card.Def, lib *card.Library) bool {
	if f.set != "" && !strings.EqualFold(d.Set, f.set) && !strings.EqualFold(setName(lib, d.Set), f.set) {
		return false
	}
	if f.rarity != "" {
		if r, _ := rarityOf(f.rarity); d.Rarity != r {
			return false
		}
	}
	if f.typ != "" && !strings.Contains(strings.ToLower(d.TypeLine()), strings.ToLower(f.typ)) {
		return false
	}
	if f.name != "" && !strings.Contains(strings.ToLower(d.Name), strings.ToLower(f.name)) {
		return false
	}
	switch c := strings.ToUpper(f.color); {
	case c == "":
	case c == "C":
		return d.Colors.Count() == 0
	case c == "M":
		return d.Colors.Count() > 1
	case len(c) == 1:
		col, _ := mana.ParseColor(c)
		return d.Colors.Has(col)
	default:
		var want mana.ColorSet
		for _, r := range c {
			col, _ := mana.ParseColor(string(r))
			want = want.With(col)
		}
		return d.Colors == want
	}
	return true
}

func setName(lib *card.Library, code string) string {
	for _, s := range lib.Sets() {
		if s.Code == code {
			return s.Name
		}
	}
	return code
}

// writeCard prints one card: a heading line and its rules text, indented.
func writeCard(w io.Writer, d *card.Def) {
	cost := ""
	if !d.IsLand() {
		cost = " " + d.Cost.String()
	}
	pt := ""
	if d.IsCreature() {
		pt = fmt.Sprintf(" %d/%d", d.Power, d.Toughness)
	}
	fmt.Fprintf(w, "%s%s · %s%s · %s · %s\n", d.Name, cost, d.TypeLine(), pt, rarityName(d.Rarity), d.Set)
	for _, line := range strings.Split(d.Text, "\n") {
		if line != "" {
			fmt.Fprintf(w, "    %s\n", line)
		}
	}
}

// colourGroup names the column a card counts in.
func colourGroup(d *card.Def) string {
	switch {
	case d.IsLand():
		return "land"
	case d.Colors.Count() == 0:
		return "colourless"
	case d.Colors.Count() > 1:
		return "multi"
	}
	return d.Colors.String()
}

var groupOrder = []string{"W", "U", "B", "R", "G", "multi", "colourless", "land"}

// writeSummary prints card counts by set and rarity, and by set and colour.
func writeSummary(w io.Writer, cards []*card.Def) {
	type counts struct {
		rar   [card.Special + 1]int
		group map[string]int
		total int
	}
	bySet := map[string]*counts{}
	var order []string
	for _, d := range cards {
		c := bySet[d.Set]
		if c == nil {
			c = &counts{group: map[string]int{}}
			bySet[d.Set] = c
			order = append(order, d.Set)
		}
		c.rar[d.Rarity]++
		c.group[colourGroup(d)]++
		c.total++
	}
	noun := "cards"
	if len(cards) == 1 {
		noun = "card"
	}
	fmt.Fprintf(w, "\n%d %s\n\n", len(cards), noun)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "set\tcommon\tuncommon\trare\tmythic\tbasic\ttotal\t\n")
	var all counts
	for _, code := range order {
		c := bySet[code]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t\n", code, c.rar[0], c.rar[1], c.rar[2], c.rar[3], c.rar[4], c.total)
		for i := range c.rar {
			all.rar[i] += c.rar[i]
		}
		all.total += c.total
	}
	fmt.Fprintf(tw, "all\t%d\t%d\t%d\t%d\t%d\t%d\t\n", all.rar[0], all.rar[1], all.rar[2], all.rar[3], all.rar[4], all.total)
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "set\t"+strings.Join(groupOrder, "\t")+"\t\n")
	for _, code := range order {
		fmt.Fprint(tw, code)
		for _, g := range groupOrder {
			fmt.Fprintf(tw, "\t%d", bySet[code].group[g])
		}
		fmt.Fprint(tw, "\t\n")
	}
	tw.Flush()
}
