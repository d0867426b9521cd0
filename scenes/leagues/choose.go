package leagues

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// options is the option chooser of a person who lost a match: A to D,
// each with its sentence (league.Option.Explain) and what it would lead
// to (which deck is set aside, which deck gets built, a set that would
// join the pool), and for C the decks that may be claimed.
type options struct {
	h   *Hub
	dec league.Decision
	// title says who lost to whom.
	title string
	rows  [4]optionRow
	// claims are option C's decks, one button each.
	claims []claim
	cancel widget.Button
	box    geom.Rect
}

// optionRow is one of the options A to D.
type optionRow struct {
	opt    league.Option
	btn    widget.Button
	act    *league.Action // nil: not open now
	result string         // what it leads to, or why it is not open
	at     geom.Vec       // where its text starts
}

// claim is a set-aside deck option C may claim.
type claim struct {
	act league.Action
	btn widget.Button
}

// newOptions makes the chooser for decision d (DecideOption).
func newOptions(h *Hub, d league.Decision) *options {
	o := &options{h: h, dec: d, cancel: widget.Button{Label: "Not now", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16}}
	l := h.sv.League
	m := h.match(d.Match)
	winner := m.Winner
	wins, _ := m.Wins()
	o.title = fmt.Sprintf("%s lost %s to %s, %d–%d. What now?", h.who(d.Seat), league.MatchName(d.Match), h.who(winner), max(wins[0], wins[1]), min(wins[0], wins[1]))
	mine, theirs := h.view.Players[d.Seat].Deck, h.view.Players[winner].Deck
	for i := range o.rows {
		r := &o.rows[i]
		r.opt = league.Option(i + 1)
		r.btn = widget.Button{Label: r.opt.String(), Style: widget.Primary, FontSize: 26}
	}
	for _, a := range l.Legal() {
		if a.Kind != league.ActOption || a.Seat != d.Seat || a.Match != d.Match {
			continue
		}
		r := &o.rows[a.Option-1]
		if a.Option == league.OptionC {
			info := infoOf(h.deckCards(a.Deck))
			dk, _ := l.Deck(a.Deck)
			o.claims = append(o.claims, claim{act: a, btn: widget.Button{FontSize: 14,
				Label: fmt.Sprintf("Deck %d · %s's · %s", a.Deck, h.who(dk.Builder), colourWords(info.main()))}})
		}
		aa := a
		r.act = &aa
	}
	for i := range o.rows {
		r := &o.rows[i]
		r.btn.Disabled = r.act == nil
		r.result = o.consequence(r, mine, theirs, winner)
	}
	return o
}

// consequence says what choosing row r would lead to, or why it is not
// open.
func (o *options) consequence(r *optionRow, mine, theirs, winner int) string {
	h, seat := o.h, o.dec.Seat
	if r.act == nil {
		switch r.opt {
		case league.OptionC:
			return "Not open: no set-aside deck can be claimed (not one of this match's, nor one held by a player sitting out)."
		case league.OptionB, league.OptionD:
			return "Not open: the pool cannot give another deck of 60 cards."
		}
		return "Not open now."
	}
	switch r.opt {
	case league.OptionA:
		return fmt.Sprintf("%s alters deck %d with the pool's cards; %s keeps deck %d.", h.who(seat), mine, h.who(winner), theirs)
	case league.OptionC:
		return fmt.Sprintf("Deck %d is set aside and %s plays the deck claimed; %s keeps deck %d. Claim:", mine, h.who(seat), h.who(winner), theirs)
	}
	// B and D: what happens next, on a copy of the league.
	c := h.sv.League.Clone()
	evs, err := c.Apply(*r.act)
	if err != nil {
		return reason(err)
	}
	next := c.Pending()
	var b strings.Builder
	if r.opt == league.OptionB {
		fmt.Fprintf(&b, "Deck %d is set aside and %s builds a new deck from the pool; %s keeps deck %d.", mine, h.who(seat), h.who(winner), theirs)
	} else {
		fmt.Fprintf(&b, "%s keeps deck %d; %s sets deck %d aside and builds a new deck from the pool.", h.who(seat), mine, h.who(winner), theirs)
	}
	for _, e := range evs {
		if e.Kind == league.EvSetAdded && e.Set < len(h.view.Sets) {
			fmt.Fprintf(&b, " %s joins the pool!", h.view.Sets[e.Set].Name)
		}
	}
	if next.Kind == league.DecideTakeApart {
		b.WriteString(" Two unused decks come apart first.")
	}
	return b.String()
}

