package patterns

import "strings"

// Terminal multiplexers run commands in panes and windows: tmux's
// shell-command arguments (run by the shell), the keys send-keys types
// into a pane's shell, and the command screen starts.

// tmuxCommands are the tmux commands that take a shell command after their
// options, with those options (by the tmux manual).
var tmuxCommands = lazy[map[string]*optSpec]{build: func() map[string]*optSpec {
	return map[string]*optSpec{
		"new-session":    {short: "AdDEPXc:e:F:f:n:s:t:x:y:"},
		"new-window":     {short: "abdkPSc:e:F:n:t:"},
		"split-window":   {short: "bdfhIvPZc:e:l:t:F:p:"},
		"respawn-pane":   {short: "kc:e:t:"},
		"respawn-window": {short: "kc:e:t:"},
		"run-shell":      {short: "bCc:d:t:"},
		"send-keys":      {short: "FHKlMRXN:t:"},
		// The commands that run a shell command of their own (rt22e #19,
		// #39, checked with tmux 3 on a private server): if-shell's
		// condition (its first operand; with -F a format), pipe-pane's
		// command, display-popup's.
		"if-shell":      {short: "bFt:"},
		"pipe-pane":     {short: "IOot:"},
		"display-popup": {short: "BCEkb:c:d:e:h:s:S:t:T:w:x:y:"},
	}
}}

// tmuxAliases are the short names tmux accepts for those commands.
var tmuxAliases = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"new": "new-session", "neww": "new-window", "splitw": "split-window",
		"respawnp": "respawn-pane", "respawnw": "respawn-window", "run": "run-shell",
		"send": "send-keys", "if": "if-shell", "pipep": "pipe-pane", "popup": "display-popup",
	}
}}

// tmuxGlobal are tmux's own options before the command.
var tmuxGlobal = optSpec{short: "2CDlNuvVc:f:L:S:T:"}

// tmux reads `tmux -c SHELL-COMMAND` and `tmux [options] COMMAND [options]
// [SHELL-COMMAND…]`: the
// words, joined by spaces, are a command string for the shell; for
// send-keys they are keys typed into a pane, whose text is read as a
// command line (key names such as Enter and C-c are left out). Commands
// chained with ";" are not followed.
func (r *reading) tmux(p *Part, sc scope) []*Node {
	words := p.Words
	scan := tmuxGlobal.scan(words, 1)
	if o, ok := scan.find("-c"); ok {
		return r.nestedWord(p, "tmux -c", valueWord(words, o, sc.m.whole == nil), p.Feed, sc)
	}
	if scan.status != optOK || scan.next >= len(words) {
		return nil
	}
	name, _ := words[scan.next].Literal()
	if full, ok := tmuxAliases.get()[name]; ok {
		name = full
	}
	spec, ok := tmuxCommands.get()[name]
	if !ok {
		return nil
	}
	sub := spec.scan(words, scan.next+1)
	if sub.status != optOK || sub.next >= len(words) {
		return nil
	}
	rest := words[sub.next:]
	if name == "if-shell" {
		if sub.has("-F") {
			return nil
		}
		rest = rest[:1] // the tmux commands after it are not followed
	}
	if name == "send-keys" {
		if !sub.has("-l") {
			rest = withoutKeyNames(rest)
		}
		if len(rest) == 0 {
			return nil
		}
	}
	return r.nestedWords(p, "tmux "+name, rest, FeedNone, sc)
}

// withoutKeyNames drops the words send-keys takes as key names (Enter,
// C-m, M-x, Escape …) rather than text.
func withoutKeyNames(words []Word) []Word {
	var out []Word
	for _, w := range words {
		if v, ok := w.Literal(); ok && isKeyName(v) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// isKeyName reports whether s names a key for tmux: an optional C-, M- or
// S- and a name that starts with a capital, or a single character after a
// modifier.
func isKeyName(s string) bool {
	mod := false
	for len(s) > 2 && s[1] == '-' && strings.IndexByte("CMS", s[0]) >= 0 {
		s, mod = s[2:], true
	}
	if mod && len(s) == 1 {
		return true
	}
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// screenOpts are GNU screen's options.
var screenOpts = optSpec{short: "4aAdDfFilLmOqrRUxc:e:h:p:s:S:t:T:X:"}

// screen reads `screen [options] [COMMAND…]`: COMMAND runs in a new window.
// -X sends a command to screen itself, which is not followed.
func (r *reading) screen(p *Part, sc scope) []*Node {
	scan := screenOpts.scan(p.Words, 1)
	if scan.status != optOK || scan.has("-X", "-r", "-x") || scan.next >= len(p.Words) {
		return nil
	}
	return r.nestedArgv(p, "screen", p.Words[scan.next:], sc)
}
