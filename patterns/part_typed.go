package patterns

// ReadsTypedProgram reports whether the part is a shell or an interpreter
// that reads its program from the standard input it was started with: it
// is given no script and no code string (`bash`, `bash -i`, `python3`,
// `sh -s`), and its input is not a pipe, a file or a here-document. Run in
// a terminal a harness can type into later (Codex's write_stdin), it runs
// whatever is typed, which no hook sees.
func (p *Part) ReadsTypedProgram() bool {
	return p != nil && p.Feed == FeedNone && isInterpreter(p.Program) && p.Program != "busybox" && readsProgramFromStdin(p)
}
