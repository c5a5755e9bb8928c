package patterns

import "path"

// judgeTermSpawn is [term-spawn], a program class (rt53 N12): a part run
// in a new pane or tab of the operator's terminal, which takes the focus
// and so covers the pane the desk runs in, as tmux's new-window does
// ([tmux-covers]): `zellij run -- CMD` (a pane of the session, floating
// or not; `zellij action new-pane` asks as [term-drive]) and `wezterm
// cli spawn -- CMD` (a tab, or with --new-window a window). Both are
// peeled off as wrappers, so the part's program is CMD, judged as itself
// too; only ever a might, as whether the desk runs there is not known
// from the line. `wezterm start -- CMD`, a terminal of its own, is none.
func judgeTermSpawn(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	for _, wr := range p.Wrappers {
		switch programKey(path.Base(wr.Name)) {
		case "zellij":
			return Judgement{Might: true}
		case "wezterm":
			for i := 1; i+1 < len(wr.Words); i++ {
				if isLit(wr.Words[i], "cli") && isLit(wr.Words[i+1], "spawn") {
					return Judgement{Might: true}
				}
			}
		}
	}
	return Judgement{}
}
