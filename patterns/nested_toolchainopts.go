package patterns

import (
	"fmt"
	"strings"
)

// A program a build runs, named inside a list of flags (rt22e #38): rustc's
// `-C linker=PROG` (in RUSTFLAGS, RUSTDOCFLAGS, CARGO_ENCODED_RUSTFLAGS,
// or after `cargo rustc --` and on rustc's own line), go's `-ldflags`
// `-extld PROG` and `go vet -vettool=PROG`, and the C compilers'
// `-fplugin=FILE` (a shared object the compiler loads) and `-wrapper
// PROG` in CFLAGS, CXXFLAGS, CPPFLAGS, LDFLAGS and cgo's CGO_* variables.
// Each is read as the command it names, so one the line made earlier is
// made-then-run and a value the line does not show is unreadable; the
// everyday flags (`-C target-cpu=native`, `-ldflags='-s -w -X
// main.v=$V'`, `CFLAGS="$CFLAGS -O2"`) and programs found by name
// (`-C linker=clang`) are left alone.

// toolFlagVars are the flags variables read here, each with the separator
// of its value.
var toolFlagVars = lazy[map[string]string]{build: func() map[string]string {
	m := map[string]string{"CARGO_ENCODED_RUSTFLAGS": "\x1f"}
	for _, n := range strings.Fields(`RUSTFLAGS RUSTDOCFLAGS CFLAGS CXXFLAGS CPPFLAGS LDFLAGS
		CGO_CFLAGS CGO_CXXFLAGS CGO_CPPFLAGS CGO_LDFLAGS CGO_FFLAGS`) {
		m[n] = ""
	}
	return m
}}

// toolFlagNames are the words inside such a list that name a program.
var toolFlagNames = []string{"linker=", "-extld", "-fplugin=", "-wrapper", "-vettool"}

// toolFlagPrograms returns the programs a list of flags names: rustc's
// `-C linker=X` (`-Clinker=X`), go's linker `-extld X` (`-extld=X`),
// the compilers' `-fplugin=X` and `-wrapper X` (its first comma field).
func toolFlagPrograms(fields []string) []string {
	var out []string
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		next := ""
		if i+1 < len(fields) {
			next = fields[i+1]
		}
		switch {
		case f == "-C" && strings.HasPrefix(next, "linker="):
			out = append(out, strings.TrimPrefix(next, "linker="))
			i++
		case strings.HasPrefix(f, "-Clinker="):
			out = append(out, strings.TrimPrefix(f, "-Clinker="))
		case strings.HasPrefix(f, "--codegen=linker="):
			out = append(out, strings.TrimPrefix(f, "--codegen=linker="))
		case (f == "-extld" || f == "--extld" || f == "-wrapper") && next != "":
			prog, _, _ := strings.Cut(next, ",")
			out = append(out, prog)
			i++
		case strings.HasPrefix(f, "-extld=") || strings.HasPrefix(f, "--extld="):
			_, v, _ := strings.Cut(f, "=")
			out = append(out, v)
		case strings.HasPrefix(f, "-fplugin="):
			out = append(out, asPath(strings.TrimPrefix(f, "-fplugin=")))
		}
	}
	return out
}

// toolFlagStrings reads the programs a flags variable's value names.
func (r *reading) toolFlagStrings(p *Part, name string, val Word, sc scope) []*Node {
	v, ok := val.Literal()
	if !ok {
		return r.toolFlagsDynamic(p, name, val)
	}
	var fields []string
	if sep := toolFlagVars.get()[name]; sep != "" {
		fields = strings.Split(v, sep)
	} else {
		fields = strings.Fields(v)
	}
	var nodes []*Node
	for _, prog := range toolFlagPrograms(fields) {
		nodes = append(nodes, r.varText(p, name+" ", prog, val.Span, sc)...)
	}
	return nodes
}

// toolFlagsDynamic: a list of flags the line does not show is left alone
// (`CFLAGS="$CFLAGS -O2"`, `-ldflags="-X main.v=$V"`) unless its text
// names a program there: then what runs is not known.
func (r *reading) toolFlagsDynamic(p *Part, name string, val Word) []*Node {
	for _, n := range toolFlagNames {
		if i := strings.Index(val.Raw, n); i >= 0 && strings.ContainsAny(val.Raw[i:], "$`") {
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
				"%s is given %s, which names a program the build runs by a value not known here, so what runs is not known.", name, quoteRaw(val.Raw)))}
		}
	}
	return nil
}

