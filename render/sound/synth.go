package sound

import (
	"math"
	"math/rand/v2"
)

// synth builds one stereo effect as float samples in [-1, 1]. Every
// effect has its own seeded random source, so the same effect always gives
// the same samples.
type synth struct {
	rate float64
	l, r []float64
	rng  *rand.Rand
}

func newSynth(rate int, seconds float64, seed uint64) *synth {
	n := int(math.Round(seconds * float64(rate)))
	return &synth{
		rate: float64(rate),
		l:    make([]float64, n),
		r:    make([]float64, n),
		rng:  rand.New(rand.NewPCG(seed, seed^0x5bd1e995)),
	}
}

// between returns a random number in [lo, hi).
func (s *synth) between(lo, hi float64) float64 { return lo + s.rng.Float64()*(hi-lo) }

// samples returns how many samples last d seconds.
func (s *synth) samples(d float64) int { return max(1, int(math.Round(d*s.rate))) }

// mix adds a mono voice starting at second at, scaled by gain and placed
// by pan (-1 left, 0 centre, 1 right) with constant power.
func (s *synth) mix(v []float64, at, gain, pan float64) {
	start := int(math.Round(at * s.rate))
	a := (pan + 1) * math.Pi / 4
	gl, gr := gain*math.Cos(a)*math.Sqrt2, gain*math.Sin(a)*math.Sqrt2
	for i, x := range v {
		j := start + i
		if j < 0 {
			continue
		}
		if j >= len(s.l) {
			break
		}
		s.l[j] += x * gl
		s.r[j] += x * gr
	}
}

// mixPanned adds a mono voice whose pan moves along pan(t), t in [0, 1]
// over the voice.
func (s *synth) mixPanned(v []float64, at, gain float64, pan func(t float64) float64) {
	start := int(math.Round(at * s.rate))
	for i, x := range v {
		j := start + i
		if j < 0 || j >= len(s.l) {
			continue
		}
		a := (pan(float64(i)/float64(len(v))) + 1) * math.Pi / 4
		s.l[j] += x * gain * math.Cos(a) * math.Sqrt2
		s.r[j] += x * gain * math.Sin(a) * math.Sqrt2
	}
}

// noise returns n samples of white noise in [-1, 1).
func (s *synth) noise(n int) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = 2*s.rng.Float64() - 1
	}
	return v
}

// tone returns d seconds of a sine whose frequency glides exponentially
// from f0 to f1 over glide seconds (then holds), with the given partials:
// each a frequency ratio, an amplitude and a decay time constant in
// seconds (0 for none).
func (s *synth) tone(d, f0, f1, glide float64, partials ...partial) []float64 {
	n := s.samples(d)
	v := make([]float64, n)
	for _, p := range partials {
		phase := 0.0
		for i := range v {
			t := float64(i) / s.rate
			f := f0
			if glide > 0 && f1 != f0 {
				f = f0 * math.Pow(f1/f0, math.Min(1, t/glide))
			}
			phase += 2 * math.Pi * f * p.ratio / s.rate
			a := p.amp
			if p.decay > 0 {
				a *= math.Exp(-t / p.decay)
			}
			v[i] += a * math.Sin(phase)
		}
	}
	return v
}

// partial is one sine of a tone.
type partial struct{ ratio, amp, decay float64 }

// pluck returns an envelope over n samples: a linear rise over attack
// seconds, then an exponential decay with time constant decay.
func (s *synth) pluck(v []float64, attack, decay float64) []float64 {
	for i := range v {
		t := float64(i) / s.rate
		e := math.Exp(-math.Max(0, t-attack) / decay)
		if t < attack {
			e = t / attack
		}
		v[i] *= e
	}
	return v
}

// swell shapes v with a smooth bump: it rises to its peak at the fraction
// peak of its length and falls back to zero.
func swell(v []float64, peak float64) []float64 {
	n := float64(len(v))
	for i := range v {
		t := float64(i) / n
		var e float64
		if t < peak {
			e = math.Sin(math.Pi / 2 * t / peak)
		} else {
			e = math.Cos(math.Pi / 2 * (t - peak) / (1 - peak))
		}
		v[i] *= e * e
	}
	return v
}