// layout places the chooser.
func (o *options) layout(d widget.Design) {
	o.box = d.R(150, 40, 980, 630)
	y := 124.0
	for i := range o.rows {
		r := &o.rows[i]
		r.btn.Rect = d.R(180, y, 64, 64)
		r.at = d.At(266, y+20)
		if r.opt == league.OptionC {
			for k := range o.claims {
				o.claims[k].btn.Rect = d.R(266+float64(k%3)*282, y+80+float64(k/3)*38, 274, 32)
			}
			y += 38 * float64((len(o.claims)+2)/3)
		}
		y += 94
	}
	o.cancel.Rect = d.R(960, 62, 150, 40)
}

// update follows the input; it reports whether the chooser closed.
func (o *options) update(ctx *scenes.Context) bool {
	in := ctx.In
	if o.cancel.Update(in) || in.KeyPressed(input.KeyEscape) {
		return true
	}
	for i := range o.claims {
		if o.claims[i].btn.Update(in) {
			return o.choose(ctx, o.claims[i].act)
		}
	}
	for i := range o.rows {
		r := &o.rows[i]
		if r.btn.Update(in) && r.act != nil {
			if r.opt == league.OptionC {
				o.h.say(false, "Option C: click the deck to claim under it.")
				return false
			}
			return o.choose(ctx, *r.act)
		}
	}
	return false
}

// choose applies the option and, when the same person builds or alters
// next, opens that at once.
func (o *options) choose(ctx *scenes.Context, a league.Action) bool {
	h := o.h
	if p := h.apply(a); p != "" {
		h.say(true, "%s", p)
		return true
	}
	h.follow(ctx, o.dec.Seat)
	return true
}

// draw draws the chooser over the dimmed hub.
func (o *options) draw(dst *ebiten.Image, th *widget.Theme) {
	dim(dst, th)
	th.Panel(dst, o.box)
	d := o.h.d
	th.ShadowText(dst, th.Fit(o.title, widget.Font{Size: 24, Bold: true}, 760*d.Scale), d.At(180, 84), widget.Font{Size: 24, Bold: true}, widget.Start, widget.Cream)
	for i := range o.rows {
		r := &o.rows[i]
		r.btn.Draw(dst, th)
		ink, sub := color.Color(widget.Cream), color.Color(muted)
		if r.act == nil {
			ink, sub = paint.Alpha(widget.Cream, 0.45), paint.Alpha(widget.Parchment, 0.5)
		}
		y := paragraph(dst, th, r.opt.Explain(), r.at, 820*d.Scale, widget.Font{Size: 17, Bold: true}, ink, 2)
		paragraph(dst, th, r.result, geom.V(r.at.X, y+th.Px(2)), 820*d.Scale, widget.Font{Size: 15, Italic: true}, sub, 2)
		if r.opt == league.OptionC {
			for k := range o.claims {
				o.claims[k].btn.Draw(dst, th)
			}
		}
	}
	o.cancel.Draw(dst, th)
}

// follow opens what seat must do next when it is a person's build,
// alteration or take-apart right after their own choice.
func (h *Hub) follow(ctx *scenes.Context, seat int) {
	d := h.view.Pending()
	if d.Seat != seat || !h.person(seat) || h.view.Over {
		return
	}
	switch d.Kind {
	case league.DecideBuild, league.DecideAlter:
		h.openBuild(ctx, d)
	case league.DecideTakeApart:
		h.modal = newTakeApart(h, d)
	}
}

// takeApart lets a person choose the two unused decks to take apart
// before building one deck too many.
type takeApart struct {
	h     *Hub
	dec   league.Decision
	legal []league.Action
	decks []int
	btns  []widget.Button
	on    []int // the decks chosen, at most two
	ok    widget.Button
	box   geom.Rect
}

// newTakeApart makes the choice for decision d (DecideTakeApart).
func newTakeApart(h *Hub, d league.Decision) *takeApart {
	t := &takeApart{h: h, dec: d, ok: widget.Button{Label: "Take them apart", Style: widget.Primary, FontSize: 17}}
	for _, a := range h.sv.League.Legal() {
		if a.Kind != league.ActTakeApart || a.Seat != d.Seat {
			continue
		}
		t.legal = append(t.legal, a)
		for _, n := range a.Decks {
			if !slices.Contains(t.decks, n) {
				t.decks = append(t.decks, n)
			}
		}
	}
	slices.Sort(t.decks)
	for _, n := range t.decks {
		dk, _ := h.sv.League.Deck(n)
		t.btns = append(t.btns, widget.Button{FontSize: 15,
			Label: fmt.Sprintf("Deck %d · %s's · %s · %s", n, h.who(dk.Builder), colourWords(infoOf(dk.Cards).main()), h.deckState(n))})
	}
	return t
}

