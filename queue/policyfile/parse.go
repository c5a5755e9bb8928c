package policyfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"ozdesk.dev/ozdesk/store"
)

// MaxFileSize is the largest policy file Parse reads.
const MaxFileSize = 4 << 20

// The fields of each level of a policy file.
var (
	topFields      = []string{"version", "settings", "egress", "rules"}
	settingsFields = []string{"four_eyes", "fallback", "ask_wait", "ask_wait_max", "max_pending"}
	egressFields   = []string{"host", "reason"}
)

// Parse reads a policy file and checks everything that can be checked
// without a store: the format's version, unknown or repeated fields (a
// typo must not silently drop a rule), each rule's outcome, pattern (with
// [patterns.ParsePattern] and [patterns.Pattern.Check]) or default,
// scope, end, mode and status, duplicate IDs, and the guard rails for every
// allow (with the file's own egress list; [Plan] checks again with the
// store's). All problems are returned at once, as [Errors] in file order.
func Parse(data []byte) (*File, error) {
	if len(data) > MaxFileSize {
		return nil, Errors{{Msg: fmt.Sprintf("the file is %d bytes, more than the %d a policy file may have", len(data), MaxFileSize),
			Hint: "split the rules, or retire the ones you no longer need"}}
	}
	root, err := decodeOne(data)
	if err != nil {
		return nil, err
	}
	p := &parser{}
	f := p.file(root)
	if len(p.errs) > 0 {
		sortErrors(p.errs)
		return nil, p.errs
	}
	return f, nil
}

// decodeOne decodes the single YAML document of a file.
func decodeOne(data []byte) (*yaml.Node, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, Errors{{Msg: "the file is empty", Hint: "start from `ozdesk policy export`"}}
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		e := yamlError(err)
		if line := firstBadLine(data); line > e.Line {
			if e.Line > 0 {
				e.Msg += fmt.Sprintf(" (in the block from line %d)", e.Line)
			}
			e.Line, e.Column = line, 1
		}
		return nil, Errors{e}
	}
	var more yaml.Node
	if err := dec.Decode(&more); !errors.Is(err, io.EOF) {
		e := &ParseError{Line: more.Line, Column: more.Column, Msg: "the file holds more than one YAML document",
			Hint: "keep one policy in a file (remove the second ---)"}
		if err != nil {
			e = yamlError(err)
		}
		return nil, Errors{e}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, Errors{{Msg: "the file holds no policy", Hint: "start from `ozdesk policy export`"}}
	}
	return doc.Content[0], nil
}

// yamlError turns a YAML syntax error ("yaml: line 3: …") into a problem
// at its line.
func yamlError(err error) *ParseError {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	e := &ParseError{Msg: "the YAML does not parse: " + msg, Err: err,
		Hint: "check the indentation and quotes there; a value holding `: `, ` #`, or starting with [ * & ! | > ' \" % @ must be quoted"}
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if num, tail, ok := strings.Cut(rest, ":"); ok {
			if n, err := strconv.Atoi(num); err == nil {
				e.Line, e.Column = n, 1
				e.Msg = "the YAML does not parse:" + tail
			}
		}
	}
	return e
}

