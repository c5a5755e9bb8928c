package patterns

import "strings"

// order says which parts of a line may run after which: a part runs after
// the parts before it in the source, and a part that stands in a function
// body, a trap's action or an alias's value may run after any part (when
// it is called), as may a part in a loop after the parts of the same loop.
type order struct {
	cmd *Command
	// built: deferred and loop are filled in (on first use).
	built bool
	// deferred: the part runs when something calls it, after any part.
	deferred []bool
	// loop is the outermost loop around the part, or nil.
	loop []*Node
}

// lineOrder returns the order of cmd's parts, read from its tree when it
// is first asked.
func lineOrder(cmd *Command) *order { return &order{cmd: cmd} }

// build reads the order from the tree.
func (o *order) build() {
	cmd := o.cmd
	o.built = true
	o.deferred, o.loop = make([]bool, len(cmd.Parts)), make([]*Node, len(cmd.Parts))
	var walk func(n *Node, deferred bool, loop *Node)
	walk = func(n *Node, deferred bool, loop *Node) {
		switch n.Kind {
		case NodeFunc:
			deferred = true
		case NodeNested:
			deferred = deferred || strings.HasPrefix(n.Label, "trap") || strings.HasPrefix(n.Label, "alias") ||
				strings.HasPrefix(n.Label, "mapfile") || strings.HasPrefix(n.Label, "readarray")
		case NodeLoop:
			if loop == nil {
				loop = n
			}
		case NodePart:
			if n.Part >= 0 && n.Part < len(cmd.Parts) {
				o.deferred[n.Part], o.loop[n.Part] = deferred, loop
			}
		}
		for _, c := range n.Children {
			walk(c, deferred, loop)
		}
	}
	if cmd.Tree != nil {
		walk(cmd.Tree, false, nil)
	}
}

// after reports whether part j may run after part i (not one in a
// command substitution of i's words, which runs before i).
func (o *order) after(i, j int) bool {
	if i < j {
		return !substBefore(o.cmd.Parts[i], o.cmd.Parts[j]) // effects_order_subst.go
	}
	if !o.built {
		o.build()
	}
	return i != j && (i < j || o.deferred[j] || o.loop[j] != nil && o.loop[j] == o.loop[i])
}
