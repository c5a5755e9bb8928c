package patterns

import (
	"path"
	"strings"
)

// Make features that hide a recipe (body_make.go, rt50 A9): `include F`,
// `-include F` and `sinclude F` (a literal file, or several, read from
// make's directory as the makefile is, at most makeIncludesMax files and
// makeIncludeDepth deep, spliced where the directive stands; a missing
// `-include` file is skipped, a name with a reference is not read),
// `.DEFAULT_GOAL := T` (plain make's goal), `.ONESHELL:` (each target's
// recipe as one script), a recipe line that is a `define`d variable
// alone (`$(X)`: its lines, each a recipe line), `$(MAKE)`/`${MAKE}` as
// make (so `$(MAKE) T` is followed as `make T` is), pattern rules (`%:`,
// `%.o: %.c`: a target with no recipe of its own takes the first pattern
// rule whose target matches, its stem put for `%` in the rule's
// prerequisites), and a `SHELL :=` outside any conditional that is no
// plain shell at the system's place (`SHELL := ./evil.sh`: every recipe
// runs through that file, so the part asks as unreadable; `/usr/bin/env
// bash`, `bash -eu -o pipefail` and `$(shell which bash)` are shells).

const (
	// makeIncludesMax bounds the files one make part includes.
	makeIncludesMax = 8
	// makeIncludeDepth bounds how deep an included file includes
	// another.
	makeIncludeDepth = 3
)

// makeIncludes returns text with each include directive of literal files
// replaced by their text, read by read from dir; false when an `include`
// (not `-include`) file cannot be read or a bound is passed.
func makeIncludes(text, dir string, read func(string, int) ([]byte, error), depth int, count *int) (string, bool) {
	if !strings.Contains(text, "include") {
		return text, true
	}
	lines := strings.Split(text, "\n")
	var b strings.Builder
	for _, line := range lines {
		f := strings.Fields(line)
		if strings.HasPrefix(line, "\t") || len(f) < 2 || f[0] != "include" && f[0] != "-include" && f[0] != "sinclude" {
			b.WriteString(line)
			b.WriteByte('\n')
			continue
		}
		soft := f[0] != "include"
		for _, name := range f[1:] {
			if strings.HasPrefix(name, "#") {
				break
			}
			if strings.ContainsAny(name, "$*?[") {
				continue // a reference or a glob: not read
			}
			if *count++; *count > makeIncludesMax || depth >= makeIncludeDepth {
				return "", false
			}
			inc, err := read(bodyJoin(dir, name), scriptFileMax)
			if err != nil || strings.IndexByte(string(inc), 0) >= 0 {
				if soft && err == ErrNoProjectFile {
					continue
				}
				return "", false
			}
			sub, ok := makeIncludes(string(inc), dir, read, depth+1, count)
			if !ok {
				return "", false
			}
			b.WriteString(sub)
			b.WriteByte('\n')
		}
	}
	if b.Len()+1 > 4*scriptFileMax {
		return "", false
	}
	return b.String(), true
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

// makePlantedShell is the value of a SHELL assignment outside any
// conditional that is no plain shell at the system's place, or "".
func makePlantedShell(text string) string {
	depth := 0
	planted := ""
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "\t") {
			continue
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		switch strings.Fields(trimmed)[0] {
		case "ifeq", "ifneq", "ifdef", "ifndef":
			depth++
			continue
		case "endif":
			depth--
			continue
		}
		name, val, ok := makeAssign(trimmed)
		if !ok || name != "SHELL" || depth > 0 {
			continue
		}
		planted = ""
		if !makeKnownShell(val) {
			planted = val
		}
	}
	return planted
}

// makeKnownShell reports whether a makefile's SHELL value runs a plain
// shell: a known shell path or name, through /usr/bin/env or
// `$(shell which …)`/`command -v`, with options after it.
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
