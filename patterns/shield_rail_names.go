package patterns

import "strings"

// placeAsPath reports whether a probe command holds the place it was
// written with where a path stands: in a word of a program whose operands
// and values are paths (rm, cp, cat), or in a word the part writes or
// deletes through its program (git rm, kubectl cp). A program with
// subcommands or targets (kubectl, terraform, git push, make) reads its
// other words as names: `kubectl delete namespace *` deletes a namespace,
// never ozdesk's executable, and a rail that said so would contradict the
// screen (rt45k #8). Nothing is lost by not probing such a word: an allow
// in the store still stands aside for a part a shielded default might
// match (shield.go), so the rail only tells apart what it can say
// truthfully. A probe where the place stands in no word (a class, a host)
// is a path as before.
func placeAsPath(cmd *Command, place string) bool {
	found := false
	for _, p := range cmd.Parts {
		if p == nil {
			continue
		}
		for _, w := range p.Words[1:] {
			if !strings.Contains(w.Raw, place) {
				continue
			}
			found = true
			if wordIsPathThere(p, w) {
				return true
			}
		}
	}
	return !found
}

// wordIsPathThere reports whether word w of part p is read as a path by
// where it stands, whatever its text looks like (unlike valueIsPath,
// which a probe's /etc/ozdesk would always pass).
func wordIsPathThere(p *Part, w Word) bool {
	if patternSubcommands(p.Program) == 0 && !targetRunner(p.Program) {
		return true
	}
	d := partDoes(p)
	if d == nil {
		return false
	}
	for _, ws := range [][]Word{d.writes, d.deletes} {
		for _, x := range ws {
			if x.Raw == w.Raw || strings.Contains(w.Raw, x.Raw) && x.Raw != "" {
				return true
			}
		}
	}
	return false
}
