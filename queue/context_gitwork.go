package queue

import (
	"errors"
	"fmt"
	"strings"

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
		// git clean -e P adds P to the ignore rules, -x or not (fx64e):
		// ls-files --exclude=P reads it as the same rule.
		for _, e := range q.Excludes {
			args = append(args, "--exclude="+e)
		}
		if q.KeepDirs {
			args = append(args, "--directory")
		}
		names, err := gitNames(dir, append(args, specs...)...)
		if err != nil {
			return nil, fmt.Errorf("list the untracked files git would delete: %w", err)
		}
		if q.KeepDirs {
			names = outsideUntrackedDirs(names)
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

// gitHeadNames names the branch checked out in the repository at dir
// and the branch its upstream names (branch.NAME.merge), for a bare
// push ([patterns.GitTreeQuery].Head). A detached HEAD, push.default
// matching and a remote's push refspecs (which push other branches) are
// errors: the push might be of any branch. A branch given (one a
// checkout earlier on the line leaves checked out) is named instead of
// HEAD's, when a local branch of that name is there: a checkout of a name
// that is none makes it from a remote's branch or restores a path.
func gitHeadNames(dir, branch string) ([]string, error) {
	if branch != "" {
		if _, err := runGit(dir, "rev-parse", "--verify", "-q", "refs/heads/"+branch); err != nil {
			return nil, fmt.Errorf("find the local branch %q in %s, which the line checks out: %w", branch, dir, err)
		}
	} else {
		out, err := runGit(dir, "symbolic-ref", "-q", "--short", "HEAD")
		if err != nil {
			return nil, fmt.Errorf("name the branch checked out in %s (a detached HEAD?): %w", dir, err)
		}
		branch = strings.TrimSpace(string(out))
	}
	names := []string{branch}
	cfg, err := runGit(dir, "config", "--get-regexp", `^(push\.default|remote\..*\.push|branch\..*\.merge)$`)
	if err != nil {
		var re *gitRunError
		if !errors.As(err, &re) || re.timedOut || re.code != 1 { // 1: no such key
			return nil, fmt.Errorf("read how git push chooses its branch in %s: %w", dir, err)
		}
	}
	for _, line := range strings.Split(string(cfg), "\n") {
		key, val, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch {
		case key == "":
		case key == "push.default":
			if val == "matching" {
				return nil, fmt.Errorf("push.default is matching in %s: a bare push pushes every branch of the same name", dir)
			}
		case strings.HasPrefix(key, "remote.") && strings.HasSuffix(key, ".push"):
			return nil, fmt.Errorf("%s sets the refspecs a bare push pushes in %s", key, dir)
		case strings.EqualFold(key, "branch."+branch+".merge"):
			names = append(names, strings.TrimPrefix(val, "refs/heads/"))
		}
	}
	return names, nil
}

// outsideUntrackedDirs drops from an ls-files --directory listing the
// untracked directories (NAME/) and every name below one, which git
// clean without -d keeps (ls-files --ignored --directory lists an
// ignored directory's files as well as the directory).
func outsideUntrackedDirs(names []string) []string {
	dirs := map[string]bool{}
	for _, n := range names {
		if strings.HasSuffix(n, "/") {
			dirs[n] = true
		}
	}
	var out []string
	for _, n := range names {
		below := false
		for i := strings.IndexByte(n, '/'); i >= 0 && !below; {
			below = dirs[n[:i+1]]
			j := strings.IndexByte(n[i+1:], '/')
			if j < 0 {
				break
			}
			i += j + 1
		}
		if !below {
			out = append(out, n)
		}
	}
	return out
}
