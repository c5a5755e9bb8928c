package queue

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// The paths a git work-tree update would write (rt20i #1), read from the
// repository where the ask is judged: patterns' [git-tree-change] asks
// when one is guarded. Each look is bounded in time and size, runs git
// with nothing of the repository's configuration that runs a program
// (fsmonitor, hooks, a pager, an external diff), and any failure is an
// error, which the class takes as a might (an ask).

const (
	// gitTreeTimeout bounds one git run of a look.
	gitTreeTimeout = 3 * time.Second
	// gitTreeMaxOutput bounds what one git run may print, and a patch
	// file's size.
	gitTreeMaxOutput = 4 << 20
)

// errGitTreeTooBig is a listing or a patch past gitTreeMaxOutput.
const errGitTreeTooBig = gitTreeError("more than the bound to read")

// gitTreeError is an error of a look, a constant (no work at init).
type gitTreeError string

func (e gitTreeError) Error() string { return string(e) }

// gitTreePaths answers a [patterns.GitTreeQuery] for the repository at
// dir with absolute paths.
func gitTreePaths(dir string, q patterns.GitTreeQuery) ([]string, error) {
	for _, r := range []string{q.From, q.To, q.Commit, q.Untracked, q.Branch} {
		if strings.HasPrefix(r, "-") {
			return nil, fmt.Errorf("a revision %q that reads as an option", r)
		}
	}
	if q.Patch != "" && q.Names {
		return patchPaths(q.Patch) // the names as written: no repository needed
	}
	if err := gitDirThere(dir); err != nil {
		return nil, err
	}
	top, err := runGit(dir, "rev-parse", "--show-toplevel")
	if err != nil {
		if strings.Contains(err.Error(), "not a git repository") {
			// git says so also of a repository it cannot read: no
			// repository only when none is there by the look's own walk.
			if gd, ferr := findGitDir(dir); ferr != nil || gd != "" {
				return nil, fmt.Errorf("find the work tree of %s: git could not read the repository there: %w", dir, err)
			}
			return nil, fmt.Errorf("find the work tree of %s: %w", dir, patterns.ErrNoGitTree)
		}
		return nil, fmt.Errorf("find the work tree of %s: %w", dir, err)
	}
	root := strings.TrimSpace(string(top))
	if q.Top {
		return []string{root}, nil
	}
	if q.Head {
		return gitHeadNames(dir, q.Branch) // branch names, not paths (context_gitwork.go)
	}
	var rel []string
	switch {
	case q.Patch != "":
		rel, err = patchPaths(q.Patch)
	case q.Worktree || q.Untracked != "":
		rel, err = gitWorkNames(dir, q) // context_gitwork.go
	case q.Commit != "":
		rel, err = gitCommitNames(dir, q.Commit)
	case q.Base:
		rel, err = gitBaseNames(dir, q.From, q.To, q.Replay) // context_gitbase.go
	default:
		rel, err = gitDiffNames(dir, q.From, q.To)
	}
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(rel))
	for _, r := range rel {
		out = append(out, filepath.Join(root, filepath.FromSlash(r)))
	}
	return out, nil
}

// gitDirThere looks at dir before git runs there: a directory not there
// is [patterns.ErrNoGitTree] (git fails there, writing nothing); one the
// look cannot reach (rt21i #4: the broker's account and the agent's 0700
// home) is an error naming why, which asks.
func gitDirThere(dir string) error {
	_, err := os.Stat(dir)
	switch {
	case err == nil:
		return nil
	case notThere(err):
		return fmt.Errorf("directory %s: %w", dir, patterns.ErrNoGitTree)
	}
	return couldNotRead(dir, err)
}

// gitNames runs git and splits its NUL-separated names.
func gitNames(dir string, args ...string) ([]string, error) {
	b, err := runGit(dir, args...)
	if err != nil {
		return nil, fmt.Errorf("git %s in %s: %w", args[0], dir, err)
	}
	var out []string
	for _, n := range bytes.Split(b, []byte{0}) {
		if len(n) > 0 {
			out = append(out, string(n))
		}
	}
	return out, nil
}

// runGit runs git in dir, bounded, without the environment's git
// variables and with the configuration that runs programs turned off.
func runGit(dir string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), gitTreeTimeout)
	defer cancel()
	full := append([]string{"--no-pager", "--no-optional-locks", "-c", "core.fsmonitor=false",
		"-c", "core.hooksPath=/dev/null", "-c", "diff.external=", "-C", dir}, args...)
	cmd := exec.CommandContext(ctx, "git", full...)
	env := make([]string, 0, len(os.Environ()))
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "GIT_") {
			env = append(env, e)
		}
	}
	cmd.Env = append(env, "GIT_TERMINAL_PROMPT=0", "GIT_OPTIONAL_LOCKS=0")
	var out, errb limitedBuffer
	out.max, errb.max = gitTreeMaxOutput, 4096
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		re := &gitRunError{err: err, stderr: strings.TrimSpace(errb.b.String()), code: -1, timedOut: ctx.Err() != nil}
		if ee, ok := err.(*exec.ExitError); ok {
			re.code = ee.ExitCode()
		}
		return nil, re
	}
	if out.over {
		return nil, errGitTreeTooBig
	}
	return out.b.Bytes(), nil
}

// limitedBuffer keeps up to max bytes and notes whether more came.
type limitedBuffer struct {
	b    bytes.Buffer
	max  int
	over bool
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := l.max - l.b.Len(); len(p) > room {
		l.over = true
		if room > 0 {
			l.b.Write(p[:room])
		}
		return len(p), nil
	}
	return l.b.Write(p)
}

// patchPaths returns the paths a patch file (a diff, or mails for git
// am) names, as written (a/ and b/ prefixes kept: the guard judges every
// tail of a path). A quoted path that does not unquote is an error.
func patchPaths(file string) ([]string, error) {
	f, err := os.Open(file)
	if notThere(err) {
		return nil, fmt.Errorf("open the patch: %w", patterns.ErrNoGitTree) // git fails without it
	}
	if err != nil {
		return nil, couldNotRead(file, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("stat the patch: %w", err)
	}
	if !st.Mode().IsRegular() || st.Size() > gitTreeMaxOutput {
		return nil, fmt.Errorf("patch %s: not a regular file or %w", file, errGitTreeTooBig)
	}
	sc := bufio.NewScanner(io.LimitReader(f, gitTreeMaxOutput))
	sc.Buffer(make([]byte, 64<<10), gitTreeMaxOutput)
	var out []string
	for sc.Scan() {
		line := sc.Text()
		for _, pre := range []string{"diff --git ", "+++ ", "--- ", "rename to ", "rename from ", "copy to "} {
			rest, ok := strings.CutPrefix(line, pre)
			if !ok {
				continue
			}
			if pre == "+++ " || pre == "--- " {
				rest, _, _ = strings.Cut(rest, "\t")
			}
			if strings.HasPrefix(rest, `"`) {
				u, err := strconv.Unquote(rest)
				if err != nil {
					return nil, fmt.Errorf("patch %s: a path not read: %q", file, rest)
				}
				rest = u
			}
			if rest != "/dev/null" && rest != "" {
				out = append(out, strings.TrimPrefix(rest, "/"))
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read the patch: %w", err)
	}
	return out, nil
}
