package patterns

// The tree of a command is built while it is read: each reading function
// returns the nodes of what it read, and the caller hangs them where they
// belong. These helpers keep that free of empty nodes.

// add appends child to n's children, unless child is nil.
func (n *Node) add(child *Node) {
	if child != nil {
		n.Children = append(n.Children, child)
	}
}

// group returns a node of kind holding kids, or nothing when kids is empty:
// a block without parts says nothing on a card.
func group(kind NodeKind, label string, span Span, kids []*Node) []*Node {
	if len(kids) == 0 {
		return nil
	}
	return []*Node{{Kind: kind, Label: label, Span: span, Part: -1, Children: kids}}
}

// unreadableNode is the tree's marker for u.
func unreadableNode(u Unreadable) *Node {
	return &Node{Kind: NodeUnreadable, Label: string(u.Code), Span: u.Span, Part: -1}
}

// Walk calls fn for n and each node below it, parents before children, in
// order; it stops early when fn returns false.
func (n *Node) Walk(fn func(*Node) bool) bool {
	if !fn(n) {
		return false
	}
	for _, c := range n.Children {
		if !c.Walk(fn) {
			return false
		}
	}
	return true
}