// toolchainOptions reads the programs named on a build's own line: go's
// -ldflags (-extld) and vet's -vettool, and rustc's -C linker= (also
// after `cargo rustc --`).
func (r *reading) toolchainOptions(p *Part, sc scope) []*Node {
	args := p.Args()
	exact := sc.m.whole == nil
	var nodes []*Node
	switch p.Program {
	case "go":
		for i := 0; i < len(args); i++ {
			lit, _ := litPrefix(args[i])
			var val Word
			name := strings.TrimPrefix(lit, "-")
			name, _, eq := strings.Cut(name, "=")
			name = strings.TrimPrefix(name, "-")
			if name != "ldflags" && name != "vettool" {
				continue
			}
			switch {
			case eq:
				val = trimWordPrefix(args[i], lit[:strings.IndexByte(lit, '=')+1], exact)
			case i+1 < len(args):
				i++
				val = args[i]
			default:
				continue
			}
			if name == "vettool" {
				nodes = append(nodes, r.nestedWord(p, "go -vettool", val, p.Feed, sc)...)
				continue
			}
			nodes = append(nodes, r.toolFlagStrings(p, "go -ldflags", val, sc)...)
		}
	case "cargo", "rustc":
		if p.Program == "cargo" {
			args = cargoRustcArgs(args)
		}
		var fields []string
		dynamic := false
		for _, w := range args {
			v, ok := w.Literal()
			if !ok {
				dynamic = dynamic || strings.Contains(w.Raw, "linker=")
				v = ""
			}
			fields = append(fields, v)
		}
		if dynamic {
			nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, p.Span, fmt.Sprintf(
				"%s is given -C linker= by a value not known here, so what runs is not known.", p.Program)))
		}
		for _, prog := range toolFlagPrograms(fields) {
			nodes = append(nodes, r.varText(p, p.Program+" -C linker=", prog, p.Span, sc)...)
		}
	}
	return nodes
}

// cargoRustcArgs returns the words `cargo rustc` (or rustdoc) hands
// rustc after "--"; other subcommands hand theirs to the program built.
func cargoRustcArgs(args []Word) []Word {
	sub := ""
	for i, w := range args {
		lit, _ := litPrefix(w)
		if sub == "" && !strings.HasPrefix(lit, "-") && !strings.HasPrefix(lit, "+") {
			sub = lit
		}
		if lit == "--" {
			if sub == "rustc" || sub == "rustdoc" {
				return args[i+1:]
			}
			return nil
		}
	}
	return nil
}

// toolFlagVarKnown reports whether name is one of toolFlagVars.
func toolFlagVarKnown(name string) bool {
	_, ok := toolFlagVars.get()[name]
	return ok
}

// flagsOutsideProgram returns a program a flags variable's literal value
// names by a path outside the system's program directories, as CC=/tmp/x
// is judged (effects_envcode_config.go).
func flagsOutsideProgram(name, value string) (string, bool) {
	var fields []string
	if sep := toolFlagVars.get()[name]; sep != "" {
		fields = strings.Split(value, sep)
	} else {
		fields = strings.Fields(value)
	}
	for _, prog := range toolFlagPrograms(fields) {
		if !installedProgram(prog) {
			return prog, true
		}
	}
	return "", false
}

// toolchainArgProgram returns the word of a build's own line that names
// a program by a path outside the system's program directories: go's
// -vettool and -ldflags' -extld, rustc's -C linker= (after `cargo rustc
// --` too).
func toolchainArgProgram(p *Part) (Word, string, bool) {
	args := p.Args()
	switch p.Program {
	case "go":
		for i, w := range args {
			lit, _ := litPrefix(w)
			name, val, eq := strings.Cut(strings.TrimLeft(lit, "-"), "=")
			if !goProgramFlag(name) || !strings.HasPrefix(lit, "-") {
				continue
			}
			if !eq {
				if i+1 >= len(args) {
					continue
				}
				w = args[i+1]
			}
			v, ok := w.Literal()
			if !ok {
				continue // toolchainOptions' (unreadable where it names a program)
			}
			if eq {
				v = val
				if full, ok := args[i].Literal(); ok {
					_, v, _ = strings.Cut(full, "=")
				}
			}
			progs := []string{v}
			if name == "ldflags" {
				progs = toolFlagPrograms(strings.Fields(v))
			}
			for _, prog := range progs {
				if !installedProgram(prog) {
					return w, prog, true
				}
			}
		}
	case "cargo", "rustc":
		if p.Program == "cargo" {
			args = cargoRustcArgs(args)
		}
		var fields []string
		for _, w := range args {
			v, _ := w.Literal()
			fields = append(fields, v)
		}
		for _, prog := range toolFlagPrograms(fields) {
			if !installedProgram(prog) {
				return p.Words[0], prog, true
			}
		}
	}
	return Word{}, "", false
}

// goProgramFlag reports whether a go flag (its dashes cut) names a program
// go runs: -ldflags's linker, -vettool, and -exec and -toolexec (rt39
// §1: `go test -exec /tmp/x` as `GOFLAGS=-exec=/tmp/x` is read).
func goProgramFlag(name string) bool {
	switch name {
	case "ldflags", "vettool", "exec", "toolexec":
		return true
	}
	return false
}
