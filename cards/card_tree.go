package cards

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

// treeDraw draws a command's parse tree: one entry per node, children
// under their parent behind the tree guides of [Glyphs]. A part is drawn
// as what it runs (wrappers peeled and named), with its outcome, its rule
// and the rule's reason; what could not be read is drawn with its code and
// detail; lists, pipelines, substitutions and nested command strings are
// drawn as labelled nodes that hold their parts.
//
// The guides of at most half the width are drawn: a deeper node is drawn
// behind the guides of its nearest ancestors only.
type treeDraw struct {
	d        *drawing
	lines    []string
	max      int // nodes to draw; -1 for all
	count    int // nodes drawn
	skipped  int // nodes not drawn
	maxLevel int // guides drawn at most
}

// treeSection draws the parse tree, at most maxNodes nodes (0 for
// [DefaultTreeNodes], -1 for all).
func (d *drawing) treeSection(maxNodes int) []string {
	if maxNodes == 0 {
		maxNodes = DefaultTreeNodes
	}
	guide := max(1, ansi.StringWidth(d.st.Glyphs.Trunk))
	t := &treeDraw{d: d, max: maxNodes, maxLevel: max(1, d.width/2/guide)}
	root := d.cmd.Tree
	if root == nil || len(root.Children) == 0 {
		return d.in.prose("(nothing to run)", d.width, 1, roleMuted)
	}
	for _, c := range root.Children {
		t.node(c, nil, nil)
	}
	if t.skipped > 0 {
		t.lines = append(t.lines, d.in.prose(commaInt(t.skipped)+" more nodes not shown", d.width, 2, roleMuted)...)
	}
	return t.lines
}

// node draws n behind lead (the guides of its first line) and cont (the
// guides of its other lines and of its children).
func (t *treeDraw) node(n *patterns.Node, lead, cont []string) {
	if t.max >= 0 && t.count >= t.max {
		t.skipped += countNodes(n)
		return
	}
	t.count++
	leadS, contS := strings.Join(lead, ""), strings.Join(cont, "")
	w := max(1, t.d.width-ansi.StringWidth(contS))
	first, rest := t.content(n, w)
	t.lines = append(t.lines, t.d.in.draw(roleBorder, leadS)+first)
	if len(rest) > 0 {
		guides := t.d.in.draw(roleBorder, contS)
		for _, l := range rest {
			t.lines = append(t.lines, guides+l)
		}
	}
	g := t.d.st.Glyphs
	branch, last, trunk := g.Branch, g.Last, g.Trunk
	if branch == "" || last == "" || trunk == "" {
		branch, last, trunk = "|- ", "`- ", "|  "
	}
	blank := strings.Repeat(" ", ansi.StringWidth(trunk))
	if len(cont) >= t.maxLevel {
		cont = cont[len(cont)-t.maxLevel+1:]
	}
	for i, c := range n.Children {
		final := i == len(n.Children)-1
		cl, cc := appendGuide(cont, branch), appendGuide(cont, trunk)
		if final {
			cl, cc = appendGuide(cont, last), appendGuide(cont, blank)
		}
		t.node(c, cl, cc)
	}
}

// appendGuide returns guides followed by g, without touching guides.
func appendGuide(guides []string, g string) []string {
	return append(guides[:len(guides):len(guides)], g)
}

func countNodes(n *patterns.Node) int {
	c := 0
	n.Walk(func(*patterns.Node) bool { c++; return true })
	return c
}

// content draws one node in width cells: its first line, and the lines
// under it (which the caller puts behind the continuing guides).
func (t *treeDraw) content(n *patterns.Node, width int) (string, []string) {
	d := t.d
	switch n.Kind {
	case patterns.NodePart:
		return t.part(n.Part, width)
	case patterns.NodeUnreadable:
		return t.unreadable(n, width)
	}
	word, detail := nodeLabel(n)
	head := d.in.draw(roleAccent, ansi.Truncate(word, width, ""))
	if detail == "" {
		return head, nil
	}
	hw := ansi.StringWidth(head)
	if width-hw-1 < 4 {
		return head, nil
	}
	return head + " " + d.in.line(detail, width-hw-1, roleText), nil
}

