package patterns

// A harness started in a tree the line made is unreadable as
// made-then-run (the floor asks, and nothing can allow it): it loads the
// settings and hooks it finds where it runs, which the line's copy,
// clone or extraction may have brought. Where cmd.guard-tamper's
// [harness-elsewhere] certainly matches the same part (the harness runs
// in a directory that is not the workdir), that is the truer reason
// (fx39b, issue 7): `cp -r x sub7 && cd sub7 && claude -p hi` names
// cmd.guard-tamper, the harness's settings and hooks, not an unknown
// build file. Only that default and only on a certain match: a harness
// started in the workdir after a tree was made there stays named by the
// floor. The outcome stays the floor's ask and the part stays
// unreadable: only the rule named changes.

// harnessNamer is the default that may name a harness part unreadable
// as made-then-run.
const harnessNamer = "cmd.guard-tamper"

// namedOverMadeHarness returns the decision of harnessNamer when it
// certainly matches part i, a harness's part unreadable because it runs
// in what the line made.
func (e *evaluation) namedOverMadeHarness(i int, cands []int, withShadow bool) (decision, bool) {
	return e.certainlyNamedBy(harnessNamer, i, cands, withShadow)
}
