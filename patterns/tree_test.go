package patterns

import (
	"fmt"
	"strings"
	"testing"
)

var kindNames = map[NodeKind]string{
	NodeScript: "script", NodePart: "part", NodeList: "list", NodePipeline: "pipeline",
	NodeSubshell: "subshell", NodeBlock: "block", NodeIf: "if", NodeLoop: "loop",
	NodeCase: "case", NodeFunc: "func", NodeSubst: "subst", NodeProcSubst: "procsubst",
	NodeHeredoc: "heredoc", NodeAssign: "assign", NodeNested: "nested", NodeUnreadable: "unreadable",
}

// treeText renders a tree one node a line: kind, label, and for a part
// its text.
func treeText(cmd *Command) string {
	var b strings.Builder
	var show func(n *Node, depth int)
	show = func(n *Node, depth int) {
		fmt.Fprintf(&b, "%s%s %s", strings.Repeat("  ", depth), kindNames[n.Kind], n.Label)
		if n.Kind == NodePart {
			fmt.Fprintf(&b, ": %s", cmd.Parts[n.Part].Text())
		}
		b.WriteByte('\n')
		for _, c := range n.Children {
			show(c, depth+1)
		}
	}
	show(cmd.Tree, 0)
	return b.String()
}

var treeCases = []struct{ src, want string }{
	{"ls", `
script 
  part ls: ls
`},
	{"a && b || c; d | e &", `
script 
  list ;
    list ||
      list &&
        part a: a
        part b: b
      part c: c
    pipeline |
      part d: d
      part e: e
`},
	{"x=$(a) b <(c) > $(d)", `
script 
  assign x
    subst $(…)
      part a: a
  part b: x=$(a) b <(c) > $(d)
  procsubst <(…)
    part c: c
  subst $(…)
    part d: d
`},
	{"if a; then b; fi; while c; do d; done; f() { e; }", `
script 
  list ;
    if if
      if condition
        part a: a
      if then
        part b: b
    loop while
      loop condition
        part c: c
      loop do
        part d: d
    func f
      block { }
        part e: e
`},
	{"cat <<EOF\n$(a)\nEOF", `
script 
  part cat: cat <<EOF
  heredoc EOF
    subst $(…)
      part a: a
`},
	{"sudo bash -c 'rm x; $(y)' && eval \"$z\" | sh", `
script 
  list &&
    part bash: sudo bash -c 'rm x; $(y)'
    nested bash -c
      list ;
        part rm: rm x
        part : $(y)
        unreadable dynamic-program
        subst $(…)
          part y: y
    pipeline |
      part eval: eval "$z"
      unreadable eval
      part sh: sh
      unreadable shell-from-pipe
`},
	{"echo 'open", `
script 
  unreadable parse-error
`},
}

func TestReadTree(t *testing.T) {
	for _, c := range treeCases {
		got := treeText(Read(c.src))
		if want := strings.TrimPrefix(c.want, "\n"); got != want {
			t.Errorf("%q tree:\n%s\nwant:\n%s", c.src, got, want)
		}
	}
}
