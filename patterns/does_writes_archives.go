package patterns

import (
	"strings"
)

// dockerDoes: docker cp SRC DEST writes DEST when it is on this machine;
// removing or pruning volumes deletes their data (dockerVolumes).
func dockerDoes(p *Part) doings {
	ops := scanArgs(p).ops
	if v := dockerVolumes(p, ops); len(v) > 0 {
		return doings{deletes: v}
	}
	if len(ops) < 3 || !isLit(ops[0], "cp") && !(isLit(ops[0], "container") && len(ops) > 3 && isLit(ops[1], "cp")) {
		return doings{}
	}
	dest := ops[len(ops)-1]
	if v, ok := dest.Literal(); ok && strings.Contains(v, ":") && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, ".") {
		return doings{}
	}
	return doings{writes: destWrites(dest, ops[len(ops)-2:len(ops)-1], false)}
}

// tarDoes: extracting writes the members named (or the entries) below
// -C's directory; --remove-files deletes what it archives.
func tarDoes(p *Part) doings {
	ops, dirs := operandWords(p, "--directory")
	var d doings
	if hasFlag(p, "--extract") && !tarExtractsToStdout(p) {
		dir := tarDirectory(dirs) // does_tardir.go: -C is cumulative
		if len(ops) == 0 {
			_, files := operandWords(p, "--file")
			if len(files) == 1 {
				d.writes = append(d.writes, extractedInto(p, files[0], dir)...)
				d.archive = topArchiveOf(p, "tar", files[0], dir, len(d.writes)-1)
			} else {
				d.writes = append(d.writes, treeWord(dir))
			}
		}
		for _, m := range ops {
			d.writes = append(d.writes, joinWords(dir, m))
		}
	}
	if hasFlag(p, "--remove-files") {
		// What it deletes lies below -C's directory (rt31 #2: tar -C ~
		// -cf /dev/null .ssh --remove-files deletes ~/.ssh); with several,
		// each might hold it.
		if len(dirs) == 0 {
			d.deletes = append(d.deletes, ops...)
		}
		for _, dir := range tarDirectories(dirs) {
			for _, m := range ops {
				d.deletes = append(d.deletes, joinWords(dir, m))
			}
		}
	}
	return d
}

// unzipWrites: unzip writes the members named (or the entries) below
// -d's directory; listing, testing and printing (-l, -t, -v, -Z, -p,
// -c) write nothing.
func unzipWrites(p *Part) doings {
	s := scanArgs(p, "-d", "-x", "-P")
	if len(s.ops) == 0 || len(s.flags) > 0 && strings.IndexAny(strings.TrimPrefix(s.flags[0], "-"), "ltvZpc") == 0 {
		return doings{}
	}
	dir := LitWord(".")
	if ds := s.all("-d"); len(ds) > 0 {
		dir = ds[len(ds)-1]
	}
	members := s.ops[1:]
	if len(members) == 0 {
		return doings{writes: extractedInto(p, s.ops[0], dir), archive: topArchiveOf(p, "unzip", s.ops[0], dir, 0)}
	}
	var out []Word
	for _, m := range members {
		out = append(out, joinWords(dir, m))
	}
	return doings{writes: out}
}

// zipDoes: zip -m (--move) deletes the files it archives.
func zipDoes(p *Part) doings {
	s := scanArgs(p, "-b", "-n", "-t", "-tt", "-x", "-i", "-O", "--out", "-P")
	if !s.has("-m", "--move") || len(s.ops) < 2 {
		return doings{}
	}
	return doings{deletes: s.ops[1:]}
}

// editorWrites: an editor may write every file it is given, unless it is
// told to open them read-only (vim -R, -M). Scripted (vim -c '%d|wq' f,
// -s) or not, what it writes is not known before it runs.
func editorWrites(p *Part) doings {
	s := scanArgs(p, "-c", "--cmd", "-s", "-S", "-u", "-U", "-i", "-T", "-w", "-W", "-t", "-q")
	if s.has("-R", "-M", "--view") || p.Program == "view" {
		return doings{}
	}
	var out []Word
	for _, w := range s.ops {
		if v, ok := w.Literal(); ok && strings.HasPrefix(v, "+") {
			continue // +CMD, +N: a command or a line, not a file
		}
		out = append(out, w)
	}
	return doings{writes: out}
}

// baseSegs returns the segments of a source word's base name when they
// are known text and globs (~/Downloads/data.csv ends in data.csv,
// /tmp/src/*.go in *.go): what a copy into a directory names there.
func baseSegs(w Word) ([]Seg, bool) {
	for k := len(w.Segs) - 1; k >= 0; k-- {
		sg := w.Segs[k]
		switch sg.Kind {
		case SegGlob:
			continue
		case SegLit:
			i := strings.LastIndexByte(sg.Text, '/')
			if i < 0 {
				continue
			}
			tail := append([]Seg{{Kind: SegLit, Text: sg.Text[i+1:]}}, w.Segs[k+1:]...)
			if i == len(sg.Text)-1 && k == len(w.Segs)-1 {
				return nil, false // a trailing slash: the directory's entries
			}
			if name := sg.Text[i+1:]; k == len(w.Segs)-1 && (name == "." || name == "..") {
				return nil, false
			}
			return mergeLits(tail), true
		}
		return nil, false
	}
	return nil, false
}

// joinSegs returns the word dir/SEGS.
func joinSegs(dir Word, segs []Seg) Word {
	w := joinWord(dir, "")
	var raw strings.Builder
	for _, sg := range segs {
		raw.WriteString(sg.Text)
	}
	w.Segs = mergeLits(append(w.Segs, segs...))
	w.Raw += raw.String()
	return w
}

// tarExtractsToStdout reports whether tar is told, by a flag it surely
// reads, to extract its members to standard output (-O, --to-stdout):
// it prints them and writes no file (rt42 R: `tar cf - ~/.ssh | tar xOf
// -` writes nothing; it prints the keys, [secret-print]'s). A flag not
// known (`tar x$F`) might be anything, so it is not this.
func tarExtractsToStdout(p *Part) bool {
	for _, rd := range ReadArgs(p) {
		for _, f := range rd.Flags {
			if f.Name == "--to-stdout" && !f.Dynamic {
				return true
			}
		}
	}
	return false
}