// firstBadLine finds the line a YAML syntax error shows at: the YAML
// parser names the line of the block it was reading, which may be far
// above. It bisects for the shortest run of whole lines from the top that
// does not parse (a run of whole lines from a file that parses mostly
// parses too), and returns 0 when it finds none.
func firstBadLine(data []byte) int {
	var ends []int
	for i, c := range data {
		if c == '\n' {
			ends = append(ends, i+1)
		}
	}
	if len(ends) == 0 || ends[len(ends)-1] != len(data) {
		ends = append(ends, len(data))
	}
	bad := func(k int) bool {
		var n yaml.Node
		err := yaml.Unmarshal(data[:ends[k]], &n)
		return err != nil
	}
	lo, hi := 0, len(ends)-1
	if !bad(hi) {
		return 0
	}
	for lo < hi {
		mid := (lo + hi) / 2
		if bad(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo + 1
}

// file reads the top-level mapping.
func (p *parser) file(root *yaml.Node) *File {
	f := &File{Rules: []Rule{}}
	top := p.mapping(root, "", topFields)
	if e, ok := top["version"]; ok {
		p.version(e.val, f)
	} else {
		p.fail(root, "version", "is missing", fmt.Sprintf("write `version: %d` at the top", Version))
	}
	if e, ok := top["settings"]; ok {
		p.settings(e.val, &f.Settings)
	}
	if e, ok := top["egress"]; ok {
		f.HasEgress = true
		f.Egress = p.egress(e.val)
	}
	if e, ok := top["rules"]; ok {
		var fields []string
		f.Rules, fields = p.rules(e.val)
		p.checkRails(f, fields)
	}
	return f
}

// version reads the format's version.
func (p *parser) version(n *yaml.Node, f *File) {
	s, ok := p.scalar(n, "version")
	if !ok {
		return
	}
	v, err := strconv.Atoi(s)
	if err != nil || v != Version {
		p.fail(n, "version", fmt.Sprintf("is %q; this ozdesk reads version %d", s, Version),
			"write the file again from `ozdesk policy export`, or update ozdesk")
		return
	}
	f.Version = v
}

// settings reads the settings mapping.
func (p *parser) settings(n *yaml.Node, s *Settings) {
	if n.ShortTag() == "!!null" {
		return
	}
	m := p.mapping(n, "settings", settingsFields)
	if e, ok := m["four_eyes"]; ok {
		if v, ok := p.scalar(e.val, "settings.four_eyes"); ok {
			switch v {
			case "true", "false":
				b := v == "true"
				s.FourEyes = &b
			default:
				p.fail(e.val, "settings.four_eyes", fmt.Sprintf("is %q", v), "write true or false")
			}
		}
	}
	if e, ok := m["fallback"]; ok {
		if v, ok := p.scalar(e.val, "settings.fallback"); ok {
			if v != store.OutcomeAllow && v != store.OutcomeAsk {
				p.fail(e.val, "settings.fallback", fmt.Sprintf("is %q", v),
					"write allow (a command no rule matches runs) or ask (it waits for a person)")
			} else {
				s.Fallback = &v
			}
		}
	}
	for _, d := range []struct {
		key string
		dst **time.Duration
	}{{"ask_wait", &s.AskWait}, {"ask_wait_max", &s.AskWaitMax}} {
		e, ok := m[d.key]
		if !ok {
			continue
		}
		field := "settings." + d.key
		v, ok := p.scalar(e.val, field)
		if !ok {
			continue
		}
		dur, err := time.ParseDuration(v)
		if err != nil || dur <= 0 {
			p.fail(e.val, field, fmt.Sprintf("is %q, not a positive duration", v), "write a duration such as 10m, 2h or 1h30m")
			continue
		}
		*d.dst = &dur
	}
	if e, ok := m["max_pending"]; ok {
		if v, ok := p.scalar(e.val, "settings.max_pending"); ok {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > store.MaxPendingLimit {
				p.fail(e.val, "settings.max_pending", fmt.Sprintf("is %q", v),
					fmt.Sprintf("write a whole number from 1 to %d: the most asks one agent may have waiting", store.MaxPendingLimit))
			} else {
				s.MaxPending = &n
			}
		}
	}
	if s.AskWait != nil && s.AskWaitMax != nil && *s.AskWaitMax < *s.AskWait {
		p.fail(m["ask_wait_max"].val, "settings.ask_wait_max",
			fmt.Sprintf("%s is below ask_wait %s", formatDuration(*s.AskWaitMax), formatDuration(*s.AskWait)),
			"make ask_wait_max at least ask_wait")
	}
}

// egress reads the egress list.
func (p *parser) egress(n *yaml.Node) []Egress {
	list := []Egress{}
	if n.ShortTag() == "!!null" {
		return list
	}
	if n.Kind != yaml.SequenceNode {
		p.fail(n, "egress", fmt.Sprintf("is %s, not a list", describe(n)), "write one `- host: NAME` entry per host")
		return list
	}
	seen := map[string]int{}
	for i, item := range n.Content {
		field := fmt.Sprintf("egress[%d]", i+1)
		m := p.mapping(item, field, egressFields)
		e := Egress{Line: item.Line}
		h, ok := m["host"]
		if !ok {
			if item.Kind == yaml.MappingNode {
				p.fail(item, field+".host", "is missing", "write the host name: `host: get.example.com`")
			}
			continue
		}
		host, ok := p.scalar(h.val, field+".host")
		if !ok {
			continue
		}
		e.Host = strings.ToLower(host)
		if msg := checkHost(e.Host); msg != "" {
			p.fail(h.val, field+".host", msg, "write a host name such as get.example.com, or *.example.com for its subdomains")
			continue
		}
		if first, dup := seen[e.Host]; dup {
			p.fail(h.val, field+".host", fmt.Sprintf("%q is listed twice (first on line %d)", e.Host, first), "keep one")
			continue
		}
		seen[e.Host] = h.val.Line
		if r, ok := m["reason"]; ok {
			e.Reason, _ = p.scalar(r.val, field+".reason")
		}
		list = append(list, e)
	}
	sortEgress(list)
	return list
}

// sortErrors orders problems by where they stand.
func sortErrors(es Errors) {
	slices.SortStableFunc(es, func(a, b *ParseError) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return a.Column - b.Column
	})
}
