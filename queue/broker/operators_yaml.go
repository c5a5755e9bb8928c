//go:build !ozdesk_adapters

package broker

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// ParseOperators reads an operators file's contents. Every error names the
// line and what to write instead; nothing is loaded unless all of it reads.
func ParseOperators(b []byte) (*Operators, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("not YAML: %w", err)
	}
	var f operatorsFile
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%w (the keys are operators: [user|group, name, role, keys] and agents: [see_queue])", err)
	}
	if err := oneDocument(dec); err != nil {
		return nil, err
	}
	if len(f.Operators) == 0 {
		return nil, errors.New("names no operators: add at least one, e.g. operators: [{user: alice, role: admin}]")
	}
	lines := operatorLines(&doc)
	ops := &Operators{users: map[uint32]entry{}, groups: map[uint32]entry{}, keys: map[string]entry{}, SeeQueue: f.Agents.SeeQueue}
	for i, l := range f.Operators {
		at := "operator " + strconv.Itoa(i+1)
		var keyAt []int
		if i < len(lines) {
			at, keyAt = fmt.Sprintf("line %d", lines[i].line), lines[i].keys
		}
		if err := ops.add(l); err != nil {
			return nil, fmt.Errorf("%s: %w", at, err)
		}
		if err := ops.addKeys(l, keyAt); err != nil {
			return nil, err
		}
	}
	return ops, nil
}

// oneDocument checks that dec, having read a file's first YAML document,
// finds no other: a second one would be silently ignored.
func oneDocument(dec *yaml.Decoder) error {
	var more yaml.Node
	err := dec.Decode(&more)
	if errors.Is(err, io.EOF) {
		return nil
	}
	line := more.Line
	if len(more.Content) > 0 {
		line = more.Content[0].Line
	}
	if err != nil || line == 0 {
		return errors.New("holds more than one YAML document (after ---): write everything in one")
	}
	return fmt.Errorf("line %d: a second YAML document (after ---) would be ignored: write everything in one", line)
}

// itemLines are where one item of the operators list is: its line, and
// the line of each of its keys.
type itemLines struct {
	line int
	keys []int
}

// operatorLines finds the line of each item of the operators list.
func operatorLines(doc *yaml.Node) []itemLines {
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil
	}
	m := doc.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == "operators" {
			var out []itemLines
			for _, item := range m.Content[i+1].Content {
				out = append(out, itemLines{line: item.Line, keys: keyLines(item)})
			}
			return out
		}
	}
	return nil
}

// keyLines finds the line of each key of an operator's item.
func keyLines(item *yaml.Node) []int {
	for i := 0; i+1 < len(item.Content); i += 2 {
		if item.Content[i].Value == "keys" {
			var out []int
			for _, k := range item.Content[i+1].Content {
				out = append(out, k.Line)
			}
			return out
		}
	}
	return nil
}
