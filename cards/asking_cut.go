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

// AskingCut draws s, a command longer than w cells, led by the part that
// asks gravest (bytes [start, end) of s), whole, then what follows it,
// cut in the middle; what stands before it shows as d.Lead. The last
// part (end at the end of s) is drawn after what stands before it, cut
// in the middle. The desk's rows and `ozdesk queue ls` both cut so: a
// command whose asking part sits in the middle of padding
// ("git status; echo …; rm -rf ~; echo …; echo done") must not list as
// "git status; echo …; echo done" (rt18k #6, rt35k MEDIUM-2).
//
// It returns "" where the usual middle cut serves: the span is not a
// usable range of s, or starts s (the middle cut shows its start).
func AskingCut(s string, start, end, w int, d AskingDraw) string {
	if start <= 0 || end <= start || end > len(s) {
		return ""
	}
	room := max(w-d.Width(d.Lead), 1)
	part := d.Part(s[start:end], 1<<20)
	pw := d.Width(part)
	switch {
	case pw >= room:
		return d.Lead + d.Part(s[start:end], room)
	case end >= len(s): // the last part: what stands before it, cut, then it
		return d.Middle(s[:start], w-pw) + part
	}
	return d.Lead + part + d.Middle(s[end:], room-pw)
}
