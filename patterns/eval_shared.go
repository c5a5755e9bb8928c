package patterns

import (
	"slices"
	"sync"
	"sync/atomic"
)

// What an evaluation works out that does not depend on the command, a
// policy keeps for the next: a stage read against a program's flag
// tables (compileStage) is the same in every evaluation, so each pattern
// stage is compiled once per program, not once per command; and the
// places the classes read from the context (class_places.go) are the
// same for every ask of one context, so the last evaluation's are where
// the next starts.

// lastPlaces holds the places the policy's last evaluation made. What it
// holds is never changed: an evaluation starts from a copy.
type lastPlaces struct {
	p atomic.Pointer[placesMemo]
}

// seed returns the places an evaluation starts from: a copy of the last
// evaluation's (each entry says what it was made from, and is made again
// for another context), or empty ones.
func (lp *lastPlaces) seed() *placesMemo {
	if lp == nil {
		return nil
	}
	if last := lp.p.Load(); last != nil {
		pm := *last
		return &pm
	}
	return &placesMemo{}
}

// keep keeps an evaluation's places, once it is over, for the next. The
// protected paths they were made from are the caller's slice, which it
// may change in place before its next ask: what is kept is a copy.
func (lp *lastPlaces) keep(pm *placesMemo) {
	if lp == nil || pm == nil {
		return
	}
	if last := lp.p.Load(); last == nil || !sameSlice(last.protectedOf, pm.protectedOf) {
		pm.protectedOf = slices.Clone(pm.protectedOf)
	}
	lp.p.Store(pm)
}

// sameSlice reports whether two slices are the very same (the same
// array, the same length).
func sameSlice(a, b []string) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// maxSharedStages bounds how many compiled stages a policy keeps: a
// stage whose program is a glob or a class is compiled for each program
// it meets, and the programs of the commands asked about are not bounded.
// Past the bound a stage is compiled per evaluation, as before.
const maxSharedStages = 1 << 14

// stageCacheStart is the size a policy's cache of compiled stages starts
// at: a short command compiles some 110 stages, and a cache grown from
// empty was rehashed five times for them (95 K instructions of a hook
// call, which evaluates once; issue 10).
const stageCacheStart = 128

// stageCache holds the stages a policy's evaluations compiled. It is safe
// for concurrent use; what it holds is shared, and not to be changed.
type stageCache struct {
	mu    sync.RWMutex
	forms map[stageKey]*stageForms
}

// stageForms is a stage compiled for a program as each reading of a part
// reads it: a, and b for a part's reading B (stageReadingB), which is a
// itself when no flag of the stage is in doubt.
type stageForms struct {
	a, b *compiledStage
}

// get returns the stage's forms for program, compiling them on first use.
func (sc *stageCache) get(s *Stage, program string) *stageForms {
	k := stageKey{s, program}
	sc.mu.RLock()
	f := sc.forms[k]
	sc.mu.RUnlock()
	if f != nil {
		return f
	}
	f = &stageForms{a: compileStage(s, program)}
	f.b = f.a
	if sb := stageReadingB(s, program); sb != s {
		f.b = compileStage(sb, program)
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if have := sc.forms[k]; have != nil {
		return have
	}
	if len(sc.forms) < maxSharedStages {
		if sc.forms == nil {
			sc.forms = make(map[stageKey]*stageForms, stageCacheStart)
		}
		sc.forms[k] = f
	}
	return f
}

// compileB returns the stage compiled for a part's reading B: a (the
// stage compiled for reading A) when no flag of the stage is in doubt.
func (c *Context) compileB(s *Stage, program string, a *compiledStage) *compiledStage {
	if c != nil && c.memo != nil && c.memo.shared != nil {
		return c.memo.shared.get(s, program).b
	}
	if sb := stageReadingB(s, program); sb != s {
		return compileStage(sb, program)
	}
	return a
}
