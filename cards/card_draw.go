package cards

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

// kind is how a piece of a command is shown: the outcome of the part it
// belongs to, with "unreadable" for what the floor asked about.
type kind uint8

const (
	kindNone kind = iota // outside every part: operators, keywords, blanks
	kindAllow
	kindAsk
	kindRefuse
	kindUnreadable
	kindCount
)

// kindOf is how a part decided by rule with outcome o is shown: an ask by
// the floor (cmd.unreadable) is unreadable; a refusal stays a refusal
// whatever it refuses.
func kindOf(o patterns.Outcome, rule string) kind {
	switch {
	case o == patterns.Refuse:
		return kindRefuse
	case o == patterns.Ask && rule == patterns.UnreadableRule:
		return kindUnreadable
	case o == patterns.Ask:
		return kindAsk
	}
	return kindAllow
}

// name is the outcome word [Styles.Outcome] takes.
func (k kind) name() string {
	switch k {
	case kindAllow:
		return "allow"
	case kindAsk:
		return "ask"
	case kindRefuse:
		return "refuse"
	}
	return "unreadable"
}

// style is the style k draws in.
func (k kind) style(st Styles) lipgloss.Style {
	switch k {
	case kindAllow:
		return st.Allow
	case kindAsk:
		return st.Ask
	case kindRefuse:
		return st.Refuse
	case kindUnreadable:
		return st.Unreadable
	}
	return st.Text
}

// drawing holds what every section of a card or an explanation draws from.
type drawing struct {
	cmd   *patterns.Command
	rep   patterns.Report
	width int
	st    Styles
	in    *inks
	// aligned reports that rep's parts are the parts of cmd, one for one;
	// when they are not (a record from another reader), parts are drawn
	// without their verdicts.
	aligned bool
	// numbered reports that the parts stand in more than one place, so
	// the command's marks, the verdict and the tree number them.
	numbered bool
	// patterns are the patterns of the rules named, by ID (untrusted: an
	// operator wrote them, but from an agent's command).
	patterns map[string]string
}

func newDrawing(cmd *patterns.Command, rep patterns.Report, width int, st Styles) *drawing {
	if cmd == nil {
		cmd = &patterns.Command{Tree: &patterns.Node{Kind: patterns.NodeScript, Part: -1}}
	}
	d := &drawing{cmd: cmd, rep: rep, width: width, st: st, in: newInks(st),
		aligned: len(rep.Parts) == len(cmd.Parts)}
	for i, p := range cmd.Parts {
		if !d.aligned {
			break
		}
		pr := rep.Parts[i]
		d.aligned = pr.Start == p.Span.Start && pr.End == p.Span.End
	}
	d.numbered = d.manySpans()
	return d
}

// part returns the recorded verdict of part i, and false when there is none.
func (d *drawing) part(i int) (patterns.PartReport, bool) {
	if !d.aligned || i < 0 || i >= len(d.rep.Parts) {
		return patterns.PartReport{}, false
	}
	return d.rep.Parts[i], true
}

// commandKind is how the command's outcome is shown.
func (d *drawing) commandKind() kind { return kindOf(d.rep.Outcome, d.rep.Rule) }

// partText is what a part runs, after its wrappers are peeled: its words
// as written, then its redirections. Between two of them stands a space,
// or, where the command put blanks that are not all spaces (a tab, a
// carriage return: the reader breaks words at both), those blanks as
// written, so that safe display shows them as escapes instead of a space
// hiding them; so does such a run at the part's end.
func partText(p *patterns.Part) string {
	var b strings.Builder
	g := gaps{p: p, prev: -1}
	for _, w := range p.Words {
		g.write(&b, w.Span)
		b.WriteString(w.Raw)
	}
	for _, r := range p.Redirs {
		g.write(&b, r.Span)
		b.WriteString(r.Fd + r.Op + r.Target.Raw)
	}
	if b.Len() == 0 {
		return p.Text()
	}
	g.tail(&b)
	return b.String()
}

// gaps writes what stands between the pieces of a part (see partText).
type gaps struct {
	p    *patterns.Part
	prev int // where the last piece ended in the source, -1 before the first
	any  bool
}

// write writes the gap before a piece at span s.
func (g *gaps) write(b *strings.Builder, s patterns.Span) {
	if g.any {
		if gap, ok := g.between(g.prev, s.Start); ok {
			b.WriteString(gap)
		} else {
			b.WriteByte(' ')
		}
	}
	g.any, g.prev = true, s.End
}

// tail writes the blanks after the last piece, when they hold more than
// spaces.
func (g *gaps) tail(b *strings.Builder) {
	if g.any {
		if gap, ok := g.between(g.prev, g.p.Span.End); ok {
			b.WriteString(gap)
		}
	}
}

// between is the part's text from source offset from to to, when the
// part's text stands as such in the source there and it is blanks with at
// least one that is not a space.
func (g *gaps) between(from, to int) (string, bool) {
	p := g.p
	text, base := p.Text(), p.Span.Start
	if len(text) != p.Span.Len() || from < base || to < from || to-base > len(text) {
		return "", false
	}
	gap := text[from-base : to-base]
	if gap == "" || strings.Trim(gap, " ") == "" || strings.Trim(gap, " \t\r\v\f") != "" {
		return "", false
	}
	return gap, true
}

// wrapperText lists a part's wrappers as written: "sudo -u root, nice"
// (blanks between words as partText writes them).
func wrapperText(p *patterns.Part) string {
	var b strings.Builder
	for i, w := range p.Wrappers {
		if i > 0 {
			b.WriteString(", ")
		}
		g := gaps{p: p, prev: -1}
		for _, word := range w.Words {
			g.write(&b, word.Span)
			b.WriteString(word.Raw)
		}
		if len(w.Words) == 0 {
			b.WriteString(w.Name)
		}
	}
	return b.String()
}

// titleLine draws a section title across the width: "── Command ─────".
func (in *inks) titleLine(title string, width int) string {
	rule := in.st.Glyphs.Frame.Top
	if rule == "" {
		rule = "-"
	}
	lead := strings.Repeat(rule, 2) + " "
	text := ansi.Truncate(title, max(0, width-ansi.StringWidth(lead)), "")
	used := ansi.StringWidth(lead) + ansi.StringWidth(text)
	if used > width {
		return in.cut(roleTitle, title, width)
	}
	fill := ""
	if rest := width - used - 1; rest > 0 {
		fill = " " + strings.Repeat(rule, rest/ansi.StringWidth(rule))
	}
	return in.draw(roleBorder, lead) + in.draw(roleTitle, text) + in.draw(roleBorder, fill)
}

// labelWidth is the width of the label column of the header.
const labelWidth = 10

// field draws a header field: a label and an untrusted value on one line,
// cut with a count of what is hidden when it is too long.
func (d *drawing) field(label, value string) string {
	if d.width <= labelWidth+4 {
		return d.in.draw(roleMuted, ansi.Truncate(label, d.width, "")) // too narrow for both
	}
	return d.in.draw(roleMuted, padRight(label, labelWidth)) + d.in.line(value, d.width-labelWidth, roleText)
}

// padRight pads trusted text with spaces to width cells.
func padRight(s string, width int) string {
	if w := ansi.StringWidth(s); w < width {
		return s + strings.Repeat(" ", width-w)
	}
	return s
}

// indent prefixes each line with n spaces.
func indent(lines []string, n int) []string {
	pad := strings.Repeat(" ", n)
	for i, l := range lines {
		lines[i] = pad + l
	}
	return lines
}
