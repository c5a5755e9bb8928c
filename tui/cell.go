package tui

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// cell draws untrusted text in exactly w cells through the safe display;
// cut text ends in the ellipsis and the count of bytes it hides.
func cell(s string, w int, st cards.Styles) string {
	return pad(cards.SafeLine(s, w, st), w, st)
}

// quotedCell draws a short field an agent wrote (its name, its job, its
// node) in exactly w cells, between the quote marks it cannot close
// (cards.SafeQuoted), cut in the middle when long; an empty field is
// blank.
func quotedCell(s string, w int, st cards.Styles) string {
	if s == "" || w < 1 {
		return pad("", w, st)
	}
	return pad(cards.SafeQuoted(s, w, st), w, st)
}

// shortCell draws a short untrusted field (an agent's name, a job, a rule
// ID) in exactly w cells: whole when it fits, else its start and an
// ellipsis, with no byte count, which would leave no room for the name.
// The card shows the field whole. Escapes stay escapes.
func shortCell(s string, w int, st cards.Styles) string {
	if w < 1 {
		return ""
	}
	// Read no more than can show: a field a megabyte long costs what a
	// short one does.
	limit := min(len(s), 8*w+16)
	for limit < len(s) && limit > 0 && !utf8.RuneStart(s[limit]) {
		limit--
	}
	runs := cards.Sanitize(s[:limit])
	width := 0
	for _, r := range runs {
		width += ansi.StringWidth(r.Text)
	}
	if limit == len(s) && width <= w {
		return cell(s, w, st)
	}
	var b strings.Builder
	room := w - common.Width(st.Glyphs.Ellipsis)
	for _, r := range runs {
		pieces := []string{r.Text}
		if r.Escaped {
			pieces = splitEscapes(r.Text)
		}
		style := st.Text
		if r.Escaped {
			style = st.Escape
		}
		for _, p := range pieces {
			if r.Escaped {
				if n := ansi.StringWidth(p); n <= room {
					b.WriteString(style.Render(p))
					room -= n
					continue
				}
				room = 0
			}
			cut := ansi.Truncate(p, room, "")
			b.WriteString(style.Render(cut))
			room -= ansi.StringWidth(cut)
			if cut != p {
				room = 0
			}
		}
		if room <= 0 {
			break
		}
	}
	b.WriteString(st.Muted.Inherit(st.Text).Render(st.Glyphs.Ellipsis))
	return pad(b.String(), w, st)
}

// splitEscapes cuts an escaped run into its escapes, each starting with a
// backslash, so a cut never falls inside one; the escape of a backslash
// (\\) is one escape, not two.
func splitEscapes(s string) []string {
	var out []string
	for len(s) > 0 {
		from := 1
		if len(s) > 1 && s[1] == '\\' {
			from = 2
		}
		i := strings.IndexByte(s[from:], '\\')
		if i < 0 {
			return append(out, s)
		}
		out = append(out, s[:from+i])
		s = s[from+i:]
	}
	return out
}

// pad fills a drawn line to w cells in the text style (so a selected
// row's background runs to its end).
func pad(line string, w int, st cards.Styles) string {
	if n := w - common.Width(line); n > 0 {
		line += st.Text.Render(strings.Repeat(" ", n))
	}
	return line
}
