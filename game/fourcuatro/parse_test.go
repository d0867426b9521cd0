package fourcuatro

import (
	"errors"
	"strings"
	"testing"
)

func TestParseErrorsNameTheFileAndLine(t *testing.T) {
	cases := []struct {
		text string
		line int
		msg  string
	}{
		{"card: A\nkind: spell\ncost: 5\ncount: 1\ntext: x\neffect: burn opponent 1\n", 1, "costs 1–4"},
		{"card: A\nkind: spel\n", 2, "spell or trap"},
		{"card: A\nkind: spell\ncost: 1\ncount: 1\ntext: x\neffect: burn them 1\n", 6, "you or opponent"},
		{"card: A\nkind: spell\ncost: 1\ncount: 1\ntext: x\neffect: scorch opponent 1\n", 6, "unknown instruction"},
		{"card: A\nkind: spell\ncost: 1\ncount: 1\ntext: x\neffect: counter\n", 1, "for traps"},
		{"kind: spell\n", 1, "before the first"},
		{"card: A\nkind: trap\ncount: 1\ntext: x\neffect: counter\ncard: A\n", 6, "defined twice"},
		{"card: A\nkind: trap\ncount: 1\ntext: x\n", 1, "no effect"},
		{"card: A\ncolour: red\n", 2, "unknown key"},
		{"# nothing\n", 1, "no cards"},
	}
	for _, c := range cases {
		_, err := ParseCards("bad.fcards", strings.NewReader(c.text))
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %v", c.text, err)
			continue
		}
		if pe.File != "bad.fcards" || pe.Line != c.line || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("%q: got %v, want line %d with %q", c.text, err, c.line, c.msg)
		}
	}
}

func TestParseReadsEveryField(t *testing.T) {
	defs, err := ParseCards("ok.fcards", strings.NewReader(
		"card: Grudge\nkind: trap\ncount: 2\nonly: cost3\ntext: Counter it.\neffect: counter; burn opponent 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	d := defs[0]
	if d.Kind != Trap || d.Count != 2 || d.Only != OnlyCostly || d.Text != "Counter it." || len(d.Ops) != 2 ||
		d.Ops[1] != (Op{Kind: OpBurn, Who: Opponent, N: 3}) {
		t.Errorf("%+v", d)
	}
}
