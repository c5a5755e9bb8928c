package patterns

import (
	"path"
	"strings"
)

// A move, link or rsync into a directory (a destination named with a
// trailing slash, ".", "..", -t DIR, or several sources) writes
// DIR/basename(SRC) for each source, as cp does (effects_copyfiles.go):
// `mv evil/six.py /usr/lib/python3/dist-packages/`, `rsync evil/nvm.sh
// ~/.nvm/`, `ln -sf /tmp/x/nvm.sh ~/.nvm/` name ~/.nvm/nvm.sh as surely
// as `cp x ~/.nvm/nvm.sh` does (rt31 #4). What the tree below that name
// holds (a moved directory's insides) is still the destination's, which
// the caller keeps as a tree.

// copiedInto returns, for a copy that copiedFiles did not read (mv, ln,
// rsync, scp, a recursive cp), the place each source's base name takes
// below each destination that names a directory; into says the
// destinations are -t's. A source that is not literal, or ends in a
// slash (rsync copies its contents), gives none: the tree stands for it.
func copiedInto(dests, srcs []Word, into bool, dir place, how string) []made {
	var bases []string
	for _, w := range srcs {
		b, ok := copiedBase(w)
		if !ok {
			continue
		}
		bases = append(bases, b)
	}
	var out []made
	for _, d := range dests {
		pl, ok := wordPlace(d, dir)
		if !ok || pl.at == atSome || len(pl.pat) != 1 {
			continue
		}
		raw := strings.Trim(d.Raw, `"'`)
		b := path.Base(raw)
		if !into && len(srcs) < 2 && pl.pat[0] != "" && !strings.HasSuffix(raw, "/") && b != "." && b != ".." {
			continue // one source onto a name: that name, the tree's
		}
		for _, s := range bases {
			m := made{place: below(pl.at, pl.pat[0], s), how: how}
			m.tree = true
			out = append(out, m)
		}
	}
	return out
}
