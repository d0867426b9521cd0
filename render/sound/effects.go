package sound

import (
	"math"
	"sort"
)

// An effect is one named sound: how long it lasts, how loud its peak is
// (a fraction of full scale) and how it is made. The set shares one
// palette: filtered noise for paper and felt, low sines for the wooden
// table, soft bells for the game's own signals.
type effect struct {
	seconds float64
	peak    float64
	make    func(s *synth)
}

// effects are every sound by name.
var effects = map[string]effect{
	"draw":     {0.22, 0.45, makeDraw},
	"play":     {0.16, 0.6, makePlay},
	"land":     {0.26, 0.7, makeLand},
	"tap":      {0.06, 0.45, makeTap},
	"cast":     {0.46, 0.45, makeCast},
	"damage":   {0.24, 0.75, makeDamage},
	"lifegain": {0.52, 0.4, makeLifegain},
	"attack":   {0.3, 0.5, makeAttack},
	"block":    {0.16, 0.6, makeBlock},
	"destroy":  {0.56, 0.6, makeDestroy},
	"win":      {0.6, 0.45, makeWin},
	"lose":     {0.6, 0.45, makeLose},
	"click":    {0.04, 0.35, makeClick},
	"error":    {0.26, 0.4, makeError},
	"shuffle":  {0.56, 0.45, makeShuffle},
	"turn":     {0.6, 0.35, makeTurn},
	"scheme":   {0.6, 0.55, makeScheme},
}

