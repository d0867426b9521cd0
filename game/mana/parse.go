package mana

import (
	"fmt"
	"strings"
)

// maxSymbols bounds the generic amount and the count of each symbol kind
// that ParseCost accepts.
const maxSymbols = 99

// ParseCost parses a mana cost. It accepts the braced form ("{2}{R}{R}",
// "{X}{U}", "{0}") and the compact form ("2RR", "XU"); symbols are
// case-insensitive and the empty string is the zero Cost. Several generic
// numbers add up. Colourless ({C}), hybrid and Phyrexian symbols are not
// supported. It reports an error for any other input, for negative amounts
// and for amounts or symbol counts above 99.
func ParseCost(s string) (Cost, error) {
	var c Cost
	var err error
	if strings.ContainsAny(s, "{}") {
		err = c.parseBraced(s)
	} else {
		err = c.parseCompact(s)
	}
	if err != nil {
		return Cost{}, fmt.Errorf("mana: invalid cost %q: %s", s, err)
	}
	return c, nil
}

// MustParseCost is like ParseCost but panics on error. It is meant for
// tests and static tables.
func MustParseCost(s string) Cost {
	c, err := ParseCost(s)
	if err != nil {
		panic(err)
	}
	return c
}

func (c *Cost) parseBraced(s string) error {
	for len(s) > 0 {
		if s[0] != '{' {
			return fmt.Errorf("expected '{' at %q", s)
		}
		end := strings.IndexByte(s, '}')
		if end < 0 {
			return fmt.Errorf("unterminated symbol %q", s)
		}
		inner := s[1:end]
		s = s[end+1:]
		switch {
		case inner == "":
			return fmt.Errorf("empty symbol {}")
		case isDigits(inner):
			if err := c.addGeneric(inner); err != nil {
				return err
			}
		case len(inner) == 1:
			if err := c.addSymbol(inner[0]); err != nil {
				return err
			}
		default:
			return fmt.Errorf("unsupported symbol {%s}", inner)
		}
	}
	return nil
}

func (c *Cost) parseCompact(s string) error {
	for len(s) > 0 {
		if isDigit(s[0]) {
			n := 1
			for n < len(s) && isDigit(s[n]) {
				n++
			}
			if err := c.addGeneric(s[:n]); err != nil {
				return err
			}
			s = s[n:]
			continue
		}
		if err := c.addSymbol(s[0]); err != nil {
			return err
		}
		s = s[1:]
	}
	return nil
}

// addGeneric adds the decimal amount digits to the generic amount.
func (c *Cost) addGeneric(digits string) error {
	n := 0
	for i := 0; i < len(digits); i++ {
		n = n*10 + int(digits[i]-'0')
		if n > maxSymbols {
			return fmt.Errorf("generic amount %s above %d", digits, maxSymbols)
		}
	}
	if int(c.Generic)+n > maxSymbols {
		return fmt.Errorf("generic amount above %d", maxSymbols)
	}
	c.Generic += int8(n)
	return nil
}

// addSymbol adds one X or coloured symbol given by its letter.
func (c *Cost) addSymbol(ch byte) error {
	p := c.symbolField(ch)
	if p == nil {
		return fmt.Errorf("unknown symbol %q", ch)
	}
	if *p >= maxSymbols {
		return fmt.Errorf("more than %d {%c} symbols", maxSymbols, upper(ch))
	}
	*p++
	return nil
}

func (c *Cost) symbolField(ch byte) *int8 {
	switch upper(ch) {
	case 'X':
		return &c.X
	case 'W':
		return &c.Colored[White]
	case 'U':
		return &c.Colored[Blue]
	case 'B':
		return &c.Colored[Black]
	case 'R':
		return &c.Colored[Red]
	case 'G':
		return &c.Colored[Green]
	}
	return nil
}

func upper(ch byte) byte {
	if 'a' <= ch && ch <= 'z' {
		return ch - 'a' + 'A'
	}
	return ch
}

func isDigit(ch byte) bool { return '0' <= ch && ch <= '9' }

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return len(s) > 0
}
