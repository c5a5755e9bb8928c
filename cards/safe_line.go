package cards

import (
	"ozdesk.dev/ozdesk/internal/safetext"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// SafeLine draws untrusted text on one line of at most width cells, as
// lipgloss and the terminal measure them. Text is sanitized as by
// [Sanitize] (a newline is the escape \n), escapes are drawn in
// [Styles.Escape] and text in [Styles.Text].
//
// Text longer than width is cut short, and says so: the last cell holds
// the ellipsis, in [Styles.Muted] (no count of what is hidden: a byte
// count is jargon to the operator). A cut never falls inside an escape or
// a character: what does not fit whole is left out.
//
// SafeLine reads only as much of s as it shows (plus at most a few dozen
// bytes), so a queue row for a megabyte-long command costs what a short one
// costs. It returns "" when width < 1.
func SafeLine(s string, width int, st Styles) string { return safeLine(s, width, st, nil) }

// WordsLine is [SafeLine] for the desk's own words that hold untrusted
// text already escaped by [Escape] (a status line, a dialog's sentence):
// a backslash there begins an escape and is drawn as it is, where
// SafeLine, drawing untrusted text, writes it \\ (rt35k L5). Everything
// else is escaped as SafeLine escapes it, so what the words hold raw
// still cannot reach the terminal.
func WordsLine(s string, width int, st Styles) string {
	return safeLineIn(s, 0, width, st, nil, scanAs{words: true})
}

// SafeLineOf is [SafeLine] for the head of a text of which s is what was
// read, and hidden more bytes were left out after it (a command clipped
// to its head and tail, say): when hidden > 0 the line ends in the
// ellipsis even if s fits.
func SafeLineOf(s string, hidden, width int, st Styles) string {
	return safeLineOf(s, max(hidden, 0), width, st, nil)
}

// safeLine is [SafeLine] drawn with p, a painter of st made once for many
// lines (nil to make one).
func safeLine(s string, width int, st Styles, p *painter) string {
	return safeLineOf(s, 0, width, st, p)
}

// safeLineOf is [SafeLineOf] drawn with p.
func safeLineOf(s string, hidden, width int, st Styles, p *painter) string {
	return safeLineIn(s, hidden, width, st, p, scanAs{})
}

// scanAs is how a line's text is scanned beyond what the safe display
// always escapes.
type scanAs struct {
	// quotes are quote marks the text stands between, escaped in it.
	quotes string
	// words marks the desk's own words holding untrusted text already
	// escaped (prose): a backslash there begins an escape and stays one
	// backslash, where untrusted text draws its backslashes as \\.
	words bool
}

// scanner scans s for one line as a says.
func (a scanAs) scanner(s string) *safeScanner {
	sc := newSafeScanner(s, false)
	sc.Quotes = a.quotes
	if a.words {
		sc.KeepBackslashes()
	}
	return sc
}

// safeLineIn is safeLineOf scanning as a says.
func safeLineIn(s string, hidden, width int, st Styles, p *painter, a scanAs) string {
	if width < 1 || s == "" {
		return ""
	}
	sc := a.scanner(s)
	var stack [96]safeUnit
	units := stack[:0]
	cells := 0
	for i := 0; i < len(s) && cells <= width; {
		u := sc.Next(i)
		units = append(units, u)
		cells += u.Width
		i = u.End
	}
	if p == nil {
		p = newPainter(st)
	}
	var b strings.Builder
	if cells <= width && hidden == 0 {
		p.units(&b, s, units)
		return b.String()
	}
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	ellWidth := ansi.StringWidth(ell)
	if ellWidth > width {
		return st.Muted.Render(ansi.Truncate(ell, width, ""))
	}
	// The most whole units that leave a cell for the ellipsis (all of
	// them when only the hidden tail is left out).
	fit := cells
	for k := len(units); k >= 0; k-- {
		if k < len(units) {
			fit -= units[k].Width
		}
		if fit+ellWidth <= width {
			p.units(&b, s, units[:k])
			p.muted.write(&b, ell)
			return b.String()
		}
	}
	return st.Muted.Render(ell)
}

// FormatBytes writes a number of bytes for a person ([safetext.FormatBytes]).
func FormatBytes(n int) string { return safetext.FormatBytes(n) }
