package patterns

import "fmt"

// findRunsFound returns the unreadable node for find's -exec or -ok whose
// program is the found file itself (`find . -name p5 -exec {} \;`, rt54
// M8): each file found runs by its path. One -name bounding it makes it
// ROOT/**/NAME, a file at any depth below the starting point, which
// ozdesk neither lists (a glob in a directory's name) nor reads, so it
// asks as -execdir's `{}` does; nil when the action's program is not
// the placeholder.
func (r *reading) findRunsFound(p *Part, action string, prog Word) *Node {
	if !isLit(prog, "{}") {
		return nil
	}
	return r.unreadable(p, UnreadableProgram, prog.Span, fmt.Sprintf(
		"find %s runs each file it finds as the program `{}`, a file at any depth below its starting point that ozdesk does not list or read, so what it runs is not known until it runs.", action))
}
