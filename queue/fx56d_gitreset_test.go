package queue

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGitResetKeepMerge (rt54 M24): `git reset --keep REF` and `git reset
// --merge REF` write REF's copy of the files that differ between HEAD and
// REF, as `reset --hard REF` does: a REF whose tree holds a husky hook
// asks, judged by what the real repository says the reset changes; a REF
// that changes only src/, HEAD, and the resets that leave the work tree
// alone (--soft, --mixed) are left alone, and so is a reset --keep that
// passes over a guarded file changed only in the work tree (kept as it is,
// where --hard writes it back).
func TestGitResetKeepMerge(t *testing.T) {
	f, proj, write := evilHuskyRepo(t)
	s := f.service()
	const tamper = "cmd.guard-tamper"
	judge(t, s, proj, []verdict{
		{"git reset --keep evil", tamper},
		{"git reset --merge evil", tamper},
		{"git reset -q --keep evil --", tamper},
		{"git -C src reset --merge evil", tamper},
		{"git reset --hard evil", tamper},
		{"git fetch -q . evil:made && git reset --keep made", tamper}, // made earlier in the line: a might
		{"git reset --keep $(git rev-parse evil)", tamper},            // a commit not named: a might

		{"git reset --keep feature", wantNotAsk},
		{"git reset --merge feature", wantNotAsk},
		{"git reset --keep", wantNotAsk},
		{"git reset --merge", wantNotAsk}, // abandons a merge: HEAD's files
		{"git reset --keep HEAD", wantNotAsk},
		{"git reset --keep no-such-branch", wantNotAsk}, // git fails, writing nothing
		{"git reset --soft evil", wantNotAsk},
		{"git reset evil", wantNotAsk},
	})
	// A harness setting changed in the work tree only: --keep keeps it
	// (it is the same in HEAD and feature), --hard writes it back.
	write(".claude/settings.json", `{"hooks":{"x":1}}`)
	judge(t, s, proj, []verdict{
		{"git reset --keep feature", wantNotAsk},
		{"git reset --hard feature", tamper},
	})
}

// evilHuskyRepo makes a repository on main whose branch evil holds a
// husky hook committed with plumbing and whose branch feature changes
// only src/, and returns it with a writer of its files.
func evilHuskyRepo(t *testing.T) (*pathFixture, string, func(rel, body string)) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	f := newPathFixture(t, "src")
	proj := f.Proj
	write := func(rel, body string) {
		t.Helper()
		f.Mkdirs(filepath.Dir(rel))
		f.Write(0o600, body, rel)
	}
	gitIn(t, proj, "init", "-q", "-b", "main")
	write("src/main.go", "package main\n")
	write(".claude/settings.json", `{"hooks":{}}`)
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "one")
	// evil: a husky hook committed with plumbing, as rt54 did in another
	// repository and fetched.
	gitIn(t, proj, "checkout", "-q", "-b", "evil")
	cmd := exec.Command("git", "hash-object", "-w", "--stdin")
	cmd.Dir, cmd.Stdin = proj, strings.NewReader("ozdesk queue approve 16\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	gitIn(t, proj, "update-index", "--add", "--cacheinfo", "100644,"+strings.TrimSpace(string(out))+",.husky/pre-commit")
	gitIn(t, proj, "commit", "-q", "-n", "-m", "evil")
	gitIn(t, proj, "checkout", "-q", "main")
	gitIn(t, proj, "checkout", "-q", "-b", "feature")
	write("src/main.go", "package main\n\nfunc main() {}\n")
	gitIn(t, proj, "commit", "-q", "-am", "feature")
	gitIn(t, proj, "checkout", "-q", "main")
	return f, proj, write
}

// TestGitCheckoutComputedRef (rt54 "Needless asks"): a detached checkout
// of a computed commit (`git checkout $(git rev-parse HEAD)`) asked
// cmd.wipe-disk, its lone operand read as a path that might be a device;
// git takes it as a commit first, and a path it checks out is one of the
// work tree's. It asks as the commit's files might be guarded
// (git-tree-change, a might), as `git checkout $REF` does; a path after
// -- that might be anything is still judged as a path.
func TestGitCheckoutComputedRef(t *testing.T) {
	f, proj, _ := evilHuskyRepo(t)
	s := f.service()
	const tamper = "cmd.guard-tamper"
	judge(t, s, proj, []verdict{
		{"git checkout $(git rev-parse HEAD)", tamper},
		{`git checkout "$(git describe --tags --abbrev=0)"`, tamper},
		{"git checkout $(git merge-base HEAD main)", tamper},
		{"git checkout $REF", tamper},
		{"git checkout /dev/sda", "cmd.wipe-disk"}, // literal: judged as written
		{"git checkout feature", wantNotAsk},
	})
}
