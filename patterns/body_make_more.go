package patterns

import (
	"path"
	"slices"
	"strconv"
	"strings"
)

// Make features that hide a recipe (body_make.go, rt50 A9): `include F`,
// `-include F` and `sinclude F` (a literal file, or several, read from
// make's directory as the makefile is, then from each -I directory, at
// most makeIncludesMax files and makeIncludeDepth deep, spliced where the
// directive stands; a missing `-include` file is skipped, and so is an
// `include` one under a conditional testing $(wildcard …); an `include`
// missing otherwise, past the bounds, or of a name with a reference or a
// glob makes the part unreadable (fx62h, rt59); `-include $(DEPS)`, the
// compiler's dependency files, is not read),
// `.DEFAULT_GOAL := T` (plain make's goal), `.ONESHELL:` (each target's
// recipe as one script), a recipe line that is a `define`d variable
// alone (`$(X)`: its lines, each a recipe line), `$(MAKE)`/`${MAKE}` as
// make (so `$(MAKE) T` is followed as `make T` is), pattern rules (`%:`,
// `%.o: %.c`: a target with no recipe of its own takes the first pattern
// rule whose target matches, its stem put for `%` in the rule's
// prerequisites), and a SHELL or .SHELLFLAGS the makefile sets, however
// it sets it (makePlantedShell), that is no plain shell at the system's
// place (`SHELL := ./evil.sh`: every recipe runs through that file, so
// the part asks as unreadable; `/usr/bin/env bash`, `bash -eu -o
// pipefail` and `$(shell which bash)` are shells).

const (
	// makeIncludesMax bounds the files one make part includes.
	makeIncludesMax = 16
	// makeIncludeDepth bounds how deep an included file includes
	// another.
	makeIncludeDepth = 3
)

// makeInc is how a makefile's includes are read: the directories a
// relative name is looked for in (make's, then each -I directory, in
// order), the reader, and the count of files included so far.
type makeInc struct {
	dirs  []string
	read  func(string, int) ([]byte, error)
	count *int
}

// splice returns text with each include directive of literal files
// replaced by their text; why, when not "", says what could not be read:
// an `include` (not `-include`) file missing (outside a conditional
// testing $(wildcard …), where make would not reach it) or past the
// bound, a name with a reference or a glob, a bound passed (fx62h).
func (m makeInc) splice(text string, depth int) (string, string) {
	if !strings.Contains(text, "include") {
		return text, ""
	}
	lines := strings.Split(text, "\n")
	var b strings.Builder
	var guarded []bool // the open conditionals: whether each tests $(wildcard …)
	for _, line := range lines {
		f := strings.Fields(line)
		if !strings.HasPrefix(line, "\t") && len(f) > 0 {
			switch w, _ := makeCondWord(strings.TrimSpace(line)); w {
			case "ifeq", "ifneq", "ifdef", "ifndef":
				guarded = append(guarded, strings.Contains(line, "wildcard"))
			case "endif":
				if len(guarded) > 0 {
					guarded = guarded[:len(guarded)-1]
				}
			}
		}
		if strings.HasPrefix(line, "\t") || len(f) < 2 || f[0] != "include" && f[0] != "-include" && f[0] != "sinclude" {
			b.WriteString(line)
			b.WriteByte('\n')
			continue
		}
		soft := f[0] != "include" || slices.Contains(guarded, true)
		for _, name := range f[1:] {
			if strings.HasPrefix(name, "#") {
				break
			}
			if strings.ContainsAny(name, "$*?[") {
				if f[0] != "include" {
					continue // -include $(DEPS): the compiler's dependency files, not read
				}
				return "", "include " + shownBody(name) + ": a name not known here"
			}
			if *m.count++; *m.count > makeIncludesMax || depth >= makeIncludeDepth {
				return "", "includes past " + strconv.Itoa(makeIncludesMax) + " files or " + strconv.Itoa(makeIncludeDepth) + " deep"
			}
			inc, err := m.find(name)
			if err == ErrNoProjectFile && soft {
				continue
			}
			if err != nil || strings.IndexByte(string(inc), 0) >= 0 {
				return "", f[0] + " " + shownBody(name) + ": not read (" + cmpErr(err, "a NUL byte") + ")"
			}
			sub, why := m.splice(string(inc), depth+1)
			if why != "" {
				return "", why
			}
			b.WriteString(sub)
			b.WriteByte('\n')
		}
	}
	if b.Len()+1 > 4*scriptFileMax {
		return "", "includes past " + strconv.Itoa(4*scriptFileMax) + " bytes"
	}
	return b.String(), ""
}

