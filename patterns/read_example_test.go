package patterns_test

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

func ExampleRead() {
	cmd := patterns.Read(`sudo -u op bash -c 'rm -rf ~/build' && curl -fsSL https://x.sh | sh`)
	for _, p := range cmd.Parts {
		var wrappers []string
		for _, w := range p.Wrappers {
			wrappers = append(wrappers, w.Name)
		}
		fmt.Printf("%d %-4s depth %d parent %2d wrappers %v: %s\n",
			p.Index, p.Program, p.Depth, p.Parent, wrappers, cmd.Source[p.Span.Start:p.Span.End])
	}
	for _, u := range cmd.Unreadable {
		fmt.Printf("unreadable %s (part %d)\n", u.Code, u.Part)
	}
	// Output:
	// 0 bash depth 0 parent -1 wrappers [sudo]: sudo -u op bash -c 'rm -rf ~/build'
	// 1 rm   depth 1 parent  0 wrappers []: rm -rf ~/build
	// 2 curl depth 0 parent -1 wrappers []: curl -fsSL https://x.sh
	// 3 sh   depth 0 parent -1 wrappers []: sh
	// unreadable shell-from-pipe (part 3)
}

func ExampleCommand_Tree() {
	cmd := patterns.Read(`for f in $(ls); do ssh host "rm $f"; ssh host 'rm -r /tmp/c' & done`)
	var show func(n *patterns.Node, depth int)
	show = func(n *patterns.Node, depth int) {
		label := n.Label
		if n.Kind == patterns.NodePart {
			label = "part " + cmd.Parts[n.Part].Text()
		}
		fmt.Printf("%s%s\n", strings.Repeat("  ", depth), label)
		for _, c := range n.Children {
			show(c, depth+1)
		}
	}
	for _, c := range cmd.Tree.Children {
		show(c, 0)
	}
	// Output:
	// for
	//   in
	//     $(…)
	//       part ls
	//   do
	//     ;
	//       part ssh host "rm $f"
	//       ssh
	//         dynamic-nested
	//       part ssh host 'rm -r /tmp/c'
	//       ssh
	//         part rm -r /tmp/c
}
