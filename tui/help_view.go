package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// helpSection is one group of keys on the help view.
type helpSection struct {
	title string
	keys  [][]key.Binding
}

// helpSections lists every key map's FullHelp: the help view is built
// from the same bindings the components match.
func (m *Model) helpSections() []helpSection {
	k := m.c.Keys
	return []helpSection{
		{"Queue", k.List.FullHelp()},
		{"Decide (queue or card)", k.Decide.FullHelp()},
		{"Card (after enter)", k.Card.FullHelp()},
		{"Pattern editor (A, D)", k.Editor.FullHelp()},
		{"Rules view", k.Rules.FullHelp()},
		{"Audit view", k.Audit.FullHelp()},
		{"Confirmations and prompts", append(k.Confirm.FullHelp(), k.Prompt.FullHelp()...)},
		{"Views", k.Global.FullHelp()},
	}
}

// helpView draws the help title and the window of the key list.
func (m *Model) helpView(h int) []string {
	st := m.c.Styles
	all := m.helpLines()
	rows := max(h-1, 0)
	off := common.Clamp(m.helpOff, 0, max(len(all)-rows, 0))
	title := st.Title.Render(" Keys")
	if len(all) > rows {
		mk := m.c.Marks
		title += st.Muted.Render(fmt.Sprintf("%slines %d%s%d of %d%sj/k scroll", mk.Dot, off+1, mk.Range, min(off+rows, len(all)), len(all), mk.Dot))
	}
	return append([]string{title}, all[off:min(off+rows, len(all))]...)
}

// helpLines draws every key, grouped, in as many columns as fit.
func (m *Model) helpLines() []string {
	st := m.c.Styles
	const keyW, descW = 10, 24
	colW := keyW + descW + 2
	cols := max((m.c.Width-2)/colW, 1)
	out := []string{" " + m.storeLabel(m.c.Width-2), " " + st.Muted.Render("A card that just arrived ignores a, d, A and D for a moment.")}
	for _, s := range m.helpSections() {
		var items []string
		for _, group := range s.keys {
			for _, b := range group {
				if !b.Enabled() {
					continue
				}
				h := b.Help()
				items = append(items, st.Key.Render(common.Fit(h.Key, keyW))+" "+st.Help.Render(common.Fit(h.Desc, descW)))
			}
		}
		out = append(out, " "+st.Accent.Render(s.title))
		for i := 0; i < len(items); i += cols {
			row := items[i:min(i+cols, len(items))]
			out = append(out, "  "+strings.Join(row, " "))
		}
	}
	return out
}

// emptyView says what to do when nothing waits.
func (m *Model) emptyView() []string {
	st := m.c.Styles
	k := m.c.Keys.Global
	title := st.Title.Render("Nothing waits for you.")
	if m.fresh {
		title = st.Ask.Render("No store at ") + cards.SafeLine(m.storePath, max(m.c.Width-14, 1), st) +
			st.Muted.Render(": nothing has asked through it")
	}
	out := []string{
		"",
		" " + title,
		"",
		" Asks appear here the moment an agent's command needs a person.",
		" Hook up a harness:",
		"   " + st.Accent.Render("Claude Code") + "   a PreToolUse hook running " + st.Key.Render("ozdesk hook claude-code"),
		"                 (" + st.Key.Render("ozdesk hook claude-code --help") + " prints the settings)",
		"   " + st.Accent.Render("any other") + "     run each command through",
		"                 " + st.Key.Render("ozdesk ask --agent NAME --cwd DIR -- COMMAND"),
		"",
		" Try the desk first: " + st.Key.Render("ozdesk demo") + st.Muted.Render("  (a scratch store with simulated agents)"),
		"",
		" " + st.Muted.Render("rules: "+k.Rules.Help().Key+m.c.Marks.Dot+"audit trail: "+k.Audit.Help().Key+m.c.Marks.Dot+"every key: "+k.Help.Help().Key),
	}
	if !m.fresh {
		out = append(out, " "+m.storeLabel(m.c.Width-2))
	}
	if fb := m.fallbackLabel(); fb != "" {
		out = append(out, " "+fb+st.Muted.Render(": "+m.fallbackMeaning()))
	}
	return out
}