// find reads the included file name: an absolute one as it is, a
// relative one from the first of dirs that holds it.
func (m makeInc) find(name string) ([]byte, error) {
	if path.IsAbs(name) {
		return m.read(name, scriptFileMax)
	}
	for _, d := range m.dirs {
		if text, err := m.read(path.Join(d, name), scriptFileMax); err != ErrNoProjectFile {
			return text, err
		}
	}
	return nil, ErrNoProjectFile
}

// cmpErr is err's message, or alt for none.
func cmpErr(err error, alt string) string {
	if err == nil {
		return alt
	}
	return err.Error()
}

// makeIncludeDirs returns the -I (--include-dir) directories of make
// part p, absolute: a relative one from dir, where make runs after -C.
func makeIncludeDirs(p *Part, dir string) []string {
	var out []string
	for k := 1; k < len(p.Words); k++ {
		v, lit := p.Words[k].Literal()
		if !lit {
			continue
		}
		var s string
		switch {
		case v == "-I" || v == "--include-dir":
			if k+1 >= len(p.Words) {
				return out
			}
			k++
			s, _ = p.Words[k].Literal()
		case strings.HasPrefix(v, "--include-dir="):
			s = strings.TrimPrefix(v, "--include-dir=")
		case strings.HasPrefix(v, "-I") && len(v) > 2:
			s = v[2:]
		default:
			continue
		}
		if d := bodyDir(dir, LitWord(s)); d != "" && s != "" {
			out = append(out, d)
		}
	}
	return out
}

// makefilesIncludes is the `-include` lines of the makefiles the
// MAKEFILES variable of make part p names: on make's command line or
// before it (effects_tree_implicit.go's makefilesVar), through env, or
// exported by an earlier part of the line ctx evaluates. GNU make reads
// each (a missing one skipped) from its directory before the makefile,
// so their $(shell …) and recipes run (rt53 N18: `MAKEFILES=evil.mk
// make`). They are read after the makefile, so its first target stays
// plain make's goal. A name that is not literal is the line's to judge.
func makefilesIncludes(p *Part, ctx *Context) []byte {
	var names []string
	add := func(val string) {
		for _, f := range strings.Fields(val) {
			if !strings.ContainsAny(f, "$`\"'\\") && !contains(names, f) {
				names = append(names, f)
			}
		}
	}
	for _, w := range makefilesVar(p) {
		if name, ok := w.Literal(); ok {
			add(name)
		}
	}
	parts := []*Part{p}
	if cmd := ctx.evalCommand(); cmd != nil {
		for _, q := range cmd.Parts {
			if q.Index < p.Index && q.Depth <= p.Depth && q.Program == "export" {
				parts = append(parts, q)
			}
		}
	}
	for _, q := range parts {
		pairs, lits := envAssigns(q)
		for k, kv := range pairs {
			if kv[0] == "MAKEFILES" && lits[k] {
				add(kv[1])
			}
		}
	}
	var b []byte
	for _, n := range names {
		b = append(b, "\n-include "+n+"\n"...)
	}
	return b
}

// makeAssign reads a plain assignment line (`X := V`, `X = V`, `X ?= V`,
// `X ::= V`, with `override` or `export` before it): its name and value.
func makeAssign(trimmed string) (name, val string, ok bool) {
	for _, pre := range []string{"override ", "export "} {
		trimmed = strings.TrimSpace(strings.TrimPrefix(trimmed, pre))
	}
	for _, op := range []string{"::=", ":=", "?=", "+=", "="} {
		if i := strings.Index(trimmed, op); i > 0 {
			name = strings.TrimSpace(trimmed[:i])
			if strings.ContainsAny(name, " \t:$()") {
				return "", "", false
			}
			return name, strings.TrimSpace(trimmed[i+len(op):]), true
		}
	}
	return "", "", false
}