// filter is a state-variable filter (the trapezoidal form, stable while
// its cutoff moves).
type filter struct{ ic1, ic2 float64 }

// filterMode picks the output of a filter.
type filterMode uint8

const (
	lowPass filterMode = iota
	bandPass
	highPass
)

// step filters one sample at cutoff fc (Hz) and resonance q.
func (f *filter) step(x, fc, q, rate float64, mode filterMode) float64 {
	fc = math.Min(fc, rate*0.45)
	g := math.Tan(math.Pi * fc / rate)
	k := 1 / q
	a1 := 1 / (1 + g*(g+k))
	a2 := g * a1
	a3 := g * a2
	v3 := x - f.ic2
	v1 := a1*f.ic1 + a2*v3
	v2 := f.ic2 + a2*f.ic1 + a3*v3
	f.ic1 = 2*v1 - f.ic1
	f.ic2 = 2*v2 - f.ic2
	switch mode {
	case bandPass:
		return v1
	case highPass:
		return x - k*v1 - v2
	}
	return v2
}

// sweep filters v in place with a cutoff that follows fc(t), t in [0, 1]
// over v.
func (s *synth) sweep(v []float64, mode filterMode, q float64, fc func(t float64) float64) []float64 {
	var f filter
	n := float64(len(v))
	for i, x := range v {
		v[i] = f.step(x, fc(float64(i)/n), q, s.rate, mode)
	}
	return v
}

// fixed filters v in place at one cutoff.
func (s *synth) fixed(v []float64, mode filterMode, q, fc float64) []float64 {
	return s.sweep(v, mode, q, func(float64) float64 { return fc })
}

// expGlide returns a function moving exponentially from a to b as t goes
// from 0 to 1.
func expGlide(a, b float64) func(t float64) float64 {
	return func(t float64) float64 { return a * math.Pow(b/a, t) }
}

// bell returns a soft bell note of frequency f lasting d seconds: a few
// slightly inharmonic partials, the high ones dying first.
func (s *synth) bell(f, d, decay float64) []float64 {
	v := s.tone(d, f, f, 0,
		partial{1, 1, decay},
		partial{2.01, 0.32, decay * 0.45},
		partial{3.02, 0.1, decay * 0.25},
		partial{4.17, 0.05, decay * 0.15},
	)
	return s.pluck(v, 0.004, 1e9)
}

// finish turns the effect into 16-bit little-endian stereo PCM. It scales
// the loudest sample to peak (a fraction of full scale), rounds the peaks
// softly, and fades the first and last few milliseconds so the sound
// starts and ends at silence.
func (s *synth) finish(peak float64) []byte {
	top := 0.0
	for i := range s.l {
		top = math.Max(top, math.Max(math.Abs(s.l[i]), math.Abs(s.r[i])))
	}
	k := 0.0
	if top > 0 {
		k = peak / top
	}
	n := len(s.l)
	in, out := s.samples(0.002), s.samples(0.006)
	buf := make([]byte, 4*n)
	for i := range n {
		g := k
		if i < in {
			g *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(in))
		}
		if rest := n - 1 - i; rest < out {
			g *= 0.5 - 0.5*math.Cos(math.Pi*float64(rest)/float64(out))
		}
		for c, x := range [2]float64{s.l[i], s.r[i]} {
			y := int16(math.Round(32767 * soft(x*g)))
			buf[4*i+2*c] = byte(y)
			buf[4*i+2*c+1] = byte(uint16(y) >> 8)
		}
	}
	return buf
}

// soft is a gentle limiter: the identity below 0.8, easing towards ±0.98.
func soft(x float64) float64 {
	const knee, ceil = 0.8, 0.98
	a := math.Abs(x)
	if a <= knee {
		return x
	}
	y := knee + (ceil-knee)*math.Tanh((a-knee)/(ceil-knee))
	return math.Copysign(y, x)
}
