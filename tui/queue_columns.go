package tui

import (
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// The widest a field's column grows, however long the field (the quote
// marks around an agent's own words included): the card shows every
// field whole.
const (
	agentColMax = 34
	jobColMax   = 16
	nodeColMax  = 16
	ruleColMax  = 24
	cmdColMax   = 100
	// cutLabelMax is the widest the rule column grows for the label of
	// a row of several asking parts ("5 parts: cmd.delete-home").
	cutLabelMax = 32
)

// cmdEnough is the command column's width past which the fields an agent
// names itself take their whole width rather than give it to a longer
// command (cut in the middle either way).
const cmdEnough = 60

// rowFixed is what a row takes besides its columns: the selection mark,
// a space after the ask's ID and the age ("▸ 7 12m "; ages are at most
// three cells, "59s" to "99d"). The ID takes its column's width
// (colWidths.id).
const rowFixed = 2 + 1 + 3 + 1

// colWidths are the cells the asks' fields take at most (each capped):
// a column no ask fills takes no space. nodes says the asks come from
// more than one node (else the node is left to the card).
type colWidths struct {
	// id is the widest ask ID, as people write it (ask 12: "12").
	id                          int
	agent, job, node, rule, cmd int
	nodes                       bool
	// nodeMax is the widest node, shown or not; first the first ask's
	// node (seen: there was one), which the others are compared with.
	nodeMax int
	first   string
	seen    bool
	// jobs says the asks carry more than one job (an empty one counts):
	// then the job column tells rows apart and narrows before it goes;
	// while they share one it adds nothing the card does not say, and
	// goes first (rt42k F8). firstJob is the first ask's job.
	jobs     bool
	firstJob string
	// agents marks the widths the agents' names take (quoted, capped at
	// agentColMax): a row's agent column is the widest of those within
	// its cap (agentCap).
	agents [agentColMax + 1]bool
}

// measure finds the widths of the asks' fields after the asks changed:
// one pass, reading a few dozen bytes of each short field at most.
func (q *queueList) measure() {
	var c colWidths
	c.grow(q.all)
	q.cols = c
	q.drawn = nil
}

// measureAdded widens the columns for asks added to the queue, when none
// left it (a column only narrows when asks leave).
func (q *queueList) measureAdded(added []store.Ask) {
	c := q.cols
	c.grow(added)
	if c != q.cols {
		q.cols = c
		q.drawn = nil
	}
}

// grow widens c for asks. The command's column is its length in bytes,
// capped: the cells it takes are near enough for a column (a row cuts
// what does not fit in the middle), and a command is not read for it.
func (c *colWidths) grow(asks []store.Ask) {
	node := c.first
	for i := range asks {
		a := &asks[i]
		c.id = max(c.id, len(queue.ShortID(a.ID)))
		aw := quotedWidth(a.Agent, agentColMax)
		c.agent = max(c.agent, aw)
		c.agents[aw] = true
		c.job = max(c.job, quotedWidth(a.Job, jobColMax))
		if a.AskingParts > 1 && len(a.Asking) > 0 {
			// the label of its row (rowAskingLabel)
			c.rule = max(c.rule, fieldWidth(cutAskingLabel(*a, cards.PlainStyles()), cutLabelMax))
		} else {
			c.rule = max(c.rule, fieldWidth(queue.AskingLabel(*a, ruleColMax), ruleColMax))
		}
		c.cmd = max(c.cmd, min(len(a.Command), cmdColMax))
		c.nodeMax = max(c.nodeMax, quotedWidth(a.Node, nodeColMax))
		if !c.seen {
			c.seen, c.first, node, c.firstJob = true, a.Node, a.Node, a.Job
		} else {
			c.nodes = c.nodes || a.Node != node
			c.jobs = c.jobs || a.Job != c.firstJob
		}
	}
	c.node = 0
	if c.nodes {
		c.node = c.nodeMax
	}
}

// quoteCells are the cells the quote marks around an agent's own words
// take in a row («ci»).
const quoteCells = 2

// quotedWidth is the cells untrusted s takes on screen between its quote
// marks, at most most; 0 for empty s (an empty field is drawn blank). A
// U+FFFD in s is drawn as its escape there (inQuotesWidth), six cells
// where the mark takes one (rt39k MEDIUM-2).
func quotedWidth(s string, most int) int {
	if s == "" {
		return 0
	}
	if len(s) <= 4*most+16 && !hasBlankEnds(s) && strings.ContainsAny(s, "\ufffd«»\"") {
		return min(inQuotesWidth(s), most-quoteCells) + quoteCells
	}
	return fieldWidth(s, most-quoteCells) + quoteCells
}

// fieldWidth is the cells untrusted s takes on screen, at most most.
func fieldWidth(s string, most int) int {
	if len(s) > 4*most+16 {
		return most
	}
	if hasBlankEnds(s) { // drawn \x20 each (blanksLine)
		return min(common.Width(blanksLine(s, most+1, cards.PlainStyles())), most)
	}
	plain := true
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x20 || b >= utf8.RuneSelf {
			plain = false
			break
		}
	}
	if plain {
		return min(len(s), most)
	}
	return min(common.Width(cards.SafeLine(s, most+1, cards.PlainStyles())), most)
}

