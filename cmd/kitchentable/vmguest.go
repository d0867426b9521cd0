//go:build ebitenginevmguest

package main

import "github.com/kitchentable/kitchentable/game/match"

// Built as a virtualization guest for the desktop tests (internal/vmdrive),
// the app's computers decide within the tick that asks them.
func init() { match.SyncComputers = true }
