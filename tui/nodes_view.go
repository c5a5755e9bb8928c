package tui

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// nodesView lists a fleet's nodes (the desk of a store on etcd): each
// node's broker, alive or gone (whether it holds its lease), its asks
// waiting, the asks abandoned when it stopped answering, and when it was
// last seen. The nodes that are gone come first: at 500 nodes, those are
// the ones to look at.
type nodesView struct {
	c *common.Common
	// live are the nodes whose lease was held at the last read; liveErr
	// says why it could not be read (then nobody is taken for gone).
	live    map[string]bool
	liveErr string
	// known are the nodes whose broker ever held a lease (alive or
	// gone), as last read.
	known map[string]bool
	// seen is when each node was last seen: its lease held at a read of
	// this desk, or an audit entry it wrote, whichever is later.
	seen map[string]time.Time
	// abandoned counts, by node, the asks abandoned because the node
	// stopped answering, among the audit entries the desk holds.
	abandoned map[string]int
	rows      []nodeRow
	sel, top  int
	w, h      int
}

// nodeRow is one node on the view.
type nodeRow struct {
	name      string
	alive     bool // its lease is held
	known     bool // whether it is, is known
	waiting   int
	abandoned int
	seen      time.Time
}

func newNodesView(c *common.Common) *nodesView {
	return &nodesView{c: c, seen: map[string]time.Time{}, abandoned: map[string]int{}}
}

// SetLive takes which nodes hold their lease, and which are known to
// the fleet (alive or gone), as read at now.
func (v *nodesView) SetLive(live, known []string, liveErr string, now time.Time) {
	v.liveErr = liveErr
	if liveErr != "" {
		return // keep what was known: a failed read kills no node
	}
	v.known = map[string]bool{}
	for _, n := range known {
		v.known[n] = true
	}
	v.live = map[string]bool{}
	for _, n := range live {
		v.live[n] = true
		v.seen[n] = now
	}
}

// Reset forgets the counts taken from the audit trail, before a full read
// gives its newest entries again.
func (v *nodesView) Reset() { v.abandoned = map[string]int{} }

// Observe takes new audit entries: who wrote them (seen), and the asks
// abandoned for a node that stopped answering.
func (v *nodesView) Observe(es []store.AuditEntry) {
	for _, e := range es {
		if e.Node != "" && e.Time.After(v.seen[e.Node]) {
			v.seen[e.Node] = e.Time
		}
		if n := queue.AbandonedNode(e); n != "" {
			v.abandoned[n]++
		}
	}
}

// prepare builds the rows from what the desk holds: the nodes known from
// leases, the trail and the waiting asks; the selection stays on its node.
func (v *nodesView) prepare(asks []store.Ask) {
	selected := ""
	if r := v.Selected(); r != nil {
		selected = r.name
	}
	waiting := map[string]int{}
	for _, a := range asks {
		if a.Node != "" {
			waiting[a.Node]++
		}
	}
	names := map[string]bool{}
	for n := range v.live {
		names[n] = true
	}
	for n := range v.known {
		names[n] = true
	}
	for n := range v.seen {
		names[n] = true
	}
	for n := range v.abandoned {
		names[n] = true
	}
	for n := range waiting {
		names[n] = true
	}
	v.rows = v.rows[:0]
	for _, n := range slices.Sorted(maps.Keys(names)) {
		v.rows = append(v.rows, nodeRow{name: n, alive: v.live[n], known: v.live != nil,
			waiting: waiting[n], abandoned: v.abandoned[n], seen: v.seen[n]})
	}
	slices.SortStableFunc(v.rows, func(a, b nodeRow) int {
		return cmp.Compare(a.rank(), b.rank())
	})
	for i, r := range v.rows {
		if r.name == selected {
			v.sel = i
		}
	}
	v.sel = common.Clamp(v.sel, 0, max(len(v.rows)-1, 0))
	v.scroll()
}

// gone counts the nodes known to hold no lease.
func (v *nodesView) gone() int {
	n := 0
	for _, r := range v.rows {
		if r.known && !r.alive {
			n++
		}
	}
	return n
}

// rank orders rows: gone first, then unknown, then alive.
func (r nodeRow) rank() int {
	switch {
	case r.known && !r.alive:
		return 0
	case !r.known:
		return 1
	}
	return 2
}

// Selected is the selected node, or nil.
func (v *nodesView) Selected() *nodeRow {
	if v.sel < 0 || v.sel >= len(v.rows) {
		return nil
	}
	return &v.rows[v.sel]
}

// SetSize sets the view's size.
func (v *nodesView) SetSize(w, h int) { v.w, v.h = w, h; v.scroll() }

// nodesAction is what a key on the nodes view asks of the desk.
type nodesAction int

const (
	nodesNone nodesAction = iota
	nodesShowAsks
)

