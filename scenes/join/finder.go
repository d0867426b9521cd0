package join

import (
	"context"
	"sync"

	"github.com/kitchentable/kitchentable/netplay"
)

// finder is one search of the local network on a goroutine of its own.
type finder struct {
	cancel context.CancelFunc
	mu     sync.Mutex
	tables []netplay.Table
	err    error
	done   bool
	taken  bool // the screen took the result
}

// startFinding starts a new search, stopping the one under way.
func (s *Scene) startFinding() {
	s.finder.stop()
	ctx, cancel := context.WithCancel(context.Background())
	f := &finder{cancel: cancel}
	s.finder = f
	find := s.find
	go func() {
		tables, err := find(ctx, findFor)
		f.mu.Lock()
		f.tables, f.err, f.done = tables, err, true
		f.mu.Unlock()
	}()
}

// stop ends the search (nil: none).
func (f *finder) stop() {
	if f != nil {
		f.cancel()
	}
}

// searching reports whether the search is still listening.
func (f *finder) searching() bool {
	if f == nil {
		return false
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return !f.done
}

// failed reports whether the local network could not be searched.
func (f *finder) failed() bool {
	if f == nil {
		return false
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.done && f.err != nil
}

// takeFound takes a finished search's tables into the list.
func (s *Scene) takeFound() {
	f := s.finder
	if f == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.done && !f.taken {
		f.taken = true
		s.found = f.tables
	}
}
