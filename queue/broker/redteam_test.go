package broker

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// The red team's tests: what a hostile agent, running under its own
// account, tries against the broker.

// TestFIFOInCwdDoesNotHang: the broker reads the git files of the
// directory an agent names as its cwd. An agent that puts a FIFO where
// .git, packed-refs or a ref would be must not hang the broker's reader
// (an open of a FIFO blocks until a writer comes, and no signal ends it).
func TestFIFOInCwdDoesNotHang(t *testing.T) {
	r := newRig(t, nil)
	cases := []struct {
		name  string
		setup func(t *testing.T, dir string)
	}{
		{".git", func(t *testing.T, dir string) { mkfifo(t, filepath.Join(dir, ".git")) }},
		{"gitdir's commondir", func(t *testing.T, dir string) {
			g := filepath.Join(dir, "g")
			must(t, os.MkdirAll(g, 0o755))
			must(t, os.WriteFile(filepath.Join(dir, ".git"), []byte("gitdir: g\n"), 0o644))
			mkfifo(t, filepath.Join(g, "commondir"))
		}},
		{"origin/HEAD", func(t *testing.T, dir string) {
			refs := filepath.Join(dir, ".git", "refs", "remotes", "origin")
			must(t, os.MkdirAll(refs, 0o755))
			mkfifo(t, filepath.Join(refs, "HEAD"))
		}},
		{"packed-refs", func(t *testing.T, dir string) {
			must(t, os.MkdirAll(filepath.Join(dir, ".git"), 0o755))
			mkfifo(t, filepath.Join(dir, ".git", "packed-refs"))
		}},
		{"a ref", func(t *testing.T, dir string) {
			refs := filepath.Join(dir, ".git", "refs", "remotes", "origin")
			must(t, os.MkdirAll(refs, 0o755))
			must(t, os.WriteFile(filepath.Join(dir, ".git", "packed-refs"), []byte("abc refs/remotes/origin/HEAD\n"), 0o644))
			mkfifo(t, filepath.Join(refs, "main"))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			c.setup(t, dir)
			ans, err := r.cl.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "bot", Cwd: dir})
			if err != nil || ans.Unavailable != nil {
				t.Fatalf("the broker did not answer an evaluation in a directory with a FIFO: %+v, %v", ans, err)
			}
		})
	}
}

func mkfifo(t *testing.T, path string) {
	t.Helper()
	must(t, syscall.Mkfifo(path, 0o644))
}
