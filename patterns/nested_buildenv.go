package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// buildToolVars are environment (and make) variables that name a program
// a build tool runs in place of its compiler, linker or wrapper, or a
// makefile make reads first: cargo's RUSTC_WRAPPER and RUSTC, make's and
// configure's CC, CXX, LD, AR …, cmake's compiler launchers, make's
// MAKEFILES. Their value is read as the command string it names, as
// envCommandVars' are, so `echo … > w.sh && RUSTC_WRAPPER=./w.sh cargo
// build` runs a file made earlier in the line (effects_made.go), and a
// value that is not literal is not known.
var buildToolVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"RUSTC_WRAPPER": true, "RUSTC_WORKSPACE_WRAPPER": true, "RUSTC": true, "RUSTDOC": true,
		"CARGO_BUILD_RUSTC_WRAPPER": true, "CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER": true,
		"CARGO_BUILD_RUSTC": true, "CARGO_BUILD_RUSTDOC": true,
		"CC": true, "CXX": true, "CPP": true, "LD": true, "AR": true, "AS": true, "FC": true,
		"NM": true, "RANLIB": true, "STRIP": true, "OBJCOPY": true, "HOSTCC": true, "HOSTCXX": true,
		"CC_FOR_BUILD": true, "CXX_FOR_BUILD": true, "PKG_CONFIG": true,
		"CMAKE_C_COMPILER_LAUNCHER": true, "CMAKE_CXX_COMPILER_LAUNCHER": true,
		"MAKEFILES": true,
		// The other compilers cmake takes from the environment, go's gccgo,
		// and the toolchain file cmake (3.21 on) reads from it as it does
		// -DCMAKE_TOOLCHAIN_FILE (rt20d #10).
		"CUDACXX": true, "HIPCXX": true, "OBJC": true, "OBJCXX": true, "GCCGO": true,
		"CMAKE_TOOLCHAIN_FILE": true,
	}
}}

// envRunsValue reports whether the variable name's value is a command
// string or a program that something the line runs will run.
func envRunsValue(name string) bool {
	return envCommandVars.get()[name] || buildToolVars.get()[name] || envRunsByShape(name)
}

// envRunsByShape reports whether name is one of the families of variables
// that name a program, spelled with a target's or a language's name
// (rt20d #10): cargo's environment spelling of a target's runner and
// linker (CARGO_TARGET_<TRIPLE>_RUNNER, _LINKER, read as `--config
// target.<triple>.runner` is) and of a registry's credential provider
// (CARGO_REGISTRIES_<NAME>_CREDENTIAL_PROVIDER), and cmake's compiler
// and linker launchers for any language (CMAKE_<LANG>_COMPILER_LAUNCHER,
// CMAKE_<LANG>_LINKER_LAUNCHER).
func envRunsByShape(name string) bool {
	between := func(prefix string, suffixes ...string) bool {
		rest, ok := strings.CutPrefix(name, prefix)
		if !ok {
			return false
		}
		for _, s := range suffixes {
			if mid, ok := strings.CutSuffix(rest, s); ok && mid != "" {
				return true
			}
		}
		return false
	}
	return between("CARGO_TARGET_", "_RUNNER", "_LINKER") ||
		between("CARGO_REGISTRIES_", "_CREDENTIAL_PROVIDER") ||
		between("CMAKE_", "_COMPILER_LAUNCHER", "_LINKER_LAUNCHER")
}

// makeToolVars reads make's command-line variables that name a program
// (make CC=./w.sh): each recipe that uses one runs it.
func (r *reading) makeToolVars(p *Part, sc scope) []*Node {
	var nodes []*Node
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		name, _, ok := cutAssign(lit)
		if !ok || !buildToolVars.get()[name] || name == "MAKEFILES" {
			continue
		}
		nodes = append(nodes, r.nestedWord(p, name+"=", trimWordPrefix(w, lit[:len(name)+1], sc.m.whole == nil), FeedNone, sc)...)
	}
	return nodes
}

// cutAssign splits NAME=VALUE at its first =, reporting whether NAME is
// a plain name.
func cutAssign(s string) (name, val string, ok bool) {
	name, val, ok = strings.Cut(s, "=")
	return name, val, ok && syntax.ValidName(name)
}
