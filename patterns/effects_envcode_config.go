package patterns

import (
	"fmt"
	"strings"
)

// More environment that runs code the words do not show (b7a, rt16d's
// env-tamper family):
//
//   - Start-up code by value: vim and ex run VIMINIT and EXINIT (and
//     GVIMINIT) as Ex commands, where `:!cmd` runs a shell; psql runs the
//     file PSQLRC names, whose `\!` runs a shell; mysql reads MYSQL_HOME's
//     my.cnf, whose `pager` and `system` run commands. Any value but the
//     empty one (or /dev/null for a file) makes the part unreadable.
//   - less's LESS (and MORE) hold less's options: an initial command
//     (`+cmd`) with `!` or `|` runs a shell.
//   - A program named by a path: CC, CXX, LD, AR, RUSTC, RUSTC_WRAPPER,
//     RUSTC_WORKSPACE_WRAPPER, GIT_EXTERNAL_DIFF, GIT_SSH, GIT_PROXY_COMMAND
//     … make the build or git run that file. A bare name (CC=clang) or a
//     path under the system's program directories (/usr, /bin, /opt, the
//     nix store …) is an installed program and is left alone; any other
//     path (CC=/tmp/evilcc) names a file whose contents the command does
//     not show. GOFLAGS with -toolexec or -exec does the same for go.
//   - A home or configuration directory pointed elsewhere (HOME,
//     XDG_CONFIG_HOME) makes the programs that read their configuration
//     from it (git's core.pager, core.fsmonitor and aliases; vim's vimrc;
//     npm's script-shell; ssh's ProxyCommand …) run what that directory
//     holds. It is left alone when it is ~ or $HOME.

// startupCodeVars run their value, or the file it names, as code.
var startupCodeVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"VIMINIT": true, "EXINIT": true, "GVIMINIT": true, "PSQLRC": true, "MYSQL_HOME": true}
}}

// programPathVars name a program that a build tool or git runs.
var programPathVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"CC": true, "CXX": true, "CPP": true, "LD": true, "AR": true, "AS": true, "FC": true,
		"RUSTC": true, "RUSTC_WRAPPER": true, "RUSTC_WORKSPACE_WRAPPER": true, "RUSTDOC": true,
		"CARGO_BUILD_RUSTC_WRAPPER": true, "CARGO_BUILD_RUSTC": true,
		"GIT_EXTERNAL_DIFF": true, "GIT_SSH": true, "GIT_PROXY_COMMAND": true,
		"CMAKE_C_COMPILER_LAUNCHER": true, "CMAKE_CXX_COMPILER_LAUNCHER": true,
	}
}}

// cargoTargetProgram reports whether a variable is cargo's runner or
// linker for a target (CARGO_TARGET_<TRIPLE>_RUNNER, _LINKER).
func cargoTargetProgram(name string) bool {
	return strings.HasPrefix(name, "CARGO_TARGET_") && (strings.HasSuffix(name, "_RUNNER") || strings.HasSuffix(name, "_LINKER"))
}

// systemProgramDirs hold installed programs, not files a line can make.
var systemProgramDirs = []string{"/usr/", "/bin/", "/sbin/", "/opt/", "/nix/store/", "/run/current-system/",
	"/Library/", "/Applications/", "/snap/"}

// configHomeVars move where programs read their configuration from.
var configHomeVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"HOME": true, "XDG_CONFIG_HOME": true}
}}

// configCodeReaders are programs whose configuration, read from the home
// or XDG_CONFIG_HOME, can run commands.
var configCodeReaders = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range []string{"git", "vim", "nvim", "vi", "ex", "view", "less", "psql", "mysql", "mariadb",
		"npm", "npx", "yarn", "pnpm", "ssh", "scp", "sftp", "rsync", "gh", "docker", "kubectl", "aws", "cargo",
		"go", "pip", "pip3", "python", "python3", "tmux", "screen", "gdb", "hg", "svn", "mutt", "emacs"} {
		m[n] = true
	}
	return m
}}

