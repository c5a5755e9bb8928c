package policyfile

import (
	"fmt"
	"time"

	"go.yaml.in/yaml/v3"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// ruleFields are the fields of a rule, in the order a file writes them.
var ruleFields = []string{"id", "outcome", "pattern", "over", "reason", "scope", "ends", "mode", "status", "author", "approver"}

// scopeFields are the fields of a rule's scope.
var scopeFields = []string{"agent", "node", "workdir"}

// rules reads the rules list and checks each rule on its own.
func (p *parser) rules(n *yaml.Node) ([]Rule, []string) {
	list, fields := []Rule{}, []string{}
	if n.ShortTag() == "!!null" {
		return list, fields
	}
	if n.Kind != yaml.SequenceNode {
		p.fail(n, "rules", fmt.Sprintf("is %s, not a list", describe(n)), "write one `- outcome: …` entry per rule")
		return list, fields
	}
	if len(n.Content) > patterns.MaxRules {
		p.fail(n, "rules", fmt.Sprintf("has %d rules; a policy takes at most %d", len(n.Content), patterns.MaxRules),
			"retire the rules you no longer need")
		return list, fields
	}
	seen := map[string]int{}
	for i, item := range n.Content {
		field := fmt.Sprintf("rules[%d]", i+1)
		r, ok := p.rule(item, field)
		if !ok {
			continue
		}
		if r.ID != "" {
			if first, dup := seen[r.ID]; dup {
				p.fail(item, field+".id", fmt.Sprintf("%q is used twice (first on line %d)", r.ID, first),
					"give each rule its own id, or leave id out and apply gives the next free one")
				continue
			}
			seen[r.ID] = item.Line
		}
		list, fields = append(list, r), append(fields, field)
	}
	return list, fields
}

// rule reads one rule; ok is false when it has a problem.
func (p *parser) rule(item *yaml.Node, field string) (Rule, bool) {
	before := len(p.errs)
	m := p.mapping(item, field, ruleFields)
	r := Rule{Line: item.Line, col: item.Column, Mode: store.ModeEnforce, Status: store.StatusActive}
	text := func(key string) (string, *yaml.Node) {
		e, ok := m[key]
		if !ok {
			return "", nil
		}
		s, _ := p.scalar(e.val, field+"."+key)
		return s, e.val
	}
	var n *yaml.Node
	r.ID, n = text("id")
	if n != nil {
		if msg := checkID(r.ID); msg != "" {
			p.fail(n, field+".id", msg, "write letters, digits and . _ - : / @ +, or leave id out to get the next free one")
		}
	}
	outcome, on := text("outcome")
	switch o, err := patterns.ParseOutcome(outcome); {
	case on == nil && item.Kind == yaml.MappingNode:
		p.fail(item, field+".outcome", "is missing", "write outcome: allow, ask or refuse")
	case on != nil && err != nil:
		p.fail(on, field+".outcome", fmt.Sprintf("%q is not an outcome", outcome), "write allow, ask or refuse")
	default:
		r.Outcome = o
	}
	r.Reason, _ = text("reason")
	r.Author, _ = text("author")
	r.Approver, _ = text("approver")
	p.ruleMode(m, field, &r)
	p.ruleEnds(m, field, &r)
	p.ruleScope(m, field, &r)
	if len(p.errs) == before {
		p.ruleTarget(item, m, field, &r)
	}
	return r, len(p.errs) == before
}

// ruleMode reads mode and status.
func (p *parser) ruleMode(m map[string]entry, field string, r *Rule) {
	if e, ok := m["mode"]; ok {
		if v, ok := p.scalar(e.val, field+".mode"); ok {
			if v != store.ModeEnforce && v != store.ModeShadow {
				p.fail(e.val, field+".mode", fmt.Sprintf("%q is not a mode", v),
					"write enforce (the rule decides) or shadow (it is recorded, never decides)")
			} else {
				r.Mode = v
			}
		}
	}
	if e, ok := m["status"]; ok {
		if v, ok := p.scalar(e.val, field+".status"); ok {
			switch v {
			case store.StatusActive, store.StatusProposed:
				r.Status = v
			case store.StatusRetired, store.StatusExpired:
				p.fail(e.val, field+".status", fmt.Sprintf("is %s; a file holds only active and proposed rules", v),
					"delete the rule from the file and apply it: the rule is retired")
			default:
				p.fail(e.val, field+".status", fmt.Sprintf("%q is not a status", v), "write active or proposed (or leave it out: active)")
			}
		}
	}
}

// ruleEnds reads the end.
func (p *parser) ruleEnds(m map[string]entry, field string, r *Rule) {
	e, ok := m["ends"]
	if !ok {
		return
	}
	v, ok := p.scalar(e.val, field+".ends")
	if !ok || v == "" {
		return
	}
	t, err := parseEnds(v)
	if err != nil {
		p.fail(e.val, field+".ends", fmt.Sprintf("%q is not a date", v),
			"write a date (2026-12-31, the start of that day in UTC) or an RFC 3339 time (2026-12-31T18:00:00Z)")
		return
	}
	r.Ends = t
}

// parseEnds reads an end: an RFC 3339 time, or a date (the start of that
// day, UTC).
func parseEnds(v string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
		return t.UTC(), nil
	}
	return time.Parse(time.DateOnly, v)
}

