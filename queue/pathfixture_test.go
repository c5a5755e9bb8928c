package queue

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// pathFixture is a temporary root holding a home (root/home), a project
// (root/proj) and the desk's state (root/state), for tests that judge
// commands against real files, links and repositories laid out there.
type pathFixture struct {
	t                *testing.T
	root, home, proj string
}

// newPathFixture makes the root's home, project and state directories,
// then each of dirs (see path).
func newPathFixture(t *testing.T, dirs ...string) *pathFixture {
	t.Helper()
	root := t.TempDir()
	f := &pathFixture{t: t, root: root, home: filepath.Join(root, "home"), proj: filepath.Join(root, "proj")}
	f.mkdirs(append([]string{f.home, f.proj, filepath.Join(root, "state")}, dirs...)...)
	return f
}

// path is p with "~" or a leading "~/" standing for the home; a
// relative path is taken in the project.
func (f *pathFixture) path(p string) string {
	switch {
	case p == "~":
		return f.home
	case strings.HasPrefix(p, "~/"):
		return filepath.Join(f.home, p[2:])
	case filepath.IsAbs(p):
		return p
	}
	return filepath.Join(f.proj, p)
}

// mkdirs makes each directory with its parents.
func (f *pathFixture) mkdirs(dirs ...string) {
	f.t.Helper()
	for _, d := range dirs {
		if err := os.MkdirAll(f.path(d), 0o700); err != nil {
			f.t.Fatal(err)
		}
	}
}

// write writes body to each file with the given mode (the directories
// must be there).
func (f *pathFixture) write(mode os.FileMode, body string, files ...string) {
	f.t.Helper()
	for _, p := range files {
		if err := os.WriteFile(f.path(p), []byte(body), mode); err != nil {
			f.t.Fatal(err)
		}
	}
}

// symlinks makes each link name (see path) pointing at its target,
// written as given: a relative target stays relative to the link.
func (f *pathFixture) symlinks(links map[string]string) {
	f.t.Helper()
	for name, target := range links {
		if err := os.Symlink(target, f.path(name)); err != nil {
			f.t.Fatal(err)
		}
	}
}

// hardlinks gives each existing file (the key) a second name (the value).
func (f *pathFixture) hardlinks(names map[string]string) {
	f.t.Helper()
	for from, to := range names {
		if err := os.Link(f.path(from), f.path(to)); err != nil {
			f.t.Fatal(err)
		}
	}
}

// service is a service on node-a over a new store in root/state with the
// fixture's home, initialised.
func (f *pathFixture) service() *Service {
	f.t.Helper()
	s := New(store.New(filepath.Join(f.root, "state", "desk.db")), WithNode("node-a"), WithHome(f.home))
	if _, err := s.Init(); err != nil {
		f.t.Fatal(err)
	}
	return s
}

// What a verdict wants besides a rule's ID (asked by that rule).
const (
	wantAllow  = ""        // allowed
	wantAsk    = "ask"     // asked, by any rule
	wantNotAsk = "not ask" // anything but asked
)

// verdict is a command and what the desk should answer: wantAllow,
// wantAsk, wantNotAsk, or the ID of the rule that should ask.
type verdict struct{ command, want string }

// judge evaluates each row's command in cwd, one subtest a row, and fails
// where the answer is not what the row wants.
func judge(t *testing.T, s *Service, cwd string, rows []verdict) {
	t.Helper()
	for _, tc := range rows {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: cwd})
			asked := a.Outcome == patterns.Ask
			var ok bool
			switch tc.want {
			case wantAllow:
				ok = a.Outcome == patterns.Allow
			case wantAsk:
				ok = asked
			case wantNotAsk:
				ok = !asked
			default:
				ok = asked && a.Rule == tc.want
			}
			if !ok {
				t.Errorf("%q in %s: %s by %s (%s), want %s", tc.command, cwd, a.Outcome, a.Rule, a.Reason, wantText(tc.want))
			}
		})
	}
}

// wantText says what a verdict wants, for a failure.
func wantText(want string) string {
	switch want {
	case wantAllow:
		return "allow"
	case wantAsk, wantNotAsk:
		return want
	}
	return "ask by " + want
}
