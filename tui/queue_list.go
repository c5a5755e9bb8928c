package tui

import (
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
