package patterns

import (
	"fmt"
	"path"
	"strings"
)

// A part read as the literal text an earlier part wrote to the file it
// runs (read_madetext.go) runs that text only when nothing else in the
// line makes the file: no other part writes, appends to, edits (sed -i),
// copies, moves, links or fetches it, before or after (a part after may
// run alongside), and the writer wrote it once. Otherwise it stays
// made-then-run. For Python, whose script's directory comes first on
// sys.path, an import is also someone else's code when the line makes a
// .py file in that directory.

// madeTextHolds reports whether part j, marked Part.madeRun, runs the
// literal text its writer wrote: f is a file it runs, which mades (what
// each part made, by index) says an earlier part made.
func madeTextHolds(parts []*Part, mades [][]made, j int, f runsFile, dir place) bool {
	mr := parts[j].madeRun
	if mr == nil || f.config || f.code || f.word.linked || mr.word.linked || mr.maker.Unreadable != nil {
		return false
	}
	k := mr.maker.Index
	if k < 0 || k >= j || parts[k] != mr.maker {
		return false
	}
	want := foldPlace(f.place)
	own, ok := wordPlace(mr.word, dir)
	if !ok || len(own.pat) != 1 || len(want.pat) != 1 || foldPlace(own).pat[0] != want.pat[0] || own.at != want.at {
		return false
	}
	mine := 0
	for _, m := range mades[k] {
		fm := foldPlace(m.place)
		if fm.covers(want) {
			if m.tree || fm.pat[0] != want.pat[0] || len(fm.pat) != 1 {
				return false
			}
			mine++
		}
	}
	if mine != 1 {
		return false
	}
	var pyDir []place
	if strings.Contains(madeTextOfPart(mr), "import") {
		v, _ := mr.word.Literal()
		pyDir = treeBelow(dir, path.Dir(v), ".py")
	}
	for i, ms := range mades {
		if i == k {
			continue
		}
		for _, m := range ms {
			fm := foldPlace(m.place)
			if fm.covers(want) {
				return false
			}
			for _, d := range pyDir {
				if fm.covers(foldPlace(d)) || foldPlace(d).covers(fm) {
					return false
				}
			}
		}
	}
	return true
}

// madeTextOfPart returns the text mr's writer wrote.
func madeTextOfPart(mr *madeRun) string {
	_, text, _ := literalWrite(mr.maker)
	return text
}

// madeTextUnsure marks part j unreadable when it was read as literal
// text an earlier part wrote, but that text is not known to be what it
// runs.
func (r *reading) madeTextUnsure(j int) {
	p := r.cmd.Parts[j]
	r.effectUnreadable(j, UnreadableMadeRun, p.madeRun.word.Span, fmt.Sprintf(
		"%s runs %s, which %s writes earlier in the line, but something else in the line may make or change that file too (or it may run while it is written), so what it runs is not known until it runs.",
		p.Program, quoteRaw(p.madeRun.word.Raw), quoteRaw(p.madeRun.maker.Text())))
}
