package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// TeamBand marks a team that shares its turns (Archenemy) and sits side
// by side across the table: one band under all of its seats, lit while
// the team takes its turn, instead of a turn marker per seat.
type TeamBand struct {
	Team int
	// Band is the strip under the team's seats; Area the team's seats and
	// the band together.
	Band, Area geom.Rect
	// Viewer's marks the viewer's own team (its other members across).
	Viewers bool
}

// Sizes of the seat arrangement at scale 1.
const (
	// teamBandHeight is the height of a team's band.
	teamBandHeight = 18.0
	// commandWeight is the share of the width across the table a seat
	// with a command zone gets, against 1 for a seat without, when only
	// some seats have one (the archenemy across from a team member).
	commandWeight = 1.4
)

// groupTeams reorders the seats across the table (t.across, clockwise
// from the viewer's left) so that the seats of the other side come
// first, then the viewer's teammates, each group keeping its order.
func (t *Table) groupTeams(v *rules.View, vi int) {
	mine := v.Players[vi].Team
	// A stable partition without allocating: move teammates to the end.
	n := len(t.across)
	for i, moved := 0, 0; i < n-moved; {
		p := playerOf(v, t.across[i])
		if p != nil && p.Team == mine {
			seat := t.across[i]
			copy(t.across[i:], t.across[i+1:])
			t.across[n-1] = seat
			moved++
			continue
		}
		i++
	}
}

// schemesOnlySome reports whether some, but not all, of the seats across
// the table have a command zone.
func (t *Table) schemesOnlySome(v *rules.View) bool {
	some, all := false, true
	for _, seat := range t.across {
		if hasCommand(v, seat) {
			some = true
		} else {
			all = false
		}
	}
	return some && !all
}

// hasCommand reports whether seat has cards in its command zone.
func hasCommand(v *rules.View, seat rules.Seat) bool {
	p := playerOf(v, seat)
	return p != nil && len(p.Command) > 0
}

// teamBands makes a band for each team of two or more seats side by
// side across the table when teams share turns; the seats above a band
// are laid out above it. t.acrossX holds the seats' left edges (and the
// felt's right edge last).
func (t *Table) teamBands(v *rules.View, oppH float64) {
	if !v.Options.SharedTeamTurns {
		return
	}
	s := t.Scale
	h := teamBandHeight * s
	viewerTeam := -1
	if p := playerOf(v, v.Seat); p != nil {
		viewerTeam = p.Team
	}
	for i := 0; i < len(t.across); {
		p := playerOf(v, t.across[i])
		j := i + 1
		for j < len(t.across) && p != nil {
			q := playerOf(v, t.across[j])
			if q == nil || q.Team != p.Team {
				break
			}
			j++
		}
		if p != nil && j-i >= 2 {
			x0, x1 := t.acrossX[i], t.acrossX[j]
			m := margin * s
			t.Teams = append(t.Teams, TeamBand{
				Team:    p.Team,
				Band:    geom.R(x0+m, oppH-h, x1-x0-2*m, h),
				Area:    geom.R(x0, t.Felt.Min.Y, x1-x0, oppH),
				Viewers: p.Team == viewerTeam,
			})
		}
		i = j
	}
}
