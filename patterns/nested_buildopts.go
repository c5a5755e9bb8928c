package patterns

import (
	"fmt"
	"strings"
)

// Build hijacks through options and flag variables (eff7c), beside the
// build-tool variables of nested_buildenv.go: what a build tool runs in
// place of its compiler, wrapper or linker can be named on its command
// line or in a variable of flags, and is read as the command it names,
// so one naming a file the line just wrote is made-then-run:
//
//   - cargo's `--config KEY=VALUE` for build.rustc-wrapper,
//     build.rustc-workspace-wrapper, build.rustc, build.rustdoc and a
//     target's runner or linker (the TOML string's quotes dropped; an
//     array is not read, and is unreadable);
//   - cmake's `-DNAME=VALUE` (and `-DNAME:TYPE=VALUE`, `-D NAME=VALUE`)
//     for the compilers, their launchers, the linker and the make
//     program, and the scripts it runs (CMAKE_TOOLCHAIN_FILE,
//     CMAKE_PROJECT_INCLUDE …, `--toolchain FILE`, `-C FILE`);
//   - GOFLAGS's `-toolexec=` and `-exec=`;
//   - MAKEFLAGS's (and MFLAGS's, GNUMAKEFLAGS's) assignments of a build-tool variable
//     (`MAKEFLAGS='CC=./w.sh'`, which GNU make honours), its makefiles
//     (`-f F`, `--file=F`; GNU make ignores them there, other makes may
//     not) read as MAKEFILES is, and its `--eval`/`-E` text, make's own
//     language, which is unreadable.
//
// A value that is not literal is not known: what it runs is unreadable.

// flagVars are the variables whose value is a list of a build tool's
// flags.
var flagVars = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{"GOFLAGS": true, "MAKEFLAGS": true, "MFLAGS": true, "GNUMAKEFLAGS": true}
	for n := range toolFlagVars.get() { // nested_toolchainopts.go
		m[n] = true
	}
	return m
}}

// cargoRunKeys are cargo configuration keys whose value is a program
// cargo runs; a target's runner and linker are matched by suffix.
var cargoRunKeys = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"build.rustc-wrapper": true, "build.rustc-workspace-wrapper": true,
		"build.rustc": true, "build.rustdoc": true,
	}
}}

// cmakeRunVars are cmake cache variables that name a program the build
// runs or a script cmake runs.
var cmakeRunVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"CMAKE_C_COMPILER": true, "CMAKE_CXX_COMPILER": true, "CMAKE_ASM_COMPILER": true,
		"CMAKE_CUDA_COMPILER": true, "CMAKE_Fortran_COMPILER": true, "CMAKE_OBJC_COMPILER": true,
		"CMAKE_C_COMPILER_LAUNCHER": true, "CMAKE_CXX_COMPILER_LAUNCHER": true,
		"CMAKE_CUDA_COMPILER_LAUNCHER": true, "CMAKE_C_LINKER_LAUNCHER": true, "CMAKE_CXX_LINKER_LAUNCHER": true,
		"CMAKE_LINKER": true, "CMAKE_AR": true, "CMAKE_RANLIB": true, "CMAKE_MAKE_PROGRAM": true,
		"CMAKE_TOOLCHAIN_FILE": true, "CMAKE_PROJECT_INCLUDE": true, "CMAKE_PROJECT_INCLUDE_BEFORE": true,
		"CMAKE_PROJECT_TOP_LEVEL_INCLUDES": true, "CMAKE_USER_MAKE_RULES_OVERRIDE": true,
	}
}}

// varText reads text, found in the value of a variable or an option, as a
// command string: on p, or on a holder of its own for an assignment alone.
func (r *reading) varText(p *Part, label, text string, span Span, sc scope) []*Node {
	if p == nil {
		p = &Part{Index: -1}
	}
	return r.nestedText(p, label, text, span, FeedNone, sc)
}

// flagVarStrings reads a flag variable's value (GOFLAGS, MAKEFLAGS).
func (r *reading) flagVarStrings(p *Part, name string, val Word, sc scope) []*Node {
	if _, ok := toolFlagVars.get()[name]; ok {
		return r.toolFlagStrings(p, name, val, sc) // nested_toolchainopts.go
	}
	v, ok := val.Literal()
	if !ok {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
			"%s is given %s, which is not literal and may name a program the build runs, so what runs is not known.", name, quoteRaw(val.Raw)))}
	}
	var nodes []*Node
	fields := strings.Fields(v)
	for i, f := range fields {
		opt, arg, hasArg := strings.Cut(f, "=")
		if name == "GOFLAGS" {
			switch opt {
			case "-toolexec", "--toolexec", "-exec", "--exec":
				if hasArg {
					nodes = append(nodes, r.varText(p, name+" "+opt+"=", arg, val.Span, sc)...)
				}
			}
			continue
		}
		switch {
		case opt == "--eval" || f == "-E" || strings.HasPrefix(f, "-E") && !hasArg:
			return append(nodes, r.unreadable(p, UnreadableForeignCode, val.Span, fmt.Sprintf(
				"%s gives make --eval text %s, make's own language ($(shell …) runs commands), which the reader does not read.", name, quoteRaw(val.Raw))))
		case (f == "-f" || f == "--file" || f == "--makefile") && i+1 < len(fields):
			nodes = append(nodes, r.varText(p, name+" -f ", asPath(fields[i+1]), val.Span, sc)...)
		case (opt == "--file" || opt == "--makefile") && hasArg:
			nodes = append(nodes, r.varText(p, name+" "+opt+"=", asPath(arg), val.Span, sc)...)
		case hasArg && !strings.HasPrefix(f, "-") && buildToolVars.get()[opt]:
			nodes = append(nodes, r.varText(p, name+" "+opt+"=", arg, val.Span, sc)...)
		}
	}
	return nodes
}