// configEnvCode reports why NAME=VALUE (lit: the value is literal) makes
// p run code its words do not show, or "".
func configEnvCode(p *Part, name, value string, lit bool) string {
	switch {
	case startupCodeVars.get()[name]:
		if lit && (value == "" || value == "/dev/null" || name == psqlRCVar && psqlRCRead(p, value)) {
			return "" // a project's psqlrc is read as psql -f's file (sqlmeta_rcfile.go)
		}
		return fmt.Sprintf("%s=… makes %s run start-up code that the command does not show, so what runs is not known.", name, partName(p))
	case name == "LESS" || name == "MORE":
		if lit && !lessRunsShell(value) {
			return ""
		}
		return fmt.Sprintf("%s=… gives less options that may run a shell command (+!cmd), so what runs is not known.", name)
	case programPathVars.get()[name] || cargoTargetProgram(name):
		if lit && installedProgram(value) {
			return ""
		}
		return fmt.Sprintf("%s=%s makes %s run a program whose contents the command does not show, so what runs is not known.", name, quoteRaw(value), partName(p))
	case toolFlagVarKnown(name): // nested_toolchainopts.go
		if !lit {
			return "" // toolFlagsDynamic's (nested_toolchainopts.go)
		}
		if prog, ok := flagsOutsideProgram(name, value); ok {
			return fmt.Sprintf("%s=%s makes %s run %s, a program whose contents the command does not show, so what runs is not known.", name, quoteRaw(value), partName(p), quoteRaw(prog))
		}
		return ""
	case configFileVar(p.Program, name): // effects_optconfig.go
		if ownConfigFile(value) {
			return ""
		}
		return fmt.Sprintf("%s=… makes %s read a configuration file (which may run a program) the command does not show, so what runs is not known.", name, p.Program)
	case name == "GOFLAGS":
		if lit && !strings.Contains(value, "-toolexec") && !strings.Contains(value, "-exec") {
			return ""
		}
		return "GOFLAGS=… makes go run a program (-toolexec, -exec) whose contents the command does not show, so what runs is not known."
	case configHomeVars.get()[name] && configCodeReaders.get()[p.Program]:
		if realHome(value) {
			return ""
		}
		return fmt.Sprintf("%s=… makes %s read its configuration (which may run commands: a pager, a hook, an alias) from another directory, so what runs is not known.", name, p.Program)
	}
	return ""
}

// lessRunsShell reports whether a LESS value holds an initial command
// that runs a shell or a pipe.
func lessRunsShell(v string) bool {
	for _, f := range strings.Fields(v) {
		if strings.HasPrefix(f, "+") && strings.ContainsAny(f, "!|") {
			return true
		}
	}
	return strings.Contains(v, "+!") || strings.Contains(v, "+|")
}

// installedProgram reports whether a program word (its first field) is a
// bare name or a path under systemProgramDirs.
func installedProgram(v string) bool {
	f := strings.Fields(v)
	if len(f) == 0 {
		return true
	}
	if !strings.Contains(f[0], "/") {
		return true
	}
	for _, d := range systemProgramDirs {
		if strings.HasPrefix(f[0], d) && !strings.Contains(f[0], "..") {
			return true
		}
	}
	return false
}

