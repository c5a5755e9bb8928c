package tui

import (
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// sortMode is the order of the queue: by age (oldest first), or grouped
// by agent, node or rule (each group oldest first).
type sortMode int

const (
	byAge sortMode = iota
	byAgent
	byNode
	byRule
	sortModes
)

// name is the sort's word in the pane's title.
func (s sortMode) name() string {
	return [...]string{"age", "agent", "node", "rule"}[s]
}

// key is what the sort groups an ask by ("" for every ask by age).
func (s sortMode) key(a *store.Ask) string {
	switch s {
	case byAgent:
		return a.Agent
	case byNode:
		return a.Node
	case byRule:
		// the gravest rule that asks: a look-alike whose later part
		// deletes the home is filed under cmd.delete-home, not under
		// its first part's rule beside its siblings (rt18k #6)
		if len(a.Asking) > 0 {
			return a.Asking[0].Rule
		}
		return a.Rule
	}
	return ""
}

// noKey names the group of the asks without the sort's field.
func (s sortMode) noKey() string {
	return [...]string{"", "no agent", "no node", "no rule"}[s]
}

// group is a run of asks with the same sort key.
type group struct {
	key string
	n   int
}

// CycleSort moves to the next order (age, agent, node, rule), skipping
// node while every ask comes from one node, and keeps the selection on
// its ask. It returns the new order's name.
func (q *queueList) CycleSort() string {
	sel := q.selectedID()
	q.sortBy = (q.sortBy + 1) % sortModes
	if q.sortBy == byNode && !q.cols.nodes {
		q.sortBy++
	}
	q.rebuild()
	q.selectID(sel)
	return q.sortBy.name()
}

// rebuild lays out what is shown after the asks, the filter or the
// order changed: the asks the filter lets through, in the order, and
// between groups their headers. By age without a filter nothing is
// built: the list is all, as it is. It costs a pass over the asks (and
// a sort, grouped), on a change only: a key press reads what it built.
func (q *queueList) rebuild() {
	q.order, q.lines, q.lineOf, q.groups = nil, nil, nil, nil
	if q.filter == "" && q.sortBy == byAge {
		return
	}
	order := make([]int32, 0, len(q.all))
	f := parseQueueFilter(q.filter)
	for i := range q.all {
		if f.match(&q.all[i]) {
			order = append(order, int32(i))
		}
	}
	q.order = order
	if q.sortBy == byAge {
		return
	}
	key := q.sortBy.key
	// all is by ID (by age): a stable sort by key keeps each group by age.
	slices.SortStableFunc(order, func(a, b int32) int { return strings.Compare(key(&q.all[a]), key(&q.all[b])) })
	lines := make([]int32, 0, len(order)+8)
	lineOf := make([]int32, len(order))
	for i, ix := range order {
		k := key(&q.all[ix])
		if i == 0 || k != q.groups[len(q.groups)-1].key {
			q.groups = append(q.groups, group{key: k})
			lines = append(lines, -int32(len(q.groups)))
		}
		q.groups[len(q.groups)-1].n++
		lineOf[i] = int32(len(lines))
		lines = append(lines, int32(i))
	}
	q.lines, q.lineOf = lines, lineOf
}

// lineCount is the number of lines the shown asks take, group headers
// included.
func (q *queueList) lineCount() int {
	if q.lines != nil {
		return len(q.lines)
	}
	return q.Len()
}

// lineAt returns what line i shows: the position of an ask (ok), or a
// group's header.
func (q *queueList) lineAt(i int) (pos int, g *group, ok bool) {
	if q.lines == nil {
		return i, nil, true
	}
	v := q.lines[i]
	if v < 0 {
		return 0, &q.groups[-v-1], false
	}
	return int(v), nil, true
}

// lineOfPos is the line the ask at position pos is drawn on.
func (q *queueList) lineOfPos(pos int) int {
	if q.lineOf == nil || pos >= len(q.lineOf) {
		return pos
	}
	return int(q.lineOf[pos])
}

// posAtLine is the ask on line i, or for a header the first ask of its
// group; -1 past the end.
func (q *queueList) posAtLine(i int) int {
	if i < 0 || i >= q.lineCount() {
		return -1
	}
	if pos, _, ok := q.lineAt(i); ok {
		return pos
	}
	if i+1 < q.lineCount() {
		return q.posAtLine(i + 1)
	}
	return -1
}

// after reports whether the ask at position i sorts at or after (key,
// id): the order is by key, then by ID.
func (q *queueList) after(i int, key, id string) bool {
	a := q.at(i)
	if c := strings.Compare(q.sortBy.key(a), key); c != 0 {
		return c > 0
	}
	return a.ID >= id
}
