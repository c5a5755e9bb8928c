package editor

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// View draws the editor in w×h cells.
func (m *Model) View(w, h int) []string {
	st := m.c.Styles
	var out []string
	title := "Always allow"
	if m.in.Outcome != patterns.Allow {
		title = "Always refuse"
	}
	dot := m.c.Marks.Dot
	also := dot + "the ask is " + map[bool]string{true: "approved", false: "denied"}[m.in.Outcome == patterns.Allow] + " too"
	switch {
	case m.gone != "":
		also = dot + "the ask has left the queue"
	case m.in.Outcome == patterns.Allow && m.preview == nil:
		// whether the rule lets the ask go is known only with the
		// preview: no claim until then (rt22k #8: "approved too" while
		// the store was busy, then "keeps waiting")
		also = dot + "the ask: working out" + m.c.Marks.More
	case m.stillAsks() != nil:
		also = dot + "the ask keeps waiting"
	}
	out = append(out, st.Title.Render(" "+title+dot+"rule from ask "+queue.ShortID(m.in.Ask.ID))+st.Muted.Render(also))
	out = append(out, m.goneBanner(w)...)
	out = append(out, m.commandLines(w)...)
	for _, fh := range cards.ForeignHosts(m.in.Ask.Command) {
		// get.k3ѕ.io (a Cyrillic ѕ) reads as get.k3s.io: named by its
		// punycode here too, where a rule for it is written
		out = append(out, " "+st.Ask.Render(st.Glyphs.Unreadable+" ")+cards.WordsLine(fh.Note(), max(w-3, 1), st))
	}
	out = append(out, m.patternLines(w)...)
	guide := m.guideLines()
	var still []string
	if len(m.patternRails()) == 0 {
		// rails that refuse say already that nothing is written
		still = m.stillAsksLines(w)
	}
	tail := append([]string{""}, m.fieldLines(w)...)
	tail = append(tail, m.enterLines(w)...)
	// The rails' words are prose: they wrap, whole (rt35k L2: two rails
	// at 80x24 were cut to a line each). Where that would push the
	// matches line, the fields or the enter line off the screen, the
	// blank line above the fields goes first, then the key guide under
	// the pattern (the footer and help name the keys too); only then are
	// the words capped, at fewer lines each, the last cut with an
	// ellipsis. One row is kept for the matches line.
	var rails []string
	fits := func() bool { return len(out)+len(guide)+len(still)+len(rails)+len(tail)+1 <= h }
	for _, lines := range []int{0, 3, 2, 1} {
		rails = m.railLines(w, lines)
		if fits() {
			break
		}
		if len(tail) > 0 && tail[0] == "" {
			tail = tail[1:]
		}
		if fits() {
			break
		}
		guide = nil
		if fits() {
			break
		}
	}
	out = append(out, guide...)
	out = append(out, still...)
	out = append(out, rails...)
	// What the rule would match takes the rows the rest leaves: at
	// 120x40 a screen of the commands it decides, at 80x24 a few.
	out = append(out, m.matchLines(w, h-len(out)-len(tail))...)
	return common.Block(append(out, tail...), w, h)
}

// enterLines say what enter does: review the rule, or why it cannot yet.
func (m *Model) enterLines(w int) []string {
	st := m.c.Styles
	switch why := m.blocked(); {
	case !m.focused: // a confirmation stands over the editor
		return nil
	case why != "":
		var out []string
		for i, l := range cards.SafeProse(why, max(w-8, 1), 2, st) {
			lead := "        "
			if i == 0 {
				lead = " " + st.Muted.Render("enter: ")
			}
			out = append(out, lead+l)
		}
		return out
	}
	return []string{" " + st.Accent.Render("enter: review and write the rule")}
}

