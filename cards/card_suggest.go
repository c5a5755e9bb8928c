package cards

import (
	"ozdesk.dev/ozdesk/internal/safetext"
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
		lines = append(lines, d.in.prose(label, d.width, 1, roleMuted)...)
		lines = append(lines, indent(cellWrap(sg.String(), d.width-2, 3, d.st, &d.in.pens[roleText]), 2)...)
	}
	no := func(what string) []string {
		return d.in.prose(st.Glyphs.Refuse+" "+what, d.width, proseLines, roleRefuse)
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
			lines = append(lines, indent(d.in.prose(string(r.Rail)+": "+r.Msg, d.width-2, proseLines, roleText), 2)...)
			if r.Hint != "" {
				lines = append(lines, indent(d.in.prose("hint: "+r.Hint, d.width-4, proseLines, roleMuted), 4)...)
			}
		}
	case sg == nil && unreadable:
		lines = append(lines, no("cannot be allowed")...)
		lines = append(lines, indent(d.in.prose(string(patterns.RailUnreadable)+": nothing can allow what cannot be read; deny it, or ask the agent for a command that can be read", d.width-2, proseLines, roleText), 2)...)
	case allowFor > 0:
		lines = append(lines, d.in.prose(st.Glyphs.Allow+" can be allowed for "+safetext.Span(allowFor), d.width, 1, roleAllow)...)
	default:
		lines = append(lines, d.in.prose("guard rails not checked", d.width, 1, roleMuted)...)
	}
	return lines
}

// decidingUnreadable reports whether what decided the command cannot be
// read: the deciding part, or the command as a whole.
func (d *drawing) decidingUnreadable() bool {
	if d.rep.Rule == patterns.UnreadableRule {
		return true
	}
	if i := d.rep.Part; d.aligned && i >= 0 && i < len(d.cmd.Parts) {
		return d.cmd.Parts[i].Unreadable != nil
	}
	return d.rep.Part < 0 && len(d.rep.Unreadable) > 0
}