// makePlantedShell says how the makefile text chooses the program its
// recipes run with, where that is no plain shell at the system's place
// (`SHELL := ./evil.sh`), or returns "". Every way GNU make 4.3 takes
// counts (rt53 N18, each checked with real make): a SHELL or .SHELLFLAGS
// assignment at the top, under a conditional (the reader cannot tell which
// branch holds; a Windows shell there, `cmd.exe`, `powershell.exe`, with
// its switches, `/c`, is the everyday idiom and is left alone), for a target or a pattern
// (`all: SHELL = ./evil.sh`, `%: private export SHELL := …`), by `define
// SHELL`, or by `$(eval …)` anywhere naming SHELL. .SHELLFLAGS is plain
// when it is options alone (`-c`, `-ec`, `-eu -o pipefail -c`): another
// word there (`-c ". ./evil.sh; eval …" x`) runs what the makefile chose.
func makePlantedShell(text string) string {
	depth := 0
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSuffix(lines[i], "\r")
		if at := makeEvalShell(line); at != "" {
			return at
		}
		if strings.HasPrefix(line, "\t") {
			continue
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		switch f := strings.Fields(trimmed); f[0] {
		case "ifeq", "ifneq", "ifdef", "ifndef":
			depth++
			continue
		case "endif":
			depth--
			continue
		case "else":
			continue
		case "define", "override", "export", "private":
			if name, ok := makeDefineName(f); ok {
				var body []string
				for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "endef"; i++ {
					body = append(body, strings.TrimSpace(lines[i]))
				}
				if sh := makeShellSetting(name, strings.Join(body, " "), "", depth); sh != "" {
					return sh
				}
				continue
			}
		}
		target := ""
		if colon := strings.IndexByte(trimmed, ':'); colon > 0 && !strings.HasPrefix(trimmed[colon:], ":=") &&
			!strings.HasPrefix(trimmed[colon:], "::=") && !strings.Contains(trimmed[:colon], "=") {
			target, trimmed = strings.TrimSpace(trimmed[:colon]), strings.TrimLeft(trimmed[colon:], ":")
			trimmed = strings.TrimSpace(trimmed)
		}
		for f := strings.Fields(trimmed); len(f) > 1 && (f[0] == "private" || f[0] == "override" || f[0] == "export"); f = f[1:] {
			trimmed = strings.TrimSpace(trimmed[strings.Index(trimmed, f[0])+len(f[0]):])
		}
		if name := makeComputedAssign(trimmed); name != "" { // body_make_names.go
			return name + " := …, a name made at run time that may be SHELL"
		}
		if name, val, ok := makeAssign(trimmed); ok {
			if sh := makeShellSetting(name, val, target, depth); sh != "" {
				return sh
			}
		}
	}
	return ""
}

// makeShellSetting is how a makefile's assignment of name to val (for
// target, when not "") chooses its recipes' program, where it is no
// plain shell, or "".
func makeShellSetting(name, val, target string, depth int) string {
	switch {
	case name == "SHELL" && (makeKnownShell(val) || depth > 0 && windowsShell(val)):
		return ""
	case name == ".SHELLFLAGS" && plainShellFlags(val, depth > 0):
		return ""
	case name == "BASH_ENV" && val == "":
		return ""
	case name != "SHELL" && name != ".SHELLFLAGS" && name != "BASH_ENV":
		return ""
	}
	if target != "" {
		return name + " := " + val + " for " + target
	}
	return name + " := " + val
}

// makeDefineName returns the variable a `define NAME` line (with
// override, export or private before it, `=` or `:=` after it) defines.
func makeDefineName(f []string) (string, bool) {
	for len(f) > 0 && (f[0] == "override" || f[0] == "export" || f[0] == "private") {
		f = f[1:]
	}
	if len(f) < 2 || f[0] != "define" {
		return "", false
	}
	return f[1], true
}

// makeEvalShell returns a `$(eval …)` of line that names SHELL (make
// evaluates it as makefile text, so it may set SHELL anywhere), or "".
func makeEvalShell(line string) string {
	for _, open := range []string{"$(eval", "${eval"} {
		if at := strings.Index(line, open); at >= 0 && strings.Contains(line[at:], "SHELL") {
			return strings.TrimSpace(line[at:])
		}
	}
	return ""
}