// patternLines draws the pattern with the word under the cursor marked,
// and that word's ladder.
func (m *Model) patternLines(w int) []string {
	st := m.c.Styles
	s := m.in.Suggestion
	focus := m.focus == fieldPattern && m.focused
	lead := " " + st.Muted.Render("pattern ")
	if focus {
		lead = st.Accent.Render(m.c.Marks.Select) + st.Accent.Render("pattern ")
	}
	if s == nil {
		return []string{lead + st.Accent.Render("every command that cannot be read") +
			st.Muted.Render(" (a refuse over "+patterns.UnreadableRule+")")}
	}
	// The words as the pattern writes them (a ** may stand for several
	// slots), the one standing for the slot under the cursor marked.
	var words, texts []string
	sel := 0
	written := append([]patterns.WrittenWord{{Elem: s.Slots[0].Elem(), Slots: []int{0}}}, s.Written()...)
	for _, ww := range written {
		text := elemText(ww.Elem)
		if ww.Redir {
			text = "> " + text
		}
		texts = append(texts, text)
	}
	avail := max(w-common.Width(lead), 1)
	whole := strings.Join(texts, " ")
	fits := common.Width(cards.Escape(whole)) <= avail
	for i, ww := range written {
		text := texts[i]
		ws := st
		if slices.Contains(ww.Slots, m.slot) {
			sel = i
			if focus {
				ws.Text = st.Selection.Reverse(true)
			}
		}
		cut := max(w/2, 8)
		if fits {
			cut = avail // the whole pattern fits its line: no word is cut
		}
		words = append(words, cards.SafeLineMiddle(text, cut, ws))
	}
	more := st.Muted.Render(st.Glyphs.Ellipsis)
	out := []string{lead + windowEnd(words, sel, avail, " ", more)}
	if !fits {
		// the line above cuts the pattern around the word under the
		// cursor: the pattern the rule would stand on is shown whole
		// below it, wrapped, never cut (rt16k #7)
		const indent = "         "
		lines, hidden := cards.SafeBlock(whole, max(w-len(indent), 8), 8, st)
		for _, l := range lines {
			out = append(out, indent+l)
		}
		if hidden > 0 {
			out = append(out, indent+st.Muted.Render(fmt.Sprintf("%s %s more of the pattern not shown", st.Glyphs.Ellipsis, cards.FormatBytes(hidden))))
		}
	}
	// The ladder of the word under the cursor: its steps, around the one
	// it stands on.
	if m.slot < len(s.Slots) {
		sl := s.Slots[m.slot]
		var rungs []string
		at := sl.Level
		for i, e := range sl.Ladder {
			rs := st
			rs.Text = st.Muted
			r := ""
			if i == sl.Level && (m.slot < s.Tail || sl.Kind == patterns.SlotRedir) {
				rs.Text = st.Accent
				r = st.Accent.Render(m.mark())
			}
			rungs = append(rungs, r+cards.SafeLine(elemText(e), max(w/2, 8), rs))
		}
		if m.slot >= s.Tail && sl.Kind != patterns.SlotRedir {
			at = len(rungs)
			rungs = append(rungs, st.Accent.Render(m.mark()+"in the tail **"))
		}
		const indent = "         "
		label := st.Muted.Render("word: ")
		out = append(out, indent+label+window(rungs, at, max(w-len(indent)-common.Width(label), 1), st.Muted.Render(m.c.Marks.Next), more))
	}
	return out
}

// guideLines name the keys that move and widen the pattern's words, while
// the pattern has the focus.
func (m *Model) guideLines() []string {
	if m.focus != fieldPattern || !m.focused || m.in.Suggestion == nil {
		return nil
	}
	k := m.c.Keys.Editor
	return []string{"         " + m.keyGuide(k.Widen, k.Narrow, k.Left, k.Right, k.Tail)}
}

// elemText writes one element as the pattern language does.
func elemText(e patterns.Elem) string {
	st := patterns.Stage{Program: patterns.Elem{Kind: patterns.ElemLiteral, Text: "x"}, Words: []patterns.Elem{e}}
	p := &patterns.Pattern{Stages: []patterns.Stage{st}}
	return strings.TrimPrefix(p.String(), "x ")
}

// railLines draws the guard rails an allow's pattern breaks, or that it
// passes them; each text in at most lines lines.
func (m *Model) railLines(w, lines int) []string {
	st := m.c.Styles
	if m.in.Outcome != patterns.Allow {
		return nil
	}
	rails := m.patternRails()
	if len(rails) == 0 {
		return []string{" " + st.Allow.Render(st.Glyphs.Allow+" guard rails: pass")}
	}
	var out []string
	for _, r := range rails {
		out = append(out, " "+st.Refuse.Render(st.Glyphs.Refuse+" guard rail "+string(r.Rail)+" refuses this allow"))
		texts := []string{r.Msg, r.Hint}
		var offer []string
		if r.Rail == patterns.RailDownload {
			if offer = m.egressLines(w, lines); offer != nil {
				texts = texts[:1] // the offer is the way out
			}
		}
		for _, text := range texts {
			for _, l := range cards.SafeProse(text, max(w-3, 1), lines, st) {
				out = append(out, "   "+l)
			}
		}
		out = append(out, offer...)
	}
	return out
}

// patternRails are the rails the pattern breaks: the reason and the end
// have fields of their own, and the enter line says what they lack.
func (m *Model) patternRails() []*patterns.RailError {
	var out []*patterns.RailError
	for _, r := range m.rails {
		if r.Rail != patterns.RailReason && r.Rail != patterns.RailEnd {
			out = append(out, r)
		}
	}
	return out
}

// count writes a number of things: "1 pending ask", "3 pending asks".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// mark is the mark of the chosen rung or choice.
func (m *Model) mark() string { return m.c.Marks.Select }

// keyGuide draws the keys of the focused field, from their bindings.
func (m *Model) keyGuide(bs ...key.Binding) string {
	st := m.c.Styles
	var parts []string
	for _, b := range bs {
		h := b.Help()
		parts = append(parts, st.Key.Render(h.Key)+" "+st.Help.Render(h.Desc))
	}
	return strings.Join(parts, st.Muted.Render(m.c.Marks.Dot))
}
