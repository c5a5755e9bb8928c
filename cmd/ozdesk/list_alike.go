//go:build !ozdesk_adapters

package main

import (
	"strings"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// listAlikeMax is the most rows of a listing alikeMarks compares (the
// first so many): a queue's pending asks are far fewer.
const listAlikeMax = 1000

// alikeMarks marks the rows of a listing whose cut command reads as well
// as another row's command: listed[i] is how row i's command was listed
// (listCommand), and where the place the two commands differ was cut
// away, both rows read alike, or one fits both (rt35k MEDIUM-1: "rm -rf
// $P/one/x/$P/keep" and "rm -rf $P/onf/x/$P/keep" listed the same text).
// Such a row gets, after its command, the asks it could be taken for:
//
//	…/dddddddddddd/eeeeeeeeeeeeeeee/keep  ≠ ask 4 (differs where cut)
//
// so that the operator reads it with `queue show` before deciding. A
// row listed whole reads as itself and is never marked.
func alikeMarks(asks []store.Ask, listed []string) []string {
	n := min(len(asks), len(listed), listAlikeMax)
	marks := make([]string, len(asks))
	whole := make([]string, n)
	for i := range n {
		whole[i] = listText(asks[i].Command, 1<<30)
	}
	for i := range n {
		if listed[i] == whole[i] {
			continue
		}
		var like []string
		for j := range n {
			if j != i && asks[j].Command != asks[i].Command && fitsCut(listed[i], whole[j]) {
				like = append(like, queue.ShortID(asks[j].ID))
			}
		}
		if len(like) > 0 {
			marks[i] = "  ≠ ask " + strings.Join(like, ", ") + " (differs where cut)"
		}
	}
	return marks
}

// fitsCut says a text listed cut (pieces kept, "…" where bytes were
// left out) could be the cut of whole: its pieces appear in whole in
// order, the first starting it and the last ending it.
func fitsCut(listed, whole string) bool {
	pieces := strings.Split(listed, "…")
	if len(pieces) < 2 {
		return listed == whole
	}
	first, last := pieces[0], pieces[len(pieces)-1]
	if !strings.HasPrefix(whole, first) || !strings.HasSuffix(whole, last) || len(first)+len(last) > len(whole) {
		return false
	}
	rest := whole[len(first) : len(whole)-len(last)]
	for _, p := range pieces[1 : len(pieces)-1] {
		k := strings.Index(rest, p)
		if k < 0 {
			return false
		}
		rest = rest[k+len(p):]
	}
	return true
}
