package patterns

import "strings"

// Beyond systemctl enable, the other init systems enable a service to
// start at every boot (SysV's update-rc.d and chkconfig, OpenRC's
// rc-update), insmod and modprobe load code into the kernel, tmux keeps
// command strings that it runs later in a pane (default-command and
// default-shell, hooks, key bindings that run a command, and formats'
// #(…)), and `kubectl create cronjob … -- CMD` has a cluster run CMD on
// a schedule. None of what runs is an ask's to see, so each such part is
// unreadable (runs-later).

// laterCommandMore returns, as laterCommand does, the word of part p
// that sets up code to run later, for the programs laterCommand leaves
// to it; ops are p's words that are not options.
func laterCommandMore(p *Part, ops []Word) (Word, string, bool) {
	first := ""
	if len(ops) > 0 {
		first, _ = ops[0].Literal()
	}
	switch p.Program {
	case "update-rc.d":
		if len(ops) >= 2 && !isLit(ops[1], "remove") && !isLit(ops[1], "disable") {
			return ops[0], "the init system (it starts the service at every boot, as root)", true
		}
	case "chkconfig":
		if hasFlag(p, "--add") || len(ops) >= 2 && isLit(ops[len(ops)-1], "on") {
			return p.Words[0], "the init system (it starts the service at every boot, as root)", true
		}
	case "rc-update":
		if first == "add" || first == "-a" {
			return ops[0], "OpenRC (it starts the service at every boot, as root)", true
		}
	case "insmod":
		if len(ops) > 0 {
			return ops[0], "the kernel (the module's code runs in it, now and until it is removed)", true
		}
	case "modprobe":
		if len(ops) > 0 && !hasFlag(p, "-r", "--remove", "-n", "--dry-run", "--show", "-c", "--showconfig",
			"-D", "--show-depends", "--show-modversions", "--dump-modversions", "-V", "--version", "-h", "--help") {
			return ops[0], "the kernel (the module's code runs in it, now and until it is removed)", true
		}
	case "chsh":
		return chshLater(p)
	case "tmux":
		return tmuxLater(p)
	case "rustup":
		return rustupLinkLater(ops) // effects_toolchain.go
	case "kubectl", "kubecolor", "oc":
		if w, what, ok := kubeConfigLater(p, ops); ok { // effects_later_sources.go
			return w, what, true
		}
		return cronjobLater(p, ops)
	}
	return laterSource(p, ops)
}

// tmuxLaterOptions are tmux's options whose value is a command it runs
// later: in every new pane, at a command's name, when a client locks
// (lock-command), when copy mode copies (copy-command), or to edit a
// buffer or prompt (editor) (rt50k NEW-4: `tmux set -g lock-command
// 'ozdesk queue approve 3'` was allowed).
var tmuxLaterOptions = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"default-command": true, "default-shell": true, "command-alias": true,
		"lock-command": true, "copy-command": true, "editor": true}
}}

// tmuxLaterBound are tmux's commands that, bound to a key or run by a
// hook, run a command or a command string.
var tmuxLaterBound = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"run-shell": true, "if-shell": true, "display-popup": true, "pipe-pane": true, "send-keys": true,
		"command-prompt": true, "confirm-before": true, "display-menu": true,
		// these run a command only when given one (else the default shell)
		"new-window": false, "split-window": false, "respawn-pane": false, "respawn-window": false, "new-session": false,
	}
}}

// tmuxValueFlags are the options of tmux's window and pane commands that
// take a value (-c DIR, -t TARGET …).
const tmuxValueFlags = "-c -t -e -F -n -l -p -s -x -y -w -h"

// tmuxGivenCommand reports whether the words after new-window,
// split-window or respawn-pane give it a command (a word that is not an
// option or an option's value), or may.
func tmuxGivenCommand(ws []Word) bool {
	for i := 0; i < len(ws); i++ {
		v, ok := ws[i].Literal()
		switch {
		case !ok:
			return true
		case v == ";" || v == "\\;":
			return false
		case strings.HasPrefix(v, "-") && len(v) == 2 && strings.Contains(tmuxValueFlags, v) && v != "-h":
			i++
		case !strings.HasPrefix(v, "-"):
			return true
		}
	}
	return false
}

// tmuxLater returns the word of a tmux part that leaves a command for
// tmux to run later: an option or hook set to one, a binding that runs
// one, and a format's #(…) anywhere among its words. A command or option
// name that is not known here might be such a one.
func tmuxLater(p *Part) (Word, string, bool) {
	args := p.Args()
	for _, w := range args {
		if v, ok := w.Literal(); ok && strings.Contains(v, "#(") {
			return w, "tmux (a format's #(…) runs its command at every redraw)", true
		}
	}
	if w, ok := tmuxFormatBuilt(p); ok { // tmux_format_build.go
		return w, "tmux (a format expands an option's value, or a value is built, that may hold a #(…) whose command it runs)", true
	}
	for _, c := range tmuxChain(args) { // tmux_chain.go
		if w, what, ok := tmuxLaterOne(c); ok {
			return w, what, true
		}
	}
	return Word{}, "", false
}

