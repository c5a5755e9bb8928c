package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// evalResolve is the answer realPaths must give: filepath.EvalSymlinks on
// the longest part of p that exists, the rest joined to it, and p as it is
// when a part cannot be read.
func evalResolve(p string) string {
	p = filepath.Clean(p)
	tail := ""
	for dir := p; ; dir = filepath.Dir(dir) {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(real, tail)
		} else if !os.IsNotExist(err) || dir == filepath.Dir(dir) {
			return p
		}
		tail = filepath.Join(filepath.Base(dir), tail)
	}
}

// TestRealPathsAsEvalSymlinks holds realPaths, which resolves each name
// from its directory's remembered real path, to evalResolve's answers on a
// tree of links: to directories, relative ones through "..", chains,
// dangling ones, loops, a file where a directory should be, and missing
// tails below each.
func TestRealPathsAsEvalSymlinks(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	at := func(p string) string { return filepath.Join(root, p) }
	for _, d := range []string{"real/proj/sub", "real/other", "plain/.claude"} {
		if err := os.MkdirAll(at(d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"real/proj/sub/file", "plain/.claude/settings.json", "plain/file"} {
		if err := os.WriteFile(at(f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range []struct{ name, to string }{
		{"link", at("real")},                             // absolute, to a directory
		{"rel", "real/proj"},                             // relative
		{"real/proj/up", "../other"},                     // relative through ..
		{"chain", "link"},                                // a link to a link
		{"dangling", at("nowhere/at/all")},               // leads nowhere
		{"loop1", "loop2"},                               // a loop
		{"loop2", "loop1"},                               //
		{"plain/.claude/settings.local.json", "../file"}, // a file through a link
		{"real/proj/sub/self", "."},                      // to its own directory
	} {
		if err := os.Symlink(l.to, at(l.name)); err != nil {
			t.Fatal(err)
		}
	}
	var paths []string
	for _, p := range []string{
		"", "real", "real/proj", "real/proj/sub", "real/proj/sub/file", "real/proj/up",
		"link", "link/proj/sub", "rel", "rel/sub", "rel/up", "chain", "chain/proj",
		"dangling", "loop1", "plain", "plain/.claude", "plain/.claude/settings.json",
		"plain/.claude/settings.local.json", "plain/file", "plain/file/below",
		"real/proj/sub/self", "real/proj/sub/self/self/file", "missing", "missing/deeper",
	} {
		paths = append(paths, at(p))
		for _, f := range patterns.HarnessSettings() {
			paths = append(paths, filepath.Join(at(p), f))
		}
	}
	paths = append(paths, "/", "/tmp", "/etc/ozdesk", "/etc/crush/crush.json", root+"//link/./proj/../proj/")
	var r realPaths
	for pass := range 2 { // the second answers from what the first remembered
		for _, p := range paths {
			if got, want := r.real(p), evalResolve(p); got != want {
				t.Errorf("pass %d: real(%q) = %q, want %q", pass, p, got, want)
			}
		}
	}
	if got := r.real("relative/path"); got != "relative/path" {
		t.Errorf("a relative path: real = %q, want it as it is", got)
	}
}

// BenchmarkProtectedForFirst lists the guarded paths for a command in a
// project four directories deep, as the first command of a process does
// (a hook judges one command and exits): nothing resolved yet.
func BenchmarkProtectedForFirst(b *testing.B) {
	home := b.TempDir()
	cwd := filepath.Join(home, "src", "project", "pkg", "sub")
	if err := os.MkdirAll(cwd, 0o755); err != nil {
		b.Fatal(err)
	}
	s := New(store.New(filepath.Join(home, "state", "desk.db")))
	rec := ContextRecord{Cwd: cwd, Home: home, Project: filepath.Join(home, "src", "project")}
	for b.Loop() {
		s.paths = &realPaths{}
		if len(s.protectedFor(rec)) == 0 {
			b.Fatal("no paths")
		}
	}
}
