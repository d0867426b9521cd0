package record

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// Read reads a record in the file format of the package doc from rd,
// finding its cards in lib. name is the file's name for error messages,
// which read "record: NAME:LINE: what is wrong". Read checks the file's
// form, not that its actions are legal: Start does that.
func Read(name string, rd io.Reader, lib *card.Library) (*Record, error) {
	p := &parser{r: &Record{file: name}, lib: lib, nActions: -1}
	lr := card.NewLineReader(rd, name, "game file", maxFile)
	for lr.Next() {
		p.line = lr.Line()
		if err := p.parse(lr.Text()); err != nil {
			return nil, fmt.Errorf("record: %s:%d: %w", name, p.line, err)
		}
	}
	if err := lr.Err(); err != nil {
		var ce *card.Error
		if errors.As(err, &ce) {
			return nil, fmt.Errorf("record: %s:%d: %s", name, ce.Line, ce.Msg)
		}
		return nil, errors.New("record: " + strings.TrimPrefix(err.Error(), "card: "))
	}
	if line, err := p.finish(); err != nil {
		return nil, fmt.Errorf("record: %s:%d: %w", name, line, err)
	}
	return p.r, nil
}

// parser reads a record file line by line.
type parser struct {
	r    *Record
	lib  *card.Library
	line int
	// seen holds the keys of the lines read so far.
	seen map[string]bool
	// seatSeen holds the keys of the current seat's name and controller
	// lines.
	seatSeen map[string]bool
	// nActions is the count on the actions line (-1 before it), actionsLine
	// that line's number.
	nActions, actionsLine int
}

// parse reads one line.
func (p *parser) parse(text string) error {
	s := strings.TrimSpace(text)
	if p.line == 1 {
		switch s {
		case Magic:
		case MagicDeckOrder:
			p.r.DeckOrderNumbers = true
		default:
			return fmt.Errorf("not a replay file or saved game (the first line must be %q)", Magic)
		}
		return nil
	}
	if s == "" || s[0] == '#' {
		return nil
	}
	if p.nActions >= 0 {
		if len(p.r.Actions) >= p.nActions {
			return fmt.Errorf("more actions than the %d the actions line says", p.nActions)
		}
		p.r.Actions = append(p.r.Actions, s)
		p.r.lines = append(p.r.lines, p.line)
		return nil
	}
	if s[0] >= '0' && s[0] <= '9' {
		seat, err := p.seat("card")
		if err != nil {
			return err
		}
		return p.addCards(seat, &seat.Deck, s)
	}
	key, val, _ := strings.Cut(s, " ")
	val = strings.TrimSpace(val)
	switch key {
	case "name", "controller":
		return p.seatLine(key, val)
	case "option":
		return p.option(val)
	case "seat":
		return p.newSeat(val)
	case "scheme":
		seat, err := p.seat("scheme")
		if err != nil {
			return err
		}
		return p.addCards(seat, &seat.Schemes, val)
	}
	if p.seen[key] {
		return fmt.Errorf("a second %s line", key)
	}
	if p.seen == nil {
		p.seen = map[string]bool{}
	}
	p.seen[key] = true
	var err error
	switch key {
	case "variant":
		if val == "" || strings.ContainsAny(val, " \t") {
			return fmt.Errorf("expected \"variant NAME\", got %s", card.Quote(s))
		}
		if err := bounded("variant", val, card.MaxName); err != nil {
			return err
		}
		p.r.Variant = val
	case "seed":
		p.r.Seed, err = strconv.ParseUint(val, 10, 64)
	case "max-turns":
		p.r.MaxTurns, err = strconv.Atoi(val)
		if err == nil && p.r.MaxTurns < 0 {
			return fmt.Errorf("bad max-turns %q (it cannot be negative)", val)
		}
	case "result":
		if err := bounded("result", val, maxText); err != nil {
			return err
		}
		p.r.Result = val
	case "hash":
		p.r.Hash, err = strconv.ParseUint(val, 16, 64)
	case "actions":
		p.nActions, err = strconv.Atoi(val)
		if err == nil && p.nActions < 0 {
			return fmt.Errorf("bad actions %q (it cannot be negative)", val)
		}
		if err == nil && p.nActions > maxActions {
			return fmt.Errorf("%d actions is more than a game has (at most %d)", p.nActions, maxActions)
		}
		p.actionsLine = p.line
	default:
		return fmt.Errorf("unknown line %s", card.Quote(s))
	}
	if err != nil {
		return fmt.Errorf("bad %s %q", key, val)
	}
	return nil
}

// option reads an "option NAME" line's value: a named option of the
// variant, once.
func (p *parser) option(val string) error {
	if err := bounded("option", val, card.MaxName); err != nil {
		return err
	}
	if _, err := variant.Named(val); err != nil {
		return fmt.Errorf("unknown option %s (known: %s)", card.Quote(val), strings.Join(variant.OptionNames(), ", "))
	}
	if slices.Contains(p.r.Options, val) {
		return fmt.Errorf("a second option %s line", val)
	}
	p.r.Options = append(p.r.Options, val)
	return nil
}

