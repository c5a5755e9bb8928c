package patterns

import (
	"path"
	"strings"
)

// A pipeline pattern of n stages is tried on each of the n windows of
// the part's pipeline that hold the part, and a window's stages were
// matched in turn, each against the parts at its place, until one failed.
// In a 999-stage pipeline of one long program name each, most of the
// stage matches a part paid were of a neighbour's stage that names
// another program (`kustomize build … | * … | [stdin-code]` tried at the
// part's [stdin-code] and at its *: kustomize against the part two
// before it), some 90 a part, each keying the pattern's literal afresh
// (fx45c). A window is now first held to its stages' programs alone: a
// stage whose literal or glob takes none of the parts at its place
// leaves it out before any stage is matched (windowMayTake). What a
// stage's program is compared with is worked out once: for a compiled
// default when its record is decoded (decoded.keys), for any other
// pattern once per window.

// stageProgramKey returns what [matcher.program] compares a part's
// program with, for a stage whose program element is e: a literal's base
// name read by programKey, a glob's base name lowered; "" for any other
// element and for one with a tilde (which takes no program).
func stageProgramKey(e *Elem) string {
	if e.Tilde {
		return ""
	}
	switch e.Kind {
	case ElemLiteral:
		return programKey(path.Base(e.Text))
	case ElemGlob:
		return strings.ToLower(path.Base(e.Text))
	}
	return ""
}

// mayTakeKeyed reports whether a stage whose program element is e (key
// its stageProgramKey) may take part's program, as [matcher.program]
// reads a literal or a glob: false only when it certainly does not. A
// window of a pipeline pattern whose stage at part i's place names
// another program cannot match, and matching the other stages' parts
// first was most of what a 999-stage pipeline's pipeline patterns cost
// (fx42p2): each window matched the part before i against `curl`, `git`
// or a class, again for every part.
func mayTakeKeyed(e *Elem, key string, part *Part, ctx *Context) bool {
	if part.Program == "" {
		return true
	}
	switch e.Kind {
	case ElemLiteral:
		return !e.Tilde && key == part.Program
	case ElemGlob:
		return !e.Tilde && starMatch(key, ctx.lowerProgram(part.Program))
	}
	return true
}

// windowMayTake reports whether each stage of the window of stages from
// pipeline stage start on may take the program of a part at its place
// (part i at its own; byStage as stagesOf gives them): false only when
// matchWindow would certainly fail, for some stage's program takes none
// of them. keys are the stages' stageProgramKey, or nil to work them out.
func windowMayTake(stages []Stage, keys []string, cmd *Command, byStage [][]int, start, i int, ctx *Context) bool {
	own := cmd.Parts[i].Pipe.Stage - start
	// Part i's own stage first: it is the one most often of another
	// program.
	if !mayTakeKeyed(&stages[own].Program, keyAt(stages, keys, own), cmd.Parts[i], ctx) {
		return false
	}
	for k := range stages {
		e := &stages[k].Program
		if k == own || e.Kind != ElemLiteral && e.Kind != ElemGlob {
			continue
		}
		key := keyAt(stages, keys, k)
		took := false
		for _, c := range byStage[start+k] {
			if q := cmd.Parts[c]; q == nil || mayTakeKeyed(e, key, q, ctx) {
				took = true
				break
			}
		}
		if !took {
			return false
		}
	}
	return true
}

// keyAt returns stage k's stageProgramKey: from keys when given.
func keyAt(stages []Stage, keys []string, k int) string {
	if keys != nil {
		return keys[k]
	}
	return stageProgramKey(&stages[k].Program)
}
