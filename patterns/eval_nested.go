package patterns

// Nested evaluations (issue 10, fx62e). Judging a command may judge text
// its parts' words do not name: the body of a script, recipe or alias a
// part runs, read from disk (body_eval.go); a body's part read again for
// cmd.guard-tamper (body_guard.go); the readable ends of a command over
// the size limit (eval_overcap.go). Such text may meet any rule of the
// policy, so a caller that checked only the rules the line's own parts
// may try ([Policy.ConsultsOnLine]) must check every rule before it
// believes a verdict whose [Verdict.Nested] is set, and judge again
// without those set aside. Every nested evaluation goes through
// [evaluation.evaluateNested], which marks the evaluation it serves.

// evaluateNested judges cmd in sub, text the command being judged runs
// without naming it in its words, and marks e as resting on it.
func (e *evaluation) evaluateNested(cmd *Command, sub *Context) *Verdict {
	e.nested = true
	return e.p.Evaluate(cmd, sub, e.now)
}