// seat returns the seat being read, or an error naming what came before
// the first seat line.
func (p *parser) seat(what string) (*Seat, error) {
	if len(p.r.Seats) == 0 {
		return nil, fmt.Errorf("a %s line before the first seat line", what)
	}
	return &p.r.Seats[len(p.r.Seats)-1], nil
}

// newSeat starts a seat from a "seat N DECK" line's value.
func (p *parser) newSeat(val string) error {
	num, deck, _ := strings.Cut(val, " ")
	if n, err := strconv.Atoi(num); err != nil || n != len(p.r.Seats)+1 {
		return fmt.Errorf("expected \"seat %d DECK\", got %s", len(p.r.Seats)+1, card.Quote("seat "+val))
	}
	if len(p.r.Seats) == rules.MaxSeats {
		return fmt.Errorf("more than %d seats", rules.MaxSeats)
	}
	if err := bounded("deck name", deck, maxText); err != nil {
		return err
	}
	p.r.Seats = append(p.r.Seats, Seat{DeckName: strings.TrimSpace(deck), Controller: DefaultController})
	p.seatSeen = map[string]bool{}
	return nil
}

// seatLine reads a seat's "name NAME" or "controller WHO" line.
func (p *parser) seatLine(key, val string) error {
	seat, err := p.seat(key)
	if err != nil {
		return err
	}
	if p.seatSeen[key] {
		return fmt.Errorf("a second %s line for seat %d", key, len(p.r.Seats))
	}
	p.seatSeen[key] = true
	switch {
	case val == "":
		return fmt.Errorf("expected \"%s %s\"", key, map[string]string{"name": "NAME", "controller": "human or an AI level"}[key])
	case key == "name":
		if err := bounded("name", val, card.MaxName); err != nil {
			return err
		}
		seat.Name = val
	case strings.ContainsAny(val, " \t"):
		return fmt.Errorf("bad controller %s (it is one word: human or an AI level)", card.Quote(val))
	case key == "controller" && utf8.RuneCountInString(val) > card.MaxName:
		return bounded("controller", val, card.MaxName)
	default:
		seat.Controller = val
	}
	return nil
}

// bounded returns an error when val, the value of a line of the kind what,
// is longer than limit characters.
func bounded(what, val string, limit int) error {
	if n := utf8.RuneCountInString(val); n > limit {
		return fmt.Errorf("the %s is %d characters long (at most %d)", what, n, limit)
	}
	return nil
}

// Limits that keep a damaged file from filling memory.
const (
	// maxFile is the largest file read: a game of a million actions fits.
	maxFile = 64 << 20
	// maxText is the longest deck name or result, in characters (a deck
	// file's path is its name).
	maxText = 1024
	// maxActions is the most actions a record may hold: more than any game
	// that ends (sim's stuck-game limit is 200,000).
	maxActions = 1_000_000
	// maxCopies is the most copies of a card one line may list.
	maxCopies = 999
	// maxDeck is the most cards a seat's deck may have.
	maxDeck = 10000
)

// addCards adds a "COUNT Card Name" line to a seat's deck or scheme deck
// (to).
func (p *parser) addCards(seat *Seat, to *[]*card.Def, s string) error {
	num, cardName, _ := strings.Cut(s, " ")
	cardName = strings.TrimSpace(cardName)
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || cardName == "" {
		return fmt.Errorf("expected \"COUNT Card Name\", got %q", s)
	}
	if n > maxCopies {
		return fmt.Errorf("%d copies of %s (at most %d a line)", n, cardName, maxCopies)
	}
	if len(seat.Deck)+len(seat.Schemes)+n > maxDeck {
		return fmt.Errorf("seat %d has more than %d cards", len(p.r.Seats), maxDeck)
	}
	c, ok := p.lib.Card(cardName)
	if !ok {
		return fmt.Errorf("unknown card %s", card.Quote(cardName))
	}
	for i := 0; i < n; i++ {
		*to = append(*to, c)
	}
	return nil
}

// finish checks the whole file once it is read, returning the line an
// error is about.
func (p *parser) finish() (int, error) {
	switch {
	case p.line == 0:
		return 1, fmt.Errorf("the file is empty, not a replay file or saved game")
	case p.r.Variant == "":
		return p.line, fmt.Errorf("the file ends without a variant line")
	case len(p.r.Seats) == 0:
		return p.line, fmt.Errorf("the file ends without a seat line")
	case !p.seen["hash"]:
		return p.line, fmt.Errorf("the file ends without a hash line")
	case p.nActions < 0:
		return p.line, fmt.Errorf("the file ends without an actions line")
	case p.nActions != len(p.r.Actions):
		return p.actionsLine, fmt.Errorf("%d actions listed, but the actions line says %d", len(p.r.Actions), p.nActions)
	}
	return 0, nil
}
