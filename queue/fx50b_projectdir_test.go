package queue

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx50b: the directories a workspace glob lists are read as a project
// file is: inside the workdir (a link out of it is refused), bounded,
// only subdirectories named; and the queue's context reads a workspace's
// script, so `pnpm -r run fmt` whose workspace's script deletes the home
// asks.
func TestProjectDirBounds(t *testing.T) {
	proj := filepath.Join(t.TempDir(), "proj")
	outside := t.TempDir()
	for _, d := range []string{"packages/a", "packages/b", "many"} {
		if err := os.MkdirAll(filepath.Join(proj, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 5 {
		if err := os.MkdirAll(filepath.Join(proj, "many", strconv.Itoa(i)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(proj, "packages", "notes.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(proj, "packages", "out")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(proj, "away")); err != nil {
		t.Fatal(err)
	}
	list := projectDirFor(proj)
	got, err := list(filepath.Join(proj, "packages"), 4)
	if err != nil || !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("packages: %q, %v; want [a b] (no file, no link)", got, err)
	}
	if _, err := list(filepath.Join(proj, "many"), 4); err == nil {
		t.Error("a directory of 5 entries was listed under a bound of 4")
	}
	if _, err := list(filepath.Join(proj, "away"), 4); err == nil || errors.Is(err, patterns.ErrNoProjectFile) {
		t.Errorf("a link out of the project was listed: %v", err)
	}
	if _, err := list(filepath.Join(proj, "nosuch"), 4); !errors.Is(err, patterns.ErrNoProjectFile) {
		t.Errorf("nosuch: %v, want ErrNoProjectFile", err)
	}
	// An empty directory lists no subdirectory, and is no error (rt58:
	// `go generate ./...` asked "cannot list" of an empty build/).
	if err := os.MkdirAll(filepath.Join(proj, "empty"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got, err := list(filepath.Join(proj, "empty"), 4); err != nil || len(got) != 0 {
		t.Errorf("empty: %q, %v; want none, no error", got, err)
	}
	if projectDirFor("rel") != nil {
		t.Error("a workdir that is not absolute lists directories")
	}
}

// TestProjectDirJudged: the queue's context lists the workspaces.
func TestProjectDirJudged(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	files := map[string]string{
		"package.json":            `{"name":"root","workspaces":["packages/*"]}`,
		"packages/a/package.json": `{"name":"a","scripts":{"fmt":"rm -rf ~","build":"tsc"}}`,
		"packages/b/package.json": `{"name":"b","scripts":{"build":"tsc"}}`,
	}
	for name, text := range files {
		p := filepath.Join(proj, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := (&Service{}).contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
	for cmd, want := range map[string]string{
		"pnpm -r run fmt": "cmd.delete-home", "npm run fmt --workspaces": "cmd.delete-home",
		"pnpm -r run build": "", "pnpm --filter b run build": "",
	} {
		v := pol.Evaluate(patterns.Read(cmd), ctx, time.Now())
		if want == "" && v.Outcome != patterns.Allow || want != "" && v.Rule != want {
			t.Errorf("%q: %v by %s (%s), want %q", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
}
