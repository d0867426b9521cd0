// Package cardface draws card faces, card backs and the marks laid on
// cards at the table (counters, damage, summoning sickness), and caches
// the drawn images.
//
// A face is drawn procedurally from a *card.Def alone: a frame coloured by
// the card's colours, its name and mana cost, an abstract picture seeded by
// its name (package art), its type line and rarity gem, its rules text set
// to fit the text box, and power/toughness for creatures. Everything scales
// with the card's width; the height is always width × 7/5.
//
// Drawing a new face is cheap enough for the table (about 3 ms at a table
// width under Mesa's software renderer, from about 21 ms): pictures are
// painted on the CPU (package art) once per card at ArtMasterWidth's
// size and shrunk for smaller faces; the frame, bars and boxes a style
// shares are drawn once per style and width and copied; symbols and gems
// are sprites. Cache.WarmBudget spreads first draws over frames.
//
// Drawing happens on the UI goroutine only (Ebitengine's rule), so a
// Renderer and a Cache must not be shared with other goroutines. Nothing
// here draws from game randomness: pictures use their own generator,
// seeded by the card's name.
package cardface
