package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// Font sizes at scale 1 that the layout measures text with.
const (
	// ButtonTextSize is the size of a prompt button's label.
	ButtonTextSize = 15.0
	// ButtonKeySize is the size of a button's keyboard hint.
	ButtonKeySize = 11.0
	// LogTextSize is the size of the log's lines; PromptTextSize the
	// prompt's.
	LogTextSize    = 12.5
	PromptTextSize = 15.0
	// MinTextSize is the smallest size, in pixels, the sidebar's running
	// text (the log, the smallest of it) is ever set at: below it the
	// sidebar stops shrinking with the window (Table.SideScale) and its
	// panels scroll instead.
	MinTextSize = 12.0
	// StackCardWidth is the width of a card on the stack at scale 1.
	StackCardWidth = 104.0
	menuHeight     = 38.0
	promptHeight   = 156.0
	buttonHeight   = 34.0
	// minSideWidth is the narrowest the sidebar gets, in pixels.
	minSideWidth = 210.0
	// logLead and promptLead are the line heights over the font size.
	logLead    = 1.32
	promptLead = 1.3
	// logMinRows is how many log lines a prompt growing into the log's
	// space leaves visible.
	logMinRows = 3
)

// MinSideScale is the smallest Table.SideScale: the log's text set at
// MinTextSize.
const MinSideScale = MinTextSize / LogTextSize

// estimate guesses a text width when no Measure is given.
func estimate(s string, size float64) float64 { return float64(len(s)) * size * 0.55 }

// measurer adapts a Measure at one size to textfit's Measurer.
type measurer struct {
	m    Measure
	size float64
}

func (m measurer) Advance(s string) float64 { return m.m(s, m.size) }
func (m measurer) Symbol() float64          { return m.m("{T}", m.size) }
func (m measurer) Space() float64           { return m.m(" ", m.size) }

// WrapCount returns how many lines text takes wrapped to width at size
// with meas (nil estimates), one paragraph per "\n" — as the table wraps
// its prompt.
func WrapCount(text string, size, width float64, meas Measure) int {
	if meas == nil {
		meas = estimate
	}
	n := 0
	start := 0
	for i := 0; i <= len(text); i++ {
		if i == len(text) || text[i] == '\n' {
			n += max(1, len(textfit.WrapAll(text[start:i], width, measurer{meas, size})))
			start = i + 1
		}
	}
	return n
}

// promptLines returns how many lines the prompt's text wraps to in
// PromptText, counted again only when the text or the width changed (so
// that Compute does not allocate in steady state).
func (t *sidebarLayout) promptLines(in Input) int {
	if in.Prompt == "" {
		return 0
	}
	k := promptKey{in.Prompt, PromptTextSize * t.SideScale, t.PromptText.W()}
	if k != t.promptKey {
		t.promptKey = k
		t.promptCount = WrapCount(k.text, k.size, k.width, in.Regular)
	}
	return t.promptCount
}

// promptKey is what the prompt's line count was computed for.
type promptKey struct {
	text        string
	size, width float64
}

// LogRows returns how many log lines fit in LogText.
func (t *Table) LogRows() int {
	if t.LogLine <= 0 {
		return 0
	}
	return max(0, int((t.LogText.H()+0.01)/t.LogLine))
}

// PromptRows returns how many prompt lines fit in PromptText.
func (t *Table) PromptRows() int {
	if t.PromptLine <= 0 {
		return 0
	}
	return max(0, int((t.PromptText.H()+2*t.SideScale)/t.PromptLine))
}

// layoutSidebar lays out the right column (menu button, stack, log and
// prompt) and the phase bar's cells. The column's text and panels go by
// SideScale, which never drops below MinSideScale: at a small window the
// prompt grows into the log's space to show its text, and the log and the
// prompt scroll rather than shrink.
func (t *sidebarLayout) layoutSidebar(in Input) {
	ss := t.SideScale
	m := margin * ss
	sb := t.Sidebar
	t.Menu = geom.R(sb.Max.X-m-86*ss, sb.Min.Y+m, 86*ss, menuHeight*ss-2*m)
	top := sb.Min.Y + menuHeight*ss
	t.LogLine = LogTextSize * ss * logLead
	t.PromptLine = PromptTextSize * ss * promptLead
	logMin := 26*ss + logMinRows*t.LogLine
	// The prompt at the bottom, tall enough for its text and buttons when
	// the column has the room.
	ph := promptHeight * ss
	t.PromptArea = geom.R(sb.Min.X+m, sb.Max.Y-ph-m, sb.W()-2*m, ph)
	t.layoutButtons(in)
	t.PromptLines = t.promptLines(in)
	need := ph + float64(t.PromptLines)*t.PromptLine - t.PromptText.H() + 2*ss
	room := sb.Max.Y - m - top - 46*ss - m - logMin - m
	if need > ph && room > ph {
		ph = min(need, room)
		t.PromptArea = geom.R(sb.Min.X+m, sb.Max.Y-ph-m, sb.W()-2*m, ph)
		t.Buttons = t.Buttons[:0]
		t.layoutButtons(in)
	}
	// The stack below the menu, as tall as it needs up to 48% of the
	// column, leaving the log its few lines.
	v := in.View
	cw := StackCardWidth * t.Scale
	ch := cw * 7 / 5
	stackH := 46 * ss
	n := len(v.Stack)
	if n > 0 {
		stackH = min(ch+float64(n-1)*ch*0.32+22*ss, (sb.H()-menuHeight*ss)*0.48)
		stackH = max(min(stackH, t.PromptArea.Min.Y-m-logMin-m-top), min(46*ss+ch, stackH))
	}
	t.StackArea = geom.R(sb.Min.X+m, top, sb.W()-2*m, stackH)
	if n > 0 {
		avail := t.StackArea.H() - 18*ss - ch
		step := ch * 0.32
		if n > 1 {
			step = min(step, max(0, avail)/float64(n-1))
		}
		cx := t.StackArea.Center().X
		y0 := t.StackArea.Min.Y + 18*ss + ch/2
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
	la := t.LogArea
	// The text leaves room on the right for the scroll bar.
	t.LogText = geom.R(la.Min.X+8*ss, la.Min.Y+20*ss, max(0, la.W()-16*ss-LogBarWidth*ss), max(0, la.H()-26*ss))
	t.layoutPhases()
}

// LogBarWidth is the width of the log's scroll bar at scale 1.
const LogBarWidth = 5.0

// layoutButtons places the prompt's text and its buttons, two to a row
// when they fit, from the bottom of the prompt area up.
func (t *sidebarLayout) layoutButtons(in Input) {
	s := t.SideScale
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
func (t *sidebarLayout) layoutPhases() {
	s := t.Scale
	pb := t.PhaseBar.Inset(2 * s)
	lw := max(58*s, 50)
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
func (t *sidebarLayout) layoutChoices(in Input) {
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
func (t *sidebarLayout) reorderChoices(in Input, firstOpt int) {
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
