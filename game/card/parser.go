package card

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/game/mana"
)

// parser reads one card file.
type parser struct {
	file string
	line int
	set  *Set

	setLine, codeLine int            // where the header lines were
	names             map[string]int // lower-case name -> line, cards and tokens
	all               []*Def         // cards and tokens in file order

	cur     *Def           // the card being read, or nil
	seen    map[string]int // fields of cur -> line
	abLines []int          // the line of each of cur's abilities
	pending []tokenRef     // create effects waiting for their token

	inChoice bool // reading the effects of an each-opponent-chooses option
}

// tokenRef is a create effect naming a token that may be defined later in
// the file. The effect's Token points at a placeholder until resolve.
type tokenRef struct {
	placeholder *Def
	line        int
}

func newParser(file string) *parser {
	return &parser{file: file, set: &Set{File: file}, names: map[string]int{}}
}

func (p *parser) errf(format string, args ...any) error {
	return &Error{File: p.file, Line: p.line, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) errAt(line int, format string, args ...any) error {
	return &Error{File: p.file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) run(r io.Reader) error {
	lr := NewLineReader(r, p.file, "card file", MaxCardFileSize)
	for lr.Next() {
		p.line = lr.Line()
		if err := p.parseLine(lr.Text()); err != nil {
			return err
		}
	}
	if err := lr.Err(); err != nil {
		return err
	}
	if err := p.endCard(); err != nil {
		return err
	}
	if p.setLine == 0 || p.codeLine == 0 {
		return p.errAt(1, "missing set: or code: line")
	}
	if err := p.resolveTokens(); err != nil {
		return err
	}
	for _, d := range p.all {
		d.Text = CardText(d)
	}
	return nil
}

func (p *parser) parseLine(raw string) error {
	if !utf8.ValidString(raw) {
		return p.errf("invalid UTF-8")
	}
	s := strings.TrimSpace(raw)
	if s == "" || s[0] == '#' {
		return nil
	}
	key, val, ok := strings.Cut(s, ":")
	if !ok {
		return p.errf("expected \"field: value\", got %s", Quote(s))
	}
	key, val = strings.TrimSpace(key), strings.TrimSpace(val)
	if !isField(key) {
		return p.errf("unknown field %q", key)
	}
	if val == "" {
		return p.errf("empty %s:", key)
	}
	switch key {
	case "set", "code":
		return p.header(key, val)
	case "card", "token":
		return p.beginCard(key == "token", val)
	}
	if p.cur == nil {
		return p.errf("%s: before the first card", key)
	}
	if prev, dup := p.seen[key]; dup && !repeatable(key) {
		return p.errf("duplicate %s: (first on line %d)", key, prev)
	}
	p.seen[key] = p.line
	return p.field(key, val)
}

var fieldNames = []string{"set", "code", "card", "token", "cost", "type", "pt", "rarity",
	"keywords", "colors", "enchant", "spell", "trigger", "activate", "activate-sorcery",
	"equip", "static", "enters", "special"}

func isField(k string) bool { _, ok := lookup(fieldNames, k); return ok }

func repeatable(k string) bool {
	switch k {
	case "trigger", "activate", "activate-sorcery", "static":
		return true
	}
	return false
}

func (p *parser) header(key, val string) error {
	if p.cur != nil || len(p.all) > 0 {
		return p.errf("%s: must come before the first card", key)
	}
	if key == "set" {
		if p.setLine != 0 {
			return p.errf("duplicate set: (first on line %d)", p.setLine)
		}
		if err := checkName(val); err != nil {
			return p.errf("set name: %v", err)
		}
		p.setLine, p.set.Name = p.line, val
		return nil
	}
	if p.codeLine != 0 {
		return p.errf("duplicate code: (first on line %d)", p.codeLine)
	}
	if !validCode(val) {
		return p.errf("set code %q must be 2 to 5 capital letters or digits", val)
	}
	p.codeLine, p.set.Code, p.set.CodeLine = p.line, val, p.line
	return nil
}

func validCode(s string) bool {
	if len(s) < 2 || len(s) > 5 {
		return false
	}
	for _, r := range s {
		if !('A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return false
		}
	}
	return true
}

// checkName checks a card, token or set name: at most MaxName
// characters, none of them a control character or one of ; { }.
func checkName(s string) error {
	if err := checkLength(s); err != nil {
		return err
	}
	for _, r := range s {
		if unicode.IsControl(r) || strings.ContainsRune(";{}", r) {
			return fmt.Errorf("%s may not contain %q", Quote(s), r)
		}
	}
	return nil
}

func (p *parser) beginCard(token bool, name string) error {
	if err := p.endCard(); err != nil {
		return err
	}
	if p.setLine == 0 || p.codeLine == 0 {
		return p.errf("set: and code: must come before the first card")
	}
	if err := checkName(name); err != nil {
		return p.errf("card name: %v", err)
	}
	key := strings.ToLower(name)
	if prev, dup := p.names[key]; dup {
		return p.errf("duplicate name %q (first on line %d)", name, prev)
	}
	p.names[key] = p.line
	d := &Def{Name: name, Token: token, File: p.file, Line: p.line, Set: p.set.Code}
	if token {
		d.Rarity = Special
		p.set.Tokens = append(p.set.Tokens, d)
	} else {
		p.set.Cards = append(p.set.Cards, d)
	}
	p.all = append(p.all, d)
	p.cur, p.seen, p.abLines = d, map[string]int{}, nil
	return nil
}

// endCard checks the card being read as a whole.
func (p *parser) endCard() error {
	if p.cur == nil {
		return nil
	}
	err := p.validate()
	p.cur = nil
	return err
}

func (p *parser) field(key, val string) error {
	d := p.cur
	switch key {
	case "cost":
		c, err := parseManaCost(val)
		if err != nil {
			return p.errf("%v", err)
		}
		d.Cost = c
	case "type":
		return p.typeLine(val)
	case "pt":
		pw, tg, ok := parsePT(val)
		if !ok {
			return p.errf("pt %q must be POWER/TOUGHNESS, each 0 to 99", val)
		}
		d.Power, d.Toughness = pw, tg
	case "rarity":
		return p.rarity(val)
	case "keywords":
		for _, w := range strings.Split(val, ",") {
			k, ok := ParseKeyword(w)
			if !ok {
				return p.errf("unknown keyword %q", strings.TrimSpace(w))
			}
			if d.Keywords.Has(k) {
				return p.errf("keyword %s listed twice", k)
			}
			d.Keywords = d.Keywords.With(k)
		}
	case "colors":
		return p.colors(val)
	case "enters":
		if val != "tapped" {
			return p.errf("enters: %q (the only form is \"enters: tapped\")", val)
		}
		d.EntersTapped = true
	case "special":
		if val != "yes" {
			return p.errf("special: %q (the only form is \"special: yes\")", val)
		}
		if d.Token {
			return p.errf("a token cannot be special")
		}
		d.SpecialCard = true
	case "enchant":
		spec, err := parseSpec(val)
		if err != nil {
			return p.errf("%v", err)
		}
		if !permanentKinds.has(spec.Kind) {
			return p.errf("enchant: %s is not a kind of permanent", spec.Kind)
		}
		d.Enchant = &spec
	default:
		return p.ability(key, val)
	}
	return nil
}

// parseManaCost reads a mana cost in braces, e.g. "{2}{R}{R}".
func parseManaCost(s string) (mana.Cost, error) {
	if !strings.HasPrefix(s, "{") || strings.ContainsAny(s, " \t") {
		return mana.Cost{}, fmt.Errorf("invalid cost %q: write mana symbols in braces, e.g. {2}{R}", s)
	}
	c, err := mana.ParseCost(s)
	if err != nil {
		return mana.Cost{}, fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "mana: "))
	}
	return c, nil
}

