package fcai

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/game/match"
)

// The FourCuatro game and its computer players fit the match runner.
var (
	_ match.Engine[fourcuatro.Seat, fourcuatro.Action, fourcuatro.Event, *fourcuatro.Knowledge] = (*fourcuatro.Game)(nil)
	_ match.Player[*fourcuatro.Knowledge, fourcuatro.Action]                                    = (*Player)(nil)
)