// asPath returns a makefile's name as a path (./evil.mk for evil.mk), so
// that it reads as the file it names, not a program found on PATH.
func asPath(name string) string {
	if strings.ContainsRune(name, '/') {
		return name
	}
	return "./" + name
}

// configValues are the values of the --config VALUE and --config=VALUE
// options in args, up to a `--` at position from or later (hg's and
// cargo's --config).
func configValues(args []Word, sc scope, from int) []Word {
	var vals []Word
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		switch {
		case lit == "--" && i >= from:
			return vals
		case lit == "--config" && i+1 < len(args):
			i++
			vals = append(vals, args[i])
		case strings.HasPrefix(lit, "--config="):
			vals = append(vals, trimWordPrefix(args[i], "--config=", sc.m.whole == nil))
		}
	}
	return vals
}

// cargoConfig reads cargo's --config KEY=VALUE for the keys that name a
// program cargo runs.
func (r *reading) cargoConfig(p *Part, sc scope) []*Node {
	var nodes []*Node
	for _, val := range configValues(p.Args(), sc, 1) {
		text, ok := val.Literal()
		if !ok {
			if head, _ := litPrefix(val); strings.Contains(head, "=") || !strings.HasSuffix(head, ".toml") {
				nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
					"cargo --config is given %s, which is not literal and may name a program cargo runs, so what runs is not known.", quoteRaw(val.Raw))))
			}
			continue
		}
		key, v, ok := strings.Cut(text, "=")
		key = strings.TrimSpace(key)
		if !ok && strings.HasSuffix(text, ".toml") && !inTreePath(text) {
			nodes = append(nodes, r.unreadable(p, UnreadableForeignCode, val.Span, fmt.Sprintf(
				"cargo --config %s reads a configuration file outside the project (which may name a program cargo runs, as build.rustc-wrapper does), so what runs is not known.", quoteRaw(val.Raw))))
			continue
		}
		if !ok || !(cargoRunKeys.get()[key] || strings.HasPrefix(key, "target.") &&
			(strings.HasSuffix(key, ".runner") || strings.HasSuffix(key, ".linker"))) {
			continue
		}
		v = strings.TrimSpace(v)
		if strings.HasPrefix(v, "[") || strings.HasPrefix(v, "{") {
			nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
				"cargo --config %s names a program in a TOML list the reader does not read, so what runs is not known.", quoteRaw(val.Raw))))
			continue
		}
		v = strings.Trim(v, `"'`)
		if !installedProgram(v) {
			// as RUSTC_WRAPPER=/tmp/x is (effects_envcode_config.go)
			nodes = append(nodes, r.unreadable(p, UnreadableForeignCode, val.Span, fmt.Sprintf(
				"cargo --config %s makes cargo run a program whose contents the command does not show, so what runs is not known.", quoteRaw(val.Raw))))
			continue
		}
		nodes = append(nodes, r.varText(p, "cargo --config "+key+"=", v, val.Span, sc)...)
	}
	return nodes
}

// cmakeDefs reads cmake's -D definitions of the variables that name a
// program the build runs or a script cmake runs, and its --toolchain and
// -C scripts.
func (r *reading) cmakeDefs(p *Part, sc scope) []*Node {
	var nodes []*Node
	args := p.Args()
	exact := sc.m.whole == nil
	for i := 0; i < len(args); i++ {
		w := args[i]
		lit, _ := litPrefix(w)
		switch {
		case (lit == "-D" || lit == "--toolchain" || lit == "-C") && i+1 < len(args):
			i++
			if lit == "-D" {
				w = args[i]
				lit, _ = litPrefix(w)
				break
			}
			nodes = append(nodes, r.nestedWord(p, "cmake "+lit+" ", args[i], FeedNone, sc)...)
			continue
		case strings.HasPrefix(lit, "-D"):
			w = trimWordPrefix(w, "-D", exact)
			lit = lit[2:]
		case strings.HasPrefix(lit, "--toolchain="):
			nodes = append(nodes, r.nestedWord(p, "cmake --toolchain=", trimWordPrefix(w, "--toolchain=", exact), FeedNone, sc)...)
			continue
		default:
			continue
		}
		eq := strings.IndexByte(lit, '=')
		if eq < 0 {
			continue
		}
		name, _, _ := strings.Cut(lit[:eq], ":")
		if !cmakeRunVars.get()[name] {
			continue
		}
		nodes = append(nodes, r.nestedWord(p, "cmake -D"+name+"=", trimWordPrefix(w, lit[:eq+1], exact), FeedNone, sc)...)
	}
	return nodes
}
