package queue

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue/policyfile"
)

// checkNodeScope refuses, in a fleet, a node scope (a glob) that matches
// no node whose broker ever ran ([store.Store.KnownNodes]): a typo in
// it would write a rule that decides nowhere, silently. newNode takes it
// anyway (a node not started yet). A file store is one node, and its
// policy may be written for others (a policy file shared by hosts): it
// checks nothing there.
//
// A glob a policy file refuses is refused first, on any store and with
// newNode too: the rule would match no node, and 'policy export' would
// write what 'policy apply' refuses.
func (s *Service) checkNodeScope(glob string, newNode bool) error {
	if glob == "" {
		return nil
	}
	if msg := policyfile.CheckNodeGlob(glob); msg != "" {
		return fmt.Errorf("%w: %s; %s", ErrBadNodeScope, msg, policyfile.GlobHint)
	}
	if newNode {
		return nil
	}
	nodes, fleet, err := s.st.KnownNodes()
	if err != nil || !fleet {
		return err
	}
	scope := patterns.Scope{Node: glob}
	for n := range nodes {
		if scope.Applies("", n, "/") {
			return nil
		}
	}
	return fmt.Errorf("%w: no broker of a node matching %q ever ran (the fleet's nodes: %s); check the name, "+
		"or give --new-node for a node whose broker has not started yet", ErrUnknownNode, glob, knownList(nodes))
}

// checkNodeName refuses, in a fleet, a node name no broker ever ran
// ([ErrUnknownNode]); a file store checks nothing.
func (s *Service) checkNodeName(node string) error {
	if node == s.node {
		return nil
	}
	nodes, fleet, err := s.st.KnownNodes()
	if err != nil || !fleet || nodes[node] {
		return err
	}
	return fmt.Errorf("%w: no broker of node %q ever ran (the fleet's nodes: %s); check the name",
		ErrUnknownNode, node, knownList(nodes))
}

// knownList is the fleet's node names, sorted, for a message.
func knownList[V any](nodes map[string]V) string {
	if len(nodes) == 0 {
		return "none yet"
	}
	return strings.Join(slices.Sorted(maps.Keys(nodes)), ", ")
}
