package patterns

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// gitRun runs git in dir, failing the test where it fails.
func gitRun(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir, "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@b",
		"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@b")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v in %s: %v\n%s", args, dir, err, out)
	}
}

// hookFile writes body at root/rel with mode, making its directories.
func hookFile(t *testing.T, root, rel, body string, mode os.FileMode) {
	t.Helper()
	p := filepath.Join(root, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), mode); err != nil {
		t.Fatal(err)
	}
}

// hookTestRead is fx49rRead with a file past max answered as
// ErrFileTooLarge, as the queue answers it.
func hookTestRead(home string) func(string, int) ([]byte, error) {
	read := fx49rRead(home)
	return func(p string, max int) ([]byte, error) {
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Size() > int64(max) {
			return nil, ErrFileTooLarge
		}
		return read(p, max)
	}
}

// statExecutable is Context.Executable as the queue gives it.
func statExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err != nil || fi.Mode().Perm()&0o111 != 0
}

// huskyH is a dispatcher shaped as husky 9's .husky/_/h (written here,
// not copied): each hook stub sources it, and it runs ../NAME with sh -e.
const huskyH = `#!/usr/bin/env sh
# a dispatcher shaped as husky 9's .husky/_/h: runs ../NAME with sh -e
name=$(basename "$0")
script=$(dirname "$(dirname "$0")")/$name
[ -f "$script" ] || exit 0
init="${XDG_CONFIG_HOME:-$HOME/.config}/husky/init.sh"
[ -f "$init" ] && . "$init" "$name"
[ "${HUSKY-}" = "0" ] && exit 0
export PATH="node_modules/.bin:$PATH"
sh -e "$script" "$@"
st=$?
[ $st = 0 ] || echo "hook $name failed ($st)"
exit $st
`