// chosen is the legal action for the two decks chosen, or nil.
func (t *takeApart) chosen() *league.Action {
	if len(t.on) != 2 {
		return nil
	}
	for i, a := range t.legal {
		if slices.Contains(a.Decks[:], t.on[0]) && slices.Contains(a.Decks[:], t.on[1]) {
			return &t.legal[i]
		}
	}
	return nil
}

func (t *takeApart) layout(d widget.Design) {
	t.box = d.R(240, 110, 800, 500)
	for i := range t.btns {
		t.btns[i].Rect = d.R(270+float64(i%2)*374, 236+float64(i/2)*48, 366, 40)
		t.btns[i].Style = widget.Plain
		if slices.Contains(t.on, t.decks[i]) {
			t.btns[i].Style = widget.Primary
		}
	}
	t.ok.Rect = d.R(830, 550, 190, 44)
	t.ok.Disabled = t.chosen() == nil
}

func (t *takeApart) update(ctx *scenes.Context) bool {
	in := ctx.In
	if in.KeyPressed(input.KeyEscape) {
		return true
	}
	for i := range t.btns {
		if t.btns[i].Update(in) {
			n := t.decks[i]
			if k := slices.Index(t.on, n); k >= 0 {
				t.on = slices.Delete(t.on, k, k+1)
			} else {
				t.on = append(t.on, n)
				if len(t.on) > 2 {
					t.on = t.on[1:]
				}
			}
			return false
		}
	}
	if t.ok.Update(in) {
		if a := t.chosen(); a != nil {
			if p := t.h.apply(*a); p != "" {
				t.h.say(true, "%s", p)
			}
			t.h.follow(ctx, t.dec.Seat)
			return true
		}
	}
	return false
}

func (t *takeApart) draw(dst *ebiten.Image, th *widget.Theme) {
	dim(dst, th)
	th.Panel(dst, t.box)
	d := t.h.d
	th.ShadowText(dst, "Take two decks apart", d.At(270, 150), widget.Font{Size: 24, Bold: true}, widget.Start, widget.Cream)
	paragraph(dst, th, fmt.Sprintf("%s would build one deck too many. Choose two decks nobody is using: their cards go back to the pool before the new deck is built.", t.h.who(t.dec.Seat)),
		d.At(270, 178), 740*d.Scale, widget.Font{Size: 15, Italic: true}, muted, 2)
	for i := range t.btns {
		t.btns[i].Draw(dst, th)
	}
	t.ok.Draw(dst, th)
}

// firstPlayer lets the person who lost a game choose who plays first in
// the next one.
type firstPlayer struct {
	h    *Hub
	dec  league.Decision
	acts []league.Action
	btns []widget.Button
	box  geom.Rect
	text string
}

// newFirstPlayer makes the choice for decision d (DecideFirstPlayer).
func newFirstPlayer(h *Hub, d league.Decision) *firstPlayer {
	f := &firstPlayer{h: h, dec: d}
	m := h.match(d.Match)
	f.text = fmt.Sprintf("%s, %s. %s lost the last game: who plays first in game %d?", league.MatchName(d.Match), matchScore(m, h.view.Players), h.who(d.Seat), len(m.Games)+1)
	for _, a := range h.sv.League.Legal() {
		if a.Kind == league.ActFirstPlayer && a.Seat == d.Seat && a.Match == d.Match {
			f.acts = append(f.acts, a)
			f.btns = append(f.btns, widget.Button{Label: h.who(a.First) + " plays first", Style: widget.Primary, FontSize: 17})
		}
	}
	return f
}

func (f *firstPlayer) layout(d widget.Design) {
	f.box = d.R(340, 230, 600, 230)
	for i := range f.btns {
		f.btns[i].Rect = d.R(380+float64(i)*270, 380, 250, 46)
	}
}

func (f *firstPlayer) update(ctx *scenes.Context) bool {
	if ctx.In.KeyPressed(input.KeyEscape) {
		return true
	}
	for i := range f.btns {
		if f.btns[i].Update(ctx.In) {
			if p := f.h.apply(f.acts[i]); p != "" {
				f.h.say(true, "%s", p)
			}
			return true
		}
	}
	return false
}

func (f *firstPlayer) draw(dst *ebiten.Image, th *widget.Theme) {
	dim(dst, th)
	th.Panel(dst, f.box)
	d := f.h.d
	paragraph(dst, th, f.text, d.At(380, 290), 520*d.Scale, widget.Font{Size: 20, Bold: true}, widget.Cream, 3)
	for i := range f.btns {
		f.btns[i].Draw(dst, th)
	}
}
