package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Font sizes at scale 1 that the layout measures text with.
const (
	// ButtonTextSize is the size of a prompt button's label.
	ButtonTextSize = 15.0
	// ButtonKeySize is the size of a button's keyboard hint.
	ButtonKeySize = 11.0
	// StackCardWidth is the width of a card on the stack at scale 1.
	StackCardWidth = 104.0
	menuHeight     = 38.0
	promptHeight   = 156.0
	buttonHeight   = 34.0
)

// estimate guesses a text width when no Measure is given.
func estimate(s string, size float64) float64 { return float64(len(s)) * size * 0.55 }

// layoutSidebar lays out the right column (menu button, stack, log and
// prompt) and the phase bar's cells.
func (t *Table) layoutSidebar(in Input) {
	s := t.Scale
	m := margin * s
	sb := t.Sidebar
	t.Menu = geom.R(sb.Max.X-m-86*s, sb.Min.Y+m, 86*s, menuHeight*s-2*m)
	// The prompt at the bottom.
	t.PromptArea = geom.R(sb.Min.X+m, sb.Max.Y-promptHeight*s-m, sb.W()-2*m, promptHeight*s)
	t.layoutButtons(in)
	// The stack below the menu, as tall as it needs up to 45% of the column.
	v := in.View
	cw := StackCardWidth * s
	ch := cw * 7 / 5
	top := sb.Min.Y + menuHeight*s
	stackH := 46 * s
	n := len(v.Stack)
	if n > 0 {
		stackH = min(ch+float64(n-1)*ch*0.32+22*s, (sb.H()-menuHeight*s)*0.48)
	}
	t.StackArea = geom.R(sb.Min.X+m, top, sb.W()-2*m, stackH)
	if n > 0 {
		avail := t.StackArea.H() - 18*s - ch
		step := ch * 0.32
		if n > 1 {
			step = min(step, max(0, avail)/float64(n-1))
		}
		cx := t.StackArea.Center().X
		y0 := t.StackArea.Min.Y + 18*s + ch/2
		for i := range v.Stack {
			it := StackItem{Index: i, Obj: v.Stack[i].Source.ID, Center: geom.V(cx, y0+float64(i)*step), Width: cw}
			t.Stack = append(t.Stack, it)
			src := &v.Stack[i].Source
			if v.Stack[i].IsSpell {
				t.add(Card{
					Obj: src.ID, View: src, Seat: v.Stack[i].Controller, Zone: rules.ZoneStack,
					Center: it.Center, Home: it.Center, Width: cw, FaceUp: src.Def != nil,
					Attacking: rules.NoSeat, Blocking: rules.NoObj,
				})
			}
		}
	}
	t.LogArea = geom.R(sb.Min.X+m, t.StackArea.Max.Y+m, sb.W()-2*m, t.PromptArea.Min.Y-t.StackArea.Max.Y-2*m)
	t.layoutPhases()
}

// layoutButtons places the prompt's text and its buttons, two to a row
// when they fit, from the bottom of the prompt area up.
func (t *Table) layoutButtons(in Input) {
	s := t.Scale
	m := margin * s
	meas := in.Measure
	if meas == nil {
		meas = estimate
	}
	pa := t.PromptArea.Inset(8 * s)
	bh := buttonHeight * s
	rows := 0
	rowW := 0.0
	// Widths first, then rows.
	for _, b := range in.Buttons {
		w := meas(b.Label, ButtonTextSize*s) + 26*s
		if b.Key != "" {
			w += meas(b.Key, ButtonKeySize*s) + 10*s
		}
		w = min(max(w, 70*s), pa.W())
		if rows == 0 || rowW+m+w > pa.W() {
			rows++
			rowW = w
		} else {
			rowW += m + w
		}
		t.Buttons = append(t.Buttons, geom.R(0, float64(rows), w, bh))
	}
	y0 := pa.Max.Y - float64(rows)*(bh+m) + m
	// Centre each row.
	for r := 1; r <= rows; r++ {
		w := 0.0
		k := 0
		for _, b := range t.Buttons {
			if b.Min.Y == float64(r) {
				w += b.W()
				k++
			}
		}
		w += m * float64(k-1)
		x := pa.Min.X + (pa.W()-w)/2
		y := y0 + float64(r-1)*(bh+m)
		for i, b := range t.Buttons {
			if b.Min.Y == float64(r) {
				t.Buttons[i] = geom.R(x, y, b.W(), bh)
				x += b.W() + m
			}
		}
	}
	bottom := pa.Max.Y
	if rows > 0 {
		bottom = y0 - m
	}
	t.PromptText = geom.R(pa.Min.X, pa.Min.Y, pa.W(), bottom-pa.Min.Y)
}

