package patterns

import "strings"

// socat's file addresses open the file they name for reading and
// writing (rt23d #22): `socat - CREATE:/dev/sda` writes what standard
// input gives onto the disk, as `dd of=/dev/sda` does. An address writes
// when data flows into it: both addresses without -u or -U, the second
// with -u, the first with -U; an address opened read-only (`,rdonly`) is
// never written. The file addresses are OPEN (and its alias FILE),
// CREATE (CREAT) and GOPEN, and a bare path with a slash, which socat
// reads as GOPEN; their options follow the path after a comma. Other
// addresses (TCP, UNIX-CONNECT, EXEC, `-`) write no file of the line's
// naming; a named pipe (PIPE:) is left alone too.

// socatFileTypes are socat's address types that open a file by name.
var socatFileTypes = []string{"open", "file", "create", "creat", "gopen"}

// socatWrites is socat's doer, as above.
func socatWrites(p *Part) doings {
	s := scanArgs(p, "-lf", "-lp", "-b", "-t", "-T", "-L", "-W")
	if len(s.ops) != 2 {
		return doings{}
	}
	addrs := s.ops
	switch {
	case s.has("-u"):
		addrs = addrs[1:]
	case s.has("-U"):
		addrs = addrs[:1]
	}
	var out []Word
	for _, a := range addrs {
		if f, ok := socatFile(a); ok {
			out = append(out, f)
		}
	}
	return doings{writes: out}
}

// socatFile returns the file a socat address opens for writing, and
// whether it opens one.
func socatFile(a Word) (Word, bool) {
	lit, _ := litPrefix(a)
	typ, _, hasColon := strings.Cut(lit, ":")
	n := 0
	switch {
	case hasColon && contains(socatFileTypes, strings.ToLower(typ)):
		n = len(typ) + 1
	case !hasColon && strings.Contains(lit, "/"):
	default:
		return Word{}, false
	}
	rest := lit[n:]
	if i := strings.IndexByte(rest, ','); i >= 0 {
		for _, o := range strings.Split(rest[i+1:], ",") {
			if o == "rdonly" || o == "o-rdonly" {
				return Word{}, false
			}
		}
	}
	f := splitWordAt(subWord(a, n), ',')[0]
	if len(f.Segs) == 0 {
		return Word{}, false
	}
	return f, true
}
