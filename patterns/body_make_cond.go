package patterns

import "strings"

// make's conditionals (issue 7, fx62h): `ifeq`, `ifneq`, `ifdef` and
// `ifndef`, with `else` (or `else ifeq …`) and `endif`, nested. A
// condition is not known here (a variable's value, the environment's, a
// $(shell …)'s output), so both branches are read: a recipe line in
// either may run, a rule in either may be the file's first, and a
// variable set in either has no one value (it stands unknown, as an
// unknown $(X) does). An `ifeq`/`ifneq` of literal text (`ifeq (a,a)`)
// is decided as make decides it, and only its branch read. A
// conditional that is not closed, an `else` or `endif` with none open, a
// second plain `else`, or a condition the reader cannot split makes the
// file unreadable, named so.

// makeCond is one open conditional: known whether its condition is
// decided here, holds whether the branch now read is taken (for a known
// one), taken whether a branch before it was, plain whether a plain
// `else` was seen, and what the `if` line was, for the reason.
type makeCond struct {
	known, holds, taken, plain bool
	line                       string
	// sets are the variables each branch read so far sets plainly,
	// unknownSeen whether a branch's condition was not decided
	// (makeConds.close).
	sets        []map[string]bool
	unknownSeen bool
}

// makeConds is the stack of a makefile's open conditionals.
type makeConds struct {
	open []makeCond
	// osUnset is whether neither the line nor the file sets OS, so
	// $(OS) is empty: ozdesk runs on Linux and macOS, where the
	// environment does not set it (Windows sets it to Windows_NT).
	osUnset bool
	// line is what make's line gives it, assigned and overridden the
	// variables the file assigns (but by ?=) and under override
	// (body_make_line.go).
	line       makeLine
	overridden map[string]bool
	// file holds the values the makefile has given the line's
	// variables so far where known, fileSet those it has assigned
	// (makeConds.assigned); covered the variables a plain assignment
	// sets on every branch of a conditional closed at the top.
	file             map[string]string
	fileSet, covered map[string]bool
}

// note records a plain assignment of name in the branch now read, for
// whether every branch sets it (covered).
func (c *makeConds) note(name string) {
	if len(c.open) > 0 {
		c.open[len(c.open)-1].sets[len(c.open[len(c.open)-1].sets)-1][name] = true
	}
}

// close pops the innermost conditional, passing up the variables each of
// its branches sets (all when it was decided here, those set on every
// branch when a plain else ends it, else none).
func (c *makeConds) close() {
	top := c.open[len(c.open)-1]
	c.open = c.open[:len(c.open)-1]
	covered := map[string]bool{}
	switch {
	case !top.unknownSeen:
		for _, s := range top.sets {
			for n := range s {
				covered[n] = true
			}
		}
	case top.plain:
		for n := range top.sets[0] {
			all := true
			for _, s := range top.sets[1:] {
				all = all && s[n]
			}
			covered[n] = all
		}
	}
	for n, ok := range covered {
		switch {
		case !ok:
		case len(c.open) > 0:
			c.note(n)
		default:
			if c.covered == nil {
				c.covered = map[string]bool{}
			}
			c.covered[n] = true
		}
	}
}

// eval decides the condition of word with rest as make would with the
// variables make's line gives it (body_make_line.go), else as
// makeCondEval does.
func (c *makeConds) eval(word, rest string) (known, holds, ok bool) {
	rest = makeCondComment(rest)
	if word == "ifdef" || word == "ifndef" {
		if _, _, set, sure := c.value(rest); sure {
			return true, set == (word == "ifdef"), true
		}
		return makeCondEval(word, rest)
	}
	if strings.Contains(rest, "$") {
		if r, ok := c.condText(rest); ok {
			rest = r
		}
	}
	return makeCondEval(word, rest)
}

// makeCondWord returns the conditional directive trimmed starts with
// (ifeq, ifneq, ifdef, ifndef, else, endif) and the text after it, or
// "".
func makeCondWord(trimmed string) (word, rest string) {
	for _, w := range []string{"ifeq", "ifneq", "ifdef", "ifndef", "else", "endif"} {
		r, ok := strings.CutPrefix(trimmed, w)
		if !ok {
			continue
		}
		if r == "" || r[0] == ' ' || r[0] == '\t' || (w == "ifeq" || w == "ifneq") && strings.ContainsRune("(\"'", rune(r[0])) {
			return w, strings.TrimSpace(r)
		}
	}
	return "", ""
}

