package queue

import (
	"fmt"
	"strconv"
	"strings"
)

// A merge, a rebase or a pull brings only the other side's changes since
// the merge base (fx35a, rt31 E012): on a feature branch that committed
// its own .claude/settings.json, `git rebase main` writes none of it,
// though the two trees differ there. The look asks git for the merge
// base; where there is not exactly one (unrelated histories, a criss-cross
// merge, a name only a remote's tracking branch has) it falls back to
// every path the two trees differ in, as before. A known revision costs
// one run more than a checkout's look: the merge base, then the diff.

// gitBaseNames lists the paths a merge or rebase of to into from writes:
// to's changes since their merge base and, for a replay of more than one
// commit (replay), from's own changes since then too (a rebase stopped at
// a conflict leaves the later commits' files as to has them).
func gitBaseNames(dir, from, to string, replay bool) ([]string, error) {
	if from == "" {
		from = "HEAD"
	}
	out, err := runGit(dir, "merge-base", "--all", "--end-of-options", from, to)
	if err != nil {
		if endsLook(err) {
			return nil, fmt.Errorf("merge base of %s and %s: %w", from, to, err)
		}
		// a name git does not know (git checkout's guess among the
		// remotes), or no merge base: the whole difference, as before
		return gitDiffNames(dir, from, to)
	}
	bases := strings.Fields(string(out))
	if len(bases) != 1 {
		return gitDiffNames(dir, from, to)
	}
	rev := to
	names, err := gitNames(dir, "diff", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv", "-z", bases[0], rev, "--")
	if err != nil || !replay {
		return names, err
	}
	count, err := runGit(dir, "rev-list", "--count", "--end-of-options", bases[0]+".."+from)
	if err != nil {
		return nil, fmt.Errorf("count the commits a rebase replays: %w", err)
	}
	if n, err := strconv.Atoi(strings.TrimSpace(string(count))); err != nil || n > 1 {
		own, err := gitNames(dir, "diff", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv", "-z", bases[0], from, "--")
		if err != nil {
			return nil, err
		}
		names = append(names, own...)
	}
	return names, nil
}
