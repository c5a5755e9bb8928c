package queue

import (
	"sync"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// pendingReads keeps the reading and recorded context of the pending asks
// a preview has met, by ask ID, so an operator editing a pattern does not
// have every pending command read again on every keystroke. An ask's
// command and record never change, so an entry never goes stale; entries
// of asks no longer pending are dropped when the cache is refilled.
type pendingReads struct {
	mu sync.Mutex
	m  map[string]*pendingRead
}

// pendingRead is one pending ask, read.
type pendingRead struct {
	cmd   *patterns.Command
	rec   ContextRecord
	moves bool
}

// read returns the reading of each pending ask, reading only those it has
// not met; it forgets the asks not in pending.
func (p *pendingReads) read(pending []store.Ask) []*pendingRead {
	p.mu.Lock()
	defer p.mu.Unlock()
	next := make(map[string]*pendingRead, len(pending))
	out := make([]*pendingRead, len(pending))
	r := patterns.NewReader()
	for i, a := range pending {
		pr, ok := p.m[a.ID]
		if !ok {
			rec := ContextRecord{Cwd: a.Cwd}
			if ev, err := EvaluationOf(a); err == nil {
				rec = ev.Context
			}
			cmd := r.Read(a.Command)
			pr = &pendingRead{cmd: cmd, rec: rec, moves: movesDir(cmd)}
		}
		next[a.ID] = pr
		out[i] = pr
	}
	p.m = next
	return out
}
