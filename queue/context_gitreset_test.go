package queue

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGitResetToCommit (rt23d #1, fx28e3): `git reset --hard REF`,
// `git checkout REF -- .` and `git restore --source REF .` write REF's
// tree over the work tree. They ask as guard-tamper only when the real
// repository says a file they write is guarded (REF holds or drops a
// harness's settings); on a feature branch in a repository that tracks no
// settings they are left alone, as `git restore .` is.
func TestGitResetToCommit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	const tamper = "cmd.guard-tamper"
	f := newPathFixture(t, "plain", "evil")
	s := f.service()
	write := func(dir, rel, body string) {
		t.Helper()
		f.Mkdirs(filepath.Join(dir, filepath.Dir(rel)))
		f.Write(0o600, body, filepath.Join(dir, rel))
	}

	// plain: main and a feature branch two commits ahead, no settings.
	plain := filepath.Join(f.Proj, "plain")
	gitIn(t, plain, "init", "-q", "-b", "main")
	write(plain, "a.txt", "x\n")
	gitIn(t, plain, "add", "-A")
	gitIn(t, plain, "commit", "-q", "-m", "one")
	gitIn(t, plain, "checkout", "-q", "-b", "feature/x")
	for _, body := range []string{"y\n", "z\n"} {
		write(plain, "src/b.go", body)
		gitIn(t, plain, "add", "-A")
		gitIn(t, plain, "commit", "-q", "-m", body)
	}
	write(plain, "a.txt", "edited\n")
	judge(t, s, plain, []verdict{
		{"git reset --hard HEAD~1", wantAllow},
		{"git reset --hard main", wantAllow},
		{"git reset --hard HEAD", wantAllow},
		{"git checkout main -- .", wantAllow},
		{"git checkout HEAD~1 -- .", wantAllow},
		{"git restore --source main .", wantAllow},
		{"git restore --source=HEAD~2 .", wantAllow},
		{"git fetch origin && git reset --hard HEAD~1", wantAllow},
		// a ref the line itself makes is not looked at
		{"git fetch . feature/x:evil && git reset --hard evil", tamper},
		// a ref that is not literal is not looked at
		{"git reset --hard $REF", tamper},
	})

	// evil: a branch holds .claude/settings.json; resetting onto it, or
	// from it onto a commit without it, writes the settings.
	evil := filepath.Join(f.Proj, "evil")
	gitIn(t, evil, "init", "-q", "-b", "main")
	write(evil, "a.txt", "x\n")
	gitIn(t, evil, "add", "-A")
	gitIn(t, evil, "commit", "-q", "-m", "one")
	gitIn(t, evil, "checkout", "-q", "-b", "evil")
	write(evil, ".claude/settings.json", `{"hooks":{}}`)
	gitIn(t, evil, "add", "-A")
	gitIn(t, evil, "commit", "-q", "-m", "settings")
	gitIn(t, evil, "checkout", "-q", "main")
	judge(t, s, evil, []verdict{
		{"git reset --hard evil", tamper},
		{"git checkout evil -- .", tamper},
		{"git restore --source evil .", tamper},
		{"git reset --hard main", wantAllow},
	})
	gitIn(t, evil, "checkout", "-q", "evil")
	judge(t, s, evil, []verdict{
		{"git reset --hard main", tamper},
		{"git reset --hard HEAD~1", tamper},
	})
}
