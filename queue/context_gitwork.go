package queue

import (
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
)

// What git throws away of the work tree's own state (rt22e #4, #5),
// read from the repository where the ask is judged: the untracked files
// `git clean` and `git stash -u`/`-a` delete (git ls-files --others,
// with the ignored ones for -x and -a), and the tracked files whose
// work-tree copy differs from the index or a commit, which checkout,
// restore, reset --hard and stash write back (git diff --name-only).
// Bounded and run as runGit runs every look; names relative to the top.

// gitWorkNames answers a Worktree or Untracked [patterns.GitTreeQuery]
// for the repository at dir, with paths relative to its top.
func gitWorkNames(dir string, q patterns.GitTreeQuery) ([]string, error) {
	specs := append([]string{"--"}, q.Pathspecs...)
	if q.Untracked != "" {
		args := []string{"ls-files", "-z", "--others", "--full-name"}
		switch q.Untracked {
		case patterns.UntrackedOthers:
			args = append(args, "--exclude-standard")
		case patterns.UntrackedIgnored:
			args = append(args, "--ignored", "--exclude-standard")
		case patterns.UntrackedAll:
		default:
			return nil, fmt.Errorf("list the untracked files of %s: unknown kind %q", dir, q.Untracked)
		}
		names, err := gitNames(dir, append(args, specs...)...)
		if err != nil {
			return nil, fmt.Errorf("list the untracked files git would delete: %w", err)
		}
		return names, nil
	}
	args := []string{"diff", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv", "-z"}
	if q.From != "" {
		rev := q.From
		if rev != "HEAD" {
			r, err := gitRevision(dir, rev)
			if err != nil {
				return nil, err
			}
			rev = r
		}
		args = append(args, rev)
	}
	names, err := gitNames(dir, append(args, specs...)...)
	if err != nil {
		return nil, fmt.Errorf("list the changed files git would write back: %w", err)
	}
	return names, nil
}
