package patterns

// selfWrapper reports whether a function's body only runs the program of its
// own name past the function, through `command NAME` or `builtin NAME`
// (`ls() { command ls -la; }`): calling it runs that program with more
// words, so it rebinds nothing the part's words do not already say. The
// body's parts are judged as parts of their own.
func selfWrapper(cmd *Command, fn *Node) bool {
	name := programKey(fn.Label)
	found, only := false, true
	fn.Walk(func(n *Node) bool {
		if n.Kind != NodePart || n.Part < 0 || n.Part >= len(cmd.Parts) {
			return true
		}
		p := cmd.Parts[n.Part]
		if programKey(p.Program) != name || !bypassesFunctions(p) {
			only = false
			return false
		}
		found = true
		return true
	})
	return found && only
}

// bypassesFunctions reports whether a part is run through `command` or
// `builtin`, which skip shell functions.
func bypassesFunctions(p *Part) bool {
	for _, w := range p.Wrappers {
		if w.Name == "command" || w.Name == "builtin" {
			return true
		}
	}
	return false
}
