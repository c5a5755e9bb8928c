package patterns

import (
	"fmt"
	"strings"
)

// A tmux command word that is none of tmux's commands, aliases or unique
// prefixes (rt54b B2) is not known to do nothing: the server may hold a
// command-alias of that name (`tmux set -s 'command-alias[1]'
// 'zz=send-keys'` earlier, then `tmux zz -t desk a` typed the desk's
// approval), and aliases are looked up before tmux's own names. A prefix
// that several commands start (`tmux s`) is read so too: tmux fails on it
// unless an alias of that name is set.

// tmuxUnknownCommand returns the unreadable node for tmux command word w
// of part p, which tmux does not know as a command of its own.
func tmuxUnknownCommand(r *reading, p *Part, w Word) *Node {
	v, _ := w.Literal()
	return r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
		"tmux is given the command %s, which is none of tmux's commands: it may be a command-alias the server holds, which might run a shell command or type into a pane.",
		quoteRaw(strings.TrimSuffix(v, ";"))))
}

// tmuxLaterOption reports whether tmux's set-option reads name as one of
// [tmuxLaterOptions]: by its name or a prefix of it (tmux takes a unique
// prefix of an option's name: `set -s command-al 'zz=send-keys'`), with
// an array index or not (`'command-alias[1]'`, quoted so the shell leaves
// the brackets: rt54b B2).
func tmuxLaterOption(name string) bool {
	if i := strings.IndexByte(name, '['); i > 0 {
		name = name[:i]
	}
	if name == "" || strings.HasPrefix(name, "-") || strings.HasPrefix(name, "@") {
		return false
	}
	if tmuxLaterOptions.get()[name] {
		return true
	}
	for o := range tmuxLaterOptions.get() {
		if strings.HasPrefix(o, name) {
			return true
		}
	}
	return false
}
