package patterns

import (
	"path"
	"strings"
)

// A client attached to a session of a terminal multiplexer types into it,
// sizes it and changes its current window (rt54b B13, B14): `script -qc
// 'tmux attach -t desk' /dev/null < KEYS` typed KEYS into the desk (an
// `a` approved a pending ask, shown for real), and a 20x3 client attached
// from another tmux server (`tmux -L other new-session -d -x 20 -y 3 'tmux
// -L S attach -t desk'`) shrank the desk's window to 20x2 (window-size
// latest). An attach needs a terminal: the agent's own `tmux attach`, run
// under a hook or a harness's tool call, has none ("open terminal failed:
// not a terminal"), so it is left alone, as is the operator's own typed at
// theirs; what the line wraps in a program that gives it one (script,
// unbuffer, expect, ssh, a pane of another tmux or screen, dtach, abduco,
// a terminal emulator's -e) or points at a terminal device by a
// redirection is a client the line drives.

// muxTermGiver reports whether a program of that base name runs the
// command it is given on a terminal of its own (a pseudo-terminal it
// makes, a pane, a window), so that a client attached there works. ssh is
// one whatever its -t: the reader does not weigh RequestTTY or the caller's
// terminal, and an attach over ssh without one does nothing.
func muxTermGiver(name string) bool {
	switch name {
	case "script", "unbuffer", "expect", "empty", "faketty", "ptyrun", "pty", "winpty", "socat",
		"ssh", "autossh", "mosh", "tmux", "wemux", "screen", "dtach", "abduco", "zellij", "byobu",
		"xterm", "uxterm", "konsole", "gnome-terminal", "kitty", "alacritty", "wezterm", "foot",
		"st", "urxvt", "rxvt", "terminator", "tilix", "xfce4-terminal", "lxterminal", "mate-terminal",
		"qterminal", "sakura", "terminology", "yakuake", "guake", "x-terminal-emulator":
		return true
	}
	return false
}

// muxAttaches reports whether part p attaches a client to a session that
// may be there already: tmux's attach-session (attach, a, at …), and its
// new-session with -A (attach when the name is taken) or -t (grouped with
// another session) when not -d; screen's -r, -R, -x (and -D/-d with them);
// zellij's attach (a); dtach's -a and -A.
func muxAttaches(key string, p *Part) bool {
	switch key {
	case "tmux", "wemux":
		return tmuxAttaches(p)
	case "screen", "byobu":
		return screenAttaches(p.Words)
	case "zellij":
		for i := 1; i < len(p.Words); i++ {
			v, ok := p.Words[i].Literal()
			switch {
			case !ok:
				return true
			case zellijValued(v):
				i++ // the option's value is the next word
			case !strings.HasPrefix(v, "-"):
				return v == "attach" || v == "a"
			}
		}
	case "dtach":
		if len(p.Words) > 1 {
			v, ok := p.Words[1].Literal()
			return !ok || v == "-a" || v == "-A"
		}
	}
	return false
}

// zellijValued reports whether zellij's option v takes the next word as
// its value (-s SESSION, -l LAYOUT, -c CONFIG …).
func zellijValued(v string) bool {
	switch v {
	case "-s", "--session", "-l", "--layout", "-c", "--config", "--config-dir", "--data-dir", "--max-panes", "-n", "--new-session-with-layout":
		return true
	}
	return false
}

// tmuxAttaches reports whether a command of tmux part p attaches a client:
// attach-session, or new-session with -A or -t and without -d.
func tmuxAttaches(p *Part) bool {
	for _, i := range tmuxCommandStarts(p) {
		v, ok := p.Words[i].Literal()
		if !ok {
			continue // unreadable: a tmux command word not literal asks of itself
		}
		switch tmuxResolve(strings.TrimSuffix(v, ";")) {
		case "attach-session":
			return true
		case "new-session":
			s := tmuxCommands.get()["new-session"].spec.scan(p.Words, i+1)
			if s.status != optOK || !s.has("-d") && s.has("-A", "-t") {
				return true
			}
		}
	}
	return false
}

// screenAttaches reports whether screen's words attach to a session
// already there: an option cluster holding r, R or x (`-r desk`, `-x`,
// `-dRR`, `-D -r`), or a word not literal among its options.
func screenAttaches(words []Word) bool {
	for i := 1; i < len(words); i++ {
		v, ok := words[i].Literal()
		if !ok {
			return true
		}
		if !strings.HasPrefix(v, "-") || strings.HasPrefix(v, "--") || len(v) < 2 {
			return false // the command screen runs, or --version/--help
		}
		if strings.ContainsAny(v[1:2], "ceEhpSTXLl") {
			if v[1] == 'L' || v[1] == 'l' {
				continue // -L (log) and -ls/-list take no word
			}
			if len(v) == 2 {
				i++ // the option's value is the next word
			}
			continue
		}
		if strings.ContainsAny(v[1:], "rRx") {
			return true
		}
	}
	return false
}

// muxOnLineTerminal reports whether the line runs part p on a terminal it
// gives: a wrapper peeled off p, or a part that hands p its command string
// (however deep), that runs it on one (muxTermGiver), or p's standard
// input redirected from a terminal device or a path not known.
func muxOnLineTerminal(cmd *Command, p *Part) bool {
	for q, n := p, 0; q != nil && n < 16; n++ {
		for _, wr := range q.Wrappers {
			if muxTermGiver(programKey(path.Base(wr.Name))) {
				return true
			}
		}
		if q != p && muxTermGiver(q.Program) {
			return true
		}
		if cmd == nil || q.Parent < 0 || q.Parent >= len(cmd.Parts) {
			break
		}
		q = cmd.Parts[q.Parent]
	}
	for _, rd := range p.Redirs {
		if (rd.Op == "<" || rd.Op == "<>") && (rd.Fd == "" || rd.Fd == "0") {
			v, ok := rd.Target.Literal()
			return !ok || strings.HasPrefix(v, "/dev/") && v != "/dev/null" && v != "/dev/zero"
		}
	}
	return false
}

// judgeMuxAttaches is [mux-attaches], a program class (rt54b B13, B14): a
// client attached to a multiplexer's session that may be the desk's
// (muxAttaches) on a terminal the line gives it (muxOnLineTerminal): it
// types what the line feeds it into the desk, sizes the desk's window and
// changes its current one. Only ever a might: whether the session is the
// desk's is not known from the line.
func judgeMuxAttaches(_ string, w Word, ctx *Context) Judgement {
	key, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil || !muxAttaches(key, p) || !muxOnLineTerminal(ctx.evalCommand(), p) {
		return Judgement{}
	}
	return Judgement{Might: true}
}