// buildArgProgram returns the word and the reason when a build tool's
// argument names a program by a path outside the system's program
// directories: make's `CC=/tmp/x` and cmake's `-DCMAKE_C_COMPILER_LAUNCHER=/tmp/x`
// (any `CMAKE_*_COMPILER`, `_COMPILER_LAUNCHER`, `_LINKER_LAUNCHER`).
func buildArgProgram(p *Part) (Word, string) {
	if w, prog, ok := toolchainArgProgram(p); ok { // nested_toolchainopts.go
		return w, fmt.Sprintf("%s %s makes %s run %s, a program whose contents the command does not show, so what runs is not known.",
			p.Program, quoteRaw(w.Raw), p.Program, quoteRaw(prog))
	}
	for _, w := range p.Args() {
		v, lit := w.Literal()
		if !lit {
			v = segText(w)
		}
		name, val, ok := "", "", false
		switch p.Program {
		case "make", "gmake":
			name, val, ok = strings.Cut(v, "=")
		case "cmake":
			if d, found := strings.CutPrefix(v, "-D"); found {
				name, val, ok = strings.Cut(d, "=")
				name, _, _ = strings.Cut(name, ":")
			}
		}
		if !ok || !programPathVars.get()[name] && !cmakeProgramVar(name) {
			continue
		}
		if lit && installedProgram(val) {
			continue
		}
		return w, fmt.Sprintf("%s %s makes %s run a program whose contents the command does not show, so what runs is not known.",
			p.Program, quoteRaw(w.Raw), p.Program)
	}
	return Word{}, ""
}

// cmakeProgramVar reports whether a cmake cache variable names a program
// the build runs.
func cmakeProgramVar(name string) bool {
	return strings.HasPrefix(name, "CMAKE_") && (strings.HasSuffix(name, "_COMPILER") ||
		strings.HasSuffix(name, "_COMPILER_LAUNCHER") || strings.HasSuffix(name, "_LINKER_LAUNCHER"))
}

// realHome reports whether a value names the caller's own home: ~,
// $HOME or ${HOME}. The reading does not know the
// home's path, so a literal path is taken to be another directory.
func realHome(v string) bool {
	v = strings.TrimSuffix(v, "/")
	return v == "~" || v == "$HOME" || v == "${HOME}"
}

// configEnv marks the parts whose environment (a prefix, a wrapper's
// NAME=VALUE, or one the line exports or assigns before them: HOME and
// the other inherited names are exported already, so a plain assignment
// counts too) runs code by configEnvCode.
func (r *reading) configEnv(ord *order) {
	type lineSet struct {
		at          int
		name, value string
		lit         bool
	}
	var set []lineSet
	for i, p := range r.cmd.Parts {
		if p.Unreadable != nil {
			continue
		}
		pairs, lits := envAssigns(p)
		if w, why := buildArgProgram(p); why != "" {
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, why)
			continue
		}
		if w, why := optionConfigFile(p); why != "" { // effects_optconfig.go
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, why)
			continue
		}
		if w, why := nativeOption(p); why != "" { // effects_optnative.go
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, why)
			continue
		}
		if w, why := optionScriptFile(p); why != "" { // effects_optscript.go
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, why)
			continue
		}
		if w, why := npmLineConfig(p); why != "" { // effects_npmlineopts.go
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, why)
			continue
		}
		own := p.Program != "export" && p.Program != "declare" && p.Program != "typeset"
		for k, kv := range pairs {
			if !own || p.Program == "" {
				set = append(set, lineSet{i, kv[0], kv[1], lits[k]})
				continue
			}
			if why := configEnvCode(p, kv[0], kv[1], lits[k]); why != "" {
				r.effectUnreadable(i, UnreadableForeignCode, p.Span, why)
				break
			}
		}
	}
	for name, f := range r.vars {
		if len(f.spans) == 0 {
			continue
		}
		value, lit := "", false
		if f.n == 1 && len(f.words) == 1 {
			value, lit = f.words[0].Literal()
		}
		for j, p := range r.cmd.Parts {
			if p.Program == "" || p.Unreadable != nil || p.Span.Start < f.spans[0].Start {
				continue
			}
			if why := configEnvCode(p, name, value, lit); why != "" {
				r.effectUnreadable(j, UnreadableForeignCode, p.Span, why)
			}
		}
	}
	for _, s := range set {
		for j, p := range r.cmd.Parts {
			if j == s.at || p.Program == "" || p.Unreadable != nil || !ord.after(s.at, j) {
				continue
			}
			if why := configEnvCode(p, s.name, s.value, s.lit); why != "" {
				r.effectUnreadable(j, UnreadableForeignCode, p.Span, why)
			}
		}
	}
	r.fillConfigEnv() // effects_fill.go
}
