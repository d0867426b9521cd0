package table

import (
	"math"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// sprite is where a card is drawn now; each tick it eases toward where the
// layout puts it, so every move, tap and attack animates.
type sprite struct {
	live   bool // laid out this version
	pos    geom.Vec
	width  float64
	angle  float64
	alpha  float64 // 0–1 opacity while fading in
	shake  float64 // ticks of shaking left (damage)
	flash  float64 // ticks of red flash left
	moving bool
	// delay holds the sprite hidden where it is for that many more ticks
	// (a card of the draft band waiting for its turn to come in).
	delay float64
	// born marks a card new to the table at the last relayout.
	born bool
}

// motion holds the sprites by object and the short-lived effects.
type motion struct {
	sprites []sprite // by ObjID
	pops    []pop
	ghosts  []ghost    // cards of the draft band that came and went (draftanim.go)
	lives   []lifeShow // by seat
	toast   string
	toastT  float64
	busy    bool
	// pin holds a card that was just dropped where it was let go, while
	// the controller finishes playing it (paying, choosing a target), so
	// it does not fly back to the hand first; pinT counts down.
	pin     rules.ObjID
	pinZone rules.Zone
	pinT    float64
}

// pinAt keeps obj (laid out in zone z) where it is for a while.
func (m *motion) pinAt(obj rules.ObjID, z rules.Zone) {
	m.pin, m.pinZone, m.pinT = obj, z, 90
}

// clearOfDrop moves obj's sprite, just let go over the table, forward
// along its way to where the layout puts it until it covers no seat's
// plate and not the attacker it blocks: a creature dropped on a player
// to attack them leaves their name and life at once, one dropped on an
// attacker to block it steps in front of it, and each flies on to its
// lane from there.
func (m *motion) clearOfDrop(t *layout.Table, obj rules.ObjID) {
	c := t.CardOf(obj)
	if c == nil {
		return
	}
	var attacker geom.Rect
	if a := m.spriteOf(c.Blocking); c.Blocking != rules.NoObj && a != nil {
		attacker = spriteRect(a.pos, a.width, a.angle)
	}
	sp := m.sprite(obj)
	from := sp.pos
	const steps = 48
	for i := 0; i <= steps; i++ {
		at := from.Lerp(c.Center, float64(i)/steps)
		r := spriteRect(at, sp.width, sp.angle)
		if !coversPlate(t, r) && !covers(r, attacker) {
			sp.pos = at
			return
		}
	}
	sp.pos = c.Center
}

// spriteRect is the rectangle a card w wide at angle covers around at.
func spriteRect(at geom.Vec, w, angle float64) geom.Rect {
	h := w * 7 / 5
	if math.Abs(math.Sin(angle)) > math.Sqrt2/2 {
		w, h = h, w
	}
	return geom.Centered(at, w, h)
}

// coversPlate reports whether r covers some seat's plate.
func coversPlate(t *layout.Table, r geom.Rect) bool {
	for i := range t.Seats {
		if covers(r, t.Seats[i].Plate) {
			return true
		}
	}
	return false
}

// covers reports whether r and o share more than a pixel.
func covers(r, o geom.Rect) bool {
	i := r.Intersect(o)
	return !i.Empty() && i.W()*i.H() > 1
}

// pop is a number rising from where damage or life change happened.
type pop struct {
	at    geom.Vec
	label string
	good  bool
	t     float64 // ticks left
}

// lifeShow is the life total as shown: it counts toward the real one and
// flashes green or red while it changes.
type lifeShow struct {
	shown  float64
	target int
	flash  float64 // ticks left
	gain   bool
	set    bool
}

// popTicks is how long a pop lives.
const popTicks = 60

// sprite returns the sprite of obj, growing the table as needed.
func (m *motion) sprite(obj rules.ObjID) *sprite {
	for int(obj) >= len(m.sprites) {
		m.sprites = append(m.sprites, sprite{})
	}
	return &m.sprites[obj]
}

// spriteOf returns the sprite of obj if it is live, else nil.
func (m *motion) spriteOf(obj rules.ObjID) *sprite {
	if obj < 0 || int(obj) >= len(m.sprites) || !m.sprites[obj].live {
		return nil
	}
	return &m.sprites[obj]
}

// relayout marks which sprites the new layout holds; a card new to the
// table starts from where it most likely came from (its owner's library
// when it comes to the hand, the owner's hand when it comes to the stack
// or the battlefield) and fades in.
func (m *motion) relayout(t *layout.Table, animate bool) {
	for i := range m.sprites {
		m.sprites[i].live = false
	}
	for i := range t.Cards {
		c := &t.Cards[i]
		sp := m.sprite(c.Obj)
		was := sp.width > 0
		sp.live, sp.born = true, !was
		if was && animate {
			continue
		}
		sp.delay = 0
		sp.pos, sp.width, sp.angle, sp.alpha = c.Center, c.Width, c.Angle, 1
		if !animate {
			continue
		}
		if c.Zone == rules.ZoneRow {
			sp.pos, sp.width = t.Draft.Library.Center(), t.Draft.Library.W()
		}
		st := t.SeatOf(c.Seat)
		if st == nil {
			continue
		}
		switch c.Zone {
		case rules.ZoneHand:
			sp.pos, sp.width = st.Library.Center(), st.PileWidth
		case rules.ZoneStack, rules.ZoneBattlefield:
			if !st.Viewer {
				sp.pos, sp.width = st.Hand.Center(), st.Hand.H()*5/7
			}
		}
		sp.alpha = 0.2
	}
	for i := range m.sprites {
		if !m.sprites[i].live {
			m.sprites[i].width = 0
		}
	}
	if c := t.CardOf(m.pin); c == nil || c.Zone != m.pinZone {
		m.pin = rules.NoObj
	}
}

// step moves every sprite toward its laid-out place by one tick at the
// given speed (0: at once) and ages the effects. It reports whether any
// card is still moving.
func (m *motion) step(t *layout.Table, speed float64, skip rules.ObjID) bool {
	k := 1.0
	if speed > 0 {
		k = 1 - math.Exp(-0.16*speed)
	}
	busy := false
	eps := 0.6 * t.Scale
	for i := range t.Cards {
		c := &t.Cards[i]
		sp := &m.sprites[c.Obj]
		if c.Obj == skip || c.Obj == m.pin {
			continue
		}
		if sp.delay > 0 {
			sp.delay -= max(speed, 0.25)
			sp.moving, busy = true, true
			continue
		}
		sp.pos = sp.pos.Lerp(c.Center, k)
		sp.width += (c.Width - sp.width) * k
		sp.angle += (c.Angle - sp.angle) * k
		sp.alpha += (1 - sp.alpha) * k
		if sp.pos.Dist(c.Center) < eps && math.Abs(sp.width-c.Width) < eps && math.Abs(sp.angle-c.Angle) < 0.01 {
			sp.pos, sp.width, sp.angle, sp.alpha = c.Center, c.Width, c.Angle, 1
			sp.moving = false
		} else {
			sp.moving = true
			busy = true
		}
		if sp.shake > 0 {
			sp.shake--
		}
		if sp.flash > 0 {
			sp.flash--
		}
	}
	dt := 1.0
	if speed > 0 {
		dt = speed
	} else {
		dt = popTicks
	}
	if len(m.ghosts) > 0 && m.stepGhosts(max(speed, 0.25)) {
		busy = true
	}
	n := 0
	for _, p := range m.pops {
		p.t -= dt
		if p.t > 0 {
			m.pops[n] = p
			n++
		}
	}
	m.pops = m.pops[:n]
	for i := range m.lives {
		l := &m.lives[i]
		d := float64(l.target) - l.shown
		if speed <= 0 || math.Abs(d) < 0.05 {
			l.shown = float64(l.target)
		} else {
			l.shown += math.Copysign(max(math.Abs(d)*0.08*speed, 0.05*speed), d)
			if (d > 0) != (float64(l.target)-l.shown > 0) {
				l.shown = float64(l.target)
			}
		}
		if l.flash > 0 {
			l.flash -= max(dt, 1)
		}
	}
	if m.toastT > 0 {
		m.toastT--
	}
	if m.pinT--; m.pinT <= 0 {
		m.pin = rules.NoObj
	}
	m.busy = busy
	return busy
}

// settle ends every staged move at once: ghosts gone, held sprites free.
func (m *motion) settle() {
	m.ghosts = m.ghosts[:0]
	for i := range m.sprites {
		m.sprites[i].delay = 0
	}
}

// setLives records the life totals of the view; the first time they are
// shown at once.
func (m *motion) setLives(v *rules.View) {
	for _, p := range v.Players {
		for int(p.Seat) >= len(m.lives) {
			m.lives = append(m.lives, lifeShow{})
		}
		l := &m.lives[p.Seat]
		if !l.set {
			l.shown, l.set = float64(p.Life), true
		} else if p.Life != l.target {
			l.flash, l.gain = 70, p.Life > l.target
		}
		l.target = p.Life
	}
}

// addPop starts a pop at p.
func (m *motion) addPop(at geom.Vec, label string, good bool) {
	m.pops = append(m.pops, pop{at: at, label: label, good: good, t: popTicks})
}

// say shows a short message for about two seconds.
func (m *motion) say(s string) {
	m.toast, m.toastT = s, 130
}
