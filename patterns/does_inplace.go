package patterns

import "strings"

// inPlaceTable holds editors that rewrite the files they are given (a
// JSON, YAML, XML or INI file edited in place, perl -i and ruby -i), and
// copies whose destination takes the source's contents rather than the
// source itself (cp -T, rsync SRC/ DEST, rename): what each writes is
// judged like any write, and counts as made for what runs later.
func inPlaceTable() map[string]doer {
	t := map[string]doer{
		"perl": scriptInPlace("-e", "-E"), "ruby": scriptInPlace("-e"),
		"json":       jsonInPlace,
		"dasel":      daselWrites,
		"xmlstarlet": xmlstarletWrites, "xml": xmlstarletWrites,
		"crudini":  crudiniWrites,
		"sd":       sdWrites,
		"htpasswd": htpasswdWrites,
		"rename":   renameDoes, "prename": renameDoes, "file-rename": renameDoes, "perl-rename": renameDoes,
		"rsync": rsyncContentsWrites,
	}
	for _, prog := range []string{"cp", "mv", "ln", "install"} {
		t[prog] = noTargetWrites
	}
	return t
}

// scriptInPlace: perl -i and ruby -i edit their file operands (after the
// script, unless one of code gives it).
func scriptInPlace(code ...string) doer {
	return func(p *Part) doings {
		s := scanArgs(p, append([]string{"-M", "-m", "-I", "-r", "-x", "-C", "-l", "-0", "-F"}, code...)...)
		inPlace := false
		for _, f := range s.flags {
			inPlace = inPlace || !strings.HasPrefix(f, "--") && clusterHasI(f)
		}
		if !inPlace {
			return doings{}
		}
		ops := s.ops
		if len(s.all(code...)) == 0 && len(ops) > 0 {
			ops = ops[1:]
		}
		return doings{writes: ops}
	}
}

// clusterHasI reports whether a short option cluster of perl or ruby
// holds -i: its letters are read up to the first one whose value follows
// it attached (-M, -m, -I, -r, -x, -C, -F, -0, -e, -E, -d, -D), so
// `-MFile::Path` or `-ropen-uri` is a module's name, not -i (rt42 R:
// `perl -MFile::Path -e 'rmtree shift' ~` read as editing ~ in place).
func clusterHasI(f string) bool {
	for _, c := range strings.TrimPrefix(f, "-") {
		switch {
		case c == 'i':
			return true
		case strings.ContainsRune("MmIrxCF0eEdD.", c):
			return false
		}
	}
	return false
}

// jsonInPlace: json (trentm's) -I -f FILE rewrites FILE.
func jsonInPlace(p *Part) doings {
	s := scanArgs(p, "-f", "-e", "-c", "-d", "-a", "-k", "-o", "-E", "-C")
	if !s.has("-I", "--in-place") {
		return doings{}
	}
	return doings{writes: s.all("-f")}
}

// daselWrites: dasel put/delete rewrite -f's file, or write -o's.
func daselWrites(p *Part) doings {
	s := scanArgs(p, "-f", "--file", "-o", "--out", "-r", "--read", "-w", "--write", "-t", "--type",
		"-v", "--value", "-s", "--selector", "-p", "--parser")
	if outs := notDash(s.all("-o", "--out")); len(outs) > 0 {
		return doings{writes: outs}
	}
	if len(s.ops) > 0 {
		if v, _ := s.ops[0].Literal(); v == "put" || v == "delete" {
			return doings{writes: notDash(s.all("-f", "--file"))}
		}
	}
	return doings{}
}

// xmlstarletWrites: xmlstarlet ed -L (--inplace) rewrites its files,
// the operands after the edit's own arguments: the last one, at least.
func xmlstarletWrites(p *Part) doings {
	args := p.Args()
	if len(args) < 2 || !isLit(args[0], "ed") && !isLit(args[0], "edit") {
		return doings{}
	}
	inPlace := false
	for _, w := range args[1:] {
		inPlace = inPlace || isLit(w, "-L") || isLit(w, "--inplace")
	}
	if !inPlace {
		return doings{}
	}
	return doings{writes: args[len(args)-1:]}
}

// crudiniWrites: crudini --set, --del and --merge rewrite the file that
// follows them.
func crudiniWrites(p *Part) doings {
	s := scanArgs(p, "--output", "--format", "--existing")
	if !s.has("--set", "--del", "--merge") || len(s.ops) == 0 {
		return doings{}
	}
	return doings{writes: s.ops[:1]}
}