// Names returns the names of every sound, sorted.
func Names() []string {
	out := make([]string, 0, len(effects))
	for n := range effects {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Generate returns the sound name as 16-bit little-endian stereo PCM at
// the given sample rate, and false for an unknown name. The same name and
// rate always give the same bytes.
func Generate(name string, rate int) ([]byte, bool) {
	e, ok := effects[name]
	if !ok || rate <= 0 {
		return nil, false
	}
	s := newSynth(rate, e.seconds, seedOf(name))
	e.make(s)
	return s.finish(e.peak), true
}

// seedOf hashes a name (FNV-1a) into a seed.
func seedOf(name string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(name); i++ {
		h ^= uint64(name[i])
		h *= 1099511628211
	}
	return h
}

// makeDraw: a card sliding off the deck, paper on felt.
func makeDraw(s *synth) {
	v := s.noise(s.samples(0.2))
	s.sweep(v, bandPass, 0.9, expGlide(3200, 1400))
	// friction: a slow random flutter in the level
	var f filter
	for i := range v {
		v[i] *= 0.6 + 0.8*math.Abs(f.step(s.between(-1, 1), 35, 0.7, s.rate, lowPass))*3
	}
	s.mixPanned(swell(v, 0.3), 0.005, 1, func(t float64) float64 { return 0.3 - 0.5*t })
}

// makePlay: a card laid down on the table, a papery slap over a soft
// knock of wood.
func makePlay(s *synth) {
	slap := s.pluck(s.noise(s.samples(0.08)), 0.001, 0.014)
	s.fixed(slap, lowPass, 0.7, 2600)
	s.mix(slap, 0.002, 0.8, 0)
	body := s.pluck(s.tone(0.15, 150, 110, 0.05, partial{1, 1, 0.045}, partial{2.3, 0.3, 0.02}), 0.002, 1e9)
	s.mix(body, 0.002, 0.9, 0)
}

// makeLand: a soft, low thud.
func makeLand(s *synth) {
	body := s.pluck(s.tone(0.25, 95, 55, 0.12, partial{1, 1, 0.08}, partial{2, 0.2, 0.04}), 0.003, 1e9)
	s.mix(body, 0.002, 1, 0)
	dust := s.pluck(s.noise(s.samples(0.1)), 0.002, 0.03)
	s.fixed(dust, lowPass, 0.7, 500)
	s.mix(dust, 0.002, 1.2, 0)
}

// makeTap: a short wooden click as a land turns.
func makeTap(s *synth) {
	v := s.pluck(s.tone(0.055, 950, 900, 0.02, partial{1, 1, 0.012}, partial{2.35, 0.45, 0.006}), 0.0008, 1e9)
	s.mix(v, 0.001, 1, 0.1)
	click := s.pluck(s.noise(s.samples(0.01)), 0.0005, 0.002)
	s.fixed(click, bandPass, 1, 3000)
	s.mix(click, 0.001, 0.8, 0.1)
}

// makeCast: an airy whoosh rising, with a faint shimmer.
func makeCast(s *synth) {
	air := s.noise(s.samples(0.45))
	s.sweep(air, bandPass, 1.4, expGlide(350, 2600))
	s.mixPanned(swell(air, 0.6), 0.005, 1, func(t float64) float64 { return -0.5 + t })
	shim := s.tone(0.4, 1320, 1760, 0.4, partial{1, 1, 0}, partial{1.5, 0.5, 0})
	for i := range shim {
		shim[i] *= 0.5 + 0.5*math.Sin(2*math.Pi*11*float64(i)/s.rate)
	}
	s.mix(swell(shim, 0.7), 0.04, 0.06, 0)
}

// makeDamage: a hit, a thump with its pitch falling.
func makeDamage(s *synth) {
	body := s.pluck(s.tone(0.23, 140, 48, 0.09, partial{1, 1, 0.07}, partial{2, 0.25, 0.03}), 0.002, 1e9)
	for i := range body {
		body[i] = math.Tanh(1.6 * body[i])
	}
	s.mix(body, 0.002, 1, 0)
	hit := s.pluck(s.noise(s.samples(0.08)), 0.001, 0.022)
	s.fixed(hit, lowPass, 0.8, 1300)
	s.mix(hit, 0.002, 0.9, 0)
}

// makeLifegain: a gentle chime rising through a major triad.
func makeLifegain(s *synth) {
	for i, f := range []float64{1046.5, 1318.5, 1568} {
		s.mix(s.bell(f, 0.52-0.08*float64(i), 0.16), 0.005+0.08*float64(i), 0.5, -0.25+0.25*float64(i))
	}
}

// makeAttack: a swoosh, quicker than a cast, sweeping up and back down.
func makeAttack(s *synth) {
	air := s.noise(s.samples(0.29))
	s.sweep(air, bandPass, 2, func(t float64) float64 {
		return 500 * math.Pow(3.6, math.Sin(math.Pi*t))
	})
	s.mixPanned(swell(air, 0.4), 0.005, 1, func(t float64) float64 { return 0.6 - 1.2*t })
}

// makeBlock: a knock on wood.
func makeBlock(s *synth) {
	v := s.pluck(s.tone(0.15, 200, 190, 0.02,
		partial{1, 1, 0.04}, partial{2.05, 0.5, 0.025}, partial{3.9, 0.25, 0.012}), 0.001, 1e9)
	s.mix(v, 0.002, 1, 0)
	click := s.pluck(s.noise(s.samples(0.02)), 0.0005, 0.003)
	s.fixed(click, lowPass, 0.7, 2200)
	s.mix(click, 0.002, 0.7, 0)
}

// makeDestroy: a crumble falling away, grains of grit over a sinking tone.
func makeDestroy(s *synth) {
	low := s.pluck(s.tone(0.5, 240, 70, 0.45, partial{1, 1, 0.2}, partial{1.5, 0.3, 0.12}), 0.004, 1e9)
	s.mix(low, 0.003, 0.5, 0)
	for range 38 {
		at := 0.52 * math.Pow(s.rng.Float64(), 1.7)
		g := s.pluck(s.noise(s.samples(s.between(0.006, 0.02))), 0.0008, s.between(0.002, 0.006))
		s.fixed(g, bandPass, 1.2, s.between(700, 2400)*(1-0.5*at))
		s.mix(g, at+0.004, s.between(0.4, 1)*(1-0.8*at), s.between(-0.5, 0.5))
	}
}

// notes plays bells of the given frequencies one after another.
func (s *synth) notes(freqs []float64, step, last, decay, gain float64) {
	for i, f := range freqs {
		d := step * 1.6
		if i == len(freqs)-1 {
			d = last
		}
		s.mix(s.bell(f, d, decay), 0.004+step*float64(i), gain, 0)
	}
}

// makeWin: a short rising jingle, C E G C.
func makeWin(s *synth) {
	s.notes([]float64{523.25, 659.25, 783.99, 1046.5}, 0.1, 0.28, 0.14, 0.6)
	// a sparkle over the last note
	s.mix(s.bell(2093, 0.2, 0.06), 0.31, 0.12, 0.3)
}

// makeLose: a short falling phrase in a minor key, G E♭ C, the last note
// sagging.
func makeLose(s *synth) {
	for i, f := range []float64{392, 311.13} {
		s.mix(s.bell(f, 0.25, 0.12), 0.004+0.15*float64(i), 0.6, 0)
	}
	last := s.pluck(s.tone(0.29, 261.63, 246.94, 0.25, partial{1, 1, 0.14}, partial{2, 0.2, 0.06}, partial{3, 0.06, 0.04}), 0.006, 1e9)
	s.mix(last, 0.305, 0.6, 0)
}

// makeClick: a light tick for buttons.
func makeClick(s *synth) {
	v := s.pluck(s.tone(0.035, 2100, 2100, 0, partial{1, 1, 0.005}, partial{1.9, 0.3, 0.003}), 0.0005, 1e9)
	s.mix(v, 0.001, 1, 0)
	n := s.pluck(s.noise(s.samples(0.006)), 0.0003, 0.0012)
	s.fixed(n, highPass, 0.7, 2500)
	s.mix(n, 0.001, 0.4, 0)
}

// makeError: a soft, low buzz with a slow beat.
func makeError(s *synth) {
	n := s.samples(0.25)
	v := make([]float64, n)
	for _, f := range []float64{140, 146} {
		for k := 1; k <= 6; k++ {
			amp := 1 / math.Pow(float64(k), 1.4)
			for i := range v {
				v[i] += amp * math.Sin(2*math.Pi*f*float64(k)*float64(i)/s.rate)
			}
		}
	}
	s.fixed(v, lowPass, 0.7, 900)
	for i := range v {
		t := float64(i) / s.rate
		v[i] *= math.Min(1, t/0.015) * math.Min(1, (0.25-t)/0.05)
	}
	s.mix(v, 0.003, 1, 0)
}

// makeShuffle: a riffle, a quick run of card flicks settling at the end.
func makeShuffle(s *synth) {
	t := 0.01
	side := 1.0
	for t < 0.46 {
		g := s.pluck(s.noise(s.samples(0.008)), 0.0004, s.between(0.0015, 0.003))
		s.fixed(g, bandPass, 1.5, s.between(2200, 4200))
		level := s.between(0.5, 1) * (0.6 + 0.4*math.Sin(math.Pi*t/0.46))
		s.mix(g, t, level, 0.35*side)
		side = -side
		t += s.between(0.007, 0.013) * (1 + 0.6*t)
	}
	settle := s.pluck(s.noise(s.samples(0.07)), 0.002, 0.018)
	s.fixed(settle, lowPass, 0.7, 1500)
	s.mix(settle, 0.475, 0.8, 0)
	s.mix(s.pluck(s.tone(0.07, 150, 120, 0.03, partial{1, 1, 0.025}), 0.002, 1e9), 0.475, 0.5, 0)
}

// makeTurn: one soft bell.
func makeTurn(s *synth) {
	s.mix(s.tone(0.59, 659.25, 659.25, 0,
		partial{1, 1, 0.22}, partial{2.32, 0.35, 0.1}, partial{4.25, 0.12, 0.05}, partial{0.5, 0.15, 0.3}), 0.004, 1, 0)
	s.pluck(s.l, 0.004, 1e9)
	s.pluck(s.r, 0.004, 1e9)
}

// makeScheme: a scheme set in motion, the villain's signal: a low gong
// sliding down, a dark minor bell pair over it and a rumble of air.
func makeScheme(s *synth) {
	gong := s.pluck(s.tone(0.58, 98, 87.3, 0.5, partial{1, 1, 0.5}, partial{2.76, 0.35, 0.25}, partial{5.4, 0.12, 0.1}), 0.01, 1e9)
	s.mix(gong, 0.004, 0.8, 0)
	s.mix(s.bell(311.13, 0.45, 0.2), 0.05, 0.35, -0.3)
	s.mix(s.bell(207.65, 0.4, 0.22), 0.18, 0.4, 0.3)
	air := s.noise(s.samples(0.56))
	s.sweep(air, lowPass, 0.8, expGlide(900, 180))
	s.mix(swell(air, 0.35), 0.004, 0.25, 0)
}
