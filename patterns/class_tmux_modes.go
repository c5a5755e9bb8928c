package patterns

// tmuxModeCommands are tmux's commands that put a pane in a mode, or a
// client in a chooser, that takes the keys typed there and draws over the
// pane's program (rt50k NEW-8): `copy-mode -t desk` left the desk's
// picture frozen under tmux's position marker while every key the
// operator pressed went to copy mode (asks stayed pending until `send-keys
// -X cancel`); clock-mode, choose-tree, choose-client, choose-buffer,
// customize-mode and find-window (a chooser) replace the pane's picture,
// and display-panes lays its numbers over every pane and takes the next
// key. split-window on a target (-t) gives a new pane half that pane's
// window: rows the operator does not see, as resize-pane does. As for the
// commands that resize a pane ([tmuxShowingCommands]), whether the pane
// is a desk's is not known from the line, so [tmux:NAME] of one of them is
// only ever a might, and asks for every target, an agent's own test
// session's too (`tmux split-window -t t`: a session's name does not tell
// it from a desk's), but for a session the line made just before (`tmux
// new -d -s t && tmux split-window -t t`, whose name then names no other:
// tmuxMadeSession, rt53 N17).
// Decided: a split-window without -t, which splits the window the agent
// itself runs in where it runs inside tmux (`tmux split-window -h 'make
// test'`), starting a detached session of one's own (`tmux new -d -s t`)
// and reading a pane (capture-pane) stay alone.
var tmuxModeCommands = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, c := range tmuxModeNames {
		m[c] = true
	}
	return m
}}

// tmuxModeNames are [tmuxModeCommands]' names, in the order their
// patterns are made.
var tmuxModeNames = []string{"copy-mode", "clock-mode", "choose-tree", "choose-client", "choose-buffer",
	"customize-mode", "find-window", "display-panes", "split-window"}

// tmuxModePatterns are cmd.guard-tamper's patterns for a pane's keys and
// picture taken by a mode, a chooser or a split (class_tmux_modes.go).
func tmuxModePatterns() []string {
	out := make([]string, 0, len(tmuxModeNames))
	for _, c := range tmuxModeNames {
		if c == "split-window" {
			out = append(out, "tmux ** [tmux-split-target] **") // class_tmux_target.go
			continue
		}
		out = append(out, "tmux ** [tmux:"+c+"] **")
	}
	return out
}
