package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// wanted are the effects the game asks for.
var wanted = []string{"attack", "block", "cast", "click", "damage", "destroy", "draw", "error",
	"land", "lifegain", "lose", "play", "scheme", "shuffle", "tap", "turn", "win"}

// frames decodes 16-bit stereo PCM into left and right samples in [-1, 1].
func frames(pcm []byte) (l, r []float64) {
	for i := 0; i+3 < len(pcm); i += 4 {
		l = append(l, float64(int16(binary.LittleEndian.Uint16(pcm[i:])))/32768)
		r = append(r, float64(int16(binary.LittleEndian.Uint16(pcm[i+2:])))/32768)
	}
	return l, r
}

func TestNames(t *testing.T) {
	if got := Names(); !slices.Equal(got, wanted) {
		t.Errorf("Names() = %q, want %q", got, wanted)
	}
	if _, ok := Generate("kazoo", SampleRate); ok {
		t.Error("an unknown sound was generated")
	}
	if _, ok := Generate("tap", 0); ok {
		t.Error("a sound was generated at rate 0")
	}
}

func TestEffectsAreWellFormed(t *testing.T) {
	for _, rate := range []int{44100, 48000} {
		for _, name := range wanted {
			pcm, ok := Generate(name, rate)
			if !ok {
				t.Fatalf("%s: not generated", name)
			}
			if len(pcm)%4 != 0 {
				t.Fatalf("%s: %d bytes is not whole stereo frames", name, len(pcm))
			}
			want := int(math.Round(effects[name].seconds * float64(rate)))
			l, r := frames(pcm)
			if len(l) != want {
				t.Errorf("%s at %d Hz: %d frames, want %d", name, rate, len(l), want)
			}
			if d := float64(len(l)) / float64(rate); d < 0.04 || d > 0.6 {
				t.Errorf("%s: lasts %.3f s, want 40–600 ms", name, d)
			}
			peak, sum, jump := 0.0, 0.0, 0.0
			for i := range l {
				for _, ch := range [][]float64{l, r} {
					peak = math.Max(peak, math.Abs(ch[i]))
					sum += ch[i] * ch[i]
					if i > 0 {
						jump = math.Max(jump, math.Abs(ch[i]-ch[i-1]))
					}
				}
			}
			rms := math.Sqrt(sum / float64(2*len(l)))
			if rms < 0.01 {
				t.Errorf("%s: nearly silent (RMS %.4f)", name, rms)
			}
			if peak > 0.985 {
				t.Errorf("%s: peak %.3f reaches full scale", name, peak)
			}
			if peak < 0.3 {
				t.Errorf("%s: peak %.3f is too quiet beside the others", name, peak)
			}
			// No clicks: the sound starts and ends at silence and never
			// leaps from one sample to the next.
			n := len(l)
			for _, i := range []int{0, 1, 2, n - 3, n - 2, n - 1} {
				if math.Abs(l[i]) > 0.01 || math.Abs(r[i]) > 0.01 {
					t.Errorf("%s: sample %d of %d is %.3f/%.3f, not near silence", name, i, n, l[i], r[i])
				}
			}
			if jump > 0.5 {
				t.Errorf("%s: a jump of %.3f between two samples", name, jump)
			}
		}
	}
}

func TestEffectsAreDeterministic(t *testing.T) {
	for _, name := range wanted {
		a, _ := Generate(name, SampleRate)
		b, _ := Generate(name, SampleRate)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two generations differ", name)
		}
	}
	a, _ := Generate("tap", SampleRate)
	b, _ := Generate("click", SampleRate)
	if bytes.Equal(a[:min(len(a), len(b))], b[:min(len(a), len(b))]) {
		t.Error("two sounds are the same")
	}
}

// A player that found no device ignores every play.
func TestSilentPlayer(t *testing.T) {
	p := &Player{last: map[string]int64{}}
	p.start(nil, func() bool { return false })
	if p.Ready() {
		t.Fatal("a player without a device is ready")
	}
	for _, name := range append(wanted, "kazoo", "") {
		p.Play(name)
	}
	if len(p.voices) != 0 {
		t.Errorf("a silent player has %d voices", len(p.voices))
	}
	// New itself, on this machine whatever its devices.
	q := New(func() float64 { return 0.5 })
	for _, name := range wanted {
		q.Play(name)
	}
}

// With an audio context, Play starts one voice per sound per tick, at the
// volume read then, and none at volume zero.
func TestPlayerVoices(t *testing.T) {
	ctx := audio.CurrentContext()
	if ctx == nil {
		ctx = audio.NewContext(SampleRate)
	}
	vol := 0.25
	p := &Player{volume: func() float64 { return vol }, last: map[string]int64{}}
	p.start(ctx, nil)
	if !p.Ready() || len(p.pcm) != len(wanted) {
		t.Fatalf("ready %v with %d effects", p.Ready(), len(p.pcm))
	}
	p.Play("tap")
	p.Play("tap")
	p.Play("kazoo")
	if len(p.voices) != 1 {
		t.Fatalf("two plays of one sound in one tick made %d voices", len(p.voices))
	}
	if v := p.voices[0].Volume(); math.Abs(v-0.25) > 1e-9 {
		t.Errorf("voice volume %v, want 0.25", v)
	}
	p.Play("click")
	if len(p.voices) != 2 {
		t.Errorf("a second sound made %d voices in all, want 2", len(p.voices))
	}
	vol = 0
	p.Play("draw")
	if len(p.voices) != 2 {
		t.Error("a sound started at volume zero")
	}
	vol = 1
	clear(p.last)
	for range 3 * maxVoices {
		clear(p.last)
		p.Play("draw")
	}
	if len(p.voices) > maxVoices {
		t.Errorf("%d voices at once, at most %d allowed", len(p.voices), maxVoices)
	}
}
