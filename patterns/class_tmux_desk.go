package patterns

// tmuxDeskCommands are tmux's commands that take the desk's pane away from
// the one who watches it, or run tmux commands a line does not show
// (rt49k, issue 9, fx51t): source-file runs a config file's commands, any
// of which may resize, type into or end a pane; switch-client shows the
// client another session (a fake desk) in the desk's place; detach-client
// and suspend-client hand the client's terminal back to its shell
// (detach -E runs a command there instead, -P hangs up its parent), and
// lock-client, lock-session and lock-server run lock-command in the
// client's place. As for the commands that resize or end a pane
// ([tmuxShowingCommands], [tmuxEndingCommands]), whether the client or
// pane is a desk's is not known from the line, so [tmux:NAME] of one of
// them is only ever a might.
var tmuxDeskCommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"source-file": true, "switch-client": true, "detach-client": true,
		"suspend-client": true, "lock-client": true, "lock-session": true, "lock-server": true}
}}

// judgeTmuxConfig is [tmux-config]: tmux given a configuration file by
// its own -f, before the command (`tmux -f /tmp/x.conf new -d`,
// `-f/tmp/x.conf`), whose commands the line does not show; only ever a
// might. /dev/null, the empty configuration a test server is started
// with (`tmux -f /dev/null new -d -s t`), is none; so is a command's own
// -f (`split-window -f`, full width).
func judgeTmuxConfig(_ string, w Word, ctx *Context) Judgement {
	if v, ok := programWordKey(w); !ok || v != "tmux" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	scan := tmuxGlobal.scan(p.Words, 1)
	if scan.status == optDynamic {
		return Judgement{Might: true}
	}
	o, ok := scan.find("-f")
	if !ok {
		return Judgement{}
	}
	if v, lit := valueWord(p.Words, o, true).Literal(); lit && v == "/dev/null" {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// tmuxDeskPatterns are cmd.guard-tamper's patterns for a desk's client
// taken away or disabled, and tmux commands run from a file
// (class_tmux_desk.go).
func tmuxDeskPatterns() []string {
	out := []string{
		"tmux ** [tmux:select-pane] -d **",
		"[tmux-config] **",
	}
	for _, c := range []string{"source-file", "switch-client", "detach-client", "suspend-client",
		"lock-client", "lock-session", "lock-server"} {
		out = append(out, "tmux ** [tmux:"+c+"] **")
	}
	return out
}