// directive reads trimmed, a line of the file outside a recipe: is
// whether it is a conditional directive, why (when not "") what makes it
// unreadable.
func (c *makeConds) directive(trimmed string) (is bool, why string) {
	word, rest := makeCondWord(trimmed)
	if c.osUnset {
		rest = strings.NewReplacer("$(OS)", "", "${OS}", "").Replace(rest)
	}
	switch word {
	case "":
		return false, ""
	case "endif":
		if len(c.open) == 0 {
			return true, "endif with no conditional open"
		}
		c.close()
		return true, ""
	case "else":
		if len(c.open) == 0 {
			return true, "else with no conditional open"
		}
		top := &c.open[len(c.open)-1]
		if top.plain {
			return true, "else after else in " + shownBody(top.line)
		}
		top.taken = top.taken || top.known && top.holds
		top.sets = append(top.sets, map[string]bool{})
		if rest == "" || rest[0] == '#' {
			top.plain, top.holds = true, !top.taken
			return true, ""
		}
		w, r := makeCondWord(rest)
		if w == "" || w == "else" || w == "endif" {
			return true, "else followed by " + shownBody(rest)
		}
		known, holds, ok := c.eval(w, r)
		if !ok {
			return true, "a condition not read: " + shownBody(rest)
		}
		if top.known {
			top.known, top.holds = known || top.taken, holds && !top.taken
		}
		top.unknownSeen = top.unknownSeen || !top.known
		return true, ""
	}
	known, holds, ok := c.eval(word, rest)
	if !ok {
		return true, "a condition not read: " + shownBody(trimmed)
	}
	if c.skipping() {
		known, holds = true, false
	}
	c.open = append(c.open, makeCond{known: known, holds: holds, line: trimmed, sets: []map[string]bool{{}}, unknownSeen: !known})
	return true, ""
}

// skipping reports whether the line now read is in a branch known not
// to be taken.
func (c *makeConds) skipping() bool {
	for _, f := range c.open {
		if f.known && !f.holds {
			return true
		}
	}
	return false
}

// unsure reports whether the line now read is in a branch that may or
// may not be taken.
func (c *makeConds) unsure() bool {
	for _, f := range c.open {
		if !f.known {
			return true
		}
	}
	return false
}

// unclosed says which conditional is still open at the file's end, or "".
func (c *makeConds) unclosed() string {
	if len(c.open) == 0 {
		return ""
	}
	return shownBody(c.open[len(c.open)-1].line) + " not closed by endif"
}

// makeCondEval decides the condition of word (ifeq, ifneq, ifdef,
// ifndef) with rest: known when it is decided here, holds whether it is
// true, ok false when rest is not a condition the reader can split.
func makeCondEval(word, rest string) (known, holds, ok bool) {
	rest = makeCondComment(rest)
	if word == "ifdef" || word == "ifndef" {
		return false, false, rest != ""
	}
	a, b, ok := makeCondArgs(rest)
	if !ok {
		return false, false, false
	}
	if strings.Contains(a, "$") || strings.Contains(b, "$") {
		return false, false, true
	}
	// make strips the arguments' spaces in some forms and not others:
	// decided only where either way gives the same answer.
	switch {
	case a == b:
		return true, word == "ifeq", true
	case strings.TrimSpace(a) != strings.TrimSpace(b):
		return true, word == "ifneq", true
	}
	return false, false, true
}

// makeCondComment is rest without a comment after the condition's
// closing parenthesis or quote.
func makeCondComment(rest string) string {
	if i := strings.LastIndexAny(rest, ")\"'"); i >= 0 {
		if tail := strings.TrimSpace(rest[i+1:]); strings.HasPrefix(tail, "#") {
			return strings.TrimSpace(rest[:i+1])
		}
	}
	return strings.TrimSpace(rest)
}

