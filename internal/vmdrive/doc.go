// Package vmdrive drives the real app, built as an Ebitengine
// virtualization guest (the ebitenginevmguest build tag), from a test:
// the test process is the host (exp/vmhost), advances the guest tick by
// tick, injects the mouse and keys, reads the screen back and reads the
// app's probe file (scenes.Probe) after every frame. Nothing waits on the
// clock: the guest only moves when the test advances it, and a guest
// built this way lets its computers decide within the tick that asks
// them (match.SyncComputers), so a test plays the same way on a loaded
// machine as on an idle one.
//
// The host draws, so the tests run inside Ebitengine (internal/gputest)
// on a display (Xvfb), and skip without one.
//
// It is built only with the kitchentableprobe tag, as the app it drives is:
// it reads the app's probe file.
package vmdrive