// windowsShell reports whether v names Windows' shell by its .exe name,
// as a makefile's branch for Windows sets it (`SHELL := cmd.exe`).
func windowsShell(v string) bool {
	switch strings.ToLower(v) {
	case "cmd", "cmd.exe", "powershell.exe", "pwsh.exe":
		return true
	}
	return false
}

// plainShellFlags reports whether a .SHELLFLAGS value is options alone
// (`-c`, `-ec`, `-eu -o pipefail -c`), or empty; under a conditional
// (windows), cmd.exe's switches too (`/c`).
func plainShellFlags(v string, windows bool) bool {
	for _, f := range strings.Fields(v) {
		if isShellOptionName(f) || windows && len(f) == 2 && f[0] == '/' && isNameStart(f[1]) {
			continue
		}
		if len(f) < 2 || f[0] != '-' || strings.Trim(f[1:], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-") != "" {
			return false
		}
	}
	return true
}

// makeKnownShell reports whether a makefile's SHELL value runs a plain
// shell: a known shell path or name, through /usr/bin/env or
// `$(shell which …)`/`command -v` (env's -S too), with options after it.
func makeKnownShell(v string) bool {
	if inner, ok := strings.CutPrefix(v, "$(shell "); ok && strings.HasSuffix(inner, ")") {
		f := strings.Fields(strings.TrimSuffix(inner, ")"))
		switch {
		case len(f) == 2 && f[0] == "which":
			return knownShellPath(f[1])
		case len(f) == 3 && f[0] == "command" && f[1] == "-v":
			return knownShellPath(f[2])
		}
		return false
	}
	f := strings.Fields(v)
	if len(f) == 0 {
		return false
	}
	if f[0] == "/usr/bin/env" || f[0] == "/bin/env" {
		f = f[1:]
		if len(f) > 0 && f[0] == "-S" {
			f = f[1:] // env -S bash -eo pipefail: the portable idiom (rt54's needless asks)
		}
		if len(f) == 0 || strings.Contains(f[0], "/") {
			return false
		}
	}
	if !knownShellPath(f[0]) {
		return false
	}
	for _, o := range f[1:] {
		if !strings.HasPrefix(o, "-") && !isShellOptionName(o) {
			return false
		}
	}
	return true
}

// isShellOptionName reports whether o is a name set -o takes (pipefail,
// errexit …), as in `SHELL := bash -o pipefail`.
func isShellOptionName(o string) bool {
	switch o {
	case "pipefail", "errexit", "nounset", "xtrace", "posix", "noclobber":
		return true
	}
	return false
}

// patternRule is a rule whose target holds `%`.
type patternRule struct {
	head    string
	prereqs []string
	recipe  []string
}

// stem reports the stem pattern rule head matches t with.
func (r patternRule) stem(t string) (string, bool) {
	pre, suf, _ := strings.Cut(r.head, "%")
	if len(t) < len(pre)+len(suf) || !strings.HasPrefix(t, pre) || !strings.HasSuffix(t, suf) {
		return "", false
	}
	if strings.Contains(pre, "/") || strings.Contains(suf, "/") {
		return "", false
	}
	return t[len(pre) : len(t)-len(suf)], true
}

// patternFor returns the first pattern rule matching t and its stem.
func (mf makefile) patternFor(t string) (patternRule, string, bool) {
	if path.Base(t) != t {
		return patternRule{}, "", false
	}
	for _, r := range mf.patterns {
		if s, ok := r.stem(t); ok {
			return r, s, true
		}
	}
	return patternRule{}, "", false
}

// defineLines returns the lines of the define'd variable a recipe line
// that is only `$(X)` or `${X}` names, or nil.
func (mf makefile) defineLines(line string) []string {
	if len(line) < 4 || line[0] != '$' {
		return nil
	}
	var name string
	switch {
	case line[1] == '(' && line[len(line)-1] == ')':
		name = line[2 : len(line)-1]
	case line[1] == '{' && line[len(line)-1] == '}':
		name = line[2 : len(line)-1]
	default:
		return nil
	}
	return mf.defines[strings.TrimSpace(name)]
}
