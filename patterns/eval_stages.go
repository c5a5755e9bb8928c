package patterns

import "sync"

// A stage read against a program's flag tables (compileStage) is the same
// in every evaluation: a policy keeps what its evaluations compiled, so
// that each pattern stage is compiled once per program, not once per
// command.

// maxSharedStages bounds how many compiled stages a policy keeps: a
// stage whose program is a glob or a class is compiled for each program
// it meets, and the programs of the commands asked about are not bounded.
// Past the bound a stage is compiled per evaluation, as before.
const maxSharedStages = 1 << 14

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
			sc.forms = map[stageKey]*stageForms{}
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
