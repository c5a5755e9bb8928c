package patterns

import (
	"strings"
)

// operandIsPath reports whether an operand's ladder may offer path
// classes and path globs. The operands of most programs (rm, cat, cp) are
// paths; those of a program with subcommands (terraform, kubectl, git)
// are mostly names (module.m5, a namespace, a branch), so there a word is
// a path only when it looks like one or the part writes or deletes it.
func operandIsPath(p *Part, w Word) bool {
	if patternSubcommands(p.Program) == 0 && !targetRunner(p.Program) {
		return true
	}
	return valueIsPath(p, w)
}

// targetRunner reports the programs whose operands name targets and set
// variables (make deploy ENV=prod), not paths: their ladders never widen
// a word that does not look like a path to a path class (rt28k #11:
// `make [inside-workdir]` stood for any target).
// (A switch, not a map: the package's initialisers build nothing.)
func targetRunner(program string) bool {
	switch program {
	case "make", "gmake", "bmake", "just", "ninja", "rake", "mage", "task":
		return true
	}
	return false
}

// assignGlobs widens a variable's assignment (ENV=prod-b4-18) in its
// value, from the value's right end one dash-separated piece at a time,
// then to any value: ENV=prod-b4-*, ENV=prod-*, ENV=*. A word that is no
// assignment gives none.
func assignGlobs(v string) []string {
	name, val, ok := strings.Cut(v, "=")
	if !ok || !identifier(name) {
		return nil
	}
	var out []string
	for rest := val; ; {
		i := strings.LastIndexByte(rest, '-')
		if i <= 0 {
			break
		}
		rest = rest[:i]
		out = append(out, name+"="+rest+"-*")
	}
	return append(out, name+"=*")
}

// identifier reports whether s is a shell variable's name.
func identifier(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// valueIsPath reports whether a word that may be a name rather than a
// path (a flag's value, an operand of a program with subcommands) is a
// path: it looks like one (it holds a slash, or starts with . or ~), or
// the part writes or deletes it through its program (curl -o, tar -C).
func valueIsPath(p *Part, w Word) bool {
	v, ok := w.Literal()
	if !ok {
		return true // ~/x, "$HOME"/x: judged as paths where they stand
	}
	if strings.Contains(v, "/") || strings.HasPrefix(v, ".") || strings.HasPrefix(v, "~") {
		return !strings.Contains(v, "://")
	}
	d := partDoes(p)
	if d == nil {
		return false
	}
	for _, ws := range [][]Word{d.writes, d.deletes} {
		for _, x := range ws {
			if t, ok := x.Literal(); ok && t == v {
				return true
			}
		}
	}
	return false
}

// dottedGlobs widens a dotted name from its right end, one component at a
// time, narrowest first: module.test.db gives module.test.* then
// module.*. A name without a dot has no glob short of *.
func dottedGlobs(v string) []string {
	var out []string
	for rest := v; ; {
		i := strings.LastIndexByte(rest, '.')
		if i <= 0 {
			return out
		}
		rest = rest[:i]
		out = append(out, rest+".*")
	}
}
