package patterns

import (
	"path"
	"strings"
)

// A word a later part names that runs through a link made earlier in the
// line names a place the reader does not follow for a read: after `ln -s
// /w/p/secrets.env z` (or a hard `ln`, `cp -s`, `cp -l`), `cat z` reads
// secrets.env. Deletes and writes through a link are rewritten onto its
// target (effects_link.go); the other words of the part (what it reads,
// a program's operands) are marked linked, of unknown place: an
// operator's ask or refuse rule that names a literal or glob matches
// them, an allow never does (rt35v F10). rm's own operands are left to
// the rewrite: `rm y` removes the link, not what it points at.

// markLinkedReads marks part k's operand words and the targets it reads
// through redirections that may run through a link made before it.
func markLinkedReads(p *Part, k int, links []linkAt, ord *order, dirs []place) {
	if p.Program == "rm" {
		return
	}
	before := linksBefore(links, k, ord)
	if len(before) == 0 {
		return
	}
	here := dirs[k].String()
	mark := func(w *Word) {
		if lit, _ := litPrefix(*w); strings.HasPrefix(lit, "-") {
			return // an option is no path
		}
		for _, l := range before {
			if viaLink(*w, l, here, dirs[k]) {
				w.linked = true
				if via, ok := readThrough(*w, l, here); ok && len(p.readsToo) < maxLinks {
					p.readsToo = append(p.readsToo, via)
				}
				return
			}
		}
	}
	for i := 1; i < len(p.Words); i++ {
		mark(&p.Words[i])
	}
	for i := range p.Redirs {
		if p.Redirs[i].Reads && p.Redirs[i].Body == nil {
			mark(&p.Redirs[i].Target)
		}
	}
}

// readThrough is word w, which runs through link l, with the link's
// target in place of its name, where that is sure: the part runs in the
// directory the link was made in (or the link's name is absolute, or
// both directories are known from one start: readThroughElsewhere) and
// the target is known. The secret classes judge it as a file the part
// reads (partReadsAny, feedsSecret).
func readThrough(w Word, l linkAt, here string) (Word, bool) {
	if l.unknown {
		return Word{}, false
	}
	if here != l.dir && !path.IsAbs(l.name) {
		return readThroughElsewhere(w, l, here) // effects_link_elsewhere.go
	}
	out, hit, sure := throughLink(w, l.linkMade, true)
	return out, hit && sure
}

// viaLink reports whether word w, used in directory dir (here, written),
// may name link l or a path below it.
func viaLink(w Word, l linkAt, here string, dir place) bool {
	if l.unknown {
		return mightBeRelative(w)
	}
	if here != l.dir && !path.IsAbs(l.name) {
		pl, ok := wordPlace(w, dir)
		return ok && pl.at == l.at.at && (piecesMeet(under(l.at.loose()), pl.loose()) || piecesMeet(l.at.loose(), pl.loose()))
	}
	_, hit, _ := throughLink(w, l.linkMade, true)
	return hit
}
