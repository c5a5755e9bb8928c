package tui

import (
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// View draws the desk: header, the view on screen (or the editor), the
// open bottom dialog, the status line and the help line built from the
// keys in force.
func (m *Model) View() tea.View {
	if m.quitting {
		return quitView()
	}
	v := tea.NewView(m.paint.frame(m.Screen()))
	v.AltScreen = true
	v.MouseMode = m.mouseMode()
	v.WindowTitle = m.calls.windowTitle(len(m.list.all))
	return v
}

// Screen is the desk drawn as text: exactly Height lines of Width cells.
func (m *Model) Screen() string {
	w, h := m.c.Width, m.c.Height
	if w < 1 || h < 1 {
		return ""
	}
	now := m.c.Now()
	lines := make([]string, 0, h)
	lines = append(lines, m.header())
	lines = append(lines, m.banner()...)
	body := m.body(now)
	two := m.statusTwo()
	if d := m.dialogs.topIn(placeStatus); d != nil || len(body) < 2 {
		two = nil
	}
	if len(two) == 2 {
		// a status too long for its line takes the body's last line,
		// while it stands: what happened is read whole (rt13k), its
		// command on a line of its own (desk9c), and the footer stays
		// (it took the footer's line, which hid the keys, desk9e)
		body = body[:len(body)-1]
	}
	lines = append(lines, body...)
	top := m.dialogs.top()
	for _, d := range m.dialogs.in(placeBottom) {
		lines = append(lines, "")
		lines = append(lines, d.view(w, h, d == top)...)
	}
	status := []string{m.statusLine()}
	if d := m.dialogs.topIn(placeStatus); d != nil {
		status = []string{d.view(w, 1, d == top)[0]}
	} else if len(two) == 2 {
		status = two
	}
	lines = append(lines, status...)
	lines = append(lines, m.helpLine())
	return strings.Join(common.Block(lines, w, h), "\n")
}

func (m *Model) body(now time.Time) []string {
	w, body := m.c.Width, m.bodyHeight()
	// A dialog drawn in place of the view (the editor, the pager, a
	// detail) stands over the view it was opened from: the views do not
	// change while a dialog has the keys.
	if d := m.dialogs.topIn(placeBody); d != nil {
		return d.view(w, body, d == m.dialogs.top())
	}
	switch {
	case m.view == viewHelp:
		return common.Block(m.helpView(body), w, body)
	case !m.read:
		// no view reads as empty before the store is read (rt42k F6)
		return common.Block(m.readingView(), w, body)
	case m.view == viewRules:
		return m.rules.View(now)
	case m.view == viewAudit:
		return m.audit.View()
	case m.view == viewNodes:
		return m.nodes.View(now)
	case len(m.list.all) == 0:
		return common.Block(m.emptyView(), w, body)
	}
	hold := ""
	if a := m.list.Selected(); a != nil && m.inGrace(a.ID) && !m.grace.moved {
		// (a card the operator moved to says nothing: the footer's
		// wait… is enough for the moment it holds)
		hold = m.cameWords(a.ID)
		if m.grace.took != "" {
			hold = "took the place of ask " + queue.ShortID(m.grace.took)
		}
	}
	list := m.list.View(!m.focusCard, now)
	if len(list) > 0 {
		list[0] = m.withStore(list[0], m.list.w)
	}
	card := m.card.View(m.focusCard, hold, now)
	if m.wide() {
		return common.Beside(list, card, m.c.Styles.Border.Render(m.c.Styles.Glyphs.Frame.Left))
	}
	if m.list.h == 0 {
		return card
	}
	return append(list, card...)
}

// headerParts are the header's left (the desk's name, "demo" on the
// demo's scratch store, the views) and right (the store, the fallback,
// who decides where), and whether the store fitted there.
func (m *Model) headerParts() (left, right string, store bool) {
	st := m.c.Styles
	left = " " + st.Title.Render("ozdesk") + " "
	if m.demo {
		left += st.Ask.Render("demo") + " "
	}
	sep := st.Muted.Render(m.c.Marks.Dot)
	fb := m.fallbackLabel()
	who := func(bar string) (int, string) {
		room := m.c.Width - common.Width(left+bar) - 2
		return room, cards.SafeLine(m.c.Operator+"@"+m.c.Node, max(room, 1), st) + " "
	}
	bar := m.tabBar(false)
	room, right := who(bar)
	if fb != "" && common.Width(fb+sep+right) > room {
		// the tab bar counts the rules where that leaves the fallback
		// its room (rt35k L4)
		bar = m.tabBar(true)
		room, right = who(bar)
	}
	left += bar
	// Then what the policy does with what no rule matches, then the
	// store, as far as they fit (the queue's title line, or the help
	// view, names the store where the header has no room).
	switch {
	case fb != "" && common.Width(fb+sep+right) <= room:
		right = fb + sep + right
	case fb != "" && m.fallbackAllows():
		// a fallback that lets unmatched commands run outranks who
		// decides: the name is cut, the fallback kept (rt37k
		// MEDIUM-4: a 30-character operator left no room for it)
		if nameRoom := room - common.Width(fb+sep); nameRoom >= minNameLabel {
			right = fb + sep + cards.SafeLine(m.c.Operator+"@"+m.c.Node, nameRoom, st) + " "
		} else {
			right = fb + " "
		}
	}
	// The store takes what is left, its path cut in the middle.
	if w := room - common.Width(sep+right); w >= minStoreLabel {
		right = m.storeLabel(w) + sep + right
		store = true
	}
	return left, right, store
}

// minStoreLabel is the fewest cells the store's label is drawn in;
// minNameLabel the fewest the operator's name is drawn in beside the
// fallback.
const (
	minStoreLabel = 24
	minNameLabel  = 8
)

// withStore writes the store's label at the right of the queue's title
// line when the header had no room for it (at 80 columns, once asks
// wait: rt13k): the store the desk decides on stays on screen. title is
// the line drawn w cells wide.
func (m *Model) withStore(title string, w int) string {
	if _, _, ok := m.headerLayout(); ok {
		return title
	}
	used := common.Width(strings.TrimRight(ansi.Strip(title), " "))
	room := w - used - 4 // two cells apart from the title, one at the end
	if room < minStoreLabel {
		return title
	}
	label := m.storeLabel(room)
	return ansi.Truncate(title, used, "") + strings.Repeat(" ", max(w-used-common.Width(label)-1, 3)) + label + " "
}

// header names the desk, the views (the current one marked) and who
// decides where.
func (m *Model) header() string {
	left, right, _ := m.headerLayout()
	pad := m.c.Width - common.Width(left) - common.Width(right)
	if pad < 1 {
		return common.Fit(left, m.c.Width)
	}
	return left + strings.Repeat(" ", pad) + right
}

// statusLine is what the last action did, else a store error.
func (m *Model) statusLine() string {
	st := m.c.Styles
	w := m.c.Width
	if m.loadErr != nil {
		return " " + st.Refuse.Render(st.Glyphs.Refuse+" store: ") + cards.WordsLine(m.loadErr.Error(), max(w-12, 1), st)
	}
	s := m.status
	if d := m.undoTarget(); d != nil {
		// the countdown keeps the line while a decision is held; what
		// came meanwhile stands beside it (and after it: setStatus)
		return m.undoLine(d, m.aside)
	}
	if !s.shownAt(m.c.Now()) {
		return ""
	}
	return " " + m.statusStyle(s.kind).Render(m.statusMark(s.kind)) + statusWords(s.text, s.cmd, s.after, m.statusRoom(s.kind), st)
}

// statusRoom is the cells a status line of kind has for its words, after
// its leading space and its mark: the room statusTwo and statusWrapped
// measure it in too, so that words they find fit one line are never cut
// on it (rt39k LOW-1: an information line, which has no mark, was drawn
// two cells short of the room it was measured in, and its last word cut,
// "space unma…").
func (m *Model) statusRoom(kind statusKind) int {
	return max(m.c.Width-1-common.Width(m.statusMark(kind)), 1)
}

// statusCmdLeast is the fewest cells a status line's command keeps
// before the words after it give way.
const statusCmdLeast = 24

// statusWords draws a status line's words in room cells: text, then cmd
// (untrusted) in parentheses, cut in the middle to what the line leaves
// so that both its ends show, then after. When room is short, after is
// cut first, then the command narrows to its least.
func statusWords(text, cmd, after string, room int, st cards.Styles) string {
	if cmd == "" {
		return cards.WordsLine(text+after, room, st)
	}
	head := cards.WordsLine(text+" (", room, st)
	left := room - common.Width(head)
	tailW := common.Width(cards.WordsLine(")"+after, left+1, st))
	cmdW := max(left-tailW, min(statusCmdLeast, left-1))
	if cmdW < 3 {
		return cards.WordsLine(text+" ("+cards.Escape(cmd)+")"+after, room, st)
	}
	c := blanksMiddle(cmd, cmdW, st)
	return head + c + cards.WordsLine(")"+after, room-common.Width(head)-common.Width(c), st)
}

// statusWrapped is the status line word-wrapped on two lines when it is
// plain words (no command to cut in the middle, no decision held) too
// long for one, the second cut after a word when it is too long for two;
// nil otherwise.
func (m *Model) statusWrapped() []string {
	s := m.status
	if m.loadErr != nil || m.holds.last() != nil || s.cmd != "" || !s.shownAt(m.c.Now()) {
		return nil
	}
	st := m.c.Styles
	mark := m.statusMark(s.kind)
	room := m.statusRoom(s.kind)
	if common.Width(cards.WordsLine(s.text+s.after, room+1, st)) <= room {
		return nil
	}
	// a third line read tells a second cut short: cut after its last
	// word that fits (wordCut), never in a word's middle as the
	// wrap's last line is cut (issue 9: "… their agents are ref…")
	lines := cards.SafeProse(s.text+s.after, room, 3, st)
	if len(lines) < 2 {
		return nil
	}
	second := lines[1]
	if len(lines) > 2 {
		second = wordCut(ansi.Strip(lines[1])+" "+ansi.Strip(lines[2]), room, st)
	}
	pad := strings.Repeat(" ", common.Width(mark))
	return []string{" " + m.statusStyle(s.kind).Render(mark) + lines[0], " " + pad + second}
}

// statusMark is the glyph a status line of kind starts with ("" for
// information), with its space.
func (m *Model) statusMark(kind statusKind) string {
	g := m.c.Styles.Glyphs
	switch kind {
	case statusOK:
		return g.Allow + " "
	case statusWarn:
		return g.Unreadable + " "
	case statusErr:
		return g.Refuse + " "
	}
	return ""
}

// statusStyle is the style of a status line's mark.
func (m *Model) statusStyle(kind statusKind) lipgloss.Style {
	st := m.c.Styles
	switch kind {
	case statusOK:
		return st.Allow
	case statusWarn:
		return st.Ask
	case statusErr:
		return st.Refuse
	}
	return st.Muted
}

// undoLine is the status line while a decision waits out its undo
// window: what it does, the key that takes it back, and the seconds left.
// What it does gives way first: the key and the seconds always show, at
// 80 columns too.
func (m *Model) undoLine(d *held, aside status) string {
	st := m.c.Styles
	n, tail := m.undoTail(d)
	room := max(m.c.Width-3, 1)
	text, cmd := heldParts(d)
	words := statusWords(text, cmd, n, max(room-common.Width(tail), 1), st)
	line := words + tail
	if rest := room - common.Width(line); aside.text != "" && m.c.Now().Sub(aside.at) <= statusKeep && rest > 0 {
		line += cards.WordsLine(m.c.Marks.Dot+m.statusMark(aside.kind)+aside.flat(m.c.Marks), rest, st)
	}
	return " " + st.Ask.Render(st.Glyphs.Unreadable+" ") + line
}

// helpLine is the footer: the keys in force, from their bindings.
func (m *Model) helpLine() string {
	return m.footer(m.footerKeys())
}

// filterKeys are the filter's keys in a list's footer: / filters, and
// esc clears a filter in force.
func (m *Model) filterKeys(filter string) []key.Binding {
	l := m.c.Keys.List
	if filter == "" {
		return []key.Binding{l.Filter}
	}
	return []key.Binding{l.Filter, l.Back}
}

// footerKeys are the bindings in force where the focus is: what decides
// first, then help and quit, then the rest (the help line drops what does
// not fit from the end; ? lists everything).
func (m *Model) footerKeys() []key.Binding {
	k := m.c.Keys
	g := k.Global.ShortHelp()
	var warned []key.Binding
	if m.warns.any() {
		// warnings stand under the header: the footer names the keys
		// that dismiss them and list the messages, after the view's
		// first keys
		warned = []key.Binding{k.Global.Dismiss, k.Global.Messages}
	}
	with := func(first []key.Binding, rest ...key.Binding) []key.Binding {
		out := append(append([]key.Binding{}, first...), warned...)
		return footerOnce(append(append(out, g...), rest...))
	}
	if d := m.dialogs.top(); d != nil {
		return d.keys()
	}
	// each key as decideKey would answer it: what waits says wait…, an
	// approval refused until the command is read whole says v (rt41k
	// F11, rt17k #7, rt28k #12e, rt39k LOW-3)
	decide := m.barredKeys(m.list.Selected(), k.Decide.ShortHelp())
	if m.holds.count() > 0 { // while a decision can be taken back, u comes first
		decide = append([]key.Binding{m.undoKeyNow()}, decide...)
	}
	if m.refusedHere() {
		// the queue refuses every decision this desk sends: the status
		// line says to restart the desk, and no decision key is offered
		// (rt22k #13)
		decide = nil
	}
	switch {
	case m.view == viewHelp:
		return m.helpFooter()
	case m.view == viewRules:
		rk := k.Rules.ShortHelp()
		if !m.rules.anyProposed() {
			rk = slices.DeleteFunc(rk, func(b key.Binding) bool { return b.Help() == k.Rules.Approve.Help() })
		}
		return with(append(rk, m.filterKeys(m.rules.filter)...), k.List.Down, k.List.Up, k.Global.Queue, k.Global.Audit)
	case m.view == viewAudit:
		return with(append(k.Audit.ShortHelp(), m.filterKeys(m.audit.filter)...), k.List.Down, k.List.Up, k.Global.Queue, k.Global.Rules)
	case m.view == viewNodes:
		return with(k.Nodes.ShortHelp(), k.List.Down, k.List.Up, k.Global.Queue, k.Global.Audit)
	case len(m.list.all) == 0:
		return with(nil, k.Global.Rules, k.Global.Audit)
	case m.focusCard && m.pinned != nil:
		// the card of an ask that left decides nothing: no decision keys
		return with(nil, k.Card.ShortHelp()...)
	case m.focusCard:
		return with(decide, k.Card.ShortHelp()...)
	}
	if len(m.list.marked) > 0 {
		// marks made: deciding them, and marking more, come first
		return with(append(decide, k.Decide.MarkHelp(true)...), k.List.ShortHelp()...)
	}
	return with(decide, append(k.List.ShortHelp(), k.Decide.MarkHelp(false)...)...)
}

// footerOnce keeps the first binding of each key the footer names: the
// card's footer said "v read whole" in a's place and "v whole command"
// among the card's keys (rt41k F9).
func footerOnce(bs []key.Binding) []key.Binding {
	seen := map[string]bool{}
	return slices.DeleteFunc(bs, func(b key.Binding) bool {
		k := b.Help().Key
		if k == "" {
			return false
		}
		if seen[k] {
			return true
		}
		seen[k] = true
		return false
	})
}
