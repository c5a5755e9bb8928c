package patterns

import "strconv"

// A body past the depth bound (rt54 M21): bodies that run others are
// followed bodyDepthMax deep, and a body the last of them runs used to
// be passed over, so `bash c1` whose c1 runs `bash c2` … down to c6's
// literal `ozdesk queue approve 1` (five hops), or `make -f m1` whose
// recipes run `$(MAKE) -f m2` … m5, were allowed while the same chain
// three hops long asked. A runner in a body at the bound that runs a
// body read from disk (any: a file it names, a recipe, a script) now
// asks by the floor, the reason naming the body not followed; a body
// calling one already in the chain is a cycle, not depth, and is still
// passed over. The bound reached is as unread as a file past its size.

// tooDeep is the unread body of b, a body a runner at the depth bound
// runs.
func tooDeep(b runnerBody) runnerBody {
	what := b.from
	if what == "" {
		what = "a body"
	}
	return runnerBody{key: b.key, word: b.word,
		unread: what + " is run by a body " + strconv.Itoa(bodyDepthMax) + " deep, deeper than ozdesk follows bodies that run others"}
}
