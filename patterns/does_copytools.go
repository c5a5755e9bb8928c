package patterns

import (
	"path"
	"strings"
)

// More programs that copy, move or link files (rt54 M17): `gio copy`,
// `gio move`, `gio rename` and `gio save`, `cmake -E copy`,
// `copy_if_different`, `copy_directory`, `rename`, `create_symlink` and
// `create_hardlink`, and `mmv FROM TO` write their destinations as cp and
// mv do, so a copy onto .git/config, into .git/hooks or onto
// .pre-commit-config.yaml is judged as `cp F .git/config` is. A copy of
// a directory's whole tree into another (`pax -rw hooks .git`, `cpio -p
// .git`, `cmake -E copy_directory hooks .git`, `git checkout-index -a
// --prefix=.git/`) makes that tree as `cp -r` does, judged by the places
// it holds ([copyToolMakes]).

// copyToolTable maps the programs above to their doers (merged into
// doerTable, does_table.go).
func copyToolTable() map[string]doer {
	return map[string]doer{"gio": gioWrites, "cmake": cmakeCopyWrites, "mmv": mmvWrites}
}

// gioWrites: gio copy|move [-T] SRC… DEST writes DEST (and SRC's base
// name below it), move deletes the sources; gio rename LOC NAME writes
// NAME beside LOC; gio save DEST writes DEST from standard input.
func gioWrites(p *Part) doings {
	ops := scanArgs(p, "-e", "--etag").ops
	if len(ops) < 2 {
		return doings{}
	}
	verb, _ := ops[0].Literal()
	switch verb {
	case "copy", "move":
		if len(ops) < 3 {
			return doings{}
		}
		dest, srcs := ops[len(ops)-1], ops[1:len(ops)-1]
		d := doings{writes: destWrites(dest, srcs, false)}
		if verb == "move" {
			d.deletes = srcs
		}
		return d
	case "rename":
		if len(ops) < 3 {
			return doings{}
		}
		return doings{writes: []Word{besideWord(ops[1], ops[2])}, deletes: ops[1:2]}
	case "save":
		return doings{writes: ops[1:2]}
	}
	return doings{}
}

// besideWord is the path NAME names beside LOC (gio rename LOC NAME):
// LOC's directory joined with NAME, or NAME where LOC is not literal.
func besideWord(loc, name Word) Word {
	v, ok := loc.Literal()
	if !ok || !strings.Contains(strings.TrimRight(v, "/"), "/") {
		return name
	}
	return joinWords(LitWord(path.Dir(strings.TrimRight(v, "/"))), name)
}

// cmakeCopyWrites: cmake -E's copying verbs write their destination
// (cmake -E rm and its kin delete: does_tooldeletes.go).
func cmakeCopyWrites(p *Part) doings {
	verb, rest, ok := cmakeVerb(p)
	if !ok || len(rest) < 2 {
		return doings{}
	}
	last := rest[len(rest)-1]
	switch verb {
	case "copy", "copy_if_different", "copy_if_newer":
		if isLit(rest[0], "-t") {
			return doings{writes: destWrites(rest[1], rest[2:], true)}
		}
		return doings{writes: destWrites(last, rest[:len(rest)-1], false)}
	case "copy_directory", "copy_directory_if_different", "copy_directory_if_newer":
		return doings{writes: []Word{treeWord(last)}}
	case "rename":
		return doings{writes: []Word{last}, deletes: rest[:1]}
	case "create_symlink", "create_hardlink":
		return doings{writes: []Word{last}}
	}
	return doings{}
}

// cmakeVerb returns cmake -E's verb and its operands (ok: the part is
// cmake -E VERB).
func cmakeVerb(p *Part) (string, []Word, bool) {
	args := p.Args()
	if len(args) < 2 || !isLit(args[0], "-E") {
		return "", nil, false
	}
	verb, ok := args[1].Literal()
	var rest []Word
	for _, w := range args[2:] {
		if !isLit(w, "--") {
			rest = append(rest, w)
		}
	}
	return verb, rest, ok
}

// mmvWrites: mmv FROM TO moves (or with -c, -o, -a, -l, -s copies,
// appends or links) each file FROM matches to TO, whose #N stands for
// what FROM's wildcards matched ([mmvTarget]).
func mmvWrites(p *Part) doings {
	ops := scanArgs(p).ops
	var d doings
	for i := 1; i < len(ops); i += 2 {
		d.writes = append(d.writes, mmvTarget(ops[i]))
	}
	return d
}

