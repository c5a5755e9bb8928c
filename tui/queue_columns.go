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
	agentColMax = 48
	jobColMax   = 24
	nodeColMax  = 16
	ruleColMax  = 24
	cmdColMax   = 100
	// cutLabelMax is the widest the rule column grows for the label of
	// a row of several asking parts ("5 parts: cmd.delete-home").
	cutLabelMax = 32
)

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
	// ruleID is the widest deciding rule's ID (the gravest that asks)
	// with how many more parts ask ("cmd.cloud-delete +2"): the least
	// the rule column keeps while the row has room. ruleBare is the
	// widest ID alone: the least it keeps when tightened
	// (rowCols.tighten) or short of room, before it goes.
	ruleID, ruleBare int
	// agentLeast and jobLeast are the least the agent's and the job's
	// columns keep: more than agentLeast and jobLeast where a name holds
	// an escape, so that its head shows beside it (escapedLeast).
	agentLeast, jobLeast int
	// cmdLens marks the lengths of the commands up to cmdLenMax bytes:
	// the command's column grows before the names only for a command it
	// can show whole (fit).
	cmdLens [cmdLenMax + 1]bool
}

// cmdLenMax is the longest command cmdLens marks.
const cmdLenMax = 64

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

// grow widens c for asks. The command's column is its cells (cmdCells),
// capped: for a long command its length in bytes, near enough for a
// column (a row cuts what does not fit in the middle), not read for it.
func (c *colWidths) grow(asks []store.Ask) {
	node := c.first
	for i := range asks {
		a := &asks[i]
		c.id = max(c.id, len(queue.ShortID(a.ID)))
		c.agent = max(c.agent, agentWidth(a))
		c.agentLeast = max(c.agentLeast, escapedLeast(a.Agent, agentLeast))
		c.jobLeast = max(c.jobLeast, escapedLeast(a.Job, jobLeast))
		c.job = max(c.job, quotedWidth(a.Job, jobColMax))
		if a.AskingParts > 1 && len(a.Asking) > 0 {
			// the label of its row (rowAskingLabel)
			c.rule = max(c.rule, fieldWidth(cutAskingLabel(*a, cards.PlainStyles()), cutLabelMax))
		} else {
			c.rule = max(c.rule, fieldWidth(queue.AskingLabel(*a, ruleColMax), ruleColMax))
		}
		c.ruleID = max(c.ruleID, fieldWidth(shortAskingLabel(*a), ruleColMax))
		c.ruleBare = max(c.ruleBare, fieldWidth(decidingRule(*a), ruleColMax))
		n := cmdCells(a.Command)
		c.cmd = max(c.cmd, min(n, cmdColMax))
		if n <= cmdLenMax {
			c.cmdLens[n] = true
		}
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

// cmdCells is about the cells command s takes in a row: its length in
// bytes, but for a short one the cells it is drawn in, its escapes
// counted (rm -rf /srv/d\u0430ta is 18 bytes drawn in 22 cells: sized by
// its bytes, the column cut it to rm…/srv/d\u0430ta at 80 columns beside
// an agent's name with room to spare, rt48k F-row-columns). A longer
// command is not read: a row cuts it in the middle whatever its width.
func cmdCells(s string) int {
	if len(s) > 4*cmdLenMax {
		return len(s)
	}
	return fieldWidth(s, cmdColMax)
}

// escapedLeast is the least cells name s needs in a row, least for a
// name without an escape: a name holding one needs its head (three
// characters), the escape and an ellipsis each side («cla…\u202e…»);
// cut to agentLeast it read «…\u202ea…» and the job «…\u202e…», no
// head at all (rt43k F1, F6).
func escapedLeast(s string, least int) int {
	if s == "" || len(s) > 1024 {
		return least
	}
	at := firstEscaped(s)
	if at < 0 {
		return least
	}
	_, size := utf8.DecodeRuneInString(s[at:])
	esc := common.Width(cards.SafeInQuotes(s[at:at+size], 64, cards.PlainStyles()))
	return max(least, quoteCells+min(utf8.RuneCountInString(s[:at]), 3)+1+esc+1)
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

// cmdFloor is the fewest cells the command's column keeps before the
// rule is cut or the agent's column narrows below agentLeast.
const cmdFloor = 20

// jobLeast is the narrowest a job (or node) column that tells asks apart
// gets, its quote marks included: «build-…42», room for one \uXXXX
// escape and the ellipsis (at 8 cells the demo's hostile job read «……»,
// its \u202e cut away; rt42k F8).
const jobLeast = 8 + quoteCells

// agentLeast is the narrowest the agent's column gets while the command
// is still cut: «claude…-05», a name's head and its end.
const agentLeast = 9 + quoteCells

// rowCols are the columns of rows w cells wide.
type rowCols struct {
	id, agent, job, node, cmd, rule int
}

// used is the cells of a row the columns other than the command's take,
// each with the space after it.
func (r rowCols) used() int {
	n := rowFixed + r.id
	for _, x := range []int{r.agent, r.job, r.node, r.rule} {
		if x > 0 {
			n += x + 1
		}
	}
	return n
}

// cmdWant is how far the command's column grows before the names do,
// in rows w cells wide: two fifths of the row, at least 32 cells (`git
// push --force origin main` whole at 80, rt43k F5); past it the longest
// command of the queue does not take the names' room from every row
// (the demo's `sh -c "$(curl …)" | tee install.log` cut every name to
// «claud…api» at 120 columns beside 40 blank cells).
func cmdWant(w int) int { return max(w/2, 32) }

// fit gives the columns of a row w cells wide, in the order of what the
// operator decides on (issue 9 §3):
//
//  1. every column gets its least: the deciding rule's ID whole (never
//     "cmd.downl…", rt43k F4; "2 parts:" gives way first,
//     rowAskingLabel), the agent agentLeast (more for a name holding an
//     escape, escapedLeast), the command cmdFloor;
//  2. the command grows to the length of the longest command it can
//     show whole within cmdWant: `git push --force origin main` is whole
//     at 80 whatever the agent's name (rt43k F5);
//  3. then the agent's name, to its whole width: a name is cut only as
//     far as the row needs (rt43k F2);
//  4. then a job that tells asks apart, where it gets at least jobLeast
//     (a job all asks share takes no space: the card names it, rt43k
//     F6), and likewise the node;
//  5. then the rule's whole label ("2 parts: cmd.download-run"), from
//     what the longest command leaves;
//  6. the command's column takes what is left.
//
// When the row is short of even the least, the rule narrows to 14 cells
// and goes, and last the agent narrows. The card shows every field
// whole.
func (c colWidths) fit(w int) rowCols {
	// from 80 columns (72: the marks take some) the agent's least is agentSplitMax: a 2,000-
	// character name among the asks cut every other name to agentLeast
	// for the command's want («claud…api» «codex…fra» in the README's
	// queue at 80)
	least := agentLeast
	if w >= 72 { // 80 less the marks' cells
		least = agentSplitMax
	}
	r := rowCols{id: c.id, agent: min(c.agent, max(least, c.agentLeast)), rule: c.ruleID}
	floor := min(c.cmd, cmdFloor)
	short := func() bool { return w-r.used() < floor }
	for _, give := range []func(){
		func() { r.rule = max(min(r.rule, max(14, c.ruleBare)), r.rule-(floor-(w-r.used()))) },
		func() { r.rule = 0 },
		func() { r.agent = max(min(r.agent, 5), r.agent-(floor-(w-r.used()))) },
	} {
		if short() {
			give()
		}
	}
	// what is left after the command's want, given in the order above:
	// the want is the longest command it shows whole, so that one of
	// 2,000 bytes, cut either way, does not cut every name (rt42k F4,
	// rt28k #9)
	want := min(c.cmd, cmdFloor)
	for n := min(cmdWant(w), cmdLenMax); n > want; n-- {
		if c.cmdLens[n] {
			want = n
			break
		}
	}
	spare := func() int { return max(w-r.used()-want, 0) }
	if r.agent > 0 {
		r.agent += min(spare(), c.agent-r.agent)
	}
	if least := min(c.job, max(jobLeast, c.jobLeast)); c.jobs && least > 0 && spare() >= least+1 {
		r.job = least
		r.job += min(spare(), c.job-r.job)
	}
	if least := min(c.node, jobLeast); c.nodes && least > 0 && spare() >= least+1 {
		r.node = least
		r.node += min(spare(), c.node-r.node)
	}
	// the rule's whole label only from what the longest command leaves
	if left := w - r.used() - c.cmd; r.rule > 0 && left > 0 {
		r.rule += min(left, max(c.rule-r.rule, 0))
	}
	r.cmd = max(w-r.used(), 1)
	return r
}

// hold keeps the columns of the rows drawn before, held, where fresh
// (the fit of the asks now) would narrow them: an ask leaving must not
// move the command's column under the operator's eye (rt43k F3: it
// jumped 9 cells at 80 columns, 29 at 120, as a long name came and
// went). A column grows at once when an ask needs it; held widths give
// way only where they would cut a command fresh shows more of, and are
// dropped when the operator decides an ask here, the queue empties or
// the width changes (queueList.held).
func (r rowCols) hold(fresh rowCols, w, cmdMost int) rowCols {
	h := fresh
	h.id = max(h.id, r.id)
	h.agent = max(h.agent, r.agent)
	h.job = max(h.job, r.job)
	h.node = max(h.node, r.node)
	h.rule = max(h.rule, r.rule)
	h.cmd = w - h.used()
	if h.cmd < min(fresh.cmd, cmdMost) {
		return fresh
	}
	return h
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
// rule to 14 cells, or to ruleBare, the widest deciding rule's ID, when
// that is wider: the ID stays whole («3 parts: cmd.…» at 80 columns
// beside long agent names, fx46k), its cells over 14 taken from the
// agent's; at tightJobs the job goes whatever it
// says: what a row gives way before its command says only that it
// differs off-screen (rt41k F2). The card shows every field whole.
func (r rowCols) tighten(level int, jobs bool, ruleBare int) rowCols {
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
	// a rule's ID wider than 14 cells takes its cells over them from a
	// long agent name, not from the command (the card names both whole)
	ruleTo := max(14, ruleBare)
	give(&r.agent, max(agentSplitMax-(min(r.rule, ruleTo)-14), agentLeast))
	give(&r.rule, ruleTo)
	return r
}
