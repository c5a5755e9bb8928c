package queue

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx49r: the files a runner's body is read from are read bounded: a
// regular file of the project or the git configuration, never a FIFO (no
// hang), a link out of the project, or a file past the bound.
func TestProjectFileBounds(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	outside := t.TempDir()
	write := func(p, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(proj, "package.json"), `{"scripts":{"fmt":"rm -rf ~"}}`)
	write(filepath.Join(proj, ".git", "config"), "[alias]\n\twipe = !rm -rf ~\n")
	write(filepath.Join(home, ".gitconfig"), "[alias]\n\tnukeit = !rm -rf ~\n")
	write(filepath.Join(home, "secret.txt"), "x")
	write(filepath.Join(outside, "package.json"), `{"scripts":{"fmt":"rm -rf ~"}}`)
	write(filepath.Join(proj, "big", "package.json"), strings.Repeat(" ", 2000))
	if err := os.MkdirAll(filepath.Join(proj, "away"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "package.json"), filepath.Join(proj, "away", "package.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(proj, "package.json"), filepath.Join(proj, "linked.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(proj, "fifo"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(proj, "fifo", "package.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	read := projectFileFor(proj, home)
	cases := []struct {
		path string
		ok   bool
		none bool
	}{
		{filepath.Join(proj, "package.json"), true, false},
		{filepath.Join(proj, "linked.json"), true, false},
		{filepath.Join(proj, ".git", "config"), true, false},
		{filepath.Join(home, ".gitconfig"), true, false},
		{filepath.Join(proj, "nosuch", "package.json"), false, true},
		{filepath.Join(home, "secret.txt"), false, false},
		{filepath.Join(outside, "package.json"), false, false},
		{filepath.Join(proj, "away", "package.json"), false, false},
		{filepath.Join(proj, "fifo", "package.json"), false, false},
		{filepath.Join(proj, "big", "package.json"), false, false},
		{"package.json", false, false},
	}
	for _, c := range cases {
		done := make(chan struct{})
		var b []byte
		var err error
		go func() {
			defer close(done)
			b, err = read(c.path, 1024)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: the look hangs", c.path)
		}
		switch {
		case c.ok && (err != nil || len(b) == 0):
			t.Errorf("%s: %v, want it read", c.path, err)
		case c.none && !errors.Is(err, patterns.ErrNoProjectFile):
			t.Errorf("%s: %v, want ErrNoProjectFile", c.path, err)
		case !c.ok && !c.none && (err == nil || errors.Is(err, patterns.ErrNoProjectFile)):
			t.Errorf("%s: read (%v), want refused", c.path, err)
		}
	}
	if projectFileFor("rel", home) != nil {
		t.Error("a workdir that is not absolute reads files")
	}
}

// TestProjectFileJudged: the queue's context reads the runner's body, so
// `npm run fmt` whose script deletes the home asks, and a look through a
// link out of the project is noted as no failed look. Since fx53d a
// package.json is read wherever it is, as a script or a makefile is
// (rt50k NEW-7: `npm --prefix /tmp/x run a`), so the linked one's script
// asks too (it was left allowed).
func TestProjectFileJudged(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	if err := os.MkdirAll(filepath.Join(proj, "away"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "package.json"), []byte(`{"scripts":{"fmt":"rm -rf ~","test":"jest"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "package.json")
	if err := os.WriteFile(outside, []byte(`{"scripts":{"fmt":"rm -rf ~"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(proj, "away", "package.json")); err != nil {
		t.Fatal(err)
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{}
	looks := &lookLog{}
	ctx := s.contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, looks)
	for cmd, want := range map[string]string{
		"npm run fmt": "cmd.delete-home", "npm test": "", "cd away && npm run fmt": "cmd.delete-home",
	} {
		v := pol.Evaluate(patterns.Read(cmd), ctx, time.Now())
		if want == "" && v.Outcome != patterns.Allow || want != "" && v.Rule != want {
			t.Errorf("%q: %v by %s (%s), want %q", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
	if len(looks.notes) != 0 {
		t.Errorf("a refused look at a runner's file was noted as a failed look: %q", looks.notes)
	}
}
