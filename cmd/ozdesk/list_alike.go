//go:build !ozdesk_adapters

package main

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
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
	n := min(len(asks), len(listed))
	whole, cmds := make([]string, n), make([]string, n)
	for i := range n {
		whole[i] = safetext.Listed(asks[i].Command, 1<<30)
		cmds[i] = asks[i].Command
	}
	marks := make([]string, len(asks))
	for i, like := range cards.CutAlikes(listed[:n], whole, cmds, "…", listAlikeMax) {
		if len(like) == 0 {
			continue
		}
		ids := make([]string, len(like))
		for k, j := range like {
			ids[k] = queue.ShortID(asks[j].ID)
		}
		marks[i] = "  ≠ ask " + strings.Join(ids, ", ") + " (differs where cut)"
	}
	return marks
}
