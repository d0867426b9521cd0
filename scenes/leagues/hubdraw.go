package leagues

import (
	"fmt"
	"image/color"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// logShown is how many lines of the log show at once.
const logShown = 22

// The left column's places in the design.
const (
	standY = 150.0
	nowH   = 82.0
)

// layout places everything for the screen.
func (h *Hub) layout(ctx *scenes.Context) {
	h.d = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	h.th.Scale = h.d.Scale
	d := h.d
	h.back.Rect = d.R(1112, 18, 140, 40)
	for i := range h.tabs {
		h.tabs[i].Rect = d.R(480+float64(i)*116, 142, 108, 36)
		h.tabs[i].Style = widget.Plain
		if i == h.tab {
			h.tabs[i].Style = widget.Primary
		}
	}
	y := h.nowY() + 22
	for i := range h.rows[:h.nrows] {
		r := &h.rows[i]
		r.btn.Rect = d.R(30, y+46, 200, 32)
		if r.act == nil {
			r.btn.Rect = geom.Rect{}
		}
		y += nowH
	}
	for i := h.nrows; i < len(h.rows); i++ {
		h.rows[i].btn.Rect = geom.Rect{}
	}
	h.pool.layout(d)
	h.decks.layout(d)
	if h.modal != nil {
		h.modal.layout(d)
	}
}

// roundY is where the round's panel starts, under the standings.
func (h *Hub) roundY() float64 { return standY + 34 + float64(len(h.view.Players))*24 + 14 }

// nowY is where the list of decisions starts, under the round.
func (h *Hub) nowY() float64 {
	lines := 1
	if n := len(h.view.Rounds); n > 0 {
		r := h.view.Rounds[n-1]
		lines = len(r.Matches)
		if r.Bye >= 0 {
			lines++
		}
	}
	return h.roundY() + 34 + float64(lines)*22 + 14
}

// Draw implements scenes.Scene.
func (h *Hub) Draw(screen *ebiten.Image) {
	th, d := h.th, h.d
	th.Background(screen)
	th.ShadowText(screen, th.Fit(h.name, widget.Font{Size: 30, Bold: true}, 700*d.Scale), d.At(30, 42), widget.Font{Size: 30, Bold: true}, widget.Start, widget.Cream)
	th.ShadowText(screen, th.Fit(h.sub, widget.Font{Size: widget.Small, Italic: true}, 1060*d.Scale), d.At(32, 76), widget.Font{Size: widget.Small, Italic: true}, widget.Start, widget.Parchment)
	h.back.Draw(screen, th)
	if h.bannerFor > 0 && h.banner != "" {
		r := d.R(30, 92, 1220, 40)
		th.Painter.Panel(screen, r, th.Px(10), paint.Fill{Stops: []color.NRGBA{paint.Lighten(widget.Brass, 0.15), widget.Brass}, Gradient: paint.Vertical, Border: th.Px(2), BorderColor: widget.Ink})
		th.Text(screen, h.banner, r.Center(), widget.Font{Size: 20, Bold: true}, widget.Center, widget.Ink)
	}
	h.drawStandings(screen)
	h.drawRound(screen)
	h.drawNow(screen)
	for i := range h.tabs {
		h.tabs[i].Draw(screen, th)
	}
	switch h.tab {
	case tabDecks:
		h.decks.draw(screen, h)
	case tabPool:
		h.pool.draw(screen, th, d)
	case tabLog:
		h.drawLog(screen)
	}
	if h.msg != "" {
		th.Notice(screen, h.msg, d.R(480, 664, 770, 40), h.bad)
	}
	if h.tab == tabPool {
		h.pool.drawZoom(screen, th, d)
		h.pool.drawLists(screen, th)
	}
	if h.modal != nil {
		h.modal.draw(screen, th)
	}
}

// subtitle says the round, the target and the sets.
func (h *Hub) subtitle() string {
	v := h.view
	var in, out []string
	for _, s := range v.Sets {
		if s.InPool {
			in = append(in, s.Name)
		} else {
			out = append(out, s.Name)
		}
	}
	round := "building the first decks"
	if n := len(v.Rounds); n > 0 {
		round = fmt.Sprintf("round %d", n)
	}
	s := fmt.Sprintf("%s · first to %d points · in the pool: %s · %d decks in play of %d", widget.Capital(round), v.Target, strings.Join(in, ", "), v.InPlay, v.Limit)
	switch {
	case len(out) > 2: // a long saga: the next set and how many follow it
		s += fmt.Sprintf(" · still to come: %s, then %d more sets", out[0], len(out)-1)
	case len(out) > 0:
		s += " · still to come: " + strings.Join(out, ", ")
	}
	return s
}

// heading draws a column's heading.
func (h *Hub) heading(dst *ebiten.Image, text string, y float64) {
	th, d := h.th, h.d
	th.Text(dst, text, d.At(30, y), widget.Font{Size: widget.Small, Bold: true}, widget.Start, muted)
	th.Painter.Panel(dst, d.R(30, y+12, 430, 1.5), 0, paint.Flat(paint.Alpha(widget.Brass, 0.4)))
}

// drawStandings draws the players by score.
func (h *Hub) drawStandings(dst *ebiten.Image) {
	th, d, v := h.th, h.d, h.view
	h.heading(dst, "STANDINGS", standY)
	order := make([]int, len(v.Players))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return v.Players[order[i]].Score > v.Players[order[j]].Score })
	bye := -1
	if n := len(v.Rounds); n > 0 {
		bye = v.Rounds[n-1].Bye
	}
	for k, s := range order {
		p := v.Players[s]
		y := standY + 34 + float64(k)*24
		f := widget.Font{Size: 17, Bold: s == v.Winner}
		who := "computer"
		if h.person(s) {
			who = "person"
		}
		th.Text(dst, fmt.Sprintf("%d. %s", k+1, p.Name), d.At(34, y), f, widget.Start, widget.Cream)
		th.Text(dst, who, d.At(200, y), widget.Font{Size: 13, Italic: true}, widget.Start, muted)
		deck := "no deck yet"
		if p.Deck > 0 {
			deck = fmt.Sprintf("deck %d", p.Deck)
		}
		if s == bye {
			deck += " · bye"
		}
		th.Text(dst, deck, d.At(280, y), widget.Font{Size: 14}, widget.Start, muted)
		th.Text(dst, fmt.Sprintf("%d", p.Score), d.At(458, y), widget.Font{Size: 19, Bold: true}, widget.End, warmInk)
	}
}