// TestGitHookBodies (rt56 R13/F4): the hooks a git command runs are read
// from the hooks directory git finds, in real repositories: a planted
// .git/hooks/pre-commit makes `git commit -m x` ask by its rule, while the
// everyday hooks (husky's, pre-commit's, a pre-push running the tests)
// and a repository without hooks stay allowed. Each dangerous row was
// allowed before the hooks were read ("no rule matches").
func TestGitHookBodies(t *testing.T) {
	home := t.TempDir()
	repo := func(name string) string {
		d := filepath.Join(home, name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		gitRun(t, d, "init", "-q", "-b", "main")
		return d
	}
	const rm = "#!/bin/sh\nrm -rf ~\n"
	bad := repo("bad")
	hookFile(t, bad, ".git/hooks/pre-commit", rm, 0o755)
	hookFile(t, bad, ".git/hooks/post-checkout", "#!/bin/sh\nozdesk queue approve 7\n", 0o755)
	hookFile(t, bad, "sub/dir/x", "", 0o644)
	repo("clean")
	samples := repo("samples") // git's own .sample files, and one not executable
	hookFile(t, samples, ".git/hooks/pre-commit.sample", rm, 0o755)
	hookFile(t, samples, ".git/hooks/commit-msg", rm, 0o644)
	husky := repo("husky")
	gitRun(t, husky, "config", "core.hooksPath", ".husky/_")
	hookFile(t, husky, ".husky/_/h", huskyH, 0o644)
	for _, h := range []string{"pre-commit", "commit-msg", "pre-push", "post-checkout"} {
		hookFile(t, husky, ".husky/_/"+h, "#!/usr/bin/env sh\n. \"${0%/*}/h\"", 0o755)
	}
	hookFile(t, husky, ".husky/pre-commit", "npx lint-staged\n", 0o644)
	hookFile(t, husky, ".husky/pre-push", "rm -rf ~/\n", 0o644)
	pc := repo("pc")
	hookFile(t, pc, ".git/hooks/pre-commit", "#!/bin/sh\npre-commit run\n", 0o755)
	hookFile(t, pc, ".pre-commit-config.yaml", "repos:\n- repo: local\n  hooks:\n  - id: fmt\n    name: fmt\n    entry: gofmt -l .\n    language: system\n", 0o644)
	inst := repo("installed") // the hook `pre-commit install` writes (its shape; written here)
	hookFile(t, inst, ".git/hooks/pre-commit", "#!/usr/bin/env bash\n"+preCommitMark+"\nINSTALL_PYTHON=/usr/bin/python3\n"+
		"ARGS=(hook-impl --config=.pre-commit-config.yaml --hook-type=pre-commit)\nHERE=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n"+
		"ARGS+=(--hook-dir \"$HERE\" -- \"$@\")\nexec pre-commit \"${ARGS[@]}\"\n", 0o755)
	hookFile(t, inst, ".pre-commit-config.yaml", "repos:\n- repo: local\n  hooks:\n  - id: fmt\n    name: fmt\n    entry: gofmt -l .\n    language: system\n", 0o644)
	instBad := repo("installedbad")
	hookFile(t, instBad, ".git/hooks/pre-commit", "#!/usr/bin/env bash\n"+preCommitMark+"\n"+
		"ARGS=(hook-impl --config=.pre-commit-config.yaml --hook-type=pre-commit)\nexec pre-commit \"${ARGS[@]}\"\n", 0o755)
	hookFile(t, instBad, ".pre-commit-config.yaml", "repos:\n- repo: local\n  hooks:\n  - id: x\n    name: x\n    entry: bash -c 'rm -rf ~/'\n    language: system\n", 0o644)
	gt := repo("gotest")
	hookFile(t, gt, ".git/hooks/pre-push", "#!/bin/sh\nset -e\ngo vet ./...\ngo test ./...\n", 0o755)
	idx := repo("idx") // post-index-change: git status writes the index
	hookFile(t, idx, ".git/hooks/post-index-change", "#!/bin/sh\nrm -rf ~/\n", 0o755)
	py := repo("py")
	hookFile(t, py, ".git/hooks/pre-push", "#!/usr/bin/env python3\nimport os\nos.system('ozdesk queue approve 3')\n", 0o755)
	big := repo("big")
	hookFile(t, big, ".git/hooks/pre-commit", "#!/bin/sh\n"+strings.Repeat("#", scriptFileMax)+"\nrm -rf ~\n", 0o755)
	rel := repo("rel") // a relative hooksPath, from the work tree's top
	gitRun(t, rel, "config", "core.hooksPath", "tools/hooks")
	hookFile(t, rel, "tools/hooks/pre-commit", rm, 0o755)
	hookFile(t, rel, ".git/hooks/pre-commit", "#!/bin/sh\ntrue\n", 0o755)
	hookFile(t, rel, "src/x", "", 0o644)
	cond := repo("cond") // a hooksPath an includeIf's file sets
	hookFile(t, cond, "x.cfg", "[core]\n\thooksPath = /nowhere\n", 0o644)
	f, err := os.OpenFile(filepath.Join(cond, ".git/config"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("[includeIf \"gitdir:/nowhere/\"]\n\tpath = ../x.cfg\n[core \"x\"]\n\thooksPath = /nowhere\n"); err != nil {
		t.Fatal(err)
	}
	f.Close()
	hookFile(t, cond, ".git/hooks/pre-commit", rm, 0o755)
	main := repo("main") // a linked worktree runs its main repository's hooks
	gitRun(t, main, "commit", "-q", "--allow-empty", "-m", "i")
	gitRun(t, main, "worktree", "add", "-q", "../linked")
	hookFile(t, main, ".git/hooks/post-checkout", rm, 0o755)

	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ cwd, cmd, rule, reason string }{
		{"bad", "git commit -m x", "cmd.delete-home", "the hook .git/hooks/pre-commit runs: "},
		{"bad/sub/dir", "git commit -am x", "cmd.delete-home", "the hook "},
		{"bad", "git checkout -b feat", "cmd.guard-tamper", "the hook .git/hooks/post-checkout runs: "},
		{"bad", "git switch main", "cmd.guard-tamper", ""},
		{"", "git -C bad commit -m x", "cmd.delete-home", ""},
		{"", "cd bad && git commit -m x", "cmd.delete-home", ""},
		{"", "git --git-dir=bad/.git commit -m x", "cmd.delete-home", ""},
		{"", "GIT_DIR=bad/.git git commit -m x", "cmd.delete-home", ""},
		{"husky", "git push", "cmd.delete-home", "the husky hook .husky/pre-push runs: "},
		{"idx", "git status", "cmd.delete-home", "post-index-change"},
		{"idx", "git add .", "cmd.delete-home", ""},
		{"py", "git push origin main", "cmd.guard-tamper", "(run by its #! line's python3)"},
		{"big", "git commit -m x", "cmd.unreadable", "larger than ozdesk reads"},
		{"rel/src", "git commit -m x", "cmd.delete-home", "tools/hooks/pre-commit"},
		{"cond", "git commit -m x", "cmd.unreadable", "includeIf"},
		{"installedbad", "git commit -m x", "cmd.delete-home", "hook x runs"},
		{"linked", "git checkout -b x", "cmd.delete-home", "post-checkout"},
		{"bad", "GIT_CONFIG_COUNT=1 git commit -m x", "cmd.unreadable", ""},
		// everyday
		{"bad", "git commit -n -m x", "", ""}, // -n skips pre-commit
		{"bad", "git commit --no-verify -m x", "", ""},
		{"bad", "git log --oneline", "", ""},
		{"bad", "git diff", "", ""},
		{"bad", "git status", "", ""},
		{"clean", "git commit -m x", "", ""},
		{"clean", "git push origin main", "", ""},
		{"samples", "git commit -m x", "", ""},
		{"husky", "git commit -m x", "", ""},
		{"husky", "git checkout main", "", ""},
		{"pc", "git commit -m x", "", ""},
		{"installed", "git commit -m x", "", ""},
		{"gotest", "git push", "", ""},
		{"idx", "git --no-optional-locks status", "", ""},
		{"idx", "git log", "", ""},
		{"main", "git commit -m x", "", ""},
	}
	for _, c := range cases {
		cwd := filepath.Join(home, c.cwd)
		ctx := &Context{Cwd: cwd, Workdir: cwd, Home: home, DefaultBranch: "main",
			ProjectFile: fx49rRead(home), ScriptFile: hookTestRead(home), Executable: statExecutable}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" && v.Outcome != Allow || c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule) {
			t.Errorf("%s: %q: %v by %s (%s), want %q", c.cwd, c.cmd, v.Outcome, v.Rule, v.Reason, c.rule)
			continue
		}
		if !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%s: %q: reason %q does not name %q", c.cwd, c.cmd, v.Reason, c.reason)
		}
	}
}

