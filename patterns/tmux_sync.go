package patterns

import "strings"

// synchronize-panes (rt54b B6, decided by fx55f) sends the keys a client
// types in one pane to every pane of its window: set on a window that
// holds both the agent's pane and the desk's (the desk split beside the
// agent), the operator's everyday typing in the agent's pane reaches the
// desk, where `a` approves. It is read with the other options of how a
// pane is shown ([tmux-look]): a might for any target but a session the
// line made just before, whose windows hold nothing but what the line
// started (`tmux new -d -s ssh \; setw -t ssh synchronize-panes on`).

// tmuxSetOpts are the options of tmux's set-option and set-window-option
// (tmux 3.3 and 3.4 together).
var tmuxSetOpts = optSpec{short: "aFgopqsuUwt:"}

// tmuxSetsOwn reports whether word w, an option's name given to tmux's
// set-option or set-window-option, is set for a target session the line
// made just before (tmuxMadeSession), not globally (-g, -s).
func tmuxSetsOwn(w Word, ctx *Context) bool {
	p := ctx.partOfWord(w)
	if p == nil || len(p.Words) == 0 {
		return false
	}
	if key, ok := programWordKey(p.Words[0]); !ok || key != "tmux" {
		return false
	}
	at := -1
	for _, i := range tmuxCommandStarts(p) { // class_tmux_covers.go
		if p.Words[i].Span.Start > w.Span.Start {
			break
		}
		at = i
	}
	if at < 0 {
		return false
	}
	v, _ := p.Words[at].Literal()
	if name := tmuxResolve(strings.TrimSuffix(v, ";")); name != "set-option" && name != "set-window-option" {
		return false
	}
	_, end := tmuxCommandSpan(p, p.Words[at])
	s := tmuxSetOpts.scan(p.Words[:end], at+1)
	if s.status != optOK || s.has("-g", "-s") {
		return false
	}
	o, ok := s.find("-t")
	return ok && !o.dynamic && tmuxTargetSafe(ctx, p, at, o.value)
}
