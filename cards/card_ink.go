package cards

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// role names a style of [Styles] a card draws with.
type role uint8

const (
	roleText role = iota
	roleMuted
	roleAccent
	roleTitle
	roleBorder
	roleAllow
	roleAsk
	roleRefuse
	roleUnreadable
	roleCount
)

// inks are the styles of a [Styles] split once into the sequences that
// open and close them (see [inlineStyle]), with a painter of untrusted text
// for each: a card draws a few hundred pieces, and rendering each through
// lipgloss would cost more than all the rest of the card.
type inks struct {
	st   Styles
	ink  [roleCount]inlineStyle
	pens [roleCount]painter
}

func newInks(st Styles) *inks {
	in := &inks{st: st}
	for r, style := range [roleCount]lipgloss.Style{
		roleText: st.Text, roleMuted: st.Muted, roleAccent: st.Accent, roleTitle: st.Title,
		roleBorder: st.Border, roleAllow: st.Allow, roleAsk: st.Ask, roleRefuse: st.Refuse,
		roleUnreadable: st.Unreadable,
	} {
		in.ink[r] = newInlineStyle(style)
	}
	escape := newInlineStyle(st.Escape)
	for r := range roleCount {
		in.pens[r] = painter{text: in.ink[r], escape: escape, muted: in.ink[roleMuted]}
	}
	return in
}

// draw draws the desk's own text (never untrusted text) in role r.
func (in *inks) draw(r role, s string) string {
	if s == "" {
		return ""
	}
	var b strings.Builder
	in.ink[r].write(&b, s)
	return b.String()
}

// line draws untrusted text on one line of width cells in role r, as
// [SafeLine] draws it.
func (in *inks) line(s string, width int, r role) string {
	return safeLine(s, width, in.st, &in.pens[r])
}

// middle draws untrusted text (a command, a part) on one line of width
// cells in [Styles.Text], cut in the middle as [SafeLineMiddle] cuts it,
// so two commands that differ only at the end read differently.
func (in *inks) middle(s string, width int) string {
	return SafeLineMiddle(s, width, in.st)
}

// prose draws text word-wrapped in role r (see [prose]).
func (in *inks) prose(s string, width, maxLines int, r role) []string {
	return prose(s, width, maxLines, in.st, &in.pens[r])
}

// cut draws the desk's own text in role r, cut to width cells, ending
// with the ellipsis when it cuts (and there is room for it).
func (in *inks) cut(r role, s string, width int) string {
	ell := in.st.Glyphs.Ellipsis
	if ell == "" || ansi.StringWidth(s) <= width || ansi.StringWidth(ell) >= width {
		ell = ""
	}
	return in.draw(r, ansi.Truncate(s, max(0, width), ell))
}

// role is the role an outcome of kind k is drawn in.
func (k kind) role() role {
	switch k {
	case kindAllow:
		return roleAllow
	case kindAsk:
		return roleAsk
	case kindRefuse:
		return roleRefuse
	case kindUnreadable:
		return roleUnreadable
	}
	return roleText
}

// outcome draws an outcome's mark and word, as [Styles.Outcome] does.
func (in *inks) outcome(k kind) string {
	return in.draw(k.role(), in.st.Glyphs.Mark(k.name())+" "+k.name())
}
