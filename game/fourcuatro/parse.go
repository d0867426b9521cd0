package fourcuatro

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ParseError is a problem in a card file, with the file and line it is on.
type ParseError struct {
	File string
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// ParseCards reads a FourCuatro card file. Each card is a block of
// "key: value" lines starting with "card: NAME"; the keys are kind (spell or
// trap), cost (1–4, spells only), count (copies in the basic deck), only
// (traps: any, cinder or cost3), text (the rules text shown) and
// effect (instructions separated by ";", such as "burn opponent 2",
// "discard you 1", "counter"). Lines starting with # are comments. Errors
// name the file and line.
func ParseCards(file string, r io.Reader) ([]*Def, error) {
	var defs []*Def
	var cur *Def
	start := 0
	seen := map[string]bool{}
	finish := func() error {
		if cur == nil {
			return nil
		}
		if err := checkDef(cur); err != nil {
			return &ParseError{file, start, fmt.Sprintf("card %q: %v", cur.Name, err)}
		}
		defs = append(defs, cur)
		return nil
	}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, val, ok := strings.Cut(text, ":")
		if !ok {
			return nil, &ParseError{file, line, fmt.Sprintf("expected \"key: value\", got %q", text)}
		}
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		if key == "card" {
			if err := finish(); err != nil {
				return nil, err
			}
			if val == "" {
				return nil, &ParseError{file, line, "card with no name"}
			}
			if seen[val] {
				return nil, &ParseError{file, line, fmt.Sprintf("card %q defined twice", val)}
			}
			seen[val] = true
			cur, start = &Def{Name: val}, line
			continue
		}
		if cur == nil {
			return nil, &ParseError{file, line, fmt.Sprintf("%q before the first \"card:\" line", key)}
		}
		if err := setField(cur, key, val); err != nil {
			return nil, &ParseError{file, line, err.Error()}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &ParseError{file, line, err.Error()}
	}
	if err := finish(); err != nil {
		return nil, err
	}
	if len(defs) == 0 {
		return nil, &ParseError{file, line, "no cards"}
	}
	return defs, nil
}

func setField(d *Def, key, val string) error {
	switch key {
	case "kind":
		switch val {
		case "spell":
			d.Kind = Spell
		case "trap":
			d.Kind = Trap
		default:
			return fmt.Errorf("kind must be spell or trap, not %q", val)
		}
	case "cost", "count":
		n, err := strconv.Atoi(val)
		if err != nil {
			return fmt.Errorf("%s must be a number, not %q", key, val)
		}
		if key == "cost" {
			d.Cost = n
		} else {
			d.Count = n
		}
	case "only":
		for o, w := range onlyWords {
			if w == val {
				d.Only = Only(o)
				return nil
			}
		}
		return fmt.Errorf("only must be one of %s, not %q", strings.Join(onlyWords[:], ", "), val)
	case "text":
		d.Text = val
	case "effect":
		ops, err := parseEffect(val)
		if err != nil {
			return err
		}
		d.Ops = ops
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return nil
}

func parseEffect(s string) ([]Op, error) {
	var ops []Op
	for _, part := range strings.Split(s, ";") {
		f := strings.Fields(part)
		if len(f) == 0 {
			return nil, fmt.Errorf("empty instruction in %q", s)
		}
		k := -1
		for i, w := range opWords {
			if w == f[0] {
				k = i
			}
		}
		if k < 0 {
			return nil, fmt.Errorf("unknown instruction %q", f[0])
		}
		op := Op{Kind: OpKind(k)}
		want := 1
		if op.Kind.takesRole() {
			want++
		}
		if op.Kind.takesCount() {
			want++
		}
		if len(f) != want {
			return nil, fmt.Errorf("%q takes %d word(s) after it", f[0], want-1)
		}
		if op.Kind.takesRole() {
			switch f[1] {
			case "you":
				op.Who = You
			case "opponent":
				op.Who = Opponent
			default:
				return nil, fmt.Errorf("%q: player must be you or opponent, not %q", f[0], f[1])
			}
		}
		if op.Kind.takesCount() {
			n, err := strconv.Atoi(f[2])
			if err != nil || n < 1 || n > 20 {
				return nil, fmt.Errorf("%q: count must be 1–20, not %q", f[0], f[2])
			}
			op.N = n
		}
		ops = append(ops, op)
	}
	return ops, nil
}

func checkDef(d *Def) error {
	switch {
	case d.Kind == Spell && (d.Cost < 1 || d.Cost > 4):
		return fmt.Errorf("a spell costs 1–4, not %d", d.Cost)
	case d.Kind == Trap && d.Cost != 0:
		return fmt.Errorf("a trap is free: no cost line")
	case d.Kind == Spell && d.Only != OnlyAny:
		return fmt.Errorf("only a trap has an \"only\" line")
	case d.Count < 1 || d.Count > 9:
		return fmt.Errorf("count must be 1–9, not %d", d.Count)
	case d.Text == "":
		return fmt.Errorf("no text line")
	case len(d.Ops) == 0:
		return fmt.Errorf("no effect line")
	}
	for _, op := range d.Ops {
		trapOnly := op.Kind == OpCounter || op.Kind == OpRedirect
		if trapOnly && d.Kind != Trap {
			return fmt.Errorf("%s is for traps", op.Kind)
		}
	}
	return nil
}
