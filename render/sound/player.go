package sound

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
)

// SampleRate is the rate of the audio context a Player makes when the
// program has none yet.
const SampleRate = 44100

// maxVoices is how many effects may sound at once; a play beyond it is
// dropped.
const maxVoices = 12

// Player plays the effects. Make one with New and call Play from the UI
// goroutine; Play never blocks and never fails.
//
// Ebitengine ends the game with an error when an audio context cannot
// reach a sound device, so a Player makes its context only after finding a
// device the way Ebitengine's backend looks for one (on Linux and BSD: a
// PulseAudio server or an ALSA playback device). Without one, or until
// the search is done, Play does nothing. If the program already has an
// audio context, the Player uses it as it is.
type Player struct {
	volume func() float64

	mu     sync.Mutex
	ctx    *audio.Context // nil while silent
	pcm    map[string][]byte
	voices []*audio.Player
	last   map[string]int64 // the tick each sound last started
}

// New returns a player reading its volume (0–1) from volume at each Play;
// a nil volume means full volume. New returns at once: it looks for a
// sound device and synthesises the effects on another goroutine.
func New(volume func() float64) *Player {
	p := &Player{volume: volume, last: map[string]int64{}}
	go p.start(audio.CurrentContext(), probeDevice)
	return p
}

// start makes (or adopts) the audio context and the effects' samples.
func (p *Player) start(ctx *audio.Context, probe func() bool) {
	if ctx == nil {
		if !probe() {
			return
		}
		ctx = newContext()
		if ctx == nil {
			return
		}
	}
	pcm := make(map[string][]byte, len(effects))
	for name := range effects {
		pcm[name], _ = Generate(name, ctx.SampleRate())
	}
	p.mu.Lock()
	p.ctx, p.pcm = ctx, pcm
	p.mu.Unlock()
}

// newContext makes the program's audio context, or adopts the one made
// meanwhile by someone else (NewContext panics on a second context).
func newContext() (ctx *audio.Context) {
	defer func() {
		if recover() != nil {
			ctx = audio.CurrentContext()
		}
	}()
	if c := audio.CurrentContext(); c != nil {
		return c
	}
	return audio.NewContext(SampleRate)
}

// Ready reports whether the player has a sound device and its effects, so
// that Play makes a sound.
func (p *Player) Ready() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.ctx != nil
}

// Play starts the effect name. Unknown names, a silent player and zero
// volume do nothing; a sound already started in the same tick is not
// started again.
func (p *Player) Play(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx == nil {
		return
	}
	pcm, ok := p.pcm[name]
	if !ok {
		return
	}
	vol := 1.0
	if p.volume != nil {
		vol = min(1, max(0, p.volume()))
	}
	if vol == 0 {
		return
	}
	tick := ebiten.Tick()
	if t, ok := p.last[name]; ok && t == tick {
		return
	}
	p.last[name] = tick
	p.reap()
	if len(p.voices) >= maxVoices {
		return
	}
	v := p.ctx.NewPlayerFromBytes(pcm)
	v.SetVolume(vol)
	v.Play()
	p.voices = append(p.voices, v)
}

// reap drops the voices that have finished (Ebitengine releases a player
// once it is unreachable).
func (p *Player) reap() {
	kept := p.voices[:0]
	for _, v := range p.voices {
		if v.IsPlaying() {
			kept = append(kept, v)
		}
	}
	clear(p.voices[len(kept):])
	p.voices = kept
}
