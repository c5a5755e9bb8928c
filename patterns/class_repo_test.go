package patterns

import (
	"os"
	"path/filepath"
	"testing"
)

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestRepoDefaultBranch(t *testing.T) {
	root := t.TempDir()
	const id = "0123456789abcdef0123456789abcdef01234567"

	// A repository with a symbolic origin/HEAD, asked from a subdirectory.
	a := filepath.Join(root, "a")
	writeFile(t, filepath.Join(a, ".git", "refs", "remotes", "origin", "HEAD"), "ref: refs/remotes/origin/trunk\n")
	os.MkdirAll(filepath.Join(a, "src", "deep"), 0o755)

	// A linked worktree: a .git file pointing at a gitdir with commondir.
	wt := filepath.Join(root, "wt")
	writeFile(t, filepath.Join(wt, ".git"), "gitdir: ../a/.git/worktrees/wt\n")
	writeFile(t, filepath.Join(a, ".git", "worktrees", "wt", "commondir"), "../..\n")

	// origin/HEAD as an object id, the branch only in packed-refs.
	b := filepath.Join(root, "b")
	writeFile(t, filepath.Join(b, ".git", "refs", "remotes", "origin", "HEAD"), id+"\n")
	writeFile(t, filepath.Join(b, ".git", "packed-refs"),
		"# pack-refs with: peeled fully-peeled sorted\n"+id+" refs/remotes/origin/release\n"+
			"1111111111111111111111111111111111111111 refs/remotes/origin/other\n")

	// origin/HEAD packed too.
	c := filepath.Join(root, "c")
	writeFile(t, filepath.Join(c, ".git", "packed-refs"),
		id+" refs/remotes/origin/HEAD\n"+id+" refs/remotes/origin/stable\n")

	// A bare repository.
	bare := filepath.Join(root, "bare.git")
	writeFile(t, filepath.Join(bare, "HEAD"), "ref: refs/heads/main\n")
	writeFile(t, filepath.Join(bare, "refs", "remotes", "origin", "HEAD"), "ref: refs/remotes/origin/dev\n")
	os.MkdirAll(filepath.Join(bare, "objects"), 0o755)

	// A repository without origin/HEAD.
	d := filepath.Join(root, "d")
	os.MkdirAll(filepath.Join(d, ".git", "refs"), 0o755)

	tests := []struct{ dir, want string }{
		{a, "trunk"},
		{filepath.Join(a, "src", "deep"), "trunk"},
		{wt, "trunk"},
		{b, "release"},
		{c, "stable"},
		{bare, "dev"},
		{d, ""},
		{filepath.Join(root, "none"), ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := RepoDefaultBranch(tt.dir); got != tt.want {
			t.Errorf("RepoDefaultBranch(%q) = %q, want %q", tt.dir, got, tt.want)
		}
	}
}