// The most the fields an agent writes itself (its name, its job, its
// node) count for when the wide layout sizes the queue beside the card,
// their quote marks included: a long agent name is cut in its row (the
// card shows it whole), and never takes the card's width (rt9c F11).
const (
	agentSplitMax = 12 + quoteCells
	jobSplitMax   = 10 + quoteCells
	nodeSplitMax  = 10 + quoteCells
)

// natural is the width the wide layout gives the queue's rows: every
// column whole, but the agent's own fields counted at most their
// *SplitMax.
func (c colWidths) natural() int {
	w := rowFixed + c.id + c.cmd
	for _, n := range []int{min(c.agent, agentSplitMax), min(c.job, jobSplitMax), min(c.node, nodeSplitMax), c.rule} {
		if n > 0 {
			w += n + 1
		}
	}
	return w
}

// whole is the width of rows that show every column whole, the agent's
// own fields too (each up to its *ColMax).
func (c colWidths) whole() int {
	w := rowFixed + c.id + c.cmd
	for _, n := range []int{c.agent, c.job, c.node, c.rule} {
		if n > 0 {
			w += n + 1
		}
	}
	return w
}

// agentCap is the widest the agent's column is in rows w cells wide,
// its quote marks included: 32 cells at 80 columns (a 30-character name
// whole: «claude-code-frontend-worker-7» was cut to «claude-c…er-7»
// beside 24 blank cells of the command's column, rt42k F4), agentColMax
// from 85; it depends on the width alone, so that the column does not
// move as the commands change (rt37k L3).
func agentCap(w int) int {
	return min(max(w*2/5, 9+quoteCells), agentColMax)
}

// cmdFloor is the fewest cells the command's column keeps before the
// agent's column narrows, the rule goes or a job that tells asks apart
// goes, at any width (a quarter of the row past 80 columns).
const cmdFloor = 20

// jobLeast is the narrowest a job column that tells asks apart gets
// before it goes, its quote marks included: «build-…42», room for one
// \uXXXX escape and the ellipsis (at 8 cells the demo's hostile job
// read «……», its \u202e cut away; rt42k F8).
const jobLeast = 8 + quoteCells

// agentFit is the agent's column under most cells: as wide as the widest name
// that fits it whole, and a name too long for it (cut either way) counts
// as agentSplitMax: a name of 2,000 characters does not take the cap's
// cells from every row's command (rt22k #1), and the column depends on
// the set of names alone (rt37k L3).
func (c colWidths) agentFit(most int) int {
	w := 0
	for n := min(most, agentColMax); n > 0; n-- {
		if c.agents[n] {
			w = n
			break
		}
	}
	if c.agent > most {
		w = max(w, min(agentSplitMax, most))
	}
	return w
}

// rowCols are the columns of rows w cells wide.
type rowCols struct {
	id, agent, job, node, cmd, rule int
}

