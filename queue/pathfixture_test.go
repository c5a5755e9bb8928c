package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/internal/testtree"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// pathFixture is a [testtree.Tree] (a temporary root holding a home and
// a project) with the desk's state in root/state, for tests that judge
// commands against real files, links and repositories laid out there.
type pathFixture struct {
	*testtree.Tree
	t *testing.T
}

// newPathFixture makes the tree with its state directory, then each of
// dirs (see [testtree.Tree.Path]).
func newPathFixture(t *testing.T, dirs ...string) *pathFixture {
	t.Helper()
	f := &pathFixture{Tree: testtree.New(t, dirs...), t: t}
	f.Mkdirs(filepath.Join(f.Root, "state"))
	return f
}

// service is a service on node-a over a new store in root/state with the
// tree's home, initialised.
func (f *pathFixture) service() *Service {
	f.t.Helper()
	s := New(store.New(filepath.Join(f.Root, "state", "desk.db")), WithNode("node-a"), WithHome(f.Home))
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
