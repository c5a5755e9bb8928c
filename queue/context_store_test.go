package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestStoreInSharedFolder (rt14d finding 8): a store placed in a folder
// above the projects guards the store file and the folders holding it,
// not every path below its folder; ozdesk's own state directory is
// guarded whole.
func TestStoreInSharedFolder(t *testing.T) {
	root := t.TempDir()
	ownDir := filepath.Join(root, "state", "ozdesk")
	if err := os.MkdirAll(ownDir, 0o700); err != nil {
		t.Fatal(err)
	}
	proj := filepath.Join(root, "proj")
	cases := []struct {
		name, db string
		req      Request
		rule     string // "" : allowed
	}{
		{"a build in a project beside the store", filepath.Join(root, "desk.db"),
			Request{Command: "rm -rf build", Cwd: proj}, ""},
		{"a note in a project below the store's folder", filepath.Join(root, "desk.db"),
			Request{Command: "echo x > " + filepath.Join(proj, "notes.md"), Cwd: proj}, ""},
		{"the store itself", filepath.Join(root, "desk.db"),
			Request{Command: "rm -f " + filepath.Join(root, "desk.db"), Cwd: proj}, "cmd.guard-tamper"},
		{"the store written over", filepath.Join(root, "desk.db"),
			Request{Command: "cp /tmp/empty.db ../desk.db", Cwd: proj}, "cmd.guard-tamper"},
		{"the folder holding the store", filepath.Join(root, "desk.db"),
			Request{Command: "rm -rf " + root, Cwd: proj}, "cmd.guard-tamper"},
		{"any file in ozdesk's own directory", filepath.Join(ownDir, "desk.db"),
			Request{Command: "echo x > " + filepath.Join(ownDir, "undo.json"), Cwd: proj}, "cmd.guard-tamper"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := New(store.New(tc.db), WithNode("node-a"), WithHome("/home/op"))
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.Remove(tc.db) })
			a := mustEvaluate(t, s, tc.req)
			switch {
			case tc.rule == "" && a.Outcome != patterns.Allow:
				t.Errorf("%q: %s by %s (%s), want allow", tc.req.Command, a.Outcome, a.Rule, a.Reason)
			case tc.rule != "" && (a.Outcome != patterns.Ask || a.Rule != tc.rule):
				t.Errorf("%q: %s by %s (%s), want ask by %s", tc.req.Command, a.Outcome, a.Rule, a.Reason, tc.rule)
			}
		})
	}
}