// nodeLabel names a node that is not a part: a word for what it is, and
// its label as the command wrote it (untrusted).
func nodeLabel(n *patterns.Node) (word, label string) {
	switch n.Kind {
	case patterns.NodeList:
		return "list", n.Label
	case patterns.NodePipeline:
		return "pipeline", n.Label
	case patterns.NodeSubshell:
		return "subshell", "( )"
	case patterns.NodeBlock:
		return "block", "{ }"
	case patterns.NodeIf, patterns.NodeLoop:
		return n.Label, ""
	case patterns.NodeCase:
		if n.Label == "case" {
			return "case", ""
		}
		return "case", n.Label
	case patterns.NodeFunc:
		return "function", n.Label
	case patterns.NodeSubst:
		return "substitution", n.Label
	case patterns.NodeProcSubst:
		return "process substitution", n.Label
	case patterns.NodeHeredoc:
		return "here-document", n.Label
	case patterns.NodeAssign:
		return "assignment", n.Label + "="
	case patterns.NodeNested:
		return "command string run by", n.Label
	case patterns.NodeScript:
		return "script", ""
	}
	return "node " + strconv.Itoa(int(n.Kind)), n.Label
}

// part draws part i: its outcome and what it runs, then the wrappers
// peeled from it, then its rule and the rule's reason.
func (t *treeDraw) part(i, width int) (string, []string) {
	d := t.d
	if i < 0 || i >= len(d.cmd.Parts) {
		return d.in.draw(roleMuted, ansi.Truncate("part "+strconv.Itoa(i)+" (not read)", width, "")), nil
	}
	p := d.cmd.Parts[i]
	pr, ok := d.part(i)
	head := d.in.draw(roleMuted, "(not recorded)")
	if ok {
		head = d.in.outcome(kindOf(pr.Outcome, pr.Rule))
	}
	if d.numbered {
		// The number the command's marks and the verdict give the part.
		head = d.in.draw(roleMuted, strconv.Itoa(i+1)+" ") + head
	}
	if ansi.StringWidth(head) > width {
		head = ansi.Truncate(head, width, "")
	}
	var rest []string
	text := partText(p)
	first := head
	fallback := ok && pr.Fallback
	if room := width - ansi.StringWidth(head) - 2; room >= 8 {
		first += "  " + d.in.middle(text, room)
		if note := "  (no rule: fallback " + pr.Outcome.String() + ")"; fallback && ansi.StringWidth(first)+len(note) <= width {
			first += d.in.draw(roleMuted, note)
			fallback = false
		}
	} else {
		rest = append(rest, d.in.middle(text, width-2))
	}
	sub := width - 2
	if len(p.Wrappers) > 0 {
		rest = append(rest, d.labelled(sub, "via ", wrapperText(p))...)
	}
	switch {
	case fallback:
		rest = append(rest, d.in.prose(fallbackWords(pr.Outcome), sub, 2, roleMuted)...)
	case ok && !pr.Fallback:
		rest = append(rest, d.in.prose(pr.Rule+": "+pr.Reason, sub, proseLines, roleText)...)
	}
	return first, indent(rest, 2)
}

// unreadable draws what could not be read: its code, and its detail unless
// the reason of the part it belongs to says it already.
func (t *treeDraw) unreadable(n *patterns.Node, width int) (string, []string) {
	d, st := t.d, t.d.st
	var u *patterns.Unreadable
	for k := range d.cmd.Unreadable {
		if c := &d.cmd.Unreadable[k]; string(c.Code) == n.Label && c.Span == n.Span {
			u = c
			break
		}
	}
	words := UnreadableWords(patterns.UnreadableCode(n.Label))
	if u != nil {
		words = unreadableSaid(u.Code, u.Detail)
	}
	said := d.in.prose(words, max(1, width-2), 2, roleUnreadable)
	if len(said) == 0 {
		said = []string{""}
	}
	head := d.in.draw(roleUnreadable, st.Glyphs.Unreadable+" ") + said[0]
	rest := indent(said[1:], 2)
	if u == nil || u.Detail == "" {
		return head, rest
	}
	if pr, ok := d.part(u.Part); ok && strings.Contains(pr.Reason, strings.TrimRight(u.Detail, ". ")) {
		return head, rest
	}
	return head, append(rest, indent(d.in.prose(u.Detail, width-2, proseLines, roleText), 2)...)
}

// fallbackWords says that the fallback decided a part, and how.
func fallbackWords(o patterns.Outcome) string {
	if o == patterns.Ask {
		return "no rule matches: the fallback asks about it"
	}
	return "no rule matches: the fallback allows it"
}