// layoutPhases splits the phase bar into its 13 cells, each with a label
// band on top and the two stop rows below (the viewer's turns, then
// everyone else's).
func (t *Table) layoutPhases() {
	s := t.Scale
	pb := t.PhaseBar.Inset(2 * s)
	lw := 58 * s
	t.PhaseMineLabel = geom.R(pb.Min.X, pb.Min.Y+pb.H()*0.45, lw, pb.H()*0.275)
	t.PhaseTheirsLbl = geom.R(pb.Min.X, pb.Min.Y+pb.H()*0.725, lw, pb.H()*0.275)
	cw := (pb.W() - lw) / float64(len(t.Steps))
	for i := range t.Steps {
		c := geom.R(pb.Min.X+lw+float64(i)*cw, pb.Min.Y, cw, pb.H())
		t.Steps[i] = Step{
			Step:   rules.Step(i),
			Cell:   c,
			Mine:   c.Frac(0, 0.45, 1, 0.725),
			Theirs: c.Frac(0, 0.725, 1, 1),
		}
	}
}

// layoutChoices places the choices strip over the middle of the table:
// looked-at cards as faces in one or two rows, options as buttons below.
func (t *Table) layoutChoices(in Input) {
	t.ChoicePanel = geom.Rect{}
	if len(in.Choices) == 0 {
		return
	}
	s := t.Scale
	m := margin * s
	meas := in.Measure
	if meas == nil {
		meas = estimate
	}
	cards, opts := 0, 0
	for _, c := range in.Choices {
		if c.Obj != rules.NoObj {
			cards++
		} else {
			opts++
		}
	}
	f := t.Felt
	maxW := f.W() * 0.9
	cw := 118 * s
	perRow := max(1, min(cards, int((maxW-2*m)/(cw+m))))
	if cards > 0 && float64(cards)*(cw+m) > maxW*2 {
		cw = max(60*s, (maxW*2)/float64(cards)-m)
		perRow = max(1, int((maxW-2*m)/(cw+m)))
	}
	cardRows := 0
	if cards > 0 {
		cardRows = (cards + perRow - 1) / perRow
	}
	ch := cw * 7 / 5
	bh := buttonHeight * s
	// Options flow in rows under the cards.
	optW := 0.0
	optRows := 0
	rowW := 0.0
	for _, c := range in.Choices {
		if c.Obj != rules.NoObj {
			continue
		}
		w := min(max(meas(c.Label, ButtonTextSize*s)+28*s, 80*s), maxW-2*m)
		if optRows == 0 || rowW+m+w > maxW-2*m {
			optRows++
			rowW = w
		} else {
			rowW += m + w
		}
		optW = max(optW, rowW)
	}
	title := 30 * s
	pw := max(optW, float64(min(cards, perRow))*(cw+m)-m, 300*s) + 4*m
	// The title fits on one line, up to the felt's width.
	pw = max(pw, min(meas(in.ChoiceTitle, ButtonTextSize*s)+24*s+2*m, f.W()-2*m))
	ph := title + float64(cardRows)*(ch+m) + float64(optRows)*(bh+m) + 3*m
	t.ChoicePanel = geom.Centered(f.Center(), pw, ph)
	y := t.ChoicePanel.Min.Y + title + m
	ci := 0
	// Cards.
	for _, c := range in.Choices {
		if c.Obj == rules.NoObj {
			continue
		}
		row, col := ci/perRow, ci%perRow
		inRow := min(perRow, cards-row*perRow)
		rw := float64(inRow)*(cw+m) - m
		x := t.ChoicePanel.Center().X - rw/2 + float64(col)*(cw+m)
		t.Choices = append(t.Choices, geom.R(x, y+float64(row)*(ch+m), cw, ch))
		ci++
	}
	y += float64(cardRows) * (ch + m)
	// Options: lay out in rows, centred.
	first := len(t.Choices)
	row := 0
	rowW = 0
	for _, c := range in.Choices {
		if c.Obj != rules.NoObj {
			continue
		}
		w := min(max(meas(c.Label, ButtonTextSize*s)+28*s, 80*s), maxW-2*m)
		if len(t.Choices) > first && rowW+m+w > maxW-2*m {
			row++
			rowW = 0
		}
		t.Choices = append(t.Choices, geom.R(rowW, y+float64(row)*(bh+m), w, bh))
		rowW += w + m
	}
	// Centre each option row.
	for i := first; i < len(t.Choices); {
		j := i
		for j < len(t.Choices) && t.Choices[j].Min.Y == t.Choices[i].Min.Y {
			j++
		}
		last := t.Choices[j-1]
		rw := last.Max.X
		dx := t.ChoicePanel.Center().X - rw/2
		for k := i; k < j; k++ {
			t.Choices[k] = t.Choices[k].Translate(geom.V(dx, 0))
		}
		i = j
	}
	// Choices are indexed like in.Choices: reorder cards and options back.
	t.reorderChoices(in, first)
}

// reorderChoices puts the choice rectangles back in the order of
// in.Choices (cards were laid out first, options after).
func (t *Table) reorderChoices(in Input, firstOpt int) {
	n := len(in.Choices)
	base := len(t.Choices)
	ci, oi := 0, firstOpt
	for _, c := range in.Choices {
		if c.Obj != rules.NoObj {
			t.Choices = append(t.Choices, t.Choices[ci])
			ci++
		} else {
			t.Choices = append(t.Choices, t.Choices[oi])
			oi++
		}
	}
	copy(t.Choices, t.Choices[base:base+n])
	t.Choices = t.Choices[:n]
}
