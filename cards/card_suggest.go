package cards

import (
	"strconv"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// suggestionSection draws the suggested narrowest pattern and the guard
// rails' verdict on allowing it, or says that what decided cannot be
// allowed at all. It is empty when there is nothing to suggest.
func (d *drawing) suggestionSection(sg *patterns.Suggestion, rails []*patterns.RailError, allowFor time.Duration) []string {
	st := d.st
	unreadable := d.decidingUnreadable()
	if sg == nil && !unreadable && len(rails) == 0 {
		return nil
	}
	var lines []string
	if sg != nil {
		label := "narrowest pattern:"
		if sg.Part >= 0 && sg.Part < len(d.cmd.Parts) && len(d.cmd.Parts) > 1 {
			label = "narrowest pattern for part " + strconv.Itoa(sg.Part+1) + ":"
		}
		lines = append(lines, prose(label, d.width, 1, st, st.Muted)...)
		lines = append(lines, indent(cellWrap(sg.String(), d.width-2, 3, st), 2)...)
	}
	no := func(what string) []string {
		return prose(st.Glyphs.Refuse+" "+what, d.width, proseLines, st, st.Refuse)
	}
	switch {
	case len(rails) > 0:
		what := "cannot be allowed: it breaks 1 guard rail"
		if len(rails) > 1 {
			what = "cannot be allowed: it breaks " + strconv.Itoa(len(rails)) + " guard rails"
		}
		lines = append(lines, no(what)...)
		for _, r := range rails {
			if r == nil {
				continue
			}
			lines = append(lines, indent(prose(string(r.Rail)+": "+r.Msg, d.width-2, proseLines, st, st.Text), 2)...)
			if r.Hint != "" {
				lines = append(lines, indent(prose("hint: "+r.Hint, d.width-4, proseLines, st, st.Muted), 4)...)
			}
		}
	case sg == nil && unreadable:
		lines = append(lines, no("cannot be allowed")...)
		lines = append(lines, indent(prose(string(patterns.RailUnreadable)+": nothing can allow what cannot be read; deny it, or ask the agent for a command that can be read", d.width-2, proseLines, st, st.Text), 2)...)
	case allowFor > 0:
		lines = append(lines, prose(st.Glyphs.Allow+" can be allowed for "+span(allowFor), d.width, 1, st, st.Allow)...)
	default:
		lines = append(lines, prose("guard rails not checked", d.width, 1, st, st.Muted)...)
	}
	return lines
}

// decidingUnreadable reports whether what decided the command cannot be
// read: the deciding part, or the command as a whole.
func (d *drawing) decidingUnreadable() bool {
	if i := d.rep.Part; i >= 0 && i < len(d.cmd.Parts) {
		return d.cmd.Parts[i].Unreadable != nil
	}
	return len(d.rep.Unreadable) > 0 || len(d.cmd.Unreadable) > 0
}