// Update moves through the nodes, or says the key shows a node's asks.
func (v *nodesView) Update(msg tea.KeyPressMsg) nodesAction {
	k := v.c.Keys
	if key.Matches(msg, k.Nodes.Asks) {
		if v.Selected() != nil {
			return nodesShowAsks
		}
		return nodesNone
	}
	v.sel, _ = k.List.Move(msg, v.sel, max(v.rows0()-1, 1), len(v.rows)-1)
	v.scroll()
	return nodesNone
}

// rows0 is how many rows fit: the body less the title, the column
// heads, and the note on the selected node.
func (v *nodesView) rows0() int { return max(v.h-4, 0) }

func (v *nodesView) scroll() {
	rows := v.rows0()
	if v.sel < v.top {
		v.top = v.sel
	}
	if rows > 0 && v.sel >= v.top+rows {
		v.top = v.sel - rows + 1
	}
	v.top = common.Clamp(v.top, 0, max(len(v.rows)-rows, 0))
}

// View draws the title, the column heads, the rows on screen and a note
// on the selected node.
func (v *nodesView) View(now time.Time) []string {
	st := v.c.Styles
	dot := v.c.Marks.Dot
	alive, gone, waiting := 0, 0, 0
	for _, r := range v.rows {
		waiting += r.waiting
		switch {
		case r.alive:
			alive++
		case r.known:
			gone++
		}
	}
	title := fmt.Sprintf(" Nodes%s%d: %d alive, %d gone%s%d asks waiting", dot, len(v.rows), alive, gone, dot, waiting)
	out := []string{st.Title.Render(title)}
	nameW := 4
	for _, r := range v.rows {
		nameW = max(nameW, min(common.Width(r.name), 24))
	}
	const brokerW, waitW, abandonW = 6, 7, 9
	out = append(out, st.Muted.Render("  "+common.Fit("NODE", nameW)+" "+common.Fit("BROKER", brokerW)+" "+
		fmt.Sprintf("%*s %*s ", waitW, "WAITING", abandonW, "ABANDONED")+"LAST SEEN"))
	end := min(v.top+v.rows0(), len(v.rows))
	for i := v.top; i < end; i++ {
		r := v.rows[i]
		s := st
		lead := "  "
		if i == v.sel {
			// As the queue's selected row: every cell on the
			// selection's background, across the whole width.
			s = st.OnSelection()
			s.Muted = s.Muted.Inherit(s.Selection)
			s.Allow = s.Allow.Inherit(s.Selection)
			s.Refuse = s.Refuse.Inherit(s.Selection)
			lead = s.Accent.Render(v.c.Marks.Select + " ")
		}
		broker := s.Muted.Render(common.Fit("?", brokerW))
		switch {
		case r.alive:
			broker = s.Allow.Render(common.Fit("alive", brokerW))
		case r.known:
			broker = s.Refuse.Render(common.Fit("gone", brokerW))
		}
		seen := "never"
		switch {
		case r.alive:
			seen = "now"
		case !r.seen.IsZero():
			seen = ago(now.Sub(r.seen)) + " ago"
		}
		line := lead + shortCell(r.name, nameW, s) + s.Text.Render(" ") + broker + s.Text.Render(" "+
			fmt.Sprintf("%*s %*s ", waitW, count(r.waiting), abandonW, count(r.abandoned))+seen)
		if pad := v.w - common.Width(line); pad > 0 {
			line += s.Text.Render(strings.Repeat(" ", pad))
		}
		out = append(out, common.Fit(line, v.w))
	}
	if len(v.rows) == 0 {
		out = append(out, " "+st.Muted.Render("No node has written to the store yet."))
	}
	if note := v.note(); note != "" {
		out = common.Block(out, v.w, max(v.h-1, 0))
		out = append(out, " "+cell(note, max(v.w-1, 1), st))
	}
	return common.Block(out, v.w, v.h)
}

// note says what the selected node's state means for its asks.
func (v *nodesView) note() string {
	if v.liveErr != "" {
		return "The nodes' leases could not be read: " + v.liveErr
	}
	r := v.Selected()
	if r == nil {
		return ""
	}
	switch {
	case r.known && !r.alive && r.waiting > 0:
		return fmt.Sprintf("%s holds no lease: its %s abandoned at the next sweep.", r.name, pluralOf(r.waiting, "waiting ask is", "waiting asks are"))
	case r.known && !r.alive && r.abandoned > 0:
		return fmt.Sprintf("%s stopped answering: %s abandoned.", r.name, pluralOf(r.abandoned, "of its asks was", "of its asks were"))
	case r.known && !r.alive:
		return r.name + " holds no lease: its broker is stopped, or cut off from the cluster."
	case r.waiting > 0:
		return fmt.Sprintf("enter shows the %s waiting on %s.", pluralOf(r.waiting, "ask", "asks"), r.name)
	}
	return ""
}

// pluralOf writes n and the words for one or for more.
func pluralOf(n int, one, more string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + more
}

// count writes a count, or a dash for none.
func count(n int) string {
	if n == 0 {
		return "-"
	}
	return strconv.Itoa(n)
}
