package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"

	"ozdesk.dev/ozdesk/tui/common"
)

// footer draws the keys in force on one line: the most useful first, as
// many as fit, and help last. When some are left out the line says so,
// "… · q quit · ? help", so that the operator knows where the rest are;
// the ways out (esc, q) are never among those left out.
func (m *Model) footer(keys []key.Binding) string {
	line, kept := m.footerWith(keys, false)
	if kept < 0 || kept >= footerFirst {
		return line
	}
	// the whole words leave out one of the view's most used keys: the
	// short ones keep more (fx28k #6)
	short, _ := m.footerWith(keys, true)
	return short
}

// footerFirst is how many of a view's keys, its most used, the footer
// keeps before it writes short words (at 80 columns: the decision keys
// and the filter).
const footerFirst = 5

// footerWith is the footer, its keys' words short (common.ShortLabel)
// when short is set, and how many keys it kept before the "…" (-1: it
// left none out).
func (m *Model) footerWith(keys []key.Binding, short bool) (string, int) {
	st := m.c.Styles
	g := m.c.Keys.Global
	helpKey := g.Help.Help().Key
	var help *key.Binding
	items := make([]string, 0, len(keys))
	var quit []string
	// exits are the ways out (esc, q) drawn among items: a footer that
	// leaves keys out keeps them, with help, at its end (desk9c)
	exits := map[string]bool{}
	for i := range keys {
		b := &keys[i]
		if !b.Enabled() {
			continue
		}
		h := b.Help()
		if short {
			h.Desc = common.ShortLabel(h.Desc, m.c.Marks.More)
		}
		item := st.Key.Render(h.Key) + " " + st.Help.Render(h.Desc)
		if g.IsView(*b) {
			// as the tab bar writes it, the key in brackets: "[2] rules"; "2 rules" read as a count (rt13k), and so did "2:rules" beside the tab bar's brackets (rt35k L4)
			item = st.Key.Render("["+h.Key+"]") + st.Help.Render(" "+h.Desc)
		}
		switch h.Key {
		case helpKey:
			help = b
			continue
		case g.Quit.Help().Key:
			// Quitting is known; it goes last, before help.
			quit = append(quit, item)
			continue
		case escKey:
			exits[item] = true
		}
		items = append(items, item)
	}
	for _, q := range quit {
		exits[q] = true
	}
	items = append(items, quit...)
	sep := st.Muted.Render(m.c.Marks.Dot)
	end := ""
	if help != nil {
		end = st.Key.Render(helpKey) + " " + st.Help.Render(help.Help().Desc)
	}
	room := m.c.Width - 1
	line := strings.Join(append(append([]string{}, items...), nonEmpty(end)...), sep)
	if common.Width(line) <= room {
		return " " + line, -1
	}
	// Cut: as many as fit before "… · esc back · q quit · ? help": the
	// ways out and help always show.
	more := st.Muted.Render(m.c.Marks.More)
	tail := more
	for _, it := range items {
		if exits[it] {
			tail += sep + it
		}
	}
	if end != "" {
		tail += sep + end
	}
	kept, n := "", 0
	for _, it := range items {
		if exits[it] {
			continue
		}
		next := it
		if kept != "" {
			next = kept + sep + it
		}
		if common.Width(next+sep+tail) > room {
			break
		}
		kept = next
		n++
	}
	if kept == "" {
		return " " + common.Fit(tail, room), 0
	}
	return " " + kept + sep + tail, n
}

// escKey is the key that backs out of where the focus is.
const escKey = "esc"

func nonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return []string{s}
}
