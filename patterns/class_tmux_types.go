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
	if j.Might && arg == "send-keys" && tmuxTypesOwn(w, ctx) {
		return Judgement{}
	}
	return Judgement{Might: j.Might}
}

// tmuxTypesOwn reports whether word w names a send-keys whose target is a
// session the line made just before (tmuxMadeSession: `tmux new -d -s dev
// && tmux send-keys -t dev 'npm start' Enter`, rt53 N17), where it types
// into nothing but what the line started. A target alone, whatever its
// name, is no such session (rt22d #11).
func tmuxTypesOwn(w Word, ctx *Context) bool {
	p := ctx.partOfWord(w)
	if p == nil || len(p.Words) == 0 {
		return false
	}
	if key, ok := programWordKey(p.Words[0]); !ok || key != "tmux" {
		return false
	}
	at, end := tmuxCommandSpan(p, w) // class_tmux_covers.go
	if at < 0 {
		return false
	}
	s := tmuxCommands.get()["send-keys"].spec.scan(p.Words[:end], at+1)
	o, ok := s.find("-t")
	return s.status != optDynamic && ok && !o.dynamic && tmuxTargetSafe(ctx, p, at, o.value)
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
