package patterns

// fx58eGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx58e
// patterns (class_tmux_desk_keys.go).
const fx58eGuardDoc = " Decided (fx58e, rt56b B17, D13, D20): tmux's options that choose the table the operator's keys go through or the keys tmux takes for itself (`tmux set -g key-table x`, with `bind -T x d send-keys a`; `set -g prefix d`; `prefix2`; [tmux-desk-keys]) make the key the operator presses reach the desk as another (d as a: an approval), as `switch-client -T x` does, and ask as a might; " +
	"so does a tmux command whose format pads, cuts or counts past 1000 in a modifier (`tmux display -p '#{p400000000:}'`, a status line of `#{=-5000000:pane_title}`; [tmux-heavy-format]), which holds the tmux server, and the desk's pane with it, for seconds. " +
	"Neither asks where the running desks are known and none runs in tmux, nor an option set for a session the line made just before (`tmux new -d -s t && tmux set -t t prefix C-a`); `tmux set -g mouse on`, `tmux show -g prefix` and `display -p '#{p10:session_name}'` are left alone."
