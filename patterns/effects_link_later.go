package patterns

import "fmt"

// A write through a link an earlier part made lands where the link
// points: after `ln -s ~/.config/autostart a`, `cp x.desktop a/` puts a
// desktop entry in the session's autostart directory (rt65 A7).
// throughLinks rewrites the write onto the link's target after
// runsLater has judged the part by the words as written, so the
// rewritten target is judged here again: one that runs later makes the
// part unreadable (runs-later), as the direct write is.

// laterThrough marks part k unreadable when a word it writes, rewritten
// through a link onto w, lies in a place whose files run later.
func (r *reading) laterThrough(k int, w Word, dir place) {
	pl, ok := wordPlace(w, dir)
	if !ok {
		return
	}
	what, ok := runsLaterAt(foldPlace(pl))
	if !ok {
		return
	}
	p := r.cmd.Parts[k]
	r.effectUnreadable(k, UnreadableRunsLater, p.Span, fmt.Sprintf(
		"%s writes %s through a link made earlier in the line: %s runs it later, where no ask sees what it runs.",
		quoteRaw(p.Text()), pl, what))
}
