package patterns

import "strings"

// A format's #(…) runs its command in the tmux server (at every redraw
// of status-right, at once in `display -p`), and a literal #( on a line
// asks ([tmuxLater]). rt54b B21 built one the line never shows: `set -g
// @y '#'`, then `set -ga @y '(sh job)'` (append: @y is now `#(sh job)`),
// then `display -p '#{E:@y}'` or a status-right of `#{E:@y}`, which
// expands the option's value as a format and so runs the job (shown for
// real: an ask approved). The class decided: a value that may become a
// format holding #( is as unreadable as #( itself, however it is built.
// So each of these asks as runs-later code, on any server (a theme's
// status line may already expand the option):
//   - a format that expands a value as a format (#{E:NAME}, #{T:NAME},
//     the modifiers among others: #{T;=10:NAME}): the value is not shown;
//   - an append (set-option -a) whose value begins with "(": the value
//     before it is not shown and may end in #;
//   - set-option -F, whose value is expanded when set, where the value
//     holds a format (#{…}): what it stores is computed.
// A value not literal already asks ([tmux-types] reads it as a might).
// Everyday appends (`set -ga terminal-overrides ',xterm*:Tc'`,
// `set -ga update-environment ' SSH_AUTH_SOCK'`) and formats that name
// variables (`display -p '#{session_name}'`) are left alone.

// tmuxFormatBuilt returns the word of tmux part p that expands a value as
// a format or builds an option's value that may hold a #(…).
func tmuxFormatBuilt(p *Part) (Word, bool) {
	for _, w := range p.Args() {
		if v, ok := w.Literal(); ok && tmuxExpandsValue(v) {
			return w, true
		}
	}
	for _, at := range tmuxCommandStarts(p) {
		name, ok := p.Words[at].Literal()
		if !ok {
			continue
		}
		switch tmuxResolve(strings.TrimSuffix(name, ";")) {
		case "set-option", "set-window-option":
		default:
			continue
		}
		if w, ok := tmuxSetBuilds(p.Words[at+1:]); ok {
			return w, true
		}
	}
	return Word{}, false
}

// tmuxExpandsValue reports whether format text v holds a #{…} whose
// modifiers (before its first ':', split at ';') include E or T, which
// expand the named option's value as a format.
func tmuxExpandsValue(v string) bool {
	for {
		i := strings.Index(v, "#{")
		if i < 0 {
			return false
		}
		v = v[i+2:]
		end := strings.IndexAny(v, ":}")
		if end < 0 || v[end] != ':' {
			continue
		}
		for _, m := range strings.Split(v[:end], ";") {
			if m == "E" || m == "T" {
				return true
			}
		}
	}
}

// tmuxSetBuilds reads the words after set-option (its flags, the option's
// name, its value, up to the next command) and returns the value where
// the option's value is built in a way that may make a #(…): appended
// (-a) beginning with "(", or expanded when set (-F) holding a #{.
func tmuxSetBuilds(ws []Word) (Word, bool) {
	appends, expands := false, false
	i := 0
	for ; i < len(ws); i++ {
		v, ok := ws[i].Literal()
		if !ok || !strings.HasPrefix(v, "-") || v == "-" {
			break
		}
		if v == "--" {
			i++
			break
		}
		appends = appends || strings.Contains(v, "a")
		expands = expands || strings.Contains(v, "F")
		if strings.HasSuffix(v, "t") {
			i++ // the target follows
		}
	}
	if i+1 >= len(ws) {
		return Word{}, false
	}
	if n, _ := ws[i].Literal(); strings.HasSuffix(n, ";") {
		return Word{}, false // the option's name ends the command: no value
	}
	w := ws[i+1]
	v, ok := w.Literal()
	if !ok {
		return Word{}, false
	}
	if appends && strings.HasPrefix(v, "(") || expands && strings.Contains(v, "#{") {
		return w, true
	}
	return Word{}, false
}
