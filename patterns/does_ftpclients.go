package patterns

import (
	"path"
	"strings"
)

// File-transfer clients that fetch by their arguments (fx32b): `ncftpget
// HOST LOCALDIR FILES…` fills LOCALDIR (a URL's files land here; -c
// writes to standard output), `tftp HOST -c get FILE [LOCAL]` writes
// FILE's base name or LOCAL, `sftp HOST:PATH [LOCAL]` fetches PATH here.
// What the interactive clients fetch by the commands they read is
// effects_made_clients.go's.

// ftpClientTable holds their writes.
func ftpClientTable() map[string]doer {
	return map[string]doer{"ncftpget": ncftpgetWrites, "tftp": tftpWrites, "sftp": sftpFetchWrites}
}

// ncftpgetValued are the options of ncftpget that take a value.
var ncftpgetValued = []string{"-u", "-p", "-P", "-j", "-d", "-t", "-r", "-f", "-o", "-W", "-X", "-Y", "-B", "-s"}

// ncftpgetWrites: ncftpget [-f CFG] HOST LOCALDIR REMOTE… writes each
// remote file's base name in LOCALDIR (with -f the host is the file's,
// LOCALDIR first), and anything below it with -R; URLs' files land here
// under their base names; -c writes to standard output.
func ncftpgetWrites(p *Part) doings {
	s := scanArgs(p, ncftpgetValued...)
	if s.has("-c") || len(s.ops) == 0 {
		return doings{}
	}
	local := 1
	switch lit, _ := litPrefix(s.ops[0]); {
	case strings.Contains(lit, "://"):
		return doings{writes: savedAs(s.ops, nil)}
	case len(s.all("-f")) > 0:
		local = 0
	}
	if len(s.ops) <= local {
		return doings{}
	}
	dir := s.ops[local]
	if s.has("-R") || len(s.ops) == local+1 {
		return doings{writes: []Word{dir, treeWord(dir)}}
	}
	var out []Word
	for _, r := range s.ops[local+1:] {
		out = append(out, joinWords(dir, remoteBase(r)))
	}
	return doings{writes: out}
}

// remoteBase returns the base name of a remote path as a pattern: its
// globs stay globs, and a path the line does not spell out is any name.
func remoteBase(w Word) Word {
	v, ok := w.Literal()
	if !ok {
		return Word{Raw: "*", Segs: []Seg{{Kind: SegGlob, Text: "*"}}}
	}
	b := path.Base(strings.TrimRight(v, "/"))
	if b == "." || b == "/" || b == ".." {
		b = "*"
	}
	return Word{Raw: b, Segs: globSegs(b)}
}

// tftpWrites: tftp's -c takes the rest of the line as one command; `get
// FILE` writes FILE's base name here, `get REMOTE LOCAL` LOCAL, `get F1
// F2 … FN` each base name: every word after get, and its base name, is
// taken as written.
func tftpWrites(p *Part) doings {
	args := p.Args()
	for i, w := range args {
		if !isLit(w, "-c") {
			continue
		}
		if i+1 >= len(args) || !isLit(args[i+1], "get") {
			return doings{}
		}
		var out []Word
		for _, f := range args[i+2:] {
			out = append(out, f)
			if v, ok := f.Literal(); ok {
				if _, file, remote := strings.Cut(v, ":"); remote && !strings.HasPrefix(v, "/") {
					v = file
				}
				if b := path.Base(v); b != v && b != "/" && b != "." {
					out = append(out, LitWord(b))
				}
			}
		}
		return doings{writes: out}
	}
	return doings{}
}

// sftpFetchWrites: sftp HOST:PATH [LOCAL] fetches PATH into LOCAL, or
// under its base name here (a directory's entries with -r).
func sftpFetchWrites(p *Part) doings {
	s := scanArgs(p, "-B", "-b", "-c", "-D", "-F", "-i", "-J", "-l", "-o", "-P", "-R", "-S", "-s", "-X")
	if len(s.ops) == 0 {
		return doings{}
	}
	v, ok := s.ops[0].Literal()
	if !ok {
		return doings{}
	}
	host, remote, cut := strings.Cut(strings.TrimPrefix(v, "sftp://"), ":")
	if strings.HasPrefix(v, "sftp://") {
		host, remote, cut = strings.Cut(strings.TrimPrefix(v, "sftp://"), "/")
	}
	if !cut || host == "" || remote == "" || strings.HasSuffix(remote, "/") {
		return doings{}
	}
	if len(s.ops) >= 2 {
		return doings{writes: []Word{s.ops[1], treeWord(s.ops[1])}}
	}
	b := remoteBase(LitWord(remote))
	return doings{writes: []Word{b, treeWord(b)}}
}
