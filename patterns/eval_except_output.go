package patterns

// A default's except pattern names what a program does that the default
// leaves alone (`sfdisk -d **`: the partition table is only printed). Read
// as an allow is read, it would not match once the program's output goes
// to a file (`sfdisk -d /dev/sda > table.txt`), since an allow must name
// every file a part writes. So an except is also read apart from the
// part's output: it excepts the part when it matches the part with its
// written files left unnamed, and no redirection element of the default's
// patterns might name one of those files (`fdisk -l /dev/sda > /dev/sdb`
// still writes a disk, `> $OUT` after `OUT=/dev/sdb` too: the targets are
// the part's own words, read in its context).

// outputCaught reports whether a `>` element of one of rule r's patterns
// that may match part i's program might name a file part i writes through
// a redirection (a file like /dev/null is no file written). A part that
// writes nothing through a redirection is caught: it has no output to set
// apart, and the except was read as an allow already.
func (e *evaluation) outputCaught(r *Rule, i int) bool {
	part := e.cmd.Parts[i]
	out := writtenFiles(part)
	if len(out) == 0 {
		return true
	}
	ctx := e.ctxOf(i)
	m := &matcher{ctx: ctx, mode: Might, part: part}
	pats := e.patternsFor(r, part, Might)
	for pat := pats.next(); pat != nil; pat = pats.next() {
		for _, s := range pat.stages() {
			for ri := range s.Redirs {
				re := &s.Redirs[ri]
				if re.Op != ">" {
					continue
				}
				for _, w := range out {
					if m.elemWord(&re.Target, w, wordShape(w, ctx)) {
						return true
					}
				}
			}
		}
	}
	return false
}

// writtenFiles returns the targets of the part's redirections that write
// a file (not /dev/null and the like: harmlessTargets).
func writtenFiles(part *Part) []*Word {
	var out []*Word
	for k := range part.Redirs {
		rd := &part.Redirs[k]
		if v, ok := rd.Target.Literal(); rd.Writes && !(ok && harmlessTargets.get()[v]) {
			out = append(out, &rd.Target)
		}
	}
	return out
}