// makeCondArgs splits an ifeq's arguments: `(a,b)`, `"a" "b"`, `'a'
// 'b'` (either quote on either).
func makeCondArgs(rest string) (a, b string, ok bool) {
	if strings.HasPrefix(rest, "(") {
		if !strings.HasSuffix(rest, ")") || makeRefEnd(rest, 0) != len(rest)-1 {
			return "", "", false
		}
		parts := makeArgs(rest[1:len(rest)-1], 2)
		if parts == nil {
			return "", "", false
		}
		return parts[0], parts[1], true
	}
	quoted := func(s string) (string, string, bool) {
		if s == "" || s[0] != '"' && s[0] != '\'' {
			return "", "", false
		}
		end := strings.IndexByte(s[1:], s[0])
		if end < 0 {
			return "", "", false
		}
		return s[1 : end+1], strings.TrimSpace(s[end+2:]), true
	}
	a, r, ok1 := quoted(rest)
	b, r, ok2 := quoted(r)
	if !ok1 || !ok2 || r != "" {
		return "", "", false
	}
	return a, b, true
}

// makeMetaCall returns the call of make's functions that make make code
// or read it as make runs (`$(eval …)`, `$(value …)`, `$(file …)`,
// `$(guile …)`) in line, shown, or "" for none: what they hold is
// not read here (rt59).
func makeMetaCall(line string) string {
	if t := strings.TrimSpace(line); t == "" || t[0] == '#' || !strings.Contains(line, "$") {
		return ""
	}
	for i := 0; i+1 < len(line); i++ {
		if line[i] != '$' {
			continue
		}
		if line[i+1] == '$' {
			i++ // make's literal $
			continue
		}
		if line[i+1] != '(' && line[i+1] != '{' {
			continue
		}
		for _, fn := range []string{"eval", "value", "file", "guile"} {
			if r, ok := strings.CutPrefix(line[i+2:], fn); ok && r != "" && (r[0] == ' ' || r[0] == '\t') {
				return shownBody(line[i:])
			}
		}
	}
	return ""
}

// makeSetsOS reports whether makefile text sets the variable OS.
func makeSetsOS(text string) bool {
	if !strings.Contains(text, "OS") {
		return false
	}
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if f := strings.Fields(t); len(f) > 1 && f[len(f)-2] == "define" || len(f) > 0 && f[len(f)-1] == "OS" {
			return true // define OS, export OS, and what sets it so
		}
		if _, after, ok := strings.Cut(t, ":"); ok {
			t = after // a target's own OS
		}
		if name, _, ok := makeAssign(strings.TrimSpace(t)); ok && strings.TrimSpace(strings.TrimPrefix(name, "private ")) == "OS" {
			return true
		}
	}
	return false
}

// makeLineSetsOS reports whether make part p sets OS for make: on its
// command line or in its environment (`OS=Windows_NT make`).
func makeLineSetsOS(p *Part) bool {
	for _, w := range p.Words[1:] {
		if v, _ := w.Literal(); strings.HasPrefix(strings.TrimLeft(v, " "), "OS") && strings.Contains(v, "=") ||
			len(w.Segs) > 0 && strings.HasPrefix(w.Segs[0].Text, "OS") && strings.Contains(w.Segs[0].Text, "=") {
			return true
		}
	}
	pairs, _ := envAssigns(p)
	for _, kv := range pairs {
		if kv[0] == "OS" || kv[0] == "MAKEFLAGS" || kv[0] == "MFLAGS" {
			return true
		}
	}
	return false
}

// makePlainAssign reports whether the assignment line trimmed sets its
// variable with =, :=, ::= or ?= (not += or !=).
func makePlainAssign(trimmed string) bool {
	eq := strings.IndexByte(trimmed, '=')
	return eq > 0 && trimmed[eq-1] != '+' && trimmed[eq-1] != '!'
}

// makeOnlyPrefixes reports whether each of vals is make's recipe
// prefixes alone (@, -, +) or empty: make strips them from the start of
// a recipe line after expanding it, and elsewhere they are no path.
func makeOnlyPrefixes(vals []string) bool {
	for _, v := range vals {
		if strings.Trim(v, "@-+ \t") != "" {
			return false
		}
	}
	return len(vals) > 0
}
