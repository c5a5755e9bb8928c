package harness

// The ACP proxy judges an agent's file edit as the hooks judge a file
// tool's write (rt22i #4): the same command, the same doubt, the same
// asks that wait at the desk.

// FileWrite is a file tool's write of one file as the hooks judge it
// (see [JudgedFileWrite]).
type FileWrite struct {
	// Command is the shell command the write is judged as.
	Command string
	// Outside: the file lies, as written or where it leads, outside the
	// project's directory (or the path cannot be placed).
	Outside bool
	// MustAsk says why the write asks whatever the policy says ("" when
	// nothing does).
	MustAsk string
	// Terminal: the file is a terminal or a process's descriptor, which
	// the harness (or editor) would write itself: every ask waits.
	Terminal bool
}

// JudgedFileWrite returns the write of path by tool as the hooks judge
// it: cwd is the harness's working directory (a relative path is read
// from it) and project the project's directory.
func JudgedFileWrite(tool, path, cwd, project string) FileWrite {
	fw := judgedFileWrite(tool, path, cwd, project)
	return FileWrite{Command: fw.command, Outside: fw.outside, MustAsk: fw.mustAsk, Terminal: fw.terminal}
}

// Waits reports which asks about w wait for the desk, as a pending
// function for [Ask]: the guard-tamper default's and the unreadable
// floor's inside the project, every ask but the one for writes outside
// the working directory when the file lies outside it or w must ask.
// Any other ask is withdrawn at once, and the write goes to the
// harness's (or editor's) own permission flow.
func (w FileWrite) Waits() func(Result) bool {
	return fileAsk(shellCall{mustAsk: w.MustAsk, terminal: w.Terminal}, w.Outside)
}
