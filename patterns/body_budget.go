package patterns

import "strconv"

// A body past the evaluation's budget (fx57a): one evaluation judges at
// most bodiesJudgedMax bodies and bodyBytesMax bytes of them, and a body
// met once they were spent used to be passed over, the runner left as
// it was, so a script padded with sixteen harmless `bash hN` parts
// before its `bash evil` ran evil's literal `ozdesk queue approve 1`
// unasked while the same script with fifteen asked. A runner whose body
// is read from disk but not judged for the budget now asks by the floor,
// the reason naming the body and the budget, as a body past the depth
// bound does (body_depth.go): padding is free for whoever writes the
// scripts. A body past its own size bound (bodyTextMax) and a cycle are
// not spent on and are left as they were.

// pastBudget is the unread body of b, a body met after the evaluation
// spent its budget of bodies.
func pastBudget(b runnerBody) runnerBody {
	what := b.from
	if what == "" {
		what = "a body"
	}
	return runnerBody{key: b.key, word: b.word,
		unread: what + " is run past the " + strconv.Itoa(bodiesJudgedMax) +
			" bodies (" + strconv.Itoa(bodyBytesMax>>10) + " KiB) ozdesk judges in one command"}
}
