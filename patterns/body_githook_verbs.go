package patterns

// Which hooks a git subcommand runs (githooks(5), and git 2.39 run with
// every hook present: body_githook.go). --no-verify skips the hooks git
// documents it to skip (commit's -n too); no other option is weighed, so
// a hook that may run is read.

// gitVerbHooks returns the hooks git's subcommand sub runs, given the
// words after it: nil for none. optional reports that the subcommand
// runs them only where it may write the index (status, diff, describe:
// post-index-change), which --no-optional-locks prevents.
func gitVerbHooks(sub string, rest []Word) (hooks []string, optional bool) {
	noVerify := false
	for _, w := range rest {
		if v, ok := w.Literal(); ok && (v == "--no-verify" || sub == "commit" && v == "-n") {
			noVerify = true
		}
	}
	skip := func(hs []string, skipped ...string) []string {
		if !noVerify {
			return hs
		}
		out := make([]string, 0, len(hs))
		for _, h := range hs {
			if !contains(skipped, h) {
				out = append(out, h)
			}
		}
		return out
	}
	const ref, index, autoGC = "reference-transaction", "post-index-change", "pre-auto-gc"
	switch sub {
	case "commit":
		return skip([]string{"pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "post-rewrite", ref, index, autoGC},
			"pre-commit", "commit-msg"), false
	case "merge":
		return skip([]string{"pre-merge-commit", "prepare-commit-msg", "commit-msg", "post-merge", ref, index, autoGC},
			"pre-merge-commit", "commit-msg"), false
	case "pull":
		// merge's or rebase's, after a fetch
		return skip([]string{"pre-merge-commit", "prepare-commit-msg", "commit-msg", "post-merge", "pre-rebase",
			"post-checkout", "post-commit", "post-rewrite", ref, index, autoGC}, "pre-merge-commit", "commit-msg"), false
	case "rebase":
		return skip([]string{"pre-rebase", "post-checkout", "prepare-commit-msg", "commit-msg", "post-commit",
			"post-rewrite", ref, index, autoGC}, "pre-rebase"), false
	case "cherry-pick", "revert":
		return []string{"prepare-commit-msg", "commit-msg", "post-commit", ref, index, autoGC}, false
	case "am":
		return skip([]string{"applypatch-msg", "pre-applypatch", "post-applypatch", "post-rewrite", ref, index, autoGC},
			"applypatch-msg", "pre-applypatch"), false
	case "checkout", "switch", "restore", "bisect":
		return []string{"post-checkout", ref, index}, false
	case "worktree":
		if len(rest) > 0 && isLit(rest[0], "add") {
			return []string{"post-checkout", ref, index}, false
		}
	case "push":
		return skip([]string{"pre-push", ref}, "pre-push"), false
	case "fetch":
		return []string{ref, autoGC}, false
	case "gc", "maintenance":
		return []string{ref, autoGC}, false
	case "branch", "tag", "update-ref", "symbolic-ref", "replace", "notes":
		return []string{ref}, false
	case "reset", "stash":
		return []string{ref, index}, false
	case "add", "rm", "mv", "update-index", "read-tree", "apply", "sparse-checkout", "checkout-index":
		return []string{index}, false
	case "status", "diff", "describe":
		return []string{index}, true
	case "send-email":
		return []string{"sendemail-validate"}, false
	}
	return nil, false
}
