package patterns

// tmuxEndingCommands are tmux's commands that end or restart what panes
// run (a session's, a window's, a pane's, or the whole server's): the desk
// may run in one of them, but whether it does is not known from the line
// (a session named dev is not known to be a desk; a pane's program changes
// at any moment, and the judge may not reach the agent's tmux server). As
// for typing into a pane ([tmux-types]), [tmux:NAME] of one of them is only
// ever a might (rt39 E383: `tmux kill-session -t dev` was said to be
// certain).
var tmuxEndingCommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"kill-session": true, "kill-server": true, "kill-pane": true,
		"kill-window": true, "respawn-pane": true, "respawn-window": true}
}}

// tmuxCertain reports whether a word tmux reads as its command arg is
// certainly what [tmux:arg] holds: not for a command that ends or restarts
// what a pane runs, which only might end a desk, nor for one that changes
// what a pane shows or takes the client from it, which only might be a
// desk's.
func tmuxCertain(arg string) bool {
	return !tmuxEndingCommands.get()[arg] && !tmuxShowingCommands.get()[arg] && // class_tmux_shows.go
		!tmuxDeskCommands.get()[arg] && // class_tmux_desk.go
		!tmuxModeCommands.get()[arg] // class_tmux_modes.go
}
