package policyfile

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"ozdesk.dev/ozdesk/internal/nearest"
)

// parser walks a policy file's YAML nodes and collects every problem.
type parser struct {
	errs Errors
}

// fail records a problem at a node.
func (p *parser) fail(n *yaml.Node, field, msg, hint string) {
	p.failErr(n, field, msg, hint, nil)
}

// failErr records a problem at a node with its underlying error.
func (p *parser) failErr(n *yaml.Node, field, msg, hint string, err error) {
	e := &ParseError{Field: field, Msg: msg, Hint: hint, Err: err}
	if n != nil {
		e.Line, e.Column = n.Line, n.Column
	}
	p.errs = append(p.errs, e)
}

// entry is one key of a mapping with its value.
type entry struct {
	key, val *yaml.Node
}

// mapping reads a mapping node's keys: each must be one of known, once.
// It returns the entries by key; a node that is not a mapping, an unknown
// key and a repeated key are recorded as problems.
func (p *parser) mapping(n *yaml.Node, field string, known []string) map[string]entry {
	out := map[string]entry{}
	if n.Kind != yaml.MappingNode {
		p.fail(n, field, fmt.Sprintf("is %s, not a mapping", describe(n)),
			fmt.Sprintf("write its fields as `key: value` lines (%s)", strings.Join(known, ", ")))
		return out
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		name := k.Value
		kf := join(field, name)
		if k.Kind != yaml.ScalarNode {
			p.fail(k, field, fmt.Sprintf("a key is %s", describe(k)), "keys are plain words")
			continue
		}
		if !slices.Contains(known, name) {
			hint := "the fields here are " + strings.Join(known, ", ")
			if near := nearest.Word(name, known); near != "" {
				hint = fmt.Sprintf("did you mean %s? (%s)", near, hint)
			}
			p.fail(k, kf, fmt.Sprintf("unknown field %q", name), hint)
			continue
		}
		if prev, ok := out[name]; ok {
			p.fail(k, kf, fmt.Sprintf("is given twice (first on line %d)", prev.key.Line), "keep one")
			continue
		}
		out[name] = entry{k, v}
	}
	return out
}

// scalar returns a scalar's text. An explicit null (~, null, or nothing)
// is "". Anything else (a list, a mapping, an alias, a tagged value) is a
// problem.
func (p *parser) scalar(n *yaml.Node, field string) (string, bool) {
	switch {
	case n.Kind == yaml.AliasNode:
		p.fail(n, field, "is an alias (*name)", "write the value out; a policy file is read without anchors and aliases")
		return "", false
	case n.Kind != yaml.ScalarNode:
		hint := "write it as one value"
		if n.Kind == yaml.SequenceNode && n.Style&yaml.FlowStyle != 0 {
			hint = "a value that starts with [ or * must be quoted: write it in single quotes ('…')"
		}
		p.fail(n, field, fmt.Sprintf("is %s, not a value", describe(n)), hint)
		return "", false
	case n.Anchor != "":
		p.fail(n, field, "has an anchor (&"+n.Anchor+")", "write the value out; a policy file is read without anchors and aliases")
		return "", false
	}
	switch n.ShortTag() {
	case "!!null":
		return "", true
	case "!!str", "!!int", "!!float", "!!bool", "!!timestamp":
		return n.Value, true
	}
	p.fail(n, field, fmt.Sprintf("has the tag %s", n.Tag), "write the value without a tag")
	return "", false
}

// describe names a node's kind for a message.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	case yaml.ScalarNode:
		return fmt.Sprintf("the value %q", n.Value)
	}
	return "empty"
}

// join appends a key to a field path.
func join(field, key string) string {
	if field == "" {
		return key
	}
	return field + "." + key
}
