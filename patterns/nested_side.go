package patterns

import (
	"fmt"
	"path"
	"strings"
)

// Programs that run commands beside the line, where no hook sees them
// (issue 7, ozdesk disabled from the side): a terminal emulator's command,
// the shell make runs its recipes with, the shell npm runs its scripts
// with.

// terminalArgv are the terminal emulators whose -e (or --command) takes
// the program and its arguments, to the end of the line.
var terminalArgv = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"xterm": {"-e"}, "uxterm": {"-e"}, "rxvt": {"-e"}, "urxvt": {"-e"}, "rxvt-unicode": {"-e"},
		"konsole": {"-e"}, "alacritty": {"-e", "--command"}, "st": {"-e"}, "lxterminal": {"-e", "--command"},
		"qterminal": {"-e", "--execute"}, "sakura": {"-x", "--execute"}, "terminology": {"-e", "--exec"},
		"cool-retro-term": {"-e"}, "eterm": {"-e"}, "aterm": {"-e"}, "kitty": {"--"}, "foot": {"--"},
		// Debian's policy (11.8.3) has x-terminal-emulator take xterm's -e.
		"x-terminal-emulator": {"-e"},
	}
}}

// terminalString are the terminal emulators whose -e (or --command) takes
// one command string, and whose -x, --execute or -- take the program and
// its arguments.
var terminalString = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"gnome-terminal": true, "mate-terminal": true, "xfce4-terminal": true, "terminator": true,
		"tilix": true, "guake": true, "tilda": true, "ptyxis": true, "kgx": true,
	}
}}

// isTerminal reports whether name is a terminal emulator that runs a
// command given to it.
func isTerminal(name string) bool {
	return terminalArgv.get()[name] != nil || terminalString.get()[name]
}

// terminal reads the command a terminal emulator runs in its window: the
// words after -e (or the emulator's own spelling) as a command of their
// own, or as a command string where the emulator takes one. A word
// before it that is not literal might be that option: unreadable.
func (r *reading) terminal(p *Part, sc scope) []*Node {
	name := p.Program
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, ok := words[i].Literal()
		if !ok {
			return r.nestedWords(p, name, words[i:], p.Feed, sc)
		}
		argvOpt := lit == "--" || contains(terminalArgv.get()[name], lit) ||
			terminalString.get()[name] && (lit == "-x" || lit == "--execute")
		if argvOpt && i+1 < len(words) {
			if i+2 == len(words) && lit != "--" {
				return r.nestedWord(p, name+" "+lit, words[i+1], p.Feed, sc)
			}
			return r.nestedArgv(p, name+" "+lit, words[i+1:], sc)
		}
		if !terminalString.get()[name] {
			continue
		}
		switch {
		case (lit == "-e" || lit == "--command") && i+1 < len(words):
			return r.nestedWord(p, name+" "+lit, words[i+1], p.Feed, sc)
		case strings.HasPrefix(lit, "--command="):
			return r.nestedWord(p, name+" --command", subWord(words[i], len("--command=")), p.Feed, sc)
		}
	}
	return nil
}

// makeShellVars are make's variables that choose how its recipes run.
var makeShellVars = []string{"SHELL", ".SHELLFLAGS", "MAKESHELL"}

// makeShell reads make's variables given on its command line that choose
// the program its recipes run with (SHELL=, .SHELLFLAGS=): a shell the
// reader knows, by a literal path with no words after it, is left alone;
// anything else runs every recipe with a program the line chose, so the
// part is unreadable. A makefile given as a process substitution
// (`make -f <(…)`) is a script made at run time.
func (r *reading) makeShell(p *Part) []*Node {
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		for _, v := range makeShellVars {
			val, ok := strings.CutPrefix(lit, v+"=")
			if !ok && !strings.HasPrefix(lit, v+":=") && !strings.HasPrefix(lit, v+"::=") {
				continue
			}
			full, literal := w.Literal()
			if ok && literal && v != ".SHELLFLAGS" && full == lit && knownShellPath(val) {
				continue
			}
			if v == ".SHELLFLAGS" && literal && (full == ".SHELLFLAGS=-c" || full == ".SHELLFLAGS=-ec") {
				continue
			}
			return []*Node{r.unreadable(p, UnreadableProgram, w.Span, fmt.Sprintf(
				"%s runs every recipe with %s, which the line chose: what the recipes run is not read here.",
				p.Program, quoteRaw(w.Raw)))}
		}
	}
	if w, why, ok := makeLineShell(p); ok { // body_make_names.go
		return []*Node{r.unreadable(p, UnreadableProgram, w.Span, why)}
	}
	for _, w := range makefiles(p) {
		if isProcSubstWord(w) {
			return r.scriptOperand(p, w, p.Program+" -f")
		}
	}
	return r.makeStdin(p)
}

