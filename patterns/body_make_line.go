package patterns

import "strings"

// The variables make's line gives it (fx64a, issue 7, rt63 A2): each
// `NAME=VALUE` among make's arguments (before or after the targets), and
// each variable its environment holds from the line (`CI=1 make`, `env
// CI=1 make`, an earlier `export CI=1`). GNU make's rules, followed here:
//   - a command-line variable overrides every assignment of the makefile
//     but one under `override`; its value, where the word is literal, is
//     written into the recipes as make writes it (`make y W='rm -rf ~'`
//     runs `rm -rf ~` for a recipe `$(W)`) but for one absolute path
//     (makePrefixValue), a value the shell computes
//     (`MODE=$(echo prod)`) is not known; `NAME+=V` appends to the
//     environment's value, not known, so only `ifdef` reads it (set);
//     `NAME?=V` and `NAME!=CMD` are not known;
//   - an environment variable is a variable the makefile reads where it
//     does not set it (a `?=` does not), or everywhere under -e
//     (--environment-overrides);
//   - a conditional on a variable whose value is known so is decided, its
//     other branch not read; one on any other (the environment the agent
//     runs in is not known here: CI, MODE, HOME …) is read on both
//     branches, as before (body_make_cond.go).

// makeLineVar is a variable make's line gives it: its value where known,
// whether it is set (not empty) where that is known though the value is
// not, and whether it came from make's arguments (else the environment).
type makeLineVar struct {
	val        string
	known, set bool
	cmd        bool
}

// makeLine is what make's line gives it: its variables, and whether -e
// makes the environment's override the makefile's assignments.
type makeLine struct {
	vars    map[string]makeLineVar
	envWins bool
}

// makeLineOf reads make part p's variables, from its arguments and from
// its environment as the line evaluated in ctx sets it.
func makeLineOf(p *Part, ctx *Context) makeLine {
	ml := makeLine{vars: map[string]makeLineVar{}}
	parts := []*Part{p}
	if ctx != nil {
		if cmd := ctx.evalCommand(); cmd != nil {
			for _, q := range cmd.Parts {
				if q.Index < p.Index && q.Depth <= p.Depth && q.Program == "export" {
					parts = append(parts, q)
				}
			}
		}
	}
	for k := len(parts) - 1; k >= 0; k-- { // the earlier exports first, make's own prefix last
		pairs, lits := envAssigns(parts[k])
		for i, kv := range pairs {
			ml.vars[kv[0]] = makeLineVar{val: kv[1], known: lits[i], set: lits[i] && kv[1] != ""}
		}
	}
	for _, w := range p.Words[1:] {
		v, lit := w.Literal()
		if lit && makeEnvFlag(v) {
			ml.envWins = true
			continue
		}
		if !makeVarWord(w) && !(lit && makeAssignWord(v)) {
			continue
		}
		head := v
		if !lit {
			head = w.Segs[0].Text
		}
		eq := strings.IndexByte(head, '=')
		name, op := head[:eq], "="
		for _, o := range []string{"::", ":", "?", "+", "!"} {
			if n, cut := strings.CutSuffix(name, o); cut {
				name, op = n, o+"="
				break
			}
		}
		lv := makeLineVar{cmd: true}
		switch {
		case op == "+=":
			lv.set = lit && eq+2 < len(v) // appended to: not empty, whatever it held
		case lit && op != "?=" && op != "!=":
			lv.val, lv.known = v[eq+1:], true
			lv.set = lv.val != ""
		}
		ml.vars[name] = lv
	}
	return ml
}

