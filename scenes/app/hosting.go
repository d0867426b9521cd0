package app

import (
	"log"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/hosting"
	"github.com/kitchentable/kitchentable/scenes/table"
)

// hostsRemote reports whether rec gives a seat to a person on another
// computer: this computer hosts the game.
func hostsRemote(rec *record.Record) bool {
	for _, st := range rec.Seats {
		if st.Controller == record.Remote {
			return true
		}
	}
	return false
}

// host shows the Hosting a table screen for rec; its table is the
// app's, with the other computers' seats played over the network.
func (n *nav) host(rec *record.Record) (scenes.Scene, error) {
	return hosting.New(n.g.svc, rec, func(rec *record.Record, h *netplay.Host) (hosting.Table, error) {
		t, err := table.NewHosting(n.g.svc, rec, h)
		if err != nil {
			log.Printf("app: the hosted game could not start: %v", err)
			return nil, err
		}
		logStart(rec)
		return hostTable{t}, nil
	})
}

// hostTable is the host's own table of a hosted game.
type hostTable struct{ *table.Scene }

// Over reports whether the game is over.
func (t hostTable) Over() bool { return t.Controller().Over() }

// Inner returns the table.
func (t hostTable) Inner() scenes.Scene { return t.Scene }

// innermost unwraps the scenes that show another one (a hosted table).
func innermost(s scenes.Scene) scenes.Scene {
	for range 4 {
		w, ok := s.(interface{ Inner() scenes.Scene })
		if !ok {
			break
		}
		s = w.Inner()
	}
	return s
}
