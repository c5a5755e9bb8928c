package patterns

// An unreadable part asks (the floor), and nothing can allow it. The rule
// its ask names is the one whose evidence is strongest (issue 7): where a
// default that asks certainly matches the part as well, what that default
// names is sure, while "cannot be read" says only that the rest of the
// part is not known. `GIT_DIR=../r/.git git push -f origin main` runs
// another repository's configuration (unreadable, foreign code) and
// certainly force-pushes the default branch: it names cmd.force-push (fx41a).
// The first such default in the table's order names it, the narrowest and
// gravest first, as across parts (eval_names.go). A default that only
// might match leaves the floor named: the floor's evidence (the part
// cannot be read) is certain, and a might is not. The outcome stays the
// floor's ask, the part stays unreadable (the verdict lists it), and a
// default an operator carved out or set to shadow names nothing here
// (the operator allowed the default, not what nobody has read). The
// Not every unreadable part: where what cannot be read is what the
// part's own words mean, a default's match on those words is not sure
// either, and the floor stays named: a word rebound earlier in the line
// (`HOME=/home; rm -rf ~/op`), a delete through a link the line made
// (`ln -sfn ~ w; rm -rf w/`: which link stands there), a value read as
// code a second time, a wrapper's option the reader does not know. A
// part that writes a file which runs later stays named by the floor
// unless cmd.credentials or cmd.system certainly matches it
// (eval_floorname_later.go). The narrower namers run first: the reader's own (namedByReader), the
// supply-chain default over foreign code (eval_floorname.go), the
// harness over made-then-run (eval_floorname_harness.go) and the
// credentials and the system over runs-later (eval_floorname_later.go).

// floorKeepsName are the unreadable codes whose parts the floor names
// whatever default certainly matches them.
var floorKeepsName = [...]UnreadableCode{UnreadableRebound, UnreadableLinkedThrough, UnreadableSecondEval, UnreadableWrapperOption, UnreadableRunsLater}

// floorNamesPart reports whether part p's unreadable code keeps the
// floor named over a default's certain match.
func floorNamesPart(p *Part) bool {
	if p.Unreadable == nil {
		return true
	}
	if p.Unreadable.guess {
		return false // a guess: a default's certain match is surer (effects_runs_guess.go)
	}
	for _, c := range floorKeepsName {
		if p.Unreadable.Code == c {
			return true
		}
	}
	return false
}

// namedOverFloorCertain returns the decision of the first default ask
// that certainly matches part i, a part the floor asks about.
func (e *evaluation) namedOverFloorCertain(i int, cands []int, withShadow bool) (decision, bool) {
	for _, ri := range cands {
		r := e.p.rules[ri]
		if r.Outcome != Ask || !r.Default || !e.use(ri, withShadow) || e.carvedOut(r.ID, withShadow) {
			continue
		}
		if h, ok := e.match(r, i, Might); ok {
			if d := e.decided(Ask, ri, i, h); d.strength >= strengthCertain {
				return d, true
			}
		}
	}
	return decision{}, false
}
