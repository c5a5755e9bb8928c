package cards

// AskingDraw is how [AskingCut] draws: the desk's rows draw with styles
// and cells, `ozdesk queue ls` as plain escaped text. Each func gets
// untrusted text raw and must escape it.
type AskingDraw struct {
	// Lead stands before the part that asks when what precedes it is
	// left out (an ellipsis, drawn).
	Lead string
	// Part draws s in at most w cells, whole when it fits.
	Part func(s string, w int) string
	// Middle draws s in at most w cells, cut in the middle when long.
	Middle func(s string, w int) string
	// Width is the cells a drawn text takes.
	Width func(s string) int
}

// AskingCut draws s, a command longer than w cells, keeping the part that
// asks gravest (bytes [start, end) of s) whole, and as many of the other
// asking parts (others, in the policy's order) as fit; what stands
// around them is cut in the middle, and fills the rest of w (askingWindow).
// When the gravest part alone is too long it is cut after d.Lead. The desk's rows and `ozdesk queue ls` both cut so: a
// command whose asking part sits in the middle of padding
// ("git status; echo …; rm -rf ~; echo …; echo done") must not list as
// "git status; echo …; echo done" (rt18k #6, rt35k MEDIUM-2).
//
// It returns "" where the usual middle cut serves: the span is not a
// usable range of s, or starts s (the middle cut shows its start).
func AskingCut(s string, start, end, w int, d AskingDraw, others ...PartSpan) string {
	if start <= 0 || end <= start || end > len(s) {
		return ""
	}
	keep := []PartSpan{{start, end}}
	for _, o := range others {
		if o.Start < 0 || o.End <= o.Start || o.End > len(s) {
			continue // a record made before parts' places were kept
		}
		apart := true
		for _, k := range keep {
			if o.Start < k.End && k.Start < o.End {
				apart = false
			}
		}
		if apart {
			keep = append(keep, o)
		}
	}
	if c, ok := askingWindow(s, keep, w, d); ok {
		return c
	}
	room := max(w-d.Width(d.Lead), 1)
	return d.Lead + d.Part(s[start:end], room)
}
