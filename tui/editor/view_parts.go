package editor

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// maxPartLines caps the parts of a command the editor lists one a line;
// the parts left out are counted, never the one that still asks.
const maxPartLines = 5

// commandLines draws the ask's command: one line for a command of one
// part or one that fits; for more, one line per part, so that no cut falls across a part
// (a cut in the middle of `rm -rf /srv/x; rm -rf ~/; rm -rf /srv/x`
// would hide the part that matters, rt18k #7). The part the rule would
// leave asking is marked.
func (m *Model) commandLines(w int) []string {
	st := m.c.Styles
	cmd := m.in.Command
	if cmd == nil || len(cmd.Parts) < 2 || common.Width(cards.Escape(m.in.Ask.Command)) <= max(w-10, 1) {
		// one part, or the whole command fits uncut: one line
		return []string{" " + st.Muted.Render("command ") + cards.SafeLineMiddle(m.in.Ask.Command, max(w-10, 1), st)}
	}
	still := m.stillAsks()
	n := len(cmd.Parts)
	out := []string{" " + st.Muted.Render(fmt.Sprintf("command, %d parts:", n))}
	shown := 0
	for i, p := range cmd.Parts {
		if n > maxPartLines && i >= maxPartLines-1 && (still == nil || still.Part != i) {
			continue
		}
		shown++
		lead := fmt.Sprintf("   part %d ", i+1)
		text := cards.SafeLineMiddle(p.Text(), max(w-len(lead)-1, 1), st)
		if still != nil && still.Part == i {
			lead = " " + st.Ask.Render(st.Glyphs.Ask) + fmt.Sprintf(" part %d ", i+1)
		}
		out = append(out, lead+text)
	}
	if left := n - shown; left > 0 {
		out = append(out, "   "+st.Muted.Render(fmt.Sprintf("%s %d more parts (v shows the whole command)", st.Glyphs.Ellipsis, left)))
	}
	return out
}

// stillAsks is the part of the command the newest preview says the
// policy would still not allow with the rule in force, or nil.
func (m *Model) stillAsks() *queue.StillAsking {
	if m.in.Outcome != patterns.Allow || m.preview == nil || m.preview.Err != nil {
		return nil
	}
	return m.preview.StillAsks
}

// stillAsksWords says what writing the rule leaves of its ask: "written,
// this rule leaves ask 7 waiting: part 2 of 3 still asks (cmd.delete-home)".
func (m *Model) stillAsksWords() string {
	s := m.stillAsks()
	if s == nil || m.gone != "" {
		return ""
	}
	lead := fmt.Sprintf("written, this rule leaves ask %s waiting: ", queue.ShortID(m.in.Ask.ID))
	if s.Part >= 0 && m.in.Command != nil && len(m.in.Command.Parts) > 1 {
		what := map[patterns.Outcome]string{patterns.Ask: "still asks", patterns.Refuse: "is refused"}[s.Outcome]
		by := "the fallback"
		if s.Rule != "" {
			by = s.Rule
		}
		return fmt.Sprintf("%spart %d of %d %s (%s): %s", lead, s.Part+1, len(m.in.Command.Parts), what, by, s.Text)
	}
	// one part: no "part 1 of 1" (rt22k #2)
	return lead + OnePartWords(s.Outcome, s.Rule, "the command") + ": " + s.Text
}

// OnePartWords says in plain words that rule (the fallback when "")
// still asks about, or refuses, a command of one part, named what.
func OnePartWords(o patterns.Outcome, rule, what string) string {
	by := "the fallback"
	if rule != "" {
		by = rule
	}
	if o == patterns.Refuse {
		return by + " refuses " + what
	}
	return by + " still asks about " + what
}

// stillAsksLines draws stillAsksWords, wrapped, in the ask colour.
func (m *Model) stillAsksLines(w int) []string {
	words := m.stillAsksWords()
	if words == "" {
		return nil
	}
	st := m.c.Styles
	warned := st
	warned.Text = st.Ask
	var out []string
	for _, l := range cards.SafeProse(words, max(w-1, 8), 3, warned) {
		out = append(out, " "+l)
	}
	return out
}

// approvedPartsLines names every part the ask's approval lets run, for
// the confirmation of an allow that decides a command of several parts.
func (m *Model) approvedPartsLines(w int) []string {
	cmd := m.in.Command
	if m.in.Outcome != patterns.Allow || m.gone != "" || cmd == nil || len(cmd.Parts) < 2 || m.stillAsks() != nil {
		return nil
	}
	st := m.c.Styles
	out := []string{st.Muted.Render(fmt.Sprintf(" approving ask %s lets all %d parts run:", queue.ShortID(m.in.Ask.ID), len(cmd.Parts)))}
	for i, p := range cmd.Parts {
		if i == maxPartLines-1 && len(cmd.Parts) > maxPartLines {
			out = append(out, "   "+st.Muted.Render(fmt.Sprintf("%s %d more parts", st.Glyphs.Ellipsis, len(cmd.Parts)-i)))
			break
		}
		lead := fmt.Sprintf("   part %d ", i+1)
		out = append(out, lead+cards.SafeLineMiddle(p.Text(), max(w-len(lead)-1, 1), st))
	}
	return out
}
