package tui

import (
	"sort"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// queueList is the queue pane: the pending asks, oldest first, one line
// each. It draws only the rows on screen, so ten thousand asks cost what
// twenty do. The selection follows an ask, not a row: asks arriving or
// leaving do not move it to another ask unless its own ask leaves.
type queueList struct {
	c    *common.Common
	all  []store.Ask
	gone map[string]bool
	// busy holds the asks a decision is on its way for, with a word for it.
	busy map[string]string
	// marked holds the asks marked for a bulk decision.
	marked map[string]bool
	// shown indexes the asks the filter lets through, in order; nil when
	// there is no filter.
	shown  []int
	filter string
	sel    int
	top    int
	w, h   int
	// rows caches the drawn rows on screen by ask ID: a key press redraws
	// only the rows whose look changed (the old and the new selection).
	drawn map[string]drawnRow
}

// drawnRow is a drawn row and what it was drawn for.
type drawnRow struct {
	look rowLook
	line string
}

// rowLook is everything a row's drawing depends on besides its ask.
type rowLook struct {
	id       string
	selected bool
	// marks says the marks column is shown (some ask is marked), marked
	// that this ask is.
	marks, marked bool
	w             int
	age, tag      string
}

// listAction is what a key on the queue pane asks the root to do.
type listAction int

const (
	listNone listAction = iota
	listOpenCard
	listStartFilter
	listClearFilter
	listClearMarks
)

func newQueueList(c *common.Common) *queueList {
	return &queueList{c: c, busy: map[string]string{}, marked: map[string]bool{}}
}

// Restyle forgets the drawn rows: the styles changed.
func (q *queueList) Restyle() { q.drawn = nil }

// Len is the number of asks shown (after the filter).
func (q *queueList) Len() int {
	if q.shown == nil {
		return len(q.all)
	}
	return len(q.shown)
}

// at returns the i-th ask shown.
func (q *queueList) at(i int) *store.Ask {
	if q.shown == nil {
		return &q.all[i]
	}
	return &q.all[q.shown[i]]
}

// Selected returns the selected ask, or nil when none is shown.
func (q *queueList) Selected() *store.Ask {
	if q.Len() == 0 {
		return nil
	}
	return q.at(q.sel)
}

func (q *queueList) selectedID() string {
	if a := q.Selected(); a != nil {
		return a.ID
	}
	return ""
}

// SetSize sets the pane's size; its first line is the title.
func (q *queueList) SetSize(w, h int) {
	q.w, q.h = w, h
	q.scroll()
}

// SetAsks replaces the asks (oldest first, as the store gives them) and
// keeps the selection on its ask; when that ask has left, the selection
// moves to the next one. It reports the selected ask's ID before and after.
func (q *queueList) SetAsks(asks []store.Ask) (before, after string) {
	before = q.selectedID()
	q.all = asks
	return before, q.settle(before)
}

// Apply adds the asks that became pending and takes out those that left,
// keeping the selection as SetAsks does. The list is never changed in
// place: a slice handed out before stays as it was.
func (q *queueList) Apply(added []store.Ask, left []string) (before, after string) {
	before = q.selectedID()
	gone := map[string]bool{}
	for _, id := range left {
		gone[id] = true
	}
	all := make([]store.Ask, 0, len(q.all)+len(added))
	for _, a := range q.all {
		if !gone[a.ID] {
			all = append(all, a)
		}
	}
	for _, a := range added {
		if !gone[a.ID] {
			all = append(all, a)
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	q.all = all
	return before, q.settle(before)
}

// settle drops what no longer applies after the asks changed and puts the
// selection back on (or after) the ask that had it.
func (q *queueList) settle(sel string) string {
	for id := range q.busy {
		if q.index(id) < 0 {
			delete(q.busy, id)
		}
	}
	for id := range q.gone {
		if q.index(id) < 0 {
			delete(q.gone, id)
		}
	}
	for id := range q.marked {
		if q.index(id) < 0 {
			delete(q.marked, id)
		}
	}
	q.refilter()
	q.selectNear(sel)
	return q.selectedID()
}

// SetGone marks the asks whose harness is gone.
func (q *queueList) SetGone(gone map[string]bool) { q.gone = gone }

// procRefs lists what telling whose harness is gone needs.
func (q *queueList) procRefs() []procRef {
	refs := make([]procRef, 0, len(q.all))
	for i := range q.all {
		if a := &q.all[i]; a.Pid > 0 {
			refs = append(refs, procRef{id: a.ID, pid: a.Pid, node: a.Node})
		}
	}
	return refs
}

// Remove takes an ask out of the list (it was decided here), moving the
// selection to the next ask when it was selected.
func (q *queueList) Remove(id string) {
	i := q.index(id)
	if i < 0 {
		return
	}
	sel := q.selectedID()
	q.all = append(q.all[:i:i], q.all[i+1:]...)
	delete(q.busy, id)
	delete(q.marked, id)
	q.refilter()
	q.selectNear(sel)
}

// index finds an ask by ID; IDs increase with age, so the list is sorted.
func (q *queueList) index(id string) int {
	i := sort.Search(len(q.all), func(i int) bool { return q.all[i].ID >= id })
	if i < len(q.all) && q.all[i].ID == id {
		return i
	}
	return -1
}

// selectNear selects the ask with the ID, or else the next one after it,
// or else the last.
func (q *queueList) selectNear(id string) {
	n := q.Len()
	if n == 0 || id == "" {
		q.sel = 0
		q.scroll()
		return
	}
	q.sel = min(sort.Search(n, func(i int) bool { return q.at(i).ID >= id }), n-1)
	q.scroll()
}

// markedAsks are the marked asks, in the list's order (shown or not).
func (q *queueList) markedAsks() []store.Ask {
	var out []store.Ask
	for _, a := range q.all {
		if q.marked[a.ID] {
			out = append(out, a)
		}
	}
	return out
}

// selectNextWaiting moves the selection off an ask a decision is on its
// way for, to the next shown ask none is (else the one before); it
// reports whether the selection moved.
func (q *queueList) selectNextWaiting() bool {
	n := q.Len()
	if n == 0 || q.busy[q.at(q.sel).ID] == "" {
		return false
	}
	for _, i := range append(rangeFrom(q.sel+1, n), rangeDown(q.sel-1)...) {
		if q.busy[q.at(i).ID] == "" {
			q.sel = i
			q.scroll()
			return true
		}
	}
	return false
}

func rangeFrom(a, b int) []int {
	var out []int
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

func rangeDown(a int) []int {
	var out []int
	for i := a; i >= 0; i-- {
		out = append(out, i)
	}
	return out
}

// selectID selects the ask with the ID, when it is shown.
func (q *queueList) selectID(id string) {
	for i := range q.Len() {
		if q.at(i).ID == id {
			q.sel = i
			q.scroll()
			return
		}
	}
}

// SetFilter shows only the asks whose agent, job, command or rule holds
// text (case-insensitively), keeping the selection when it passes.
func (q *queueList) SetFilter(text string) {
	sel := q.selectedID()
	q.filter = text
	q.refilter()
	q.selectNear(sel)
}

func (q *queueList) refilter() {
	if q.filter == "" {
		q.shown = nil
		return
	}
	needle := strings.ToLower(q.filter)
	q.shown = q.shown[:0:0]
	for i := range q.all {
		if askMatches(&q.all[i], needle) {
			q.shown = append(q.shown, i)
		}
	}
}

func askMatches(a *store.Ask, needle string) bool {
	for _, s := range []string{a.Agent, a.Job, a.Rule, a.Command} {
		if containsFold(s, needle) {
			return true
		}
	}
	return false
}

// containsFold reports whether s holds needle (lower case) in any case,
// without copying s when it is plain lower-case ASCII.
func containsFold(s, needle string) bool {
	if strings.Contains(s, needle) {
		return true
	}
	return strings.Contains(strings.ToLower(s), needle)
}

// Update moves the selection, or returns what the root should do.
func (q *queueList) Update(msg tea.KeyPressMsg) listAction {
	k := q.c.Keys.List
	page := max(q.h-2, 1)
	if to, ok := k.Move(msg, q.sel, page, q.Len()-1); ok {
		q.move(to - q.sel)
		return listNone
	}
	switch {
	case key.Matches(msg, k.Filter):
		return listStartFilter
	case key.Matches(msg, k.Open):
		if q.Len() > 0 {
			return listOpenCard
		}
	case key.Matches(msg, k.Back):
		if q.filter != "" {
			return listClearFilter
		}
		if len(q.marked) > 0 {
			return listClearMarks
		}
	}
	return listNone
}

func (q *queueList) move(d int) {
	q.sel = common.Clamp(q.sel+d, 0, q.Len()-1)
	q.scroll()
}

// rows is how many asks fit under the title.
func (q *queueList) rows() int { return max(q.h-1, 0) }

// scroll keeps the selection on screen.
func (q *queueList) scroll() {
	rows := q.rows()
	switch {
	case rows == 0:
		q.top = q.sel
	case q.sel < q.top:
		q.top = q.sel
	case q.sel >= q.top+rows:
		q.top = q.sel - rows + 1
	}
	q.top = common.Clamp(q.top, 0, max(q.Len()-rows, 0))
}