// TestGitVerbHooksRunByGit: every hook git on this machine runs for a
// command (each hook present, executable, logging its name) is one
// gitVerbHooks lists for that subcommand, so none is left unread.
func TestGitVerbHooksRunByGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	repo, log := filepath.Join(dir, "r"), filepath.Join(dir, "log")
	if err := os.MkdirAll(repo, 0o755); err != nil {
		t.Fatal(err)
	}
	gitRun(t, repo, "init", "-q", "-b", "main")
	all := []string{"applypatch-msg", "pre-applypatch", "post-applypatch", "pre-commit", "pre-merge-commit",
		"prepare-commit-msg", "commit-msg", "post-commit", "pre-rebase", "post-checkout", "post-merge", "pre-push",
		"pre-receive", "update", "post-receive", "post-update", "reference-transaction", "pre-auto-gc",
		"post-rewrite", "post-index-change"}
	for _, h := range all {
		hookFile(t, repo, ".git/hooks/"+h, "#!/bin/sh\necho "+h+" >> "+log+"\ncat >/dev/null\nexit 0\n", 0o755)
	}
	steps := [][]string{
		{"add", "a"},
		{"status"},
		{"commit", "-q", "-m", "a"},
		{"commit", "-q", "-n", "--allow-empty", "-m", "b"},
		{"commit", "-q", "--amend", "--allow-empty", "-m", "b2"},
		{"branch", "side"},
		{"checkout", "-q", "side"},
		{"add", "b"},
		{"commit", "-q", "-m", "c"},
		{"checkout", "-q", "main"},
		{"merge", "-q", "--no-ff", "-m", "m", "side"},
		{"reset", "-q", "--hard", "HEAD~1"},
		{"rebase", "-q", "side"},
		{"tag", "t1"},
		{"diff"},
		{"log"},
		{"revert", "--no-edit", "HEAD"},
		{"stash", "list"},
		{"switch", "-q", "side"},
	}
	for _, s := range steps {
		hookFile(t, repo, "a", "a\n", 0o644)
		if s[0] == "add" && s[1] == "b" {
			hookFile(t, repo, "b", "b\n", 0o644)
		}
		os.Remove(log)
		cmd := exec.Command("git", s...)
		cmd.Dir = repo
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir, "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@b",
			"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@b", "GIT_EDITOR=true")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", s, err, out)
		}
		b, _ := os.ReadFile(log)
		var words []Word
		for _, a := range s[1:] {
			words = append(words, LitWord(a))
		}
		listed, _ := gitVerbHooks(s[0], words)
		for _, h := range strings.Fields(string(b)) {
			if !slices.Contains(listed, h) {
				t.Errorf("git %v ran the hook %s, which gitVerbHooks does not list (%v)", s, h, listed)
			}
		}
	}
}
