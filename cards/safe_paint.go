package cards

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// painter draws the pieces of safe text: text, escapes and marks. It splits
// each style once into the sequences that open and close it, so that a line
// with many escapes costs three lipgloss renders rather than one per run.
type painter struct {
	text, escape, muted inlineStyle
}

func newPainter(st Styles) *painter {
	return &painter{
		text:   newInlineStyle(st.Text),
		escape: newInlineStyle(st.Escape),
		muted:  newInlineStyle(st.Muted),
	}
}

// inlineStyle is a lipgloss style ready to wrap runs of one line. It
// keeps the style itself (a large value) only when it cannot be split, so
// that a painter, made for every line drawn, stays small.
type inlineStyle struct {
	open, close string
	style       *lipgloss.Style
	split       bool // open and close stand for the style
}

// newInlineStyle splits st into what it writes before and after a run, if
// it only sets attributes and colours; a style that pads, frames or
// transforms its text is kept whole and rendered run by run.
func newInlineStyle(st lipgloss.Style) inlineStyle {
	const probe = "x"
	out := st.Render(probe)
	if i := strings.Index(out, probe); i >= 0 && ansi.Strip(out) == probe {
		return inlineStyle{open: out[:i], close: out[i+len(probe):], split: true}
	}
	return inlineStyle{style: &st}
}

func (is inlineStyle) write(b *strings.Builder, run string) {
	if !is.split {
		b.WriteString(is.style.Render(run))
		return
	}
	b.WriteString(is.open)
	b.WriteString(run)
	b.WriteString(is.close)
}

// units draws units of s: text in the text style, each run of escapes in
// the escape style, a line break as "\n".
func (p *painter) units(b *strings.Builder, s string, units []safeUnit) {
	var esc [64]byte
	buf := esc[:0]
	flush := func() {
		if len(buf) > 0 {
			p.escape.write(b, string(buf))
			buf = buf[:0]
		}
	}
	for j := 0; j < len(units); {
		u := units[j]
		switch u.Kind {
		case unitEscape:
			buf, _ = appendEscape(buf, s[u.Start:])
			j++
			continue
		case unitBreak:
			flush()
			b.WriteByte('\n')
			j++
			continue
		}
		flush()
		k := j + 1
		for k < len(units) && units[k].Kind == unitText {
			k++
		}
		p.text.write(b, s[u.Start:units[k-1].End])
		j = k
	}
	flush()
}
