package tui

import "ozdesk.dev/ozdesk/tui/common"

// The columns the rows are drawn in: fitted to the asks, and held while
// the operator reads them.

// fit gives the rows' columns for the pane's width. While asks are
// marked, the marks' column is room the other columns give way for too,
// as they do for the command's (colWidths.fit): the command keeps its
// least; cmdWidth takes the marks' cells back out of it. The columns of
// the rows drawn last are held (rowCols.hold) unless a look-alike needs
// them tightened.
func (q *queueList) fit() rowCols {
	cols, _ := q.fitIn()
	return cols
}

// fitIn is fit, and the columns before the marks' cells were added back
// (what held keeps).
func (q *queueList) fitIn() (cols, bare rowCols) {
	box := 0
	if len(q.marked) > 0 {
		box = common.Width(q.c.Marks.Marked) + 1
	}
	bare = q.cols.fit(q.w-box).tighten(q.tight, q.cols.jobs, q.cols.ruleBare)
	if q.tight == 0 && q.heldW == q.w-box && len(q.all) > 0 {
		bare = q.held.hold(bare, q.w-box, q.cols.cmd)
	}
	cols = bare
	cols.cmd += box
	return cols, bare
}

// keepHeld notes the columns the rows on screen are drawn in, as the
// columns later fits hold (rowCols.hold); a change of them redraws every
// row.
func (q *queueList) keepHeld() {
	if len(q.all) == 0 {
		q.heldW = 0
		return
	}
	cols, bare := q.fitIn()
	if q.tight > 0 {
		return // a look-alike's tightening is not held
	}
	box := cols.cmd - bare.cmd
	if bare != q.held || q.heldW != q.w-box {
		q.drawn = nil
	}
	q.held, q.heldW = bare, q.w-box
}

// letGo drops the held columns: the operator decided an ask here, and
// the rows fit the asks left afresh.
func (q *queueList) letGo() {
	q.heldW = 0
	q.drawn = nil
}

// cmdWidth is the cells a row drawn for look gives its command: the
// column's, less the bulk mark's and the tag's.
func (q *queueList) cmdWidth(cols rowCols, look rowLook) int {
	w := cols.cmd
	if look.marks {
		box := " "
		if look.marked {
			box = q.c.Marks.Marked
		}
		w = max(w-common.Width(box)-1, 1)
	}
	if look.tag != "" {
		w = max(w-common.Width(look.tag)-1, 1)
	}
	return w
}