// ruleScope reads the scope.
func (p *parser) ruleScope(m map[string]entry, field string, r *Rule) {
	e, ok := m["scope"]
	if !ok || e.val.ShortTag() == "!!null" {
		return
	}
	sm := p.mapping(e.val, field+".scope", scopeFields)
	read := func(key string, dst *string, check func(string) string, hint string) {
		se, ok := sm[key]
		if !ok {
			return
		}
		f := field + ".scope." + key
		v, ok := p.scalar(se.val, f)
		if !ok {
			return
		}
		if msg := check(v); msg != "" {
			p.fail(se.val, f, msg, hint)
			return
		}
		*dst = v
	}
	read("agent", &r.Scope.Agent, checkGlob, GlobHint)
	read("node", &r.Scope.Node, CheckNodeGlob, GlobHint)
	read("workdir", &r.Scope.Workdir, checkWorkdir, "write an absolute directory such as /srv/repo; the rule covers it and everything below")
}

// ruleTarget reads what the rule matches: a pattern, checked for the
// rule's outcome, or the default it is written over.
func (p *parser) ruleTarget(item *yaml.Node, m map[string]entry, field string, r *Rule) {
	pe, hasPattern := m["pattern"]
	oe, hasOver := m["over"]
	switch {
	case hasPattern && hasOver:
		p.fail(oe.key, field+".over", "a rule has a pattern or is written over a default, not both",
			"keep pattern, or keep over")
	case !hasPattern && !hasOver:
		p.fail(item, field+".pattern", "is missing",
			"write the command the rule matches (pattern: git push --force * [default-branch]), or over: a default's ID")
	case hasPattern:
		text, ok := p.scalar(pe.val, field+".pattern")
		if !ok {
			return
		}
		r.Pattern = text
		pat, err := patterns.ParsePattern(text)
		if err == nil {
			err = pat.Check(r.Outcome)
		}
		if err != nil {
			p.patternError(pe.val, field+".pattern", err)
		}
	default:
		text, ok := p.scalar(oe.val, field+".over")
		if !ok {
			return
		}
		r.Over = text
		if msg, hint := checkOver(text, r.Outcome); msg != "" {
			p.fail(oe.val, field+".over", msg, hint)
		}
	}
}

// patternError records a pattern the engine refused, at the element it
// names where the pattern is written plainly on one line.
func (p *parser) patternError(n *yaml.Node, field string, err error) {
	pe, ok := err.(*patterns.PatternError)
	if !ok {
		p.failErr(n, field, err.Error(), "", err)
		return
	}
	msg := fmt.Sprintf("[%s] %s", pe.Code, pe.Msg)
	if pe.Text != "" {
		msg += fmt.Sprintf(" (at %q)", pe.Text)
	}
	p.failErr(n, field, msg, pe.Hint, err)
	if n.Style == 0 && pe.Pos > 0 && pe.Pos < len(n.Value) {
		p.errs[len(p.errs)-1].Column = n.Column + pe.Pos
	}
}

// checkRails applies the guard rails to every allow of the file with the
// file's own egress list; [Plan] applies them again with the list in force
// once the file is applied. A file without an egress list leaves the
// store's in force, so the download rail waits for Plan.
func (p *parser) checkRails(f *File, fields []string) {
	for i := range f.Rules {
		for _, re := range railErrors(&f.Rules[i], f.EgressHosts(nil)) {
			if !f.HasEgress && re.Err.Rail == patterns.RailDownload {
				continue
			}
			p.errs = append(p.errs, &ParseError{Line: f.Rules[i].Line, Column: f.Rules[i].column(), Field: fields[i],
				Msg: re.Msg, Hint: re.Hint, Err: re.Err})
		}
	}
}