// fit gives the columns of a row w cells wide. Every column takes what
// its widest field needs; when the row is short of room they give way in
// turn, so that the command keeps two fifths of the row: the node goes,
// and the job when every ask shares it (else it narrows), and the rule
// narrows. The agent's column narrows, the rule goes and last
// the job, only so that the command keeps a quarter of the row (the card
// shows all of them whole). Then, while a command is still cut, the
// fields an agent names itself give up what they take over their
// *SplitMax, unless it keeps cmdEnough cells.
func (c colWidths) fit(w int) rowCols {
	r := rowCols{id: c.id, agent: c.agentFit(agentCap(w)), job: c.job, node: c.node, rule: c.rule}
	used := func() int {
		n := rowFixed + r.id
		for _, x := range []int{r.agent, r.job, r.node, r.rule} {
			if x > 0 {
				n += x + 1
			}
		}
		return n
	}
	// the command's least share is set by the width alone, so that the
	// columns do not move as commands come and go (rt37k L3)
	least := w * 2 / 5
	// the agent's column is as wide as its widest name within the
	// row's cap (agentCap), whatever the commands: it jumped between 14
	// and 24 cells at 80 columns as asks came and went, and cut a
	// 28-character name beside 40 empty cells at 120 (rt37k L3)
	// (and a name of 200 characters narrows before the rule goes: it
	// cut the rule, the operator's best hint, to "cmd.delete-ou…",
	// rt35k L20; the card shows both whole).
	// The agent's own column and the rule's last steps give way only
	// for the command's floor, a quarter of the row and at least
	// cmdFloor cells (20 at 80):
	// the least share narrowed a 30-character name at 80 columns to
	// «claude-c…er-7» beside 24 blank cells of the command's column
	// (rt42k F4); both depend on the width and the fields alone
	floor := max(w/4, cmdFloor)
	steps := []struct {
		until int
		do    func()
	}{
		{least, func() { r.node = 0 }},
		// a job every ask shares tells no rows apart (the card names
		// it); one that differs stays, narrowed, while the agent and
		// the rule give way: it vanished from every row exactly when two
		// asks carried different jobs (rt42k F8)
		{least, func() {
			if !c.jobs {
				r.job = 0
			}
		}},
		// (before the rule narrows: cut to a few cells it still tells
		// jobs apart, where they differ, alikeJobs)
		{least, func() { r.job = max(min(r.job, jobLeast), r.job-(least-(w-used()))) }},
		// and goes before the rule is cut much: the rule says why an
		// ask waits, a job cut to «fix-l…ts» says little, and the card
		// names it whole (with the demo's jobs at 80 columns the rules
		// read "cmd.delete-ou…" and "2 parts: cmd.…"); halfway between
		// the command's least share and its floor, so that at 120
		// columns a job stays beside a 30-character agent
		{(least + floor) / 2, func() { r.job = 0 }},
		// the rule narrows to its usual cap (a cut row's label may take
		// more), and on as far as the command's least share needs, to
		// 14 cells: "5 parts ask: cmd.cloud-delete" read "5 parts ask:
		// …" where the row had room to name more of it
		{least, func() { r.rule = max(min(r.rule, 14), min(r.rule-(least-(w-used())), ruleColMax)) }},
		// the agent narrows as far as the floor needs, to 11 cells
		{floor, func() { r.agent = max(min(r.agent, 9+quoteCells), r.agent-(floor-(w-used()))) }},
		{floor, func() { r.rule = 0 }},
		{floor, func() { r.job = 0 }},
	}
	for _, step := range steps {
		if w-used() < step.until {
			step.do()
		}
	}
	if w-used() < min(c.cmd, cmdEnough) {
		// a command is still cut short: the fields an agent names itself
		// give it what they take over their usual width (a name of 2,000
		// characters took 24 cells of every row, rt22k #1); where the
		// command keeps cmdEnough they stay whole (capped at their
		// *ColMax), as the agent is who asks (rt28k #9)
		r.job = min(r.job, jobSplitMax)
		r.node = min(r.node, nodeSplitMax)
	}
	r.cmd = max(w-used(), 1)
	// the room no command fills goes to a rule cut short (rt38k LOW-9:
	// "cmd.delete-ou…" beside 8 blank cells of the command's column)
	if spare := r.cmd - c.cmd; spare > 0 && r.rule < c.rule {
		grow := min(spare, c.rule-r.rule)
		if r.rule == 0 {
			grow-- // the space before the rule
		}
		if r.rule > 0 || grow >= 8 {
			r.rule += grow
			r.cmd = max(w-used(), 1)
		}
	}
	return r
}

// The levels of rowCols.tighten.
const (
	// tightSome gives the command the node's column, a job's that
	// tells no asks apart, and a long agent name's and the rule's cells
	// over their usual width.
	tightSome = 1
	// tightJobs gives it a job's that tells asks apart too.
	tightJobs = 2
)

// tighten gives, at level tightSome, the node's column and a job's that
// all asks share (jobs false) to the command, narrows a job that tells
// asks apart to jobLeast, a long agent name's to agentSplitMax and the
// rule to 14 cells; at tightJobs the job goes whatever it says: what a
// row gives way before its command says only that it differs
// off-screen (rt41k F2). The card shows every field whole.
func (r rowCols) tighten(level int, jobs bool) rowCols {
	if level < tightSome {
		return r
	}
	give := func(x *int, to int) {
		if *x > to {
			r.cmd += *x - to
			if to == 0 {
				r.cmd++ // the space after it
			}
			*x = to
		}
	}
	if jobs && level < tightJobs {
		// a job that tells asks apart narrows first (rt42k F8)
		give(&r.job, jobLeast)
	} else {
		give(&r.job, 0)
	}
	give(&r.node, 0)
	give(&r.agent, agentSplitMax)
	give(&r.rule, 14)
	return r
}
