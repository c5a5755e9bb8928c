package patterns

// A tmux command word computed in a body (fx56f, rt54 M16, M16b): the
// script sk, `v=SEND-KEYS; tmux -L S ${v,,} -t desk a`, run by `bash
// sk`, typed the desk's approval (shown for real), and f10, the same
// with SELECT-WINDOW, run by a background window of the desk's session,
// covered the desk with an empty queue; the same text on the line asks
// cmd.unreadable, but a body adds only certain evidence. As fx55a decided
// for a computed program word (body_computed.go), a body's tmux part whose
// command word is computed makes the runner ask by the floor.

// tmuxComputedVerb reports whether tmux part p's command word, or one of
// the words tmux's own options are read from, is not literal: which of
// tmux's commands it runs (send-keys, select-window, kill-server …) is
// computed at run time.
func tmuxComputedVerb(p *Part) bool {
	if len(p.Words) == 0 {
		return false
	}
	if key, ok := programWordKey(p.Words[0]); !ok || key != "tmux" && key != "wemux" {
		return false
	}
	scan := tmuxGlobal.scan(p.Words, 1)
	if scan.status == optDynamic {
		return true
	}
	for _, i := range tmuxCommandStarts(p) { // class_tmux_covers.go
		if _, lit := p.Words[i].Literal(); !lit {
			return true
		}
	}
	return false
}
