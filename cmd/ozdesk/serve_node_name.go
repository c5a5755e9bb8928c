//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"os"
	"strings"

	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// serveNodeName is the node a broker serves as: --node (or the config's
// node:), else the host's name, as the queue takes it.
func serveNodeName(flag string) string {
	if flag != "" {
		return flag
	}
	if h, err := os.Hostname(); err == nil && h != "" {
		return h
	}
	return "localhost"
}

// checkServeNode refuses, in a fleet, a node name a rule scope could not
// name alone (policyfile.CheckNodeName): every broker's name stays a
// known node of the fleet, so a mistyped one is refused before it is
// recorded.
func checkServeNode(flag string) error {
	name := serveNodeName(flag)
	if msg := policyfile.CheckNodeName(name); msg != "" {
		return withCode(exitUsage, fmt.Errorf("serve: the node name %s: rule scopes (--node) match it, and it must name this node alone", msg),
			"give --node NAME (or node: in the config) with letters, digits, - . _; nothing was started")
	}
	return nil
}

// checkNodeCase refuses a node name that differs only in case from a
// node the fleet knows: scopes match case as written, so N1 beside n1 is
// most likely a typo that would stay a known node.
func checkNodeCase(st *store.Store, name string) error {
	nodes, _, err := st.KnownNodes()
	if err != nil {
		return withCode(exitStore, fmt.Errorf("serve: %w", err), "")
	}
	for known := range nodes {
		if known != name && strings.EqualFold(known, name) {
			return withCode(exitUsage, fmt.Errorf("serve: the node name %q differs only in case from the fleet's node %q", name, known),
				fmt.Sprintf("give --node %q if this is that node; nothing was started", known))
		}
	}
	return nil
}
