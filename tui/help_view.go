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

// helpSections lists every key map's keys: the help view is built from
// the same bindings the components match. The keys that move (through
// the queue, the rules, the audit trail, a card, the help) are listed
// once, and each view then lists only its own. An operator's role that
// may not decide, or not write rules, is not told of the sections only
// those keys reach (rt16k #12).
func (m *Model) helpSections() []helpSection {
	k := m.c.Keys
	decide, write := k.Decide.Approve.Enabled(), k.Decide.AlwaysAllow.Enabled()
	var out []helpSection
	for _, s := range m.allHelpSections() {
		switch {
		case !write && (s.title == helpEditor || s.title == helpMove), !decide && s.title == helpQuitHeld:
			continue
		}
		out = append(out, s)
	}
	return out
}

// Titles of the help sections only some roles reach.
const (
	helpEditor   = "Pattern editor (A, D)"
	helpMove     = "Move a rule (m in the rules view)"
	helpQuitHeld = "Quit? (q while a decision waits out its undo window)"
)

// allHelpSections lists every section, whatever the role.
func (m *Model) allHelpSections() []helpSection {
	k := m.c.Keys
	l := k.List
	return []helpSection{
		{"Move (queue, rules, audit; a focused card scrolls alike)", [][]key.Binding{{l.Down, l.Up, l.Top, l.Bottom}, {l.HalfDown, l.HalfUp, l.PageDown, l.PageUp}}},
		{"Queue", [][]key.Binding{{l.Open, l.Focus, l.Filter, k.Filter.Node, l.QueueBack(), l.Sort}}},
		{"Decide (queue or card)", k.Decide.FullHelp()},
		{"Card (after enter or tab)", [][]key.Binding{{k.Card.Whole, k.Card.Focus, k.Card.Back}}},
		{helpEditor, k.Editor.FullHelp()},
		{"Rules view (/ filters, as in the queue)", k.Rules.FullHelp()},
		{helpMove, k.Move.FullHelp()},
		{"Audit view (/ filters, as in the queue)", k.Audit.FullHelp()},
		{"Nodes view (a fleet's desk)", k.Nodes.FullHelp()},
		{"A rule's or an entry's details (enter)", k.Detail.FullHelp()},
		{"Confirmations and prompts", append(k.Confirm.FullHelp(), k.Prompt.FullHelp()...)},
		{helpQuitHeld, k.QuitHeld.FullHelp()},
		{"Views", k.Global.FullHelp()},
	}
}

// helpItem is one key on the help view.
type helpItem struct {
	key, desc string
}

// helpItems lists each section's keys, each key and meaning once in a
// section, and a key that means the same everywhere once in all (the
// first section that lists it keeps it). With a filter, only the keys
// whose key, meaning or section holds it (case-insensitively) stay, and
// only the sections that keep some.
func (m *Model) helpItems(filter string) ([]string, [][]helpItem) {
	needle := strings.ToLower(filter)
	seen := map[helpItem]bool{}
	var titles []string
	var sections [][]helpItem
	for _, s := range m.helpSections() {
		var items []helpItem
		whole := needle != "" && strings.Contains(strings.ToLower(s.title), needle)
		for _, group := range s.keys {
			for _, b := range group {
				if !b.Enabled() {
					continue
				}
				h := b.Help()
				it := helpItem{h.Key, h.Desc}
				if seen[it] {
					continue
				}
				seen[it] = true
				if needle != "" && !whole && !strings.Contains(strings.ToLower(h.Key+" "+h.Desc), needle) {
					continue
				}
				items = append(items, it)
			}
		}
		if len(items) > 0 {
			titles = append(titles, s.title)
			sections = append(sections, items)
		}
	}
	return titles, sections
}

// helpView draws the help title (or the filter being typed) and the
// window of the key list.
func (m *Model) helpView(h int) []string {
	st := m.c.Styles
	all := m.helpLines()
	rows := max(h-1, 0)
	off := common.Clamp(m.helpOff, 0, max(len(all)-rows, 0))
	mk := m.c.Marks
	title := st.Title.Render(" Keys")
	switch {
	case m.helpFind.typing != nil:
		title += " " + m.helpFind.typing.View()
	case m.helpFind.text != "":
		title += st.Muted.Render(mk.Dot+"matching /") + cards.SafeLine(m.helpFind.text, max(m.c.Width-30, 1), st) +
			st.Muted.Render(mk.Dot+m.c.Keys.Card.Back.Help().Key+" clears")
	}
	if len(all) > rows && m.helpFind.typing == nil {
		title += st.Muted.Render(fmt.Sprintf("%slines %d%s%d of %d%sj/k scroll", mk.Dot, off+1, mk.Range, min(off+rows, len(all)), len(all), mk.Dot))
	}
	return append([]string{title}, all[off:min(off+rows, len(all))]...)
}

// helpCellGap is the space between two help cells: a meaning that fills
// its column never reads on into the next key (rt20k #3: "clear filter,
// else marks s   sort/group").
const helpCellGap = "   "