// knownShellPath reports whether v names a shell by a plain path where
// the system keeps its programs (/bin/sh, /usr/bin/zsh) or by its bare
// name (bash), with nothing after it. A shell's name anywhere else
// (/tmp/bash, ./sh) is a file the line does not show (rt38 family 1).
func knownShellPath(v string) bool {
	return v != "" && !strings.ContainsAny(v, " \t\n;&|$`'\"") && isShell(path.Base(v)) && path.Base(v) != "busybox" &&
		atSystemPlace(v) // program_systemplace.go
}

// scriptShell reads npm's (and pnpm's and yarn's) script shell: given on
// the command line (--script-shell), in the environment
// (npm_config_script_shell=), or set in its configuration (`npm config set
// script-shell X`; yarn's `config set shell X` too), it is the program
// every script of the package runs with, so a part that sets or uses one
// that is not a known shell is unreadable.
func (r *reading) scriptShell(p *Part) []*Node {
	unread := func(w Word, span Span) []*Node {
		return []*Node{r.unreadable(p, UnreadableProgram, span, fmt.Sprintf(
			"%s runs its scripts with the shell %s names, which the line chose: what they run is not read here.",
			p.Program, quoteRaw(w.Raw)))}
	}
	for _, a := range p.Assigns {
		name, val, _ := strings.Cut(a, "=")
		if strings.EqualFold(name, "npm_config_script_shell") && !npmKnownShell(val) {
			return unread(LitWord(a), p.Span)
		}
	}
	args := p.Args()
	for i, w := range args {
		lit, _ := litPrefix(w)
		switch {
		case lit == "--script-shell" || lit == "--scriptShell":
			if i+1 >= len(args) {
				return nil
			}
			if v, ok := args[i+1].Literal(); !ok || !npmKnownShell(v) {
				return unread(args[i+1], args[i+1].Span)
			}
		case strings.HasPrefix(lit, "--script-shell=") || strings.HasPrefix(lit, "--scriptShell="):
			full, ok := w.Literal()
			_, v, _ := strings.Cut(full, "=")
			if !ok || !npmKnownShell(v) {
				return unread(w, w.Span)
			}
		case (lit == "script-shell" || lit == "scriptShell" || strings.HasPrefix(lit, "script-shell=") ||
			p.Program == "yarn" && (lit == "shell" || strings.HasPrefix(lit, "shell="))) && i > 0:
			if prev, _ := args[i-1].Literal(); prev != "set" {
				continue
			}
			var v string
			var ok bool
			if full, lok := w.Literal(); lok && strings.Contains(full, "=") {
				_, v, _ = strings.Cut(full, "=")
				ok = true
			} else if i+1 < len(args) {
				v, ok = args[i+1].Literal()
			}
			if !ok || !npmKnownShell(v) {
				return unread(w, w.Span)
			}
		}
	}
	return nil
}

// makeShellWords returns the programs make's SHELL= and MAKESHELL= on its
// command line name (a literal value of one word; any other is
// unreadable already, makeShell's):
// make runs every recipe with that file, so one the line made earlier
// is made-then-run (`printf … > /tmp/bash; make SHELL=/tmp/bash`).
func makeShellWords(p *Part) []Word {
	var out []Word
	for _, w := range p.Args() {
		full, ok := w.Literal()
		if !ok {
			continue
		}
		for _, v := range []string{"SHELL=", "MAKESHELL="} {
			if val, cut := strings.CutPrefix(full, v); cut && val != "" && !strings.ContainsAny(val, " \t\n") {
				out = append(out, subWord(w, len(v)))
			}
		}
	}
	return out
}
