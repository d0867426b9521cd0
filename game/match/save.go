package match

// Saver keeps a match for Continue: Save stores the unfinished match as it
// is now, Forget drops it once the match is over. The runner calls them
// on the caller's goroutine.
type Saver interface {
	Save() error
	Forget() error
}

// SetSaver sets Options.Saver and Options.Saved, for a caller that makes
// its Saver after the runner; call it before the first Tick.
func (r *Runner[S, A, E, K]) SetSaver(sv Saver, saved func(err error)) {
	r.opts.Saver, r.opts.Saved = sv, saved
}

// saveEvery is how many ticks at least pass between two saves while the
// match moves on, when Options.SaveEvery is 0: about a second.
const saveEvery = 60

// autosave saves the unfinished match when it moved on since the last
// save and enough ticks passed (at once when closing), or forgets it once
// it is over, and tells Options.Saved how it went.
func (r *Runner[S, A, E, K]) autosave(closing bool) {
	if r.opts.Saver == nil {
		return
	}
	if r.g.Over() {
		if !r.forgotten {
			r.forgotten = true
			r.saved(r.opts.Saver.Forget())
		}
		return
	}
	r.sinceSave++
	every := r.opts.SaveEvery
	if every <= 0 {
		every = saveEvery
	}
	moved := !r.savedOnce || r.actions != r.savedAt
	if !moved || !closing && r.sinceSave < every {
		return
	}
	r.savedOnce, r.savedAt, r.sinceSave = true, r.actions, 0
	r.saved(r.opts.Saver.Save())
}

// saved tells Options.Saved the outcome of a save or forget.
func (r *Runner[S, A, E, K]) saved(err error) {
	if r.opts.Saved != nil {
		r.opts.Saved(err)
	}
}
