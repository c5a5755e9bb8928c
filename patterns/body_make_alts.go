package patterns

import (
	"maps"
	"strings"
)

// A variable a makefile sets in a conditional's branches has the value of
// whichever branch make takes (fx64a, issue 7, rt63 A1): `ifeq
// ($(MODE),prod)` / `WIPE := rm -rf $(HOME)` / `else` / `WIPE := echo`,
// with a recipe `$(WIPE)`. Where the condition is not known here (MODE
// the environment's), each value is read: a recipe line that reads such
// a variable is judged once for each value it may have (at most
// makeVariantsMax lines, each a subshell of the body, as a line of either
// branch is), and once with it unknown where the file may leave it as the
// environment has it (no plain assignment outside the branches, or one by
// ?=, += or !=), as it was read before. Past the bound the rest stand
// unknown, and so do all where the recipes grow past bodyTextMax.

// makeVariantsMax bounds the lines one recipe line is read as.
const makeVariantsMax = 16

// makeAlts returns the values vals (those a variable is set to, "\x00"
// for one not plain) a recipe may read, makeUnknown standing for one not
// known; covered whether a plain assignment outside any branch sets it.
func makeAlts(vals []string, covered bool) []string {
	var out []string
	add := func(v string) {
		if !contains(out, v) {
			out = append(out, v)
		}
	}
	for _, v := range vals {
		if v == "\x00" || strings.ContainsAny(v, "#\\\n") {
			v = makeUnknown
		}
		add(v)
	}
	if !covered {
		add(makeUnknown)
	}
	return out
}

// variants returns line as the shell reads it after make, once for each
// choice of the values its variables set in branches may have (alts),
// at most makeVariantsMax; past that, once more with the rest unknown.
func (e *makeEnv) variants(line string) []string {
	if len(e.alts) == 0 || !strings.Contains(line, "$") {
		return []string{e.shellText(line)}
	}
	defer func() { e.picks, e.met, e.opaque = nil, nil, false }()
	var out []string
	todo := []map[string]int{{}}
	for len(todo) > 0 {
		if len(out) >= makeVariantsMax {
			e.picks, e.opaque = nil, true
			if s := e.shellText(line); !contains(out, s) {
				out = append(out, s)
			}
			break
		}
		pk := todo[0]
		todo = todo[1:]
		e.picks, e.met = maps.Clone(pk), nil
		s := e.shellText(line)
		if !contains(out, s) {
			out = append(out, s)
		}
		before := maps.Clone(pk)
		for _, name := range e.met {
			for k := 1; k < len(e.alts[name]); k++ {
				next := maps.Clone(before)
				next[name] = k
				todo = append(todo, next)
			}
			before[name] = 0
		}
	}
	return out
}

// alt is the value of the variable name set in branches under the
// choice being read, and whether it is known; false for a name with no
// such values.
func (e *makeEnv) alt(name string, depth int) (string, bool, bool) {
	alts, ok := e.alts[name]
	if !ok {
		return "", false, false
	}
	if e.opaque || e.picks == nil {
		return makeUnknown, false, true
	}
	k, picked := e.picks[name]
	if !picked {
		e.picks[name] = 0
		e.met = append(e.met, name)
	}
	if alts[k] == makeUnknown {
		return makeUnknown, false, true
	}
	v, known := e.expand(alts[k], depth+1)
	return v, known, true
}