// drawRound draws the round's matches and bye.
func (h *Hub) drawRound(dst *ebiten.Image) {
	th, d, v := h.th, h.d, h.view
	y := h.roundY()
	if len(v.Rounds) == 0 {
		h.heading(dst, "BEFORE THE FIRST ROUND", y)
		line, f := "Every player builds a deck, in seat order.", widget.Font{Size: 15}
		if v.FirstBye >= 0 && v.FirstBye < len(v.Players) {
			line = fmt.Sprintf("Decks are built in seat order; %s sits out round 1.", h.who(v.FirstBye))
		}
		th.Text(dst, th.Fit(line, f, 424*d.Scale), d.At(34, y+34), f, widget.Start, widget.Cream)
		return
	}
	r := v.Rounds[len(v.Rounds)-1]
	h.heading(dst, fmt.Sprintf("ROUND %d", r.Number), y)
	y += 34
	f := widget.Font{Size: 15}
	for i, m := range r.Matches {
		line := fmt.Sprintf("%s: %s (deck %d) v %s (deck %d)", league.MatchName(i), h.who(m.Seats[0]), m.Decks[0], h.who(m.Seats[1]), m.Decks[1])
		if len(m.Games) > 0 {
			line += " · " + matchScore(m, v.Players)
		}
		if m.Over {
			if m.Winner == league.Draw {
				line = fmt.Sprintf("%s: drawn between %s and %s", league.MatchName(i), h.who(m.Seats[0]), h.who(m.Seats[1]))
			} else {
				w, _ := m.Wins()
				line = fmt.Sprintf("%s: %s beat %s %d–%d", league.MatchName(i), h.who(m.Winner), h.who(m.Loser()), max(w[0], w[1]), min(w[0], w[1]))
				if m.Option != league.OptionNone {
					line += fmt.Sprintf(" · option %s", m.Option)
				}
			}
		}
		th.Text(dst, th.Fit(line, f, 430*d.Scale), d.At(34, y), f, widget.Start, widget.Cream)
		y += 22
	}
	if r.Bye >= 0 {
		th.Text(dst, fmt.Sprintf("%s sits out with a bye: +%d", h.who(r.Bye), league.ByePoints), d.At(34, y), widget.Font{Size: 15, Italic: true}, widget.Start, goodInk)
	}
}

// drawNow draws what the league waits for, with the people's buttons.
func (h *Hub) drawNow(dst *ebiten.Image) {
	th, d := h.th, h.d
	y := h.nowY()
	h.heading(dst, "NOW", y)
	y += 22
	for i := range h.rows[:h.nrows] {
		r := &h.rows[i]
		ink := color.Color(widget.Cream)
		if r.act == nil {
			ink = muted
		}
		paragraph(dst, th, r.text, d.At(34, y+10), 426*d.Scale, widget.Font{Size: 15, Bold: r.act != nil}, ink, 2)
		if r.act != nil {
			r.btn.Draw(dst, th)
		}
		y += nowH
	}
}

// drawLog draws the league's log, the newest line last.
func (h *Hub) drawLog(dst *ebiten.Image) {
	th, d := h.th, h.d
	log := h.sv.Log
	end := len(log) - h.logTop
	start := max(0, end-logShown)
	f := widget.Font{Size: 14}
	for i, l := range log[start:end] {
		ink := color.Color(widget.Cream)
		if strings.Contains(l, "joins the pool") {
			ink = warmInk
		}
		th.Text(dst, th.Fit(l, f, 770*d.Scale), d.At(482, 204+float64(i)*20), f, widget.Start, ink)
	}
	if len(log) > logShown {
		th.Text(dst, "the wheel scrolls back", d.At(1250, 660), widget.Font{Size: 13, Italic: true}, widget.End, muted)
	}
}
