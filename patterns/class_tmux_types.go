package patterns

// tmuxTypingCommands are tmux's commands that type into a pane: send-keys
// and send-prefix its keys, paste-buffer a buffer, pipe-pane -I a
// command's output (the -I is the pattern's to require).
var tmuxTypingCommands = []string{"send-keys", "send-prefix", "paste-buffer", "pipe-pane"}

// judgeTmuxTypes is [tmux-types:NAME]: a word tmux reads as its command
// NAME, one that types into a pane. It is only ever a might: whether the
// pane it types into runs a desk is not known from the line (a pane's
// program changes at any moment, and the judge may not reach the agent's
// tmux server), so no target is certainly a desk, nor certainly not one.
func judgeTmuxTypes(arg string, w Word, ctx *Context) Judgement {
	j := judgeTmuxCommand(arg, w, ctx)
	return Judgement{Might: j.Might}
}

// checkTmuxTypesArg checks the NAME of [tmux-types:NAME]: one of tmux's
// commands that type into a pane.
func checkTmuxTypesArg(arg string) (string, string) {
	for _, c := range tmuxTypingCommands {
		if c == arg {
			return arg, ""
		}
	}
	return "", "tmux's " + arg + " does not type into a pane (send-keys, send-prefix, paste-buffer, pipe-pane do)"
}