// sdWrites: sd FIND REPLACE FILES… rewrites the files (unless -p
// previews).
func sdWrites(p *Part) doings {
	s := scanArgs(p, "-f", "--flags", "-n", "--max-replacements")
	if s.has("-p", "--preview") || len(s.ops) < 3 {
		return doings{}
	}
	return doings{writes: s.ops[2:]}
}

// renameDoes: rename FROM TO FILES… (util-linux) and rename 's/a/b/'
// FILES… (perl's) move each file to a new name: the files are deleted,
// and names in their directories written, which the line does not
// spell out.
func renameDoes(p *Part) doings {
	s := scanArgs(p, "-e")
	if s.has("-n", "--no-act", "--dry-run") {
		return doings{}
	}
	files := s.ops
	from, to, known := "", "", false
	suffix := false             // from is replaced only at the end of the name: s/FROM$/TO/
	stem, every := false, false // s/FROM/TO/ (every: /g) that cannot reach a glob's end
	switch {
	case len(s.all("-e")) > 0:
	case len(files) > 0 && (p.Program != "rename" || isPerlRename(files[0])):
		from, to, suffix = perlSuffixSwap(files[0])
		if !suffix {
			from, to, every, stem = perlStemSub(files[0]) // does_rename_stem.go
		}
		files = files[1:]
	case len(files) >= 2:
		f, okF := files[0].Literal()
		t, okT := files[1].Literal()
		from, to, known = f, t, okF && okT && f != ""
		files = files[2:]
	default:
		files = nil
	}
	var d doings
	for _, f := range files {
		d.deletes = append(d.deletes, f)
		if v, ok := f.Literal(); ok && suffix {
			if strings.HasSuffix(v, from) {
				d.writes = append(d.writes, LitWord(v[:len(v)-len(from)]+to))
			}
			continue
		}
		if v, ok := f.Literal(); ok && stem {
			n := 1
			if every {
				n = -1
			}
			if strings.Contains(v, from) {
				d.writes = append(d.writes, LitWord(strings.Replace(v, from, to, n)))
			}
			continue
		}
		if w, ok := stemRenamedGlob(f, from); ok && stem {
			d.writes = append(d.writes, w...)
			continue
		}
		if v, ok := f.Literal(); ok && known {
			// util-linux: the first FROM in the name becomes TO.
			if i := strings.Index(v, from); i >= 0 {
				d.writes = append(d.writes, LitWord(v[:i]+to+v[i+len(from):]))
			}
			continue
		}
		if w, ok := renamedGlob(f, from, to, known || suffix); ok {
			d.writes = append(d.writes, w...)
			continue
		}
		dir := LitWord(".")
		if v, ok := f.Literal(); ok && strings.Contains(v, "/") {
			dir = LitWord(v[:strings.LastIndexByte(v, '/')+1])
		}
		d.writes = append(d.writes, treeWord(dir))
	}
	return d
}

// isPerlRename reports whether rename's first operand is a perl
// expression (s/…/…/, y/…/…/, tr/…/…/), not util-linux's FROM.
func isPerlRename(w Word) bool {
	v, _ := litPrefix(w)
	return len(v) > 2 && (strings.HasPrefix(v, "s") || strings.HasPrefix(v, "y")) && !isAlpha(v[1]) ||
		strings.HasPrefix(v, "tr") && len(v) > 3 && !isAlpha(v[2])
}

// rsyncContentsWrites: a source ending in a slash copies the directory's
// contents, dot-files included, into the destination (rsync -a /tmp/x/
// ./ writes ./.claude/…): everything below the destination is written.
func rsyncContentsWrites(p *Part) doings {
	ops, _ := operandWords(p)
	if len(ops) < 2 || surelyFlag(p, "--dry-run", "-n") || serverSends(p) {
		return doings{}
	}
	dest := ops[len(ops)-1]
	if !localDest(dest) {
		return doings{}
	}
	for _, src := range ops[:len(ops)-1] {
		if lit, _ := litPrefix(src); strings.HasSuffix(src.Raw, "/") || strings.HasSuffix(src.Raw, "/.") || lit == "." {
			return doings{writes: []Word{treeWord(dest)}}
		}
	}
	return doings{}
}

// noTargetWrites: cp, mv, ln and install with -T (--no-target-directory)
// make the destination the source itself: a directory copied with -T
// fills the destination with its contents.
func noTargetWrites(p *Part) doings {
	s := scanArgs(p, "-t", "--target-directory", "-S", "--suffix", "-m", "--mode", "-o", "--owner", "-g", "--group")
	if !s.has("-T", "--no-target-directory") || len(s.ops) < 2 {
		return doings{}
	}
	dest := s.ops[len(s.ops)-1]
	return doings{writes: []Word{treeWord(dest)}}
}
