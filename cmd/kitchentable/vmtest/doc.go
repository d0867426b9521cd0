// Package vmtest holds the app's desktop tests that run the real program
// as an Ebitengine virtualization guest (internal/vmdrive): tick by tick,
// with injected mouse and keys and the screen read back, so they never
// sleep and never depend on how busy the machine is. They need a display
// for the host's drawing: run them under xvfb-run (see the README).
package vmtest
