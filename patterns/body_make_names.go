package patterns

import (
	"fmt"
	"path"
	"strings"
)

// Make's other ways to its recipes' shell (rt54 M5, rt54b B1; each run
// with real GNU make 4.3 by TestMakeShellOnDisk):
//   - a makefile assignment whose left side is not a literal name
//     (`$(X) := ./evil.sh`, `SH$(EMPTY)ELL := …`, `SHELL$(if x,,) := …`)
//     that could make one of makeComputedNames: its literal pieces, each
//     reference standing for any text, match the name. A computed name
//     that cannot (`$(PKG)_SRCS := …`, `$(1)_OBJS =`) is left alone;
//   - a makefile that sets BASH_ENV: bash sources it before every
//     recipe where SHELL is bash, and before every bash a recipe starts
//     (make exports it with `export`, or when it came from the
//     environment). ENV is left alone: sh and bash read it for an
//     interactive shell only, and make's recipes are not (`ENV ?= dev`
//     is an everyday makefile's deployment name);
//   - BASH_ENV=F as make's argument (make exports its command line's
//     variables to the recipes), and MAKEFLAGS=, GNUMAKEFLAGS= or
//     MFLAGS= as its argument, read as the environment's are
//     (effects_buildenv_code.go: SHELL=, .SHELLFLAGS=, --eval …);
//   - .SHELLFLAGS given by env (`env .SHELLFLAGS=./evil.sh make`: not a
//     shell name, so only env can pass it; make takes it from the
//     environment, SHELL it does not).

// makeComputedNames are the variables a computed left side must not be
// able to name.
var makeComputedNames = [...]string{"SHELL", ".SHELLFLAGS", "MAKEFILES", "BASH_ENV", "MAKESHELL"}

// makeComputedAssign returns the left side of line (a makefile line
// outside a recipe, trimmed, its target and `export`/`override`/`private`
// taken off) when it assigns a computed name that could be one of
// makeComputedNames, or "".
func makeComputedAssign(line string) string {
	depth := 0
	for i := 0; i < len(line); i++ {
		switch c := line[i]; c {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
		case '=':
			if depth != 0 {
				continue
			}
			name := strings.TrimRight(strings.TrimRight(line[:i], " \t"), ":?+!")
			name = strings.TrimSpace(name)
			if !strings.Contains(name, "$") || strings.ContainsAny(name, " \t") && !makeRefOnlySpaces(name) {
				return ""
			}
			glob := makeNameGlob(name)
			for _, n := range makeComputedNames {
				if ok, _ := path.Match(glob, n); ok {
					return name
				}
			}
			return ""
		case '#', ';':
			if depth == 0 {
				return ""
			}
		}
	}
	return ""
}

// makeRefOnlySpaces reports whether every blank of name is inside a
// reference (`$(if x,, )`), so the name is still one word.
func makeRefOnlySpaces(name string) bool {
	depth := 0
	for i := 0; i < len(name); i++ {
		switch name[i] {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
		case ' ', '\t':
			if depth == 0 {
				return false
			}
		}
	}
	return true
}

// makeNameGlob is name with each reference ($(…), ${…}, $X) as `*`
// and glob characters of the rest escaped.
func makeNameGlob(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c != '$' {
			if strings.IndexByte(`*?[\`, c) >= 0 {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
			continue
		}
		b.WriteByte('*')
		if i+1 >= len(name) {
			break
		}
		if o := name[i+1]; o == '(' || o == '{' {
			depth := 0
			for i++; i < len(name); i++ {
				if name[i] == '(' || name[i] == '{' {
					depth++
				} else if name[i] == ')' || name[i] == '}' {
					if depth--; depth == 0 {
						break
					}
				}
			}
			continue
		}
		i++ // $X, $@
	}
	return b.String()
}

// makeLineShell reads make's own words and its env wrapper's for what
// chooses the program its recipes run with, or the code they load:
// BASH_ENV=F, MAKEFLAGS=… (GNUMAKEFLAGS, MFLAGS) carrying SHELL=,
// .SHELLFLAGS=, --eval or BASH_ENV=, and env's .SHELLFLAGS=. It returns
// the word and why, or false.
func makeLineShell(p *Part) (Word, string, bool) {
	for _, w := range p.Args() {
		lit, _ := litPrefix(w) // after --, NAME=VALUE is still a variable
		name, val, ok := strings.Cut(lit, "=")
		if !ok || strings.HasPrefix(name, "-") {
			continue
		}
		full, literal := w.Literal()
		if literal {
			_, val, _ = strings.Cut(full, "=")
		}
		switch name {
		case "BASH_ENV":
			if val != "" || !literal {
				return w, fmt.Sprintf("%s exports %s to every recipe: a bash of theirs sources that file first, which is not read here.",
					p.Program, quoteRaw(w.Raw)), true
			}
		case "MAKEFLAGS", "GNUMAKEFLAGS", "MFLAGS":
			if loadsCode(name, val, literal) {
				return w, fmt.Sprintf("%s reads %s as its own options: it chooses how every recipe runs, which is not read here.",
					p.Program, quoteRaw(w.Raw)), true
			}
		}
	}
	for _, wr := range p.Wrappers {
		for _, x := range wr.Words[1:] {
			lit, _ := litPrefix(x)
			if strings.HasPrefix(lit, ".SHELLFLAGS=") {
				if full, literal := x.Literal(); literal && plainShellFlags(strings.TrimPrefix(full, ".SHELLFLAGS="), false) {
					continue
				}
				return x, fmt.Sprintf("%s takes .SHELLFLAGS from the environment %s sets: every recipe runs with %s, which is not read here.",
					p.Program, wr.Words[0].Raw, quoteRaw(x.Raw)), true
			}
		}
	}
	return Word{}, "", false
}

// makeReadFiles is the text of make's -f files, read from dir in order,
// joined: make reads each, the first target of the first being plain
// make's goal (`make -f Makefile -f M9`: M9's SHELL counts, rt54 M5).
func makeReadFiles(dir string, files []string, read func(string, int) ([]byte, error)) ([]byte, error) {
	var text []byte
	for _, f := range files {
		b, err := read(bodyJoin(dir, f), scriptFileMax)
		if err != nil {
			return nil, fmt.Errorf("reading make's file %s: %w", f, err)
		}
		text = append(append(text, b...), '\n')
	}
	return text, nil
}