// tmuxLaterOne is tmuxLater for one command of a tmux command list: its
// words, with tmux's own options before it for the first.
func tmuxLaterOne(args []Word) (Word, string, bool) {
	cmd := -1
	for i, w := range args {
		v, ok := w.Literal()
		if !ok {
			return w, "tmux (a command not known here may keep a command it runs later)", true
		}
		if !strings.HasPrefix(v, "-") && tmuxResolve(v) != "" {
			cmd = i
			break
		}
	}
	if cmd < 0 {
		return Word{}, "", false
	}
	name, _ := args[cmd].Literal()
	switch tmuxResolve(name) {
	case "set-hook":
		return args[cmd], "tmux (a hook runs its command at each event)", true
	case "set-option", "set-window-option":
		target := false // the word after -t, the target, is not the option's name (fx51t)
		for _, w := range args[cmd+1:] {
			v, ok := w.Literal()
			if ok && target {
				target = false
				continue
			}
			if !ok || tmuxLaterOption(v) || tmuxHookName(v) { // tmux_unknown.go
				return w, "tmux (it runs the option's command in later panes)", true
			}
			if !strings.HasPrefix(v, "-") || v == "--" {
				break // the option's name; its value follows
			}
			target = strings.HasSuffix(v, "t")
		}
	case "set-environment":
		if w, ok := tmuxCodeEnv(args[cmd+1:]); ok {
			return w, "tmux (the shells of its later panes load the code the variable names)", true
		}
	case "bind-key":
		if w, ok := tmuxRootBinding(args[cmd+1:]); ok {
			return w, "tmux (a key bound in the root table is taken from every pane, the desk's too, before the program there reads it)", true
		}
		for i, w := range args[cmd+1:] {
			v, _ := w.Literal()
			if run, ok := tmuxLaterBound.get()[tmuxResolve(v)]; ok && (run || tmuxGivenCommand(args[cmd+2+i:])) {
				return w, "tmux (the key runs the command when pressed)", true
			}
		}
	}
	return Word{}, "", false
}

// tmuxHookName reports whether an option's name is one of tmux's hooks
// (set -g after-new-window …, set -g pane-exited …), which run commands;
// with an index or not: tmux keeps a hook as an array option, so
// `set -g 'alert-bell[0]' 'run-shell …'` (quoted, so the shell leaves the
// brackets) sets the hook as set-hook does (rt56b D18).
func tmuxHookName(name string) bool {
	if i := strings.IndexByte(name, '['); i > 0 {
		name = name[:i]
	}
	name = strings.TrimPrefix(name, "@")
	if strings.HasPrefix(name, "after-") || name == "command-error" {
		return true
	}
	for _, pre := range []string{"alert-", "client-", "pane-", "session-", "window-"} {
		if !strings.HasPrefix(name, pre) {
			continue
		}
		for _, suf := range []string{"-activity", "-bell", "-silence", "-attached", "-detached", "-resized",
			"-changed", "-created", "-closed", "-exited", "-died", "-renamed", "-focus-in", "-focus-out",
			"-linked", "-unlinked", "-layout-changed", "-set-clipboard", "-mode-changed", "-session-changed",
			"-active", "-theme"} {
			if strings.HasSuffix(name, suf) {
				return true
			}
		}
	}
	return false
}

// cronjobLater returns the `--` of `kubectl create cronjob … -- CMD`
// (and of job and deployment, which run CMD in the cluster beside the
// line): the cluster runs the command, with the cluster's credentials.
func cronjobLater(p *Part, ops []Word) (Word, string, bool) {
	c := 0
	for c < len(ops) && !isLit(ops[c], "create") {
		c++ // the values of kubectl's own options (-n prod) come first
	}
	if c+1 >= len(ops) {
		return Word{}, "", false
	}
	kind, _ := ops[c+1].Literal()
	switch kind {
	case "cronjob", "cj", "job", "deployment", "deploy":
	default:
		return Word{}, "", false
	}
	for _, w := range p.Args() {
		if isLit(w, "--") {
			return ops[c+1], "the cluster (a " + kind + " runs the command after -- in a pod)", true
		}
	}
	return Word{}, "", false
}

// chshLater returns the shell chsh -s makes the login shell, when it is
// not an installed shell (a shell's name below the system's program
// directories): every later login runs it (rt17d #14).
func chshLater(p *Part) (Word, string, bool) {
	args := p.Args()
	for i, w := range args {
		v, ok := w.Literal()
		if !ok {
			continue
		}
		val, shell, given := Word{}, "", false
		switch {
		case v == "-s" || v == "--shell":
			if i+1 >= len(args) {
				return Word{}, "", false
			}
			val = args[i+1]
			shell, given = val.Literal()
		case strings.HasPrefix(v, "--shell="):
			val, shell, given = w, strings.TrimPrefix(v, "--shell="), true
		case strings.HasPrefix(v, "-s") && len(v) > 2:
			val, shell, given = w, v[2:], true
		default:
			continue
		}
		if given && loginShell(shell) {
			return Word{}, "", false
		}
		return val, loginLater, true
	}
	return Word{}, "", false
}

// loginLater is what runs a login shell chsh sets.
const loginLater = "every login (the login shell chsh sets)"

// loginShell reports whether v is an installed shell: a shell's name,
// bare or below the system's program directories.
func loginShell(v string) bool {
	return knownShellPath(v) && installedProgram(v)
}
