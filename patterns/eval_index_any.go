package patterns

import (
	"path"
	"strings"
	"sync"
)

// A rule's patterns that name their program by a glob or a class may
// match any part, so a part was matched against each: 174 of them, half
// globs (python3.*, zkCli*) that a part's program cannot match whatever
// its words say. A part of a 999-stage pipeline matched all of them,
// and lowered each glob, every pass (fx42p2). The policy files, per
// program asked for, those of them that may match the program: a pattern
// none of whose stages could take it as its program (a literal or a glob
// that does not name it) is left out. A class or * may match any program.

// anyNames files the positions of a rule's any-program patterns by the
// programs asked for, each name's kept once worked out. It is safe for
// concurrent use.
type anyNames struct {
	mu    sync.Mutex
	filed map[string][]int
}

// anyFor returns the positions of ix.any whose patterns may take a part
// whose program is name as one of their stages' programs, in order. They
// are shared, and not to be changed.
func (ix *patternIndex) anyFor(name string) []int {
	ix.anyBy.mu.Lock()
	defer ix.anyBy.mu.Unlock()
	if l, ok := ix.anyBy.filed[name]; ok {
		return l
	}
	lower := strings.ToLower(name)
	var l []int
	for _, k := range ix.any {
		if mayNameProgram(ix.pattern(k), name, lower) {
			l = append(l, k)
		}
	}
	if ix.anyBy.filed == nil || len(ix.anyBy.filed) >= maxFiled {
		ix.anyBy.filed = map[string][]int{}
	}
	l = l[:len(l):len(l)] // an append copies
	ix.anyBy.filed[name] = l
	return l
}

// mayNameProgram reports whether some stage of pat may take a part whose
// program is name (lower in lower case) as its program: as
// [matcher.program] reads a literal or a glob, and any class or *.
func mayNameProgram(pat *Pattern, name, lower string) bool {
	stages := pat.stages()
	if len(stages) == 0 {
		return true // what MatchAt makes of it is its own affair
	}
	for k := range stages {
		e := &stages[k].Program
		switch e.Kind {
		case ElemLiteral:
			if !e.Tilde && programKey(path.Base(e.Text)) == name {
				return true
			}
		case ElemGlob:
			if !e.Tilde && starMatch(strings.ToLower(path.Base(e.Text)), lower) {
				return true
			}
		default:
			return true
		}
	}
	return false
}
