// Command soundcheck writes every sound effect of package sound as a WAV
// file, so a person can listen to them:
//
//	go run ./cmd/soundcheck -out /tmp/sounds
//
// It writes one file per effect (draw.wav, play.wav, …) and all.wav with
// every effect in turn, half a second apart.
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/kitchentable/kitchentable/render/sound"
)

func main() {
	out := flag.String("out", ".", "the folder to write the WAV files in")
	rate := flag.Int("rate", sound.SampleRate, "sample rate in Hz")
	flag.Parse()
	if err := run(*out, *rate); err != nil {
		fmt.Fprintln(os.Stderr, "soundcheck:", err)
		os.Exit(1)
	}
}

func run(dir string, rate int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	gap := make([]byte, 4*rate/2)
	var all []byte
	for _, name := range sound.Names() {
		pcm, _ := sound.Generate(name, rate)
		if err := writeWAV(filepath.Join(dir, name+".wav"), pcm, rate); err != nil {
			return err
		}
		fmt.Printf("%-9s %4d ms\n", name, len(pcm)/4*1000/rate)
		all = append(append(all, pcm...), gap...)
	}
	return writeWAV(filepath.Join(dir, "all.wav"), all, rate)
}

// writeWAV writes 16-bit stereo PCM as a RIFF WAVE file.
func writeWAV(path string, pcm []byte, rate int) error {
	h := make([]byte, 0, 44)
	u32 := func(v int) { h = binary.LittleEndian.AppendUint32(h, uint32(v)) }
	u16 := func(v int) { h = binary.LittleEndian.AppendUint16(h, uint16(v)) }
	h = append(h, "RIFF"...)
	u32(36 + len(pcm))
	h = append(h, "WAVEfmt "...)
	u32(16)
	u16(1) // PCM
	u16(2) // channels
	u32(rate)
	u32(rate * 4) // bytes per second
	u16(4)        // bytes per frame
	u16(16)       // bits per sample
	h = append(h, "data"...)
	u32(len(pcm))
	return os.WriteFile(path, append(h, pcm...), 0o644)
}
