package patterns

import "strings"

// madeRef names one place the line made: made[i][k], made by part i.
type madeRef struct{ i, k int }

// pathMade indexes the places a line's makers made for [onPath], so that
// finding what a later part's bare program name might be costs the places
// that could be it, not every place made: a line of a thousand writes and
// a thousand later parts compared each pair (fx39c: links-many, 25 ms of
// a 98 ms read at 64 KiB).
type pathMade struct {
	// folded holds each made place case-folded, as onPath compares it.
	folded [][]place
	// named lists, by the name a file would be run as (the last piece's
	// text after its last slash), the places that name a file onPath
	// finds by that name, in the order they were made.
	named map[string][]madeRef
	// trees lists, in the order they were made, the trees onPath may find
	// any name in (bin directories, the home directory …).
	trees []madeRef
}

// newPathMade indexes what makers made (made[i] for each i in makers,
// which are in order).
func newPathMade(makers []int, made [][]made) *pathMade {
	x := &pathMade{folded: make([][]place, len(made)), named: map[string][]madeRef{}}
	for _, i := range makers {
		x.folded[i] = make([]place, len(made[i]))
		for k, m := range made[i] {
			fm := foldPlace(m.place)
			x.folded[i][k] = fm
			last := fm.pat[len(fm.pat)-1]
			if slash := strings.LastIndexByte(last, '/'); slash >= 0 {
				if name := last[slash+1:]; onPath(fm, name) {
					x.named[name] = append(x.named[name], madeRef{i, k})
				}
			}
			if fm.tree && onPathTree(fm) {
				x.trees = append(x.trees, madeRef{i, k})
			}
		}
	}
	return x
}

// onPathTree reports whether a made tree holds programs whatever their
// name: the part of [onPath] that does not look at the name.
func onPathTree(m place) bool {
	last := m.pat[len(m.pat)-1]
	if strings.HasSuffix(last, "/bin") || strings.HasSuffix(last, "/sbin") {
		return true
	}
	switch m.at {
	case atRoot:
		return len(m.pat) == 1 && (last == "/" || last == "/usr" || last == "/usr/local")
	case atHome:
		return len(m.pat) == 1 && (last == "" || last == "/.local")
	}
	return false
}

// first returns the first place, in the order made, that a part j may
// run after and that onPath finds under one of names: what comparing
// every place made in turn would find first.
func (x *pathMade) first(ord *order, j int, names ...string) (madeRef, bool) {
	best, found := madeRef{}, false
	take := func(refs []madeRef) {
		for _, r := range refs {
			if found && (r.i > best.i || r.i == best.i && r.k >= best.k) {
				return // the rest come later than what was found
			}
			if !ord.after(r.i, j) {
				continue
			}
			fm := x.folded[r.i][r.k]
			for _, name := range names {
				if onPath(fm, name) {
					best, found = r, true
					return
				}
			}
		}
	}
	for _, name := range names {
		take(x.named[name])
	}
	take(x.trees)
	return best, found
}