// makeAssignWord reports whether v, a literal argument of make, assigns
// a variable (NAME=V, NAME:=V, NAME+=V …).
func makeAssignWord(v string) bool {
	eq := strings.IndexByte(v, '=')
	if eq <= 0 {
		return false
	}
	name := strings.TrimRight(v[:eq], ":?+!")
	return name != "" && isNameStart(name[0]) && strings.Trim(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.") == ""
}

// makeEnvFlag reports whether v, an argument of make, gives -e: alone,
// long, or in a cluster of options that take no value.
func makeEnvFlag(v string) bool {
	if v == "--environment-overrides" {
		return true
	}
	if len(v) < 2 || v[0] != '-' || v[1] == '-' {
		return false
	}
	return strings.Trim(v[1:], "bBdeikLnpqrsStvw") == "" && strings.Contains(v, "e")
}

// value returns the value of the variable name for a conditional, as
// make's line gives it and the makefile has set it so far: known whether
// its value is, set whether it is not empty where that is known (sure).
// A name the line does not give is not known (the environment's).
func (c *makeConds) value(name string) (val string, known, set, sure bool) {
	lv, ok := c.line.vars[name]
	switch {
	case !ok:
		return "", false, false, false
	case lv.cmd && (!c.overridden[name] || !c.fileSet[name]),
		!lv.cmd && (c.line.envWins || !c.fileSet[name]):
		return lv.val, lv.known, lv.set, lv.known || lv.set
	}
	if v, ok := c.file[name]; ok {
		return v, true, v != "", true // the makefile's own, set before
	}
	return "", false, false, false
}

// assigned records the makefile's assignment trimmed (a line outside a
// recipe, read) of the variable name, for the conditionals after it:
// plain text is known; set in a branch not known, or by +=, != or ?=
// (which keeps the environment's value the line gives).
func (c *makeConds) assigned(name, trimmed string, unsure bool) {
	if c.file == nil {
		c.file, c.fileSet = map[string]string{}, map[string]bool{}
	}
	eq := strings.IndexByte(trimmed, '=')
	if lv, ok := c.line.vars[name]; ok && !lv.cmd && eq > 0 && trimmed[eq-1] == '?' && !c.fileSet[name] {
		return
	}
	c.fileSet[name] = true
	delete(c.file, name)
	_, val, _ := makeAssign(trimmed)
	if !unsure && makePlainAssign(trimmed) && trimmed[eq-1] != '?' && !strings.ContainsAny(val, "$#\\") {
		c.file[name] = val
	}
}

// apply writes the variables make's arguments set into mf, over the
// makefile's own: a known value as it is (one holding references
// expanded where read), any other as not known. A variable the makefile
// sets under override keeps no one value.
func (ml makeLine) apply(mf *makefile, overridden map[string]bool) {
	for name, lv := range ml.vars {
		if !lv.cmd {
			continue
		}
		delete(mf.raw, name)
		delete(mf.blank, name)
		delete(mf.alts, name)
		mf.vars[name] = ""
		switch {
		case overridden[name] || !lv.known || makePrefixValue(lv.val):
		case lv.val == "":
			mf.blank[name] = true
		case strings.Contains(lv.val, "$"):
			mf.raw[name] = lv.val
		default:
			mf.vars[name] = lv.val
		}
	}
}

// makeOverridden returns the variables text assigns under `override`.
func makeOverridden(text string) map[string]bool {
	out := map[string]bool{}
	if !strings.Contains(text, "override") {
		return out
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "\t") || !strings.Contains(line, "override") {
			continue
		}
		t := strings.TrimSpace(line)
		if c := strings.IndexByte(t, ':'); c > 0 && !strings.Contains(t[:c], "=") &&
			!strings.HasPrefix(t[c:], ":=") && !strings.HasPrefix(t[c:], "::=") {
			t = strings.TrimSpace(t[c+1:]) // a target's own: counted as the file's
		}
		if name, _, ok := makeAssign(t); ok {
			out[name] = true
		} else if f := strings.Fields(t); len(f) > 1 && f[len(f)-2] == "define" {
			out[f[len(f)-1]] = true
		}
	}
	return out
}

// condText is a conditional's arguments with each reference to a variable
// whose value the line gives written as that value; false when another
// reference stays.
func (c *makeConds) condText(rest string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(rest); i++ {
		if rest[i] != '$' {
			b.WriteByte(rest[i])
			continue
		}
		if i+1 >= len(rest) || rest[i+1] != '(' && rest[i+1] != '{' {
			return "", false
		}
		end := makeRefEnd(rest, i+1)
		if end < 0 {
			return "", false
		}
		val, known, _, _ := c.value(strings.TrimSpace(rest[i+2 : end]))
		if !known || strings.ContainsAny(val, "$(){},") {
			return "", false
		}
		b.WriteString(val)
		i = end
	}
	return b.String(), true
}

// makePrefixValue reports whether v is one absolute path (a prefix or a
// stage: PREFIX=/usr/local), left unknown in the recipes as fx53d
// decided (body_make_vars.go); the home or a directory holding it is
// written in there (makeCmdVars).
func makePrefixValue(v string) bool {
	return (strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~")) && !strings.ContainsAny(v, " \t\n;&|<>()$`'\"\\*?[")
}
