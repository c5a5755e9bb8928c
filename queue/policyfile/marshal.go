package policyfile

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"ozdesk.dev/ozdesk/store"
)

// header is the comment a written file starts with.
const header = `ozdesk command policy: the desk's settings, the egress list and the
operators' command rules, in order, above the platform's default rules.

A refuse that matches any part of a command wins; otherwise, per part,
the first rule that matches decides. Retired and expired rules are not
listed. Edit this file, then apply it:

    ozdesk policy apply policy.yaml

apply shows the changes and asks before writing them, in one transaction,
to the audit trail. A rule deleted here is retired; a rule without an id
gets the next free one; a rule's place is its place in the order. With
four eyes on, new and changed rules wait, proposed, for a second operator.
author and approver are records: apply ignores edits to them.

rule fields: id, outcome (allow | ask | refuse), pattern (or over: a
default's ID), reason, scope (agent, node, workdir), ends (2026-12-31 or
an RFC 3339 time), mode (enforce | shadow), status (active | proposed).
An allow needs a reason and an end.`

// Export writes a store's policy as a policy file: see [FromStore] for
// what it holds. Applying the result to the same store changes nothing.
func Export(rules []store.Rule, egress []store.EgressHost, settings store.Settings) ([]byte, error) {
	f, err := FromStore(rules, egress, settings)
	if err != nil {
		return nil, fmt.Errorf("export policy: %w", err)
	}
	return Marshal(f)
}

// Marshal writes a file in the format Parse reads, with a comment at the
// top saying what it is and how to apply it. Fields are written in a fixed
// order, and fields at their default (mode enforce, status active, an
// empty scope, no end) are left out.
func Marshal(f *File) ([]byte, error) {
	root := mapNode()
	add(root, "version", scalar(strconv.Itoa(Version)))
	if s := settingsNode(f.Settings); s != nil {
		add(root, "settings", s)
	}
	if f.HasEgress {
		list := seq()
		for _, e := range f.Egress {
			m := mapNode()
			add(m, "host", str(e.Host))
			if e.Reason != "" {
				add(m, "reason", str(e.Reason))
			}
			list.Content = append(list.Content, m)
		}
		add(root, "egress", list)
	}
	rules := seq()
	for i := range f.Rules {
		rules.Content = append(rules.Content, ruleNode(&f.Rules[i]))
	}
	add(root, "rules", rules)
	var buf bytes.Buffer
	for line := range strings.Lines(header + "\n") {
		buf.WriteString(strings.TrimRight("# "+strings.TrimSuffix(line, "\n"), " ") + "\n")
	}
	buf.WriteString("\n")
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}}); err != nil {
		return nil, fmt.Errorf("write policy file: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("write policy file: %w", err)
	}
	return spaced(buf.Bytes()), nil
}

// spaced puts a blank line before each top-level key but the first and
// between the entries of a top-level list, for the eye. Nothing else stands
// at those indentations (a block scalar's lines are indented deeper), so
// no value changes.
func spaced(b []byte) []byte {
	var out bytes.Buffer
	out.Grow(len(b) + len(b)/8)
	first, afterKey := true, false
	for line := range bytes.Lines(b) {
		top := len(line) > 0 && line[0] != ' ' && line[0] != '#' && line[0] != '\n'
		item := bytes.HasPrefix(line, []byte("  - "))
		if (top && !first) || (item && !afterKey) {
			out.WriteByte('\n')
		}
		if top {
			first = false
		}
		afterKey = top
		out.Write(line)
	}
	return out.Bytes()
}

// settingsNode writes the settings a file sets, or nil for none.
func settingsNode(s Settings) *yaml.Node {
	m := mapNode()
	if s.FourEyes != nil {
		add(m, "four_eyes", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(*s.FourEyes)})
	}
	if s.Fallback != nil {
		add(m, "fallback", str(*s.Fallback))
	}
	if s.AskWait != nil {
		add(m, "ask_wait", str(formatDuration(*s.AskWait)))
	}
	if s.AskWaitMax != nil {
		add(m, "ask_wait_max", str(formatDuration(*s.AskWaitMax)))
	}
	if s.MaxPending != nil {
		add(m, "max_pending", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(*s.MaxPending)})
	}
	if len(m.Content) == 0 {
		return nil
	}
	return m
}

// ruleNode writes one rule.
func ruleNode(r *Rule) *yaml.Node {
	m := mapNode()
	if r.ID != "" {
		add(m, "id", str(r.ID))
	}
	add(m, "outcome", str(r.Outcome.String()))
	if r.Over != "" {
		add(m, "over", str(r.Over))
	} else {
		add(m, "pattern", str(r.Pattern))
	}
	if r.Reason != "" {
		add(m, "reason", str(r.Reason))
	}
	if r.Scope != (Scope{}) {
		s := mapNode()
		for _, kv := range [][2]string{{"agent", r.Scope.Agent}, {"node", r.Scope.Node}, {"workdir", r.Scope.Workdir}} {
			if kv[1] != "" {
				add(s, kv[0], str(kv[1]))
			}
		}
		add(m, "scope", s)
	}
	if !r.Ends.IsZero() {
		add(m, "ends", str(formatEnds(r.Ends)))
	}
	if r.Mode != "" && r.Mode != store.ModeEnforce {
		add(m, "mode", str(r.Mode))
	}
	if r.Status != "" && r.Status != store.StatusActive {
		add(m, "status", str(r.Status))
	}
	if r.Author != "" {
		add(m, "author", str(r.Author))
	}
	if r.Approver != "" {
		add(m, "approver", str(r.Approver))
	}
	return m
}

// formatEnds writes an end: a date when it falls at the start of a day in
// UTC, else an RFC 3339 time in UTC.
func formatEnds(t time.Time) string {
	t = t.UTC()
	if t.Equal(t.Truncate(24 * time.Hour)) {
		return t.Format(time.DateOnly)
	}
	return t.Format(time.RFC3339Nano)
}

func mapNode() *yaml.Node { return &yaml.Node{Kind: yaml.MappingNode} }
func seq() *yaml.Node     { return &yaml.Node{Kind: yaml.SequenceNode} }

// scalar is a plain value whose tag the reader resolves (a number).
func scalar(v string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Value: v} }

// str is a string value: the encoder quotes it when it would otherwise
// read as something else (a number, a bool, a list, an alias …).
func str(v string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v} }

// add appends a key and its value to a mapping.
func add(m *yaml.Node, key string, val *yaml.Node) {
	m.Content = append(m.Content, str(key), val)
}
