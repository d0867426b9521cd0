package control

import "github.com/kitchentable/kitchentable/game/rules"

// GameForTests returns c's whole game, every hidden card included, for
// tests that check the table against it. The scene never calls it: it
// sees the game only through View (a test of package table checks so).
func GameForTests(c *Controller) *rules.Game { return c.g }
