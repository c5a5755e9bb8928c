package cards

import (
	"strconv"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

// The command is drawn line by line behind a gutter ([Glyphs.Frame]'s left
// side and a space), exactly as it reads (escapes aside): each part in the
// style of its outcome, the words its deciding rule matched underlined.
// So that it reads as well without colour, up to two lines under each
// line of the command say the same in marks:
//
//   - when the command has more than one part, a line of part numbers: a
//     rule ("1───────") under each part, from its number, the numbers the
//     verdict and the parse tree use;
//   - under the words of each part that asks or is refused that its rule
//     matched (all of the part when the rule matched no word), a line of
//     carets ("^^^") of its own, and after the last of them a label that
//     says what they did: "refused by r2", "asked by cmd.force-push". Each
//     such part is marked, not only the deciding one: a second part that
//     asks is approved with the first (rt22k #10).
//
// A letter outside ASCII that looks like an ASCII one, in a word that
// could pass for ASCII (exаmple.com with a Cyrillic а), is drawn as its
// escape (ex\u0430mple.com), as in all untrusted text: see lookalikeAt.
//
// The marks stay out of the command's own text, which an agent writes:
// brackets written into it could be written by the agent too, and would
// keep the command from reading back as it is. Mark lines have no gutter,
// so no line of the command can pass for one. An allowed command has no
// carets.

// cmdLine is one laid-out line of the command.
type cmdLine struct {
	from, next int
	units      []safeUnit
	wrapped    bool
	cut        string // a line of one escape wider than the line, drawn
}

// commandView draws windows of a command's source with its highlight.
type commandView struct {
	d        *drawing
	hl       *highlight
	src      string
	width    int // cells for the text, after the gutter
	gutter   string
	styles   hlStyles
	numbered bool            // the parts are numbered on a line of their own
	carets   []patterns.Span // the marked words of every group, in source order
	groups   []caretGroup    // the marked words, part by part, in source order
}

// caretGroup is the words of one part that asks or is refused, marked
// with carets on lines of their own, and what they did.
type caretGroup struct {
	spans []patterns.Span // in source order
	label string
	kind  kind
}

// hlStyles are the inline styles a highlighted line is drawn with: text by
// kind, text and escapes by whether the unit is in a matched word.
type hlStyles struct {
	text   [kindCount][2]inlineStyle
	escape [2]inlineStyle
}

func (d *drawing) newCommandView() *commandView {
	left := d.st.Glyphs.Frame.Left
	if left == "" {
		left = "|"
	}
	v := &commandView{d: d, hl: d.newHighlight(), src: d.cmd.Source,
		gutter: d.in.draw(roleBorder, left) + " ", width: max(1, d.width-ansi.StringWidth(left)-1)}
	// Matched words are underlined, unless the styles draw no attributes
	// at all (the zero Styles): then the output is plain text.
	styled := d.st.Escape.Render("x") != "x"
	v.styles.escape = [2]inlineStyle{d.in.pens[roleText].escape, newInlineStyle(d.st.Escape.Underline(styled))}
	for k := range kindCount {
		v.styles.text[k] = [2]inlineStyle{d.in.ink[k.role()], newInlineStyle(k.style(d.st).Underline(styled))}
	}
	v.numbered = d.numbered
	v.groups = d.caretGroups()
	for _, g := range v.groups {
		v.carets = append(v.carets, g.spans...)
	}
	sortSpans(v.carets)
	return v
}

// commandSection draws the command: its first maxLines lines with their
// marks, a note of what is not shown, the deciding part when it starts
// past them, and the command's last lines (see commandView.tail).
func (d *drawing) commandSection(maxLines int, hint string) []string {
	src := d.cmd.Source
	if src == "" {
		return []string{d.in.draw(roleMuted, ansi.Truncate("(empty)", d.width, ""))}
	}
	v := d.newCommandView()
	lines, next := v.window(0, maxLines)
	lines = append(lines, d.foreignHostLines()...)
	if next >= len(src) {
		return lines
	}
	// the end, as the queue's row shows it (rt45k #5: a card cut by
	// size never showed the "; rm -rf ~" its row ended with)
	tail, from := v.tail(next)
	note := FormatBytes(from-next) + " more not shown"
	if hint != "" {
		note += "; " + hint
	}
	lines = append(lines, d.in.prose(note, d.width, 2, roleMuted)...)
	if p, ok := d.decidingSpan(); ok && p.Start >= next && p.Start < from {
		what := "the deciding part, at byte " + commaInt(p.Start) + ":"
		if v.numbered {
			what = "part " + strconv.Itoa(d.rep.Part+1) + ", which decided, at byte " + commaInt(p.Start) + ":"
		}
		lines = append(lines, d.in.prose(what, d.width, 2, roleMuted)...)
		more, _ := v.window(p.Start, 3)
		lines = append(lines, more...)
	}
	lines = append(lines, d.in.prose("its end, from byte "+commaInt(from)+":", d.width, 2, roleMuted)...)
	return append(lines, tail...)
}

// commaInt writes n with its thousands separated by commas.
func commaInt(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
