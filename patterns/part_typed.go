package patterns

import "strings"

// ReadsTypedProgram reports whether the part runs code it reads from the
// standard input it was started with: the caller's own input, or a
// terminal or that input named as a file (`< /dev/tty`, `0< /dev/stdin`).
// It is the defaults' shell-from-pipe reading turned on the caller's
// input: a part that, fed from a pipe, would run what the pipe carries
// (`bash`, `bash -i`, `bash /dev/stdin`, `sh -s`, `python3 -`, `node`,
// `sudo -s`, `su`, `ssh HOST`, `psql`, `make -f -`, `xargs sh` …) runs
// whatever is typed or sent into it later, which no hook sees: Codex's
// write_stdin types into a running command, and the standard input of
// `ozdesk shell` is the agent's SSH channel.
func (p *Part) ReadsTypedProgram() bool {
	if p == nil || len(p.Words) == 0 || !readsCallersInput(p) {
		return false
	}
	if pagerTyped(p) {
		return true // its ! runs what is typed (read_repls.go)
	}
	if typedInteractive(p) {
		return true // part_typed_more.go
	}
	if readsStdinCommands(p) {
		return true // part_typed_stdin.go
	}
	if typedClient(p) {
		return true // part_typed_clients.go
	}
	if isInterpreter(p.Program) && p.Program != "busybox" && readsProgramFromStdin(p) {
		return true
	}
	rd := NewReader()
	side := &reading{cfg: rd.cfg, parser: rd.parser, cmd: &Command{Source: p.text}}
	_, _, fed := side.readsFedScript(p, FeedPipe)
	return fed
}

// readsCallersInput reports whether part p's standard input is the one it
// was started with: not redirected at all, or redirected from a file that
// is that input or a terminal, or from a word that is not literal (which
// might be either).
func readsCallersInput(p *Part) bool {
	switch p.Feed {
	case FeedNone:
		return true
	case FeedFile:
	default:
		return false
	}
	for _, rd := range p.Redirs {
		if !rd.Reads || rd.Body != nil || (rd.Fd != "" && rd.Fd != "0") {
			continue
		}
		v, ok := rd.Target.Literal()
		if !ok || isTerminalPath(v) || isStdinPath(v) && v != "-" {
			return true
		}
	}
	return false
}

// isTerminalPath reports whether a file name is a terminal: the
// controlling one, a pseudo-terminal, a virtual console.
func isTerminalPath(s string) bool {
	return s == "/dev/tty" || s == "/dev/console" || strings.HasPrefix(s, "/dev/pts/") ||
		strings.HasPrefix(s, "/dev/tty") || strings.HasPrefix(s, "/dev/vc/")
}
