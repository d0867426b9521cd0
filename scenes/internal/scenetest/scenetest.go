// Package scenetest drives a scene with scripted input in tests, with no
// window.
package scenetest

import (
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// Play runs s through every frame of sc, reading each into ctx.In, and
// fails the test if an Update fails.
func Play(tb testing.TB, s scenes.Scene, ctx *scenes.Context, sc *input.Script) {
	tb.Helper()
	for sc.Pending() > 0 {
		sc.Read(ctx.In)
		if err := s.Update(ctx); err != nil {
			tb.Fatal(err)
		}
	}
}

// Click clicks the middle of r and returns the scene s switched to, or
// nil.
func Click(tb testing.TB, s scenes.Scene, ctx *scenes.Context, r geom.Rect) scenes.Scene {
	tb.Helper()
	Play(tb, s, ctx, new(input.Script).Click(r.Center()))
	return ctx.Next()
}

// Until plays idle frames of s until ok, on the clock (what it waits for
// comes from another goroutine), failing the test after d.
func Until(tb testing.TB, s scenes.Scene, ctx *scenes.Context, what string, d time.Duration, ok func() bool) {
	tb.Helper()
	for end := time.Now().Add(d); !ok(); {
		if time.Now().After(end) {
			tb.Fatalf("waited too long for %s", what)
		}
		Play(tb, s, ctx, new(input.Script).Idle(1))
		time.Sleep(time.Millisecond)
	}
}
