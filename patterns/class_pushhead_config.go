package patterns

import "strings"

// pushConfigMatching judges a bare push's push.default given in the line
// (rt23d #16): with `matching` git pushes every local branch that exists
// on the remote, a default one among them, so a bare forced push forces
// it. The part's own `-c push.default=…` (and `GIT_CONFIG_PARAMETERS`,
// which carries -c on) and a `git config … push.default …` earlier in
// the line count: matching is certain, a value that is not literal might
// be it, and any other value (simple, current, upstream, nothing) leaves
// the branch checked out to decide.
func pushConfigMatching(p *Part, ctx *Context) Judgement {
	_, cs := operandWords(p, "-c")
	for _, c := range cs {
		if j := pushDefaultValue(c); j.Might {
			return j
		}
	}
	for _, a := range p.Assigns {
		if strings.HasPrefix(a, "GIT_CONFIG") {
			return Judgement{Might: true}
		}
	}
	if ctx == nil || ctx.cmd == nil {
		return Judgement{}
	}
	for _, q := range ctx.cmd.Parts {
		if q == p {
			break
		}
		if j := setsPushDefault(q); j.Might {
			return j
		}
	}
	return Judgement{}
}

// pushDefaultValue judges a `-c` value: push.default=matching is
// certain, a key or value that is not literal might be it.
func pushDefaultValue(c Word) Judgement {
	v, ok := c.Literal()
	if !ok {
		lit, _ := litPrefix(c)
		if strings.Contains(lit, "=") && !strings.HasPrefix(strings.ToLower(lit), "push.default=") {
			return Judgement{}
		}
		return Judgement{Might: true}
	}
	key, val, _ := strings.Cut(v, "=")
	if strings.ToLower(key) != "push.default" {
		return Judgement{}
	}
	if strings.ToLower(val) == "matching" {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// setsPushDefault judges a part that may set push.default: `git config
// [--global|--local …] push.default VALUE` and `git config set …`.
func setsPushDefault(q *Part) Judgement {
	if q.Program != "git" {
		return Judgement{}
	}
	ops, _ := operandWords(q, "-C", "--git-dir", "--work-tree", "-c")
	if len(ops) < 2 || !isLit(ops[0], "config") {
		return Judgement{}
	}
	for i, w := range ops[1:] {
		k, ok := w.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		if strings.ToLower(k) != "push.default" {
			continue
		}
		if i+2 >= len(ops) {
			return Judgement{} // a read of the key
		}
		val, ok := ops[i+2].Literal()
		if !ok || strings.ToLower(val) == "matching" {
			return Judgement{Might: true, Certainly: ok}
		}
		return Judgement{}
	}
	return Judgement{}
}
