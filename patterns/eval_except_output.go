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

// exceptOutput is what one part's except patterns share while they are
// read apart from its output: whether it writes a file through a
// redirection, and outputCaught's answer once asked (0 not yet, 1
// caught, 2 not).
type exceptOutput struct {
	writes bool
	caught uint8
}

// exceptsApartFromOutput reports whether except pattern k of rule r
// excepts part i read apart from the files the part writes through its
// redirections (above): it matches with them unnamed, and the rule's own
// redirection patterns might name none of them.
func (e *evaluation) exceptsApartFromOutput(r *Rule, i, k int, ctx *Context, out *exceptOutput) bool {
	if !out.writes || !r.except[k].matchExceptOutputFree(e.cmd, i, ctx) {
		return false
	}
	if out.caught == 0 {
		out.caught = 2
		if e.outputCaught(r, i) {
			out.caught = 1
		}
	}
	return out.caught == 2
}

// outputCaught reports whether a `>` element of one of rule r's patterns
// that may match part i's program might name a file part i writes through
// a redirection. A part that writes no file through one is caught: it has
// no output to set apart, and the except was read as an allow already.
func (e *evaluation) outputCaught(r *Rule, i int) bool {
	part := e.cmd.Parts[i]
	if !partWritesFile(part) {
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
				for k := range part.Redirs {
					if w := &part.Redirs[k].Target; redirWritesFile(&part.Redirs[k]) && m.elemWord(&re.Target, w, wordShape(w, ctx)) {
						return true
					}
				}
			}
		}
	}
	return false
}

// partWritesFile reports whether the part writes a file through one of
// its redirections (redirWritesFile).
func partWritesFile(part *Part) bool {
	for k := range part.Redirs {
		if redirWritesFile(&part.Redirs[k]) {
			return true
		}
	}
	return false
}

// redirWritesFile reports whether redirection rd writes a file: it writes,
// and its target is not /dev/null or the like (harmlessTargets).
func redirWritesFile(rd *Redir) bool {
	if !rd.Writes {
		return false
	}
	v, ok := rd.Target.Literal()
	return !ok || !harmlessTargets.get()[v]
}
