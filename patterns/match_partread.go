package patterns

// partReadUnmet reports whether a flag requirement the reading does not
// meet is one whose value a class judges by reading the part's own words
// (partReadClass), and no word of unknown value could stand for it: an
// unquoted expansion that may split into several words (`git checkout
// $BRANCH`) otherwise lets every missing flag go unmet in a might, and
// `git checkout -B=[reset-branch]` would ask of the everyday checkout of a
// branch by its name (fx67a). A flag of unknown name (Dynamic) leaves it
// as it was: that flag might be any.
func (m *matcher) partReadUnmet(cs *compiledStage, r *Reading, views []opView) bool {
	for k := range r.Flags {
		if r.Flags[k].Dynamic {
			return false
		}
	}
	for k := range cs.reqs {
		req := &cs.reqs[k]
		need := req.elem.Value
		if need == nil || need.Kind != ElemClass || !partReadClass(need.Class, need.Arg) {
			continue
		}
		if _, ok := m.satisfy(req, r); ok {
			continue
		}
		stands := false
		for _, v := range views {
			if v.flagLike && m.tailMayBeValue(req, v.idx) {
				stands = true
				break
			}
		}
		if !stands {
			return true
		}
	}
	return false
}
