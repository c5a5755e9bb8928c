package patterns

// judgeTmuxSplitTarget is [tmux-split-target]: a word tmux reads as its
// split-window command given a target, read as tmux reads its options
// (getopt: a cluster of flags ending in t takes the rest of its word or
// the next word as the target): `split-window -t desk`, `-t=desk` (tmux's
// exact-name target), `-tdesk`, `splitw -vt desk`, `-hdt desk` (rt50k
// NEW-8: the joined spellings were allowed while `-t desk` asked). A new
// pane on a target takes half of that pane's window, rows the operator
// does not see (class_tmux_modes.go); only ever a might. A split-window
// without -t (`tmux split-window -h`, the window the agent runs in) is
// none, and so is one whose target is a session the line made just
// before (`tmux new -d -s t && tmux split-window -t t`: tmuxMadeSession,
// rt53 N17); an option not literal, which might be -t, might be.
func judgeTmuxSplitTarget(_ string, w Word, ctx *Context) Judgement {
	if v, ok := w.Literal(); !ok || tmuxResolve(v) != "split-window" {
		return Judgement{}
	}
	p := ctx.partOfWord(w)
	if p == nil {
		return Judgement{}
	}
	k := 1
	for k < len(p.Words) && p.Words[k].Span != w.Span {
		k++
	}
	if k >= len(p.Words) {
		return Judgement{}
	}
	s := tmuxCommands.get()["split-window"].spec.scan(p.Words, k+1)
	if s.status == optDynamic {
		return Judgement{Might: true}
	}
	o, ok := s.find("-t")
	if !ok || !o.dynamic && tmuxTargetSafe(ctx, p, k, o.value) { // class_tmux_covers.go
		return Judgement{}
	}
	return Judgement{Might: true}
}