// mmvTarget is the path an mmv TO pattern writes: TO with each #N (what
// FROM's wildcards matched) read as a glob, * (`.git/hooks/#1` is
// .git/hooks/*, `#1.jpg` is *.jpg).
func mmvTarget(to Word) Word {
	v, ok := to.Literal()
	if !ok || !strings.Contains(v, "#") {
		return to
	}
	var segs []Seg
	lit := func(t string) {
		if t != "" {
			segs = append(segs, Seg{Kind: SegLit, Text: t})
		}
	}
	for {
		i := strings.IndexByte(v, '#')
		if i < 0 {
			lit(v)
			break
		}
		lit(v[:i])
		segs = append(segs, Seg{Kind: SegGlob, Text: "*"})
		j := i + 1
		for j < len(v) && (v[j] >= '0' && v[j] <= '9' || v[j] == 'l' || v[j] == 'u') {
			j++
		}
		v = v[j:]
	}
	return Word{Raw: to.Raw, Span: to.Span, Segs: segs}
}

// mmvDir is the directory an mmv TO pattern whose last component is all
// #N writes files of any name into (`.git/hooks/#1`), or ok false.
func mmvDir(to Word) (Word, bool) {
	v, ok := to.Literal()
	if !ok {
		return Word{}, false
	}
	dir, last := ".", v
	if j := strings.LastIndexByte(v, '/'); j >= 0 {
		dir, last = v[:j], v[j+1:]
		if dir == "" {
			dir = "/"
		}
	}
	if last == "" || strings.Trim(last, "#0123456789lu") != "" || !strings.HasPrefix(last, "#") {
		return Word{}, false
	}
	return LitWord(dir), true
}

// copyToolMakes returns the trees that part p, running in dir, copies a
// directory's whole content into (the effects pass's makes, judged by
// what they hold: effects_later_holds.go's wholesale): pax -rw's and
// cpio -p's directory, cmake -E copy_directory's destination, mmv's
// directory before #, and git checkout-index --prefix's directory.
func copyToolMakes(p *Part, dir place) []made {
	var into []Word
	switch p.Program {
	case "pax":
		s := scanArgs(p, "-f", "-s", "-o", "-x", "-b", "-p", "-U", "-G", "-T", "-B")
		if s.has("-r") && s.has("-w") && len(s.ops) > 0 {
			into = s.ops[len(s.ops)-1:]
		}
	case "cpio":
		s := scanArgs(p, "-F", "--file", "-O", "-I", "-H", "--format", "-E", "-R", "-M", "-C")
		if s.has("-p", "--pass-through") && !s.has("-i", "--extract", "-o", "--create") {
			into = s.ops
		}
	case "cmake":
		if verb, rest, ok := cmakeVerb(p); ok && strings.HasPrefix(verb, "copy_directory") && len(rest) > 1 {
			into = rest[len(rest)-1:]
		}
	case "mmv":
		ops := scanArgs(p).ops
		for i := 1; i < len(ops); i += 2 {
			if d, ok := mmvDir(ops[i]); ok {
				into = append(into, d)
			}
		}
	case "git":
		into = checkoutIndexPrefixDirs(p)
	}
	return placesOf(into, dir, true, "copies into")
}

// checkoutIndexPrefixed returns what git checkout-index writes with
// --prefix=P (P+path for each path: P is prefixed as text, a directory
// only when it ends in /), given scan s of its arguments (s.ops[0] is
// checkout-index); prefixed is false without --prefix.
func checkoutIndexPrefixed(s argScan) (writes []Word, prefixed bool) {
	pres := s.all("--prefix")
	if len(pres) == 0 {
		return nil, false
	}
	pre := pres[len(pres)-1]
	pv, ok := pre.Literal()
	if s.has("-a", "--all", "--stdin") || !ok {
		return []Word{treeWord(prefixDir(pre))}, true
	}
	for _, w := range s.ops[1:] {
		v, ok := w.Literal()
		if !ok {
			writes = append(writes, treeWord(prefixDir(pre)))
			continue
		}
		writes = append(writes, Word{Raw: w.Raw, Span: w.Span, Segs: []Seg{{Kind: SegLit, Text: pv + v}}})
	}
	return writes, true
}

// prefixDir is the directory a checkout-index --prefix writes below: the
// prefix up to its last /, or the current directory.
func prefixDir(pre Word) Word {
	v, ok := pre.Literal()
	if !ok {
		return pre
	}
	if i := strings.LastIndexByte(v, '/'); i > 0 {
		return LitWord(v[:i])
	}
	return LitWord(".")
}

// checkoutIndexPrefixDirs returns the directory git checkout-index -a
// --prefix=P (or one whose prefix is not literal) writes the index's
// whole tree below.
func checkoutIndexPrefixDirs(p *Part) []Word {
	if !hasLitArg(p, "checkout-index") {
		return nil
	}
	s := scanArgs(p, "-C", "-c", "--git-dir", "--work-tree", "--namespace", "--prefix", "--stage")
	if len(s.ops) == 0 || !isLit(s.ops[0], "checkout-index") {
		return nil
	}
	pres := s.all("--prefix")
	if len(pres) == 0 {
		return nil
	}
	if _, ok := pres[len(pres)-1].Literal(); ok && !s.has("-a", "--all", "--stdin") {
		return nil // named paths: written by name (gitOutputWrites)
	}
	return []Word{prefixDir(pres[len(pres)-1])}
}
