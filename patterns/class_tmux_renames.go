package patterns

import "strings"

// judgeTmuxRenames is [tmux-renames] (rt54b B10): a word tmux reads as
// rename-session or rename-window, in a command's place, aimed at a
// session the line did not make just before. Renaming the desk's session
// frees its name: `tmux rename-session -t desk old` then `tmux new-session
// -d -s desk 'cat fake'` (a session the line made) put a forged card where
// the operator's next `tmux attach -t desk` looked, while the real ask
// waited in `old` (shown for real). rename-window does the same to a
// window's name. As for kill-session ([tmuxEndingCommands]), whether the
// session is a desk's is not known from the line, so it is only ever a
// might, for every target and for none (the current session, from outside
// tmux the best one), but for a session the line made just before
// (tmuxMadeSession: `tmux new -d -s ci \; rename-window -t ci:0 build`).
func judgeTmuxRenames(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	switch tmuxResolve(strings.TrimSuffix(v, ";")) {
	case "rename-session", "rename-window":
	default:
		return Judgement{}
	}
	p := ctx.partOfWord(w)
	if p == nil || len(p.Words) == 0 {
		return Judgement{}
	}
	if key, ok := programWordKey(p.Words[0]); !ok || key != "tmux" {
		return Judgement{}
	}
	at, end := tmuxCommandSpan(p, w) // class_tmux_covers.go
	if at < 0 {
		return Judgement{}
	}
	spec := optSpec{short: "t:"}
	s := spec.scan(p.Words[:end], at+1)
	if o, ok := s.find("-t"); s.status == optOK && ok && !o.dynamic &&
		tmuxMadeSession(ctx.evalCommand(), p, at, o.value) {
		return Judgement{}
	}
	return Judgement{Might: true}
}