// parsePT reads "2/3".
func parsePT(s string) (int8, int8, bool) {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return 0, 0, false
	}
	pw, ok1 := smallInt(strings.TrimSpace(a))
	tg, ok2 := smallInt(strings.TrimSpace(b))
	return int8(pw), int8(tg), ok1 && ok2
}

// smallInt reads an unsigned decimal number from 0 to 99.
func smallInt(s string) (int, bool) {
	if s == "" || len(s) > 2 || s[0] == '+' || s[0] == '-' {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

func (p *parser) rarity(val string) error {
	d := p.cur
	if d.Token {
		return p.errf("a token has no rarity")
	}
	if val == "basic" {
		d.Rarity = Special
		return nil
	}
	i, ok := lookup(rarityNames[:Special], val)
	if !ok {
		return p.errf("unknown rarity %q (want common, uncommon, rare, mythic or basic)", val)
	}
	d.Rarity = Rarity(i)
	return nil
}

func (p *parser) colors(val string) error {
	var set mana.ColorSet
	for _, w := range strings.FieldsFunc(val, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
		c, err := mana.ParseColor(w)
		if err != nil {
			return p.errf("unknown colour %q", w)
		}
		if set.Has(c) {
			return p.errf("colour %s listed twice", c)
		}
		set = set.With(c)
	}
	p.cur.Colors = set
	return nil
}

// resolveTokens points every create effect at its token definition.
func (p *parser) resolveTokens() error {
	byName := map[string]*Def{}
	for _, t := range p.set.Tokens {
		byName[t.Name] = t
	}
	real := map[*Def]*Def{}
	for _, r := range p.pending {
		t, ok := byName[r.placeholder.Name]
		if !ok {
			return p.errAt(r.line, "create: unknown token %q", r.placeholder.Name)
		}
		real[r.placeholder] = t
	}
	for _, d := range p.all {
		for i := range d.Abilities {
			forEachEffect(d.Abilities[i].Effects, func(e *Effect) {
				if t, ok := real[e.Token]; ok {
					e.Token = t
				}
			})
		}
	}
	depth := map[*Def]int{}
	for _, t := range p.set.Tokens {
		if n := tokenDepth(t, depth); n < 0 {
			return p.errAt(t.Line, "token %q creates tokens in a loop", t.Name)
		} else if n > maxTokenDepth {
			return p.errAt(t.Line, "token %q starts a chain of tokens creating tokens more than %d deep", t.Name, maxTokenDepth)
		}
	}
	return nil
}

// maxTokenDepth bounds chains of tokens that create tokens, which the
// rules text quotes inside each other.
const maxTokenDepth = 3

// tokenDepth returns how deep the chain of tokens created by t goes (1 for
// a token that creates none), or -1 for a loop. depth caches results; 0
// marks a token being visited.
func tokenDepth(t *Def, depth map[*Def]int) int {
	if n, ok := depth[t]; ok {
		if n == 0 {
			return -1
		}
		return n
	}
	depth[t] = 0
	n := 1
	loop := false
	for _, a := range t.Abilities {
		forEachEffect(a.Effects, func(e *Effect) {
			if e.Token == nil || loop {
				return
			}
			m := tokenDepth(e.Token, depth)
			if m < 0 {
				loop = true
				return
			}
			n = max(n, m+1)
		})
	}
	if loop {
		return -1
	}
	depth[t] = n
	return n
}