// helpLines draws the keys, grouped, in as many columns as fit.
func (m *Model) helpLines() []string {
	st := m.c.Styles
	const keyW, descW = 10, 24
	cellW := keyW + 1 + descW
	// cols cells and the gaps between them after the two-column indent
	cols := max((m.c.Width-2+len(helpCellGap))/(cellW+len(helpCellGap)), 1)
	filter := m.helpFind.value()
	titles, sections := m.helpItems(filter)
	if len(sections) == 0 {
		return []string{" " + st.Muted.Render("no key matches; "+m.c.Keys.Card.Back.Help().Key+" clears the filter")}
	}
	// the keys first, the notes after them: at 80x24 the notes before
	// the keys filled most of the first page (issue 9 #2)
	var out []string
	for i, items := range sections {
		var cells, long []string
		for _, it := range items {
			if common.Width(it.desc) > descW {
				// said whole on lines of its own, not cut to its
				// column (desk9e: "u undo" hid what it takes back)
				long = append(long, m.helpLong(it, keyW)...)
				continue
			}
			cells = append(cells, st.Key.Render(common.Fit(it.key, keyW))+" "+st.Help.Render(common.Fit(it.desc, descW)))
		}
		out = append(out, " "+st.Accent.Render(titles[i]))
		for j := 0; j < len(cells); j += cols {
			out = append(out, "  "+strings.Join(cells[j:min(j+cols, len(cells))], helpCellGap))
		}
		out = append(out, long...)
	}
	if filter == "" {
		out = append(out, "", " "+st.Accent.Render("Notes"), " "+m.storeLabel(m.c.Width-2))
		// sentences wrap at words, never cut mid-word (rt28k #6)
		muted := st
		muted.Text = st.Muted
		say := func(s string) {
			for _, l := range cards.SafeProse(s, max(m.c.Width-2, 1), 0, muted) {
				out = append(out, " "+l)
			}
		}
		switch k := m.c.Keys.Decide; {
		case k.AlwaysAllow.Enabled():
			say("A card that just came under the cursor ignores a, d, A and D for a moment.")
		case k.Approve.Enabled():
			say("A card that just came under the cursor ignores a and d for a moment.")
		}
		if m.pane.watching() {
			say(paneHelpWords)
		}
		say(m.mouseWords())
	}
	return out
}

// helpLong draws a key whose meaning is longer than its column: on its
// own lines, wrapped at word boundaries under the meaning's start.
func (m *Model) helpLong(it helpItem, keyW int) []string {
	st := m.c.Styles
	lines := cards.SafeProse(it.desc, max(m.c.Width-keyW-4, 8), 3, st)
	out := make([]string, 0, len(lines))
	for i, l := range lines {
		lead := st.Key.Render(common.Fit(it.key, keyW))
		if i > 0 {
			lead = strings.Repeat(" ", keyW)
		}
		out = append(out, "  "+lead+" "+st.Help.Render(l))
	}
	return out
}

// emptyView says what to do when nothing waits.
func (m *Model) emptyView() []string {
	st := m.c.Styles
	k := m.c.Keys.Global
	title := st.Title.Render("Nothing waits for you.")
	switch {
	case m.fresh && m.storeGone && m.notStore:
		title = st.Refuse.Render("The file at ") + cards.SafeLine(m.storePath, max(m.c.Width-40, 1), st) +
			st.Refuse.Render(" is not an ozdesk store")
	case m.fresh && m.storeGone:
		title = st.Refuse.Render("The store is gone: no store at ") + cards.SafeLine(m.storePath, max(m.c.Width-33, 1), st)
	case m.fresh:
		title = st.Ask.Render("No store at ") + cards.SafeLine(m.storePath, max(m.c.Width-14, 1), st) +
			st.Muted.Render(": nothing has asked through it")
	}
	out := []string{"", " " + title}
	switch {
	case m.fresh && m.storeGone && m.notStore:
		out = append(out, " "+st.Muted.Render("It was put in the store's place while the desk watched it: the"),
			" "+st.Muted.Render("asks of the store read left with it, and their agents are refused."))
	case m.fresh && m.storeGone:
		// Moved or deleted: the desk saw only that the file is gone
		// (rt45k #10: "deleted" of a store renamed away).
		out = append(out, " "+st.Muted.Render("It was moved or deleted while the desk watched it: the asks in it"),
			" "+st.Muted.Render("left with it, and their agents are refused."))
	}
	arrive := " Asks appear here the moment an agent's command needs a person."
	if m.fresh && m.storeGone {
		// No ask can appear while no store is there: say so, and that
		// the desk reads the store again once it is back (rt45k #10).
		out = append(out, "", " No ask can arrive until a store is at that path again ("+st.Key.Render("ozdesk ask"),
			" refuses meanwhile); the desk reads it the moment it is back.")
		arrive = ""
	}
	out = append(out, "")
	if arrive != "" {
		out = append(out, arrive)
	}
	out = append(out,
		" Hook up a harness:",
		"   "+st.Accent.Render("Claude Code")+"   a PreToolUse hook running "+st.Key.Render("ozdesk hook claude-code"),
		"                 ("+st.Key.Render("ozdesk hook claude-code --help")+" prints the settings)",
		"   "+st.Accent.Render("any other")+"     run each command through",
		"                 "+st.Key.Render("ozdesk ask --agent NAME --cwd DIR -- COMMAND"),
		"",
		" Try the desk first: "+st.Key.Render("ozdesk demo")+st.Muted.Render("  (a scratch store with simulated agents)"),
		"",
		// keys first, each with what it does: "rules: 2" read as a count
		" "+st.Muted.Render("keys: "+k.Rules.Help().Key+" shows the rules"+m.c.Marks.Dot+k.Audit.Help().Key+" the audit trail"+m.c.Marks.Dot+k.Help.Help().Key+" every key"),
	)
	if !m.fresh {
		out = append(out, " "+m.storeLabel(m.c.Width-2))
	}
	if fb := m.fallbackLabel(); fb != "" {
		out = append(out, " "+fb+st.Muted.Render(": "+m.fallbackMeaning()))
	}
	return out
}
