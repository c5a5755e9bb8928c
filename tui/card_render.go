package tui

import (
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// The card's head and tail, drawn by the desk until the cards package
// renders whole cards.

// cardHead draws who asks, where, since when and until when, and the rule
// that asked.
func cardHead(a store.Ask, d *cardData, st cards.Styles, w int, now time.Time, gone bool) []string {
	var out []string
	rule := st.Outcome("ask") + " " + st.Muted.Render("by") + " " + cards.SafeLine(a.Rule, max(w-14, 1), st)
	out = append(out, " "+rule)
	if a.Reason != "" {
		lines, hidden := cards.SafeBlock(a.Reason, max(w-3, 1), 3, st)
		for _, l := range lines {
			out = append(out, "   "+st.Muted.Render(l))
		}
		if hidden > 0 {
			out = append(out, "   "+st.Muted.Render(fmt.Sprintf("%s +%s", st.Glyphs.Ellipsis, cards.FormatBytes(hidden))))
		}
	}
	field := func(name, value string) string {
		return " " + st.Muted.Render(fmt.Sprintf("%-6s", name)) + " " + value
	}
	vw := max(w-8, 1)
	out = append(out, field("agent", cards.SafeLine(a.Agent, vw, st)))
	if a.Job != "" {
		out = append(out, field("job", cards.SafeLine(a.Job, vw, st)))
	}
	node := a.Node
	if node == "" {
		node = "?"
	}
	out = append(out, field("node", cards.SafeLine(node, vw, st)))
	out = append(out, field("cwd", cards.SafeLine(a.Cwd, vw, st)))
	if d != nil && d.eval != nil && d.eval.Context.Workdir != "" && d.eval.Context.Workdir != a.Cwd {
		out = append(out, field("work", cards.SafeLine(d.eval.Context.Workdir, vw, st)))
	}
	when := "asked " + ago(now.Sub(a.Created)) + " ago"
	switch {
	case gone:
		when += " · " + st.Refuse.Render("harness gone") + " (nobody waits for the answer)"
	case !a.Deadline.IsZero():
		left := a.Deadline.Sub(now)
		if left <= 0 {
			when += " · " + st.Refuse.Render("deadline passed")
		} else if nearDeadline(a, now) {
			when += " · " + st.Ask.Render("due in "+ago(left))
		} else {
			when += " · deadline in " + ago(left)
		}
	}
	out = append(out, field("age", when))
	out = append(out, section("command", w, st))
	return out
}

// cardTail draws the parts tree, shadow verdicts and the suggestion.
func cardTail(d *cardData, st cards.Styles, w int) []string {
	if d == nil {
		return []string{"", " " + st.Muted.Render("reading the command…")}
	}
	var out []string
	if d.evalErr != nil {
		out = append(out, " "+st.Unreadable.Render(st.Glyphs.Unreadable+" ")+cards.SafeLine(d.evalErr.Error(), max(w-3, 1), st))
	}
	out = append(out, section("parts", w, st))
	out = append(out, treeLines(d, st, w)...)
	if sh := d.eval.Report.Shadow; len(sh) > 0 {
		out = append(out, section("shadow rules", w, st))
		for _, h := range sh {
			line := fmt.Sprintf(" %s would %s part %d", cards.SafeLine(h.Rule, 24, st), st.Outcome(h.Outcome.String()), h.Part+1)
			if h.Changes {
				line += " " + st.Accent.Render("— changes the outcome")
			}
			out = append(out, line)
		}
	}
	out = append(out, section("suggested rule", w, st))
	out = append(out, suggestionLines(d, st, w)...)
	return out
}

// suggestionLines draws the narrowest pattern and what the guard rails say
// about allowing it.
func suggestionLines(d *cardData, st cards.Styles, w int) []string {
	if d.sugg == nil {
		msg := "no pattern can allow this command"
		if d.suggErr != nil {
			msg += ": " + d.suggErr.Error()
		}
		return []string{" " + st.Outcome("unreadable") + " " + cards.SafeLine(msg, max(w-16, 1), st),
			" " + st.Muted.Render("D writes a refuse rule; a approves it once")}
	}
	out := []string{"  " + cards.SafeLine(d.sugg.String(), max(w-2, 1), st)}
	if len(d.rails) == 0 {
		out = append(out, " "+st.Allow.Render(st.Glyphs.Allow+" an allow passes the guard rails")+st.Muted.Render(" (A: give it a reason and an end)"))
		return out
	}
	for _, r := range d.rails {
		lines, _ := cards.SafeBlock(r.Error(), max(w-5, 1), 3, st)
		for i, l := range lines {
			p := "   "
			if i == 0 {
				p = " " + st.Refuse.Render(st.Glyphs.Refuse) + " "
			}
			out = append(out, p+l)
		}
	}
	return out
}

// treeLines draws the command's tree: lists, pipelines, substitutions,
// nested command strings, with each part's outcome and deciding rule.
func treeLines(d *cardData, st cards.Styles, w int) []string {
	if d.cmd.Tree == nil || len(d.cmd.Tree.Children) == 0 {
		var out []string
		for _, u := range d.cmd.Unreadable {
			out = append(out, " "+st.Outcome("unreadable")+" "+cards.SafeLine(string(u.Code)+": "+u.Detail, max(w-15, 1), st))
		}
		return out
	}
	var out []string
	var walk func(n *patterns.Node, prefix string, last bool, top bool)
	walk = func(n *patterns.Node, prefix string, last bool, top bool) {
		branch, next := "├ ", "│ "
		if last {
			branch, next = "└ ", "  "
		}
		if top {
			branch, next = "", ""
		}
		lead := " " + st.Border.Render(prefix+branch)
		avail := max(w-1-len([]rune(prefix+branch)), 4)
		out = append(out, nodeLines(d, n, lead, " "+st.Border.Render(prefix+next), avail, st)...)
		for i, c := range n.Children {
			walk(c, prefix+next, i == len(n.Children)-1, false)
		}
	}
	for i, c := range d.cmd.Tree.Children {
		walk(c, "", i == len(d.cmd.Tree.Children)-1, len(d.cmd.Tree.Children) == 1)
	}
	return out
}

// nodeLines draws one node of the tree: a part with its outcome, words
// (those the deciding rule matched underlined) and rule, or a structure
// label.
func nodeLines(d *cardData, n *patterns.Node, lead, cont string, w int, st cards.Styles) []string {
	switch n.Kind {
	case patterns.NodePart:
		return partLines(d, n.Part, lead, cont, w, st)
	case patterns.NodeUnreadable:
		return []string{lead + st.Outcome("unreadable") + " " + cards.SafeLine(n.Label, max(w-13, 1), st)}
	}
	return []string{lead + st.Muted.Render(nodeKindName(n.Kind)) + " " + cards.SafeLine(n.Label, max(w-12, 1), st)}
}

func partLines(d *cardData, i int, lead, cont string, w int, st cards.Styles) []string {
	p := d.cmd.Parts[i]
	outcome, rule, reason := "ask", "", ""
	var matched []int
	if i < len(d.eval.Report.Parts) {
		pr := d.eval.Report.Parts[i]
		outcome, rule, reason, matched = pr.Outcome.String(), pr.Rule, pr.Reason, pr.Words
		if pr.Fallback {
			rule = "no rule (fallback)"
		}
	}
	if p.Unreadable != nil {
		outcome = "unreadable"
	}
	mark := st.Outcome(outcome)
	words := partWords(p, matched, max(w-14, 4), st)
	line := lead + fmt.Sprintf("%s%s %s", mark, strings.Repeat(" ", max(12-len(outcome)-2, 0)), words)
	out := []string{line}
	if rule != "" {
		why := rule
		if reason != "" {
			why += ": " + reason
		}
		lines, _ := cards.SafeBlock(why, max(w-4, 4), 2, st)
		for _, l := range lines {
			out = append(out, cont+"   "+st.Muted.Render(l))
		}
	}
	if p.Unreadable != nil {
		out = append(out, cont+"   "+cards.SafeLine(p.Unreadable.Detail, max(w-4, 4), st))
	}
	return out
}

// partWords draws a part's words as written, wrappers first (muted), the
// words the deciding rule matched underlined.
func partWords(p *patterns.Part, matched []int, w int, st cards.Styles) string {
	is := map[int]bool{}
	for _, m := range matched {
		is[m] = true
	}
	var b strings.Builder
	used := 0
	put := func(raw string, s cards.Styles) bool {
		if used > 0 {
			b.WriteByte(' ')
			used++
		}
		room := w - used
		if room < 2 {
			b.WriteString(st.Muted.Render(st.Glyphs.Ellipsis))
			return false
		}
		seg := cards.SafeLine(raw, room, s)
		b.WriteString(seg)
		used += cellWidth(seg)
		return true
	}
	wrapped := st
	wrapped.Text = st.Muted
	for _, wr := range p.Wrappers {
		for _, word := range wr.Words {
			if !put(word.Raw, wrapped) {
				return b.String()
			}
		}
	}
	hit := st
	hit.Text = st.Accent.Underline(true)
	for k, word := range p.Words {
		s := st
		if is[k] {
			s = hit
		}
		if !put(word.Raw, s) {
			break
		}
	}
	return b.String()
}

func nodeKindName(k patterns.NodeKind) string {
	switch k {
	case patterns.NodeList:
		return "list"
	case patterns.NodePipeline:
		return "pipeline"
	case patterns.NodeSubshell:
		return "subshell"
	case patterns.NodeBlock:
		return "block"
	case patterns.NodeIf, patterns.NodeLoop, patterns.NodeCase:
		return "clause"
	case patterns.NodeFunc:
		return "function"
	case patterns.NodeSubst:
		return "substitution"
	case patterns.NodeProcSubst:
		return "process substitution"
	case patterns.NodeHeredoc:
		return "here-document"
	case patterns.NodeAssign:
		return "assignment"
	case patterns.NodeNested:
		return "runs"
	}
	return "script"
}

// section is a card's section rule: "── name ────".
func section(name string, w int, st cards.Styles) string {
	head := "── " + name + " "
	return st.Border.Render(head + strings.Repeat("─", max(w-cellWidth(head), 0)))
}
