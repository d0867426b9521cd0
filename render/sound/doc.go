// Package sound makes and plays the game's sound effects: short sounds
// synthesised by this package (oscillators, noise, envelopes, filters),
// never read from sample files. Generate gives an effect's PCM; a Player
// plays effects by name through Ebitengine's audio, and stays silent,
// without errors, on a machine with no sound device.
package sound
