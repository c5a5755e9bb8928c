package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// nodeTerm starts a word of the queue's filter that names a node:
// "/node:n1 push" shows node n1's asks whose agent, job, command or rule
// holds "push".
const nodeTerm = "node:"

// queueFilter is the queue's filter, read: the node it keeps (lower
// case, "" for every node) and the text the rest must hold (lower case).
type queueFilter struct {
	node, text string
}

// parseQueueFilter reads the queue's filter. A word node:NAME keeps one
// node's asks (the last such word counts; an empty name, still being
// typed, keeps every node); the other words, as typed, are the text.
func parseQueueFilter(s string) queueFilter {
	var f queueFilter
	var rest []string
	named := false
	for w := range strings.FieldsSeq(s) {
		if len(w) >= len(nodeTerm) && strings.EqualFold(w[:len(nodeTerm)], nodeTerm) {
			f.node, named = strings.ToLower(w[len(nodeTerm):]), true
			continue
		}
		rest = append(rest, w)
	}
	if !named {
		// No node word: the text is the filter as typed, spaces and all.
		f.text = strings.ToLower(s)
		return f
	}
	f.text = strings.ToLower(strings.Join(rest, " "))
	return f
}

// match reports whether the filter lets a through.
func (f queueFilter) match(a *store.Ask) bool {
	if f.node != "" && !strings.EqualFold(a.Node, f.node) {
		return false
	}
	return f.text == "" || askMatches(a, f.text)
}
