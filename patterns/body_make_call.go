package patterns

import (
	"strconv"
	"strings"
)

// make's functions that choose or repeat text (fx62h, rt59), evaluated as
// a recipe line is read when what they depend on is known: `$(if
// COND,THEN[,ELSE])` (COND known), `$(foreach VAR,LIST,TEXT)` (LIST
// known, at most makeForeachMax words) and `$(call NAME,ARGS…)` (NAME a
// variable the file sets once, its $(1), $(2) … the arguments). Any
// other stands unknown, as an unknown $(X) does.

// makeForeachMax bounds the words one $(foreach …) is read over;
// makeControlMax the expansions if, foreach and call make for one line
// (nested foreach multiplies them).
const (
	makeForeachMax = 64
	makeControlMax = 4096
)

// control is the value of make's if, foreach or call with args, as shell
// text, and whether it is known.
func (e *makeEnv) control(name, args string, depth int) (string, bool) {
	if e.work++; depth > makeExpandDepth || e.work > makeControlMax {
		return makeUnknown, false
	}
	switch name {
	case "if":
		parts := makeArgs(args, 3)
		if parts == nil {
			parts = makeArgs(args, 2)
		}
		if parts == nil {
			return makeUnknown, false
		}
		cond, ok := e.expand(strings.TrimSpace(parts[0]), depth+1)
		if !ok {
			return makeUnknown, false
		}
		if strings.TrimSpace(cond) != "" {
			return e.expand(parts[1], depth+1)
		}
		if len(parts) == 3 {
			return e.expand(parts[2], depth+1)
		}
		return "", true
	case "foreach":
		parts := makeArgs(args, 3)
		if parts == nil {
			return makeUnknown, false
		}
		v, ok1 := e.expand(strings.TrimSpace(parts[0]), depth+1)
		list, ok2 := e.expand(parts[1], depth+1)
		words := strings.Fields(list)
		if !ok1 || !ok2 || v == "" || len(words) > makeForeachMax {
			return makeUnknown, false
		}
		var out []string
		for _, w := range words {
			if e.work++; e.work > makeControlMax {
				return makeUnknown, false
			}
			s, ok := e.bound(map[string]string{v: w}, parts[2], depth)
			if !ok {
				return makeUnknown, false
			}
			out = append(out, s)
		}
		if s := strings.Join(out, " "); len(s) <= makeExpandMax {
			return s, true
		}
		return makeUnknown, false
	}
	parts := makeAllArgs(args)
	fn, ok := e.expand(strings.TrimSpace(parts[0]), depth+1)
	body := e.raw[fn]
	if body == "" {
		body = e.vars[fn]
	}
	if !ok || body == "" {
		return makeUnknown, false
	}
	bind := map[string]string{"0": fn}
	for k, a := range parts[1:] {
		v, ok := e.expand(a, depth+1)
		if !ok {
			return makeUnknown, false
		}
		bind[strconv.Itoa(k+1)] = v
	}
	return e.bound(bind, body, depth)
}

// bound is text expanded with the variables of bind set to their values
// (an empty one unknown), the variables put back after.
func (e *makeEnv) bound(bind map[string]string, text string, depth int) (string, bool) {
	if e.vars == nil {
		e.vars = map[string]string{}
	}
	type saved struct {
		v, raw       string
		hadV, hadRaw bool
	}
	old := map[string]saved{}
	for n, v := range bind {
		var s saved
		s.v, s.hadV = e.vars[n]
		s.raw, s.hadRaw = e.raw[n]
		old[n] = s
		e.vars[n] = v
		delete(e.raw, n)
	}
	out, ok := e.expand(text, depth+1)
	for n, s := range old {
		delete(e.vars, n)
		if s.hadV {
			e.vars[n] = s.v
		}
		if s.hadRaw {
			e.raw[n] = s.raw
		}
	}
	return out, ok
}

// makeAllArgs splits a function's arguments at every comma outside
// nested references.
func makeAllArgs(args string) []string {
	return makeSplitArgs(args, -1)
}
