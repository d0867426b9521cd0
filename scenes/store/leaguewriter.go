package store

import "sync"

// Writer saves one league's file off the caller's goroutine: Save
// freezes the league (a copy, cheap) and returns at once, and a goroutine
// of its own encodes and writes it (tens of milliseconds for a long
// league). Saves that come faster than the disk are folded into the
// newest. Its methods may be called from any goroutine.
type LeagueWriter struct {
	l    *Leagues
	name string

	mu   sync.Mutex
	idle *sync.Cond
	// next is the newest snapshot not yet written; writing is whether the
	// goroutine runs.
	next    *leagueSnapshot
	writing bool
	// done counts the writes finished; seen is done when Result was last
	// called.
	done, seen int
	// err is the last write's outcome, failing how many writes in a row
	// failed.
	err     error
	failing int
}

// Writer returns the writer of the league named name, one for each
// league, so that its saves are written in order.
func (l *Leagues) Writer(name string) *LeagueWriter {
	l.mu.Lock()
	defer l.mu.Unlock()
	if w := l.writers[name]; w != nil {
		return w
	}
	w := &LeagueWriter{l: l, name: name}
	w.idle = sync.NewCond(&w.mu)
	if l.writers == nil {
		l.writers = map[string]*LeagueWriter{}
	}
	l.writers[name] = w
	return w
}

// flush waits for the saves of the league named name under way, so
// that its file is read or removed as last saved.
func (l *Leagues) flush(name string) {
	l.mu.Lock()
	w := l.writers[name]
	l.mu.Unlock()
	if w != nil {
		w.Flush()
	}
}

// Save freezes sv and has it written (see Leagues.Save, whose failures are
// logged and kept for Failures alike). Only a league that cannot be
// frozen is an error here; how the write went comes from Result.
func (w *LeagueWriter) Save(sv LeagueSave) error {
	if err := CheckLeagueName(w.name); err != nil {
		return err
	}
	snap, err := snapshotLeague(sv)
	if err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.next = snap
	if !w.writing {
		w.writing = true
		go w.run()
	}
	return nil
}

// run writes the snapshots until none is waiting.
func (w *LeagueWriter) run() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.next != nil {
		snap := w.next
		w.next = nil
		w.mu.Unlock()
		err := w.l.saveSnapshot(w.name, snap)
		w.mu.Lock()
		w.done++
		w.err = err
		if err != nil {
			w.failing++
		} else {
			w.failing = 0
		}
	}
	w.writing = false
	w.idle.Broadcast()
}

// Result returns how many writes in a row have failed and the outcome of
// the last; fresh is false when no write finished since the last call.
func (w *LeagueWriter) Result() (failing int, fresh bool, err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	fresh = w.done != w.seen
	w.seen = w.done
	return w.failing, fresh, w.err
}

// Flush waits until every save asked for is written (or failed).
func (w *LeagueWriter) Flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.writing {
		w.idle.Wait()
	}
}

// Flush waits until every league's saves under way are written:
// before the program ends.
func (l *Leagues) Flush() {
	l.mu.Lock()
	ws := make([]*LeagueWriter, 0, len(l.writers))
	for _, w := range l.writers {
		ws = append(ws, w)
	}
	l.mu.Unlock()
	for _, w := range ws {
		w.Flush()
	}
}
