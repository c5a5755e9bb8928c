package patterns

import "strings"

// tmuxRenamesBefore reports whether a tmux command before word at of part
// p, in p itself or in an earlier tmux part of cmd, renames a session:
// `tmux new -d -s x \; rename-session -t x y \; rename-session -t desk x
// \; send-keys -t x a` gives the desk's session the name the line made,
// so a name made earlier no longer names only what the line made (rt54b
// B6). The commands that bring another session's window or pane into one
// (link-window, join-pane, move-pane, move-window, swap-pane) ask of
// themselves (class_tmux_shows.go).
func tmuxRenamesBefore(cmd *Command, p *Part, at int) bool {
	for _, i := range tmuxCommandStarts(p) {
		if i < at && tmuxRenames(p.Words[i]) {
			return true
		}
	}
	if cmd == nil {
		return false
	}
	for _, q := range cmd.Parts {
		if q == nil || q == p || q.Index >= p.Index || q.Program != "tmux" {
			continue
		}
		for _, i := range tmuxCommandStarts(q) {
			if tmuxRenames(q.Words[i]) {
				return true
			}
		}
	}
	return false
}

// tmuxRenames reports whether tmux reads w as rename-session.
func tmuxRenames(w Word) bool {
	v, ok := w.Literal()
	return ok && tmuxResolve(strings.TrimSuffix(v, ";")) == "rename-session"
}
