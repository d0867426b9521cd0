// Package match plays one match of any engine: the game, the people and
// computers at its seats, computer decisions on their own goroutines with
// cancellation and a version check (a stale answer is never applied), a
// log per person that never names a card hidden from them, and the
// hot-seat curtain (whose secrets the screen may show now).
//
// It lives in game/ because it needs nothing but the standard library:
// the engine is reached through the small Engine interface (which
// *rules.Game and *fourcuatro.Game satisfy), computer players through
// Player, and everything a caller decides differently (how events read
// in the log, what is taken for a person without asking, how actions are
// recorded, what a failed computer falls back to) through Options. The
// table, the FourCuatro table and the headless tools share it, so the
// loop that plays a match is written once.
//
// A Runner is not safe for concurrent use: call it from one goroutine
// (the UI's); computers think on copies of their seat's knowledge.
package match
