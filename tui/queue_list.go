package tui

import (
	"sort"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// queueList is the queue pane: the pending asks, one line each, oldest
// first or grouped (by agent, node or rule). It draws only the rows on
// screen, so a hundred thousand asks cost what twenty do, and a key press
// costs no pass over them: the order is built when the asks change. The
// selection follows an ask, not a row: asks arriving or leaving and a new
// order do not move it to another ask unless its own ask leaves.
type queueList struct {
	c    *common.Common
	all  []store.Ask
	gone map[string]bool
	// stopped are the asks whose harness is stopped (SIGSTOP, ^Z): it
	// receives an answer only once continued; procs are the asks'
	// waiting processes as the queue named them (SetAskers).
	stopped map[string]bool
	procs   map[string]queue.AskerProc
	// busy holds the asks a decision is on its way for, with a word for it.
	busy map[string]string
	// marked holds the asks marked for a bulk decision; anchor is the
	// ask marked last, where a range mark starts.
	marked map[string]bool
	anchor string
	// order indexes the asks shown (those the filter lets through), in
	// the sort's order; nil when all are shown by age. lines, by a sort
	// that groups, is what each line shows (a position in order, or
	// -1-g for the header of groups[g]), and lineOf each position's line.
	order         []int32
	lines, lineOf []int32
	groups        []group
	sortBy        sortMode
	filter        string
	// cols are the widths the asks' fields take (see measure);
	// shared holds one copy of the strings asks repeat.
	cols   colWidths
	shared interner
	// sel is the selected ask's position in the order; top the first line
	// on screen.
	sel  int
	top  int
	w, h int
	// rows caches the drawn rows on screen by ask ID: a key press redraws
	// only the rows whose look changed (the old and the new selection).
	drawn map[string]drawnRow
	// foreign caches, by ask ID, whether its command names a host with
	// letters outside ASCII (see cards.ForeignHosts): read once per ask.
	foreign map[string]bool
	// alike holds, for the asks on screen whose rows would read the same
	// as another's, where their commands differ (findLookAlikes; from
	// Update, View only reads it).
	alike map[string]int
	// alikeKeep holds, for look-alikes drawn with every word where they
	// differ, those words (keepKey; see alikeWordCells).
	alikeKeep map[string]string
	// alikeAgent holds, for agent names whose cells would read the same
	// though they differ, where each differs (alikeAgents).
	alikeAgent map[string]int
	// lookAlike holds, for agent names that read as another agent's
	// waiting or named by a rule, that name (alikeAgentNames): their rows
	// carry the look-alike mark (alikeMark).
	lookAlike map[string]alikeOf
	// cmdAlike holds, for asks whose commands read as another waiting
	// ask's though they differ, that ask's ID (alikeCommands): their rows
	// carry the look-alike mark too.
	cmdAlike map[string]string
	// alikeJob is the same for the job column (alikeJobs).
	alikeJob map[string]int
	// alikeGroup is the same for the group headers' keys, cut to the
	// header's room (alikeGroups).
	alikeGroup map[string]int
	// alikeCwd holds, for asks of the same command and agent run from
	// different directories, where each one's cwd differs (cwdAlikes).
	alikeCwd map[string]int
	// tight is above 0 while the rows on screen are drawn with the
	// columns an agent names itself given way (rowCols.tighten): a
	// look-alike found no room for a cut that tells it apart (rt41k F2).
	tight int
	// held are the columns the rows were drawn in last, in heldW cells
	// (0: none held): asks arriving widen them, asks leaving do not
	// narrow them until the operator decides one here or the queue
	// empties (keepHeld, rt43k F3).
	held  rowCols
	heldW int
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
	// diffAt, when above 0, is one more than the byte where the command
	// differs from a look-alike's on screen (see findLookAlikes).
	diffAt int
	// keep, when set, are the words the command is drawn with (keepKey).
	keep string
	// cwdAt, when above 0, is one more than where the ask's cwd differs
	// from that of another row of the same command (cwdAlikes): the
	// row shows it.
	cwdAt int
}

// listAction is what a key on the queue pane asks the root to do.
type listAction int

const (
	listNone listAction = iota
	listOpenCard
	listStartFilter
	listClearFilter
	listSort
	listClearMarks
)

func newQueueList(c *common.Common) *queueList {
	return &queueList{c: c, busy: map[string]string{}, marked: map[string]bool{}}
}

// Restyle forgets the drawn rows: the styles changed.
func (q *queueList) Restyle() { q.drawn = nil }

// Len is the number of asks shown (after the filter).
func (q *queueList) Len() int {
	if q.order == nil {
		return len(q.all)
	}
	return len(q.order)
}

// at returns the i-th ask shown.
func (q *queueList) at(i int) *store.Ask {
	if q.order == nil {
		return &q.all[i]
	}
	return &q.all[q.order[i]]
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

// selectedAt is where the selected ask sorts: its key and ID.
func (q *queueList) selectedAt() (key, id string) {
	if a := q.Selected(); a != nil {
		return q.sortBy.key(a), a.ID
	}
	return "", ""
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
	key, before := q.selectedAt()
	q.shared = interner{}
	q.shared.asks(asks, len(asks))
	q.all = asks
	q.measure()
	return before, q.settle(key, before)
}

// Apply adds the asks that became pending and takes out those that left,
// keeping the selection as SetAsks does. The list is never changed in
// place: a slice handed out before stays as it was.
func (q *queueList) Apply(added []store.Ask, left []string) (before, after string) {
	key, before := q.selectedAt()
	q.shared.asks(added, len(q.all)+len(added))
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
	if len(left) == 0 {
		q.measureAdded(added)
	} else {
		q.measure()
	}
	return before, q.settle(key, before)
}

// settle drops what no longer applies after the asks changed and puts the
// selection back on (or after) the ask that had it, where it sorted.
func (q *queueList) settle(key, sel string) string {
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
	for id := range q.stopped {
		if q.index(id) < 0 {
			delete(q.stopped, id)
		}
	}
	for id := range q.marked {
		if q.index(id) < 0 {
			delete(q.marked, id)
		}
	}
	if q.sortBy == byNode && !q.cols.nodes {
		q.sortBy = byAge // one node left: nothing to group
	}
	q.rebuild()
	q.selectNear(key, sel)
	return q.selectedID()
}

// SetGone marks the asks whose harness is gone, and those whose harness
// is stopped.
func (q *queueList) SetGone(gone, stopped map[string]bool) { q.gone, q.stopped = gone, stopped }

// askerSeen is what the desk last saw of ask id's waiting process.
func (q *queueList) askerSeen(id string) queue.AskerStatus {
	switch {
	case q.gone[id]:
		return queue.AskerGone
	case q.stopped[id]:
		return queue.AskerStopped
	}
	return queue.AskerUnknown
}

// SetAskers records the waiting processes of asks as the queue named
// them (queue.Changes.Askers), and forgets those of asks no longer listed.
func (q *queueList) SetAskers(procs map[string]queue.AskerProc) {
	if q.procs == nil {
		q.procs = map[string]queue.AskerProc{}
	}
	for id, p := range procs {
		q.procs[id] = p
	}
	for id := range q.procs {
		if q.index(id) < 0 {
			delete(q.procs, id)
		}
	}
}

// procRefs lists what telling whose harness is gone needs: each ask's
// waiting process as the queue named it, or its pid and node alone when
// the queue did not.
func (q *queueList) procRefs() []procRef {
	refs := make([]procRef, 0, len(q.all))
	for i := range q.all {
		a := &q.all[i]
		if a.Pid <= 0 {
			continue
		}
		p, ok := q.procs[a.ID]
		if !ok || p.Pid != a.Pid {
			p = queue.AskerProc{Pid: a.Pid, Node: a.Node}
		}
		refs = append(refs, procRef{id: a.ID, proc: p})
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
	key, sel := q.selectedAt()
	q.all = append(q.all[:i:i], q.all[i+1:]...)
	delete(q.busy, id)
	delete(q.marked, id)
	q.letGo()
	q.measure()
	q.rebuild()
	q.selectNear(key, sel)
}

// index finds an ask by ID; IDs increase with age, so the list is sorted.
func (q *queueList) index(id string) int {
	i := sort.Search(len(q.all), func(i int) bool { return q.all[i].ID >= id })
	if i < len(q.all) && q.all[i].ID == id {
		return i
	}
	return -1
}

// selectNear selects the ask with the ID (sorting under key), or else
// the next one after it in the order, or else the last.
func (q *queueList) selectNear(key, id string) {
	n := q.Len()
	if n == 0 || id == "" {
		q.sel = 0
		q.scroll()
		return
	}
	q.sel = min(sort.Search(n, func(i int) bool { return q.after(i, key, id) }), n-1)
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

// markedAmong counts the asks of ids that are marked.
func (q *queueList) markedAmong(ids []string) int {
	n := 0
	for _, id := range ids {
		if q.marked[id] {
			n++
		}
	}
	return n
}

// hiddenOf are those of asks that the filter hides ("" when no filter
// is in force, or it hides none of them), by ID in their order.
func (q *queueList) hiddenOf(asks []store.Ask) []string {
	if q.filter == "" {
		return nil
	}
	shown := make(map[string]bool, q.Len())
	for i := range q.Len() {
		shown[q.at(i).ID] = true
	}
	var out []string
	for _, a := range asks {
		if !shown[a.ID] {
			out = append(out, a.ID)
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
	for i := q.sel + 1; i < n; i++ {
		if q.busy[q.at(i).ID] == "" {
			q.sel = i
			q.scroll()
			return true
		}
	}
	for i := q.sel - 1; i >= 0; i-- {
		if q.busy[q.at(i).ID] == "" {
			q.sel = i
			q.scroll()
			return true
		}
	}
	return false
}

// selectID selects the ask with the ID where it sorts now (or the next
// one, when it is not shown).
func (q *queueList) selectID(id string) {
	key := ""
	if i := q.index(id); i >= 0 {
		key = q.sortBy.key(&q.all[i])
	}
	q.selectNear(key, id)
}

// SetFilter shows only the asks whose agent, job, command or rule holds
// text (case-insensitively), and with a word node:NAME only node NAME's
// (see [parseQueueFilter]), keeping the selection when it passes.
func (q *queueList) SetFilter(text string) {
	key, sel := q.selectedAt()
	q.filter = text
	q.rebuild()
	q.selectNear(key, sel)
}

func askMatches(a *store.Ask, needle string) bool {
	for _, s := range []string{a.Agent, a.AgentSays, a.Job, a.Rule, a.Command} {
		if containsFold(s, needle) {
			return true
		}
	}
	// every rule by which a part asks, and the words the row's rule cell
	// shows ("2 parts ask: cmd.force-push", "cmd.publish ×2"): /cloud-delete
	// missed an ask whose second part deletes a cloud resource (rt38k
	// MEDIUM-5)
	for _, r := range a.Asking {
		if containsFold(r.Rule, needle) {
			return true
		}
	}
	label := strings.ToLower(queue.AskingLabel(*a, 1<<10))
	if a.AskingParts > 1 {
		label += "\n" + strings.ToLower(cutAskingLabel(*a, cards.PlainStyles()))
	}
	return strings.Contains(label, needle)
}

// containsFold reports whether s holds needle (lower case) in any case,
// without copying s when it is plain lower-case ASCII, or its escaped
// text, as the desk draws it, does (rt17k 9: "/lbl\\e" found nothing an
// operator saw).
func containsFold(s, needle string) bool {
	if strings.Contains(s, needle) || strings.Contains(strings.ToLower(s), needle) {
		return true
	}
	if e := blanksEscaped(s); e != s {
		return strings.Contains(strings.ToLower(e), needle)
	}
	return false
}

// Update moves the selection, or returns what the root should do.
func (q *queueList) Update(msg tea.KeyPressMsg) listAction {
	k := q.c.Keys.List
	page := max(q.rows()-1, 1)
	if to, ok := k.Move(msg, q.sel, page, q.Len()-1); ok {
		q.move(to - q.sel)
		return listNone
	}
	switch {
	case key.Matches(msg, k.Filter):
		return listStartFilter
	case key.Matches(msg, k.Sort):
		if q.Len() > 0 {
			return listSort
		}
	case key.Matches(msg, k.Open), key.Matches(msg, k.Focus):
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

// wheel scrolls the list by lines (up for lines < 0), as k9s's and
// lazygit's lists scroll under the wheel, and leaves the selection where
// it is while its row stays on screen; a row scrolled off the screen
// gives the selection to the nearest row on it (fx28k #7).
func (q *queueList) wheel(lines int) {
	rows := q.rows()
	if rows == 0 || q.Len() == 0 {
		return
	}
	q.top = common.Clamp(q.top+lines, 0, max(q.lineCount()-rows, 0))
	line := q.lineOfPos(q.sel)
	switch {
	case line < q.top:
		if pos := q.posAtLine(q.top); pos >= 0 {
			q.sel = pos
		}
	case line >= q.top+rows:
		for l := q.top + rows - 1; l >= q.top; l-- {
			if pos, _, ok := q.lineAt(l); ok {
				q.sel = pos
				break
			}
		}
	}
}

// rows is how many asks fit under the title.
func (q *queueList) rows() int { return max(q.h-1, 0) }

// scroll keeps the selection on screen, and the header of its group when
// it is the group's first ask.
func (q *queueList) scroll() {
	rows := q.rows()
	line := q.lineOfPos(q.sel)
	first := line
	if line > 0 && q.lines != nil && q.lines[line-1] < 0 {
		first = line - 1
	}
	switch {
	case rows == 0:
		q.top = line
	case first < q.top:
		q.top = first
	case line >= q.top+rows:
		q.top = line - rows + 1
	}
	q.top = common.Clamp(q.top, 0, max(q.lineCount()-rows, 0))
}
