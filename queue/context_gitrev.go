package queue

import (
	"errors"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// Which revision a look diffs against, asked of git with as few runs as
// it takes: the diff itself names the commit (rev^{commit}) and tells a
// revision git does not know ([badRevision]) from a failure, so a known
// revision costs one run, not a check and then the diff. A timeout, or a
// listing past the bound, is an error (the class asks); a failure of any
// other kind takes the long way, as before the fold: the revision checked
// on its own, then the diff.

// gitRunError is a git run that failed: why, what git printed on
// standard error (trimmed), its exit code (-1 where it did not exit),
// and whether its time ran out.
type gitRunError struct {
	err      error
	stderr   string
	code     int
	timedOut bool
}

func (e *gitRunError) Error() string { return fmt.Sprintf("%v: %s", e.err, e.stderr) }

func (e *gitRunError) Unwrap() error { return e.err }

// gitTimedOut reports whether err is a git run whose time ran out.
func gitTimedOut(err error) bool {
	var re *gitRunError
	return errors.As(err, &re) && re.timedOut
}

// badRevision reports whether err is git's whole answer that rev, as
// given on its command line, names nothing of the kind asked: "fatal:
// bad revision 'rev'" and nothing else, with a fatal error's exit code
// (128), in time. Any other failure or message is not.
func badRevision(err error, rev string) bool {
	var re *gitRunError
	return errors.As(err, &re) && !re.timedOut && re.code == 128 && re.stderr == "fatal: bad revision '"+rev+"'"
}

// endsLook reports whether a failed run's error is the look's answer
// (an ask), not a reason to take the long way: its time ran out, or it
// printed more than the bound.
func endsLook(err error) bool {
	return gitTimedOut(err) || errors.Is(err, errGitTreeTooBig)
}

// gitDiffNames lists the paths that differ between from and the commit
// git checkout would take for to ([gitRevision]).
func gitDiffNames(dir, from, to string) ([]string, error) {
	diff := func(rev string) ([]string, error) {
		return gitNames(dir, "diff", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv", "-z", from, rev, "--")
	}
	if to == "" || to == "HEAD" {
		return diff(to)
	}
	names, err := diff(to + "^{commit}")
	switch {
	case err == nil:
		return names, nil
	case badRevision(err, to+"^{commit}"):
		ref, rerr := gitRemoteGuess(dir, to)
		if rerr != nil {
			return nil, rerr
		}
		return diff(ref)
	case endsLook(err):
		return nil, err
	}
	rev, err := gitRevision(dir, to)
	if err != nil {
		return nil, err
	}
	return diff(rev)
}

// gitCommitNames lists the paths commit changes against each of its
// parents (cherry-pick, revert, a stash); [patterns.ErrNoGitTree] where
// it names no commit.
func gitCommitNames(dir, commit string) ([]string, error) {
	list := func(rev string) ([]string, error) {
		return gitNames(dir, "diff-tree", "-r", "-m", "--root", "--no-commit-id", "--name-only", "--no-renames", "-z", rev, "--")
	}
	rev := commit + "^{commit}"
	names, err := list(rev)
	switch {
	case err == nil:
		return names, nil
	case badRevision(err, rev):
		return nil, fmt.Errorf("revision %s: %w", commit, patterns.ErrNoGitTree)
	case endsLook(err):
		return nil, err
	}
	if _, err := runGit(dir, "rev-parse", "--verify", "--quiet", "--end-of-options", rev); err != nil {
		if gitTimedOut(err) {
			return nil, fmt.Errorf("revision %s: %w", commit, err)
		}
		return nil, fmt.Errorf("revision %s: %w", commit, patterns.ErrNoGitTree)
	}
	return list(commit)
}

// gitRevision names the commit git checkout would take for rev: rev
// itself when it names one, else the one remote tracking branch of that
// name ([gitRemoteGuess]). A check that runs out of time is an error.
func gitRevision(dir, rev string) (string, error) {
	if rev == "" || rev == "HEAD" {
		return rev, nil
	}
	_, err := runGit(dir, "rev-parse", "--verify", "--quiet", "--end-of-options", rev+"^{commit}")
	switch {
	case err == nil:
		return rev, nil
	case gitTimedOut(err):
		return "", fmt.Errorf("revision %s: %w", rev, err)
	}
	return gitRemoteGuess(dir, rev)
}

// gitRemoteGuess names the one remote tracking branch called rev (git's
// guess: `git checkout x` makes x from origin/x); [patterns.ErrNoGitTree]
// where there is none, an error where there are several.
func gitRemoteGuess(dir, rev string) (string, error) {
	out, err := runGit(dir, "for-each-ref", "--format=%(refname)", "refs/remotes/*/"+rev)
	if err != nil {
		return "", fmt.Errorf("find %s among the remotes' branches: %w", rev, err)
	}
	refs := strings.Fields(string(out))
	switch len(refs) {
	case 0:
		return "", fmt.Errorf("revision %s: %w", rev, patterns.ErrNoGitTree)
	case 1:
		return refs[0], nil
	}
	return "", fmt.Errorf("revision %s: on %d remotes", rev, len(refs))
}
