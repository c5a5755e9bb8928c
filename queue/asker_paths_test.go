package queue

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAskerPathsOnlyTighten (issue 10): the resolutions an asker sends
// (Request.AskerPaths) are judged beside the path as written and the
// service's own resolution. One that leads into a guarded place asks
// though no link is on disk here (the broker could not read it); one
// that leads a guarded write elsewhere does not loosen it; more entries
// than MaxAskerPaths, or one longer than MaxAskerPathLen, make every
// write the guard judges ask; none leaves the answer as before.
func TestAskerPathsOnlyTighten(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{home, proj, filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	s := New(store.New(filepath.Join(root, "state", "desk.db")), WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	many := map[string]string{}
	for i := range MaxAskerPaths + 1 {
		many[fmt.Sprintf("%s/x%d", proj, i)] = fmt.Sprintf("%s/y%d", proj, i)
	}
	cases := []struct {
		name, command string
		paths         map[string]string
		rule          string // "": allowed
	}{
		{"into the home", "echo x > hh/.claude/settings.json",
			map[string]string{proj + "/hh/.claude/settings.json": home + "/.claude/settings.json"}, "cmd.guard-tamper"},
		{"a delete into the home", "rm -f hh/.bashrc",
			map[string]string{proj + "/hh/.bashrc": home + "/.bashrc"}, "cmd.guard-tamper"},
		{"into ozdesk's name", "cp x b/ozdesk",
			map[string]string{proj + "/b/ozdesk": "/usr/local/bin/ozdesk"}, "cmd.guard-tamper"},
		{"a guarded write led elsewhere", "echo x > ~/.bashrc",
			map[string]string{home + "/.bashrc": proj + "/notes"}, "cmd.guard-tamper"},
		{"led to a relative name", "echo x > hh/.bashrc",
			map[string]string{proj + "/hh/.bashrc": ".bashrc"}, ""},
		{"led nowhere guarded", "echo x > hh/notes",
			map[string]string{proj + "/hh/notes": home + "/notes"}, ""},
		{"for another path", "echo x > notes",
			map[string]string{proj + "/hh/.bashrc": home + "/.bashrc"}, ""},
		// fx10f: a delete led out of the workdir asks; a workdir reached
		// through a link of its own (the asker sends where it leads) keeps
		// its files inside.
		{"a delete led out of the workdir", "rm -rf o/data",
			map[string]string{proj + "/o": "/srv/other"}, "cmd.delete-outside"},
		{"a write led out of the workdir", "echo x > o/config.toml",
			map[string]string{proj + "/o/config.toml": "/srv/other/config.toml", proj + "/o": "/srv/other"}, "cmd.delete-outside"},
		{"the workdir through a link", "rm -rf src/old; echo x > src/a.go",
			map[string]string{proj + "/src": "/data/p/src", proj + "/src/a.go": "/data/p/src/a.go", proj: "/data/p"}, ""},
		// A harness's settings are guarded by name wherever they are
		// (fx37g), so "none" writes a name guarded only in the home.
		{"none", "echo x > hh/.bashrc", nil, ""},
		{"too many", "echo x > notes", many, "cmd.guard-tamper"},
		{"too long", "echo x > notes",
			map[string]string{proj + "/a": "/" + strings.Repeat("a", MaxAskerPathLen)}, "cmd.guard-tamper"},
		{"too many, nothing written", "ls", many, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj, AskerPaths: tc.paths})
			switch {
			case tc.rule == "" && a.Outcome != patterns.Allow:
				t.Errorf("%q: %s by %s (%s), want allow", tc.command, a.Outcome, a.Rule, a.Reason)
			case tc.rule != "" && (a.Outcome != patterns.Ask || a.Rule != tc.rule):
				t.Errorf("%q: %s by %s (%s), want ask by %s", tc.command, a.Outcome, a.Rule, a.Reason, tc.rule)
			}
		})
	}
}

// TestAskerPathsResolved: AskerPaths resolves, as this process, the
// targets the guard judges that lead elsewhere (a link made in an earlier
// call, written to or deleted, one after cd), keyed as the guard spells
// them; a command that writes through no link sends none, and a command
// writing through many sends one more than the bound keeps.
func TestAskerPathsResolved(t *testing.T) {
	root := t.TempDir()
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), proj} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(home, filepath.Join(proj, "hh")); err != nil {
		t.Fatal(err)
	}
	var lots []string
	for i := range MaxAskerPaths + 5 {
		lots = append(lots, fmt.Sprintf("echo x > hh/f%d", i))
	}
	cases := []struct {
		command string
		want    map[string]string
		n       int
	}{
		// The written path, and its directory: a delete or write outside
		// the workdir is judged through the directory's links (fx10f).
		{"echo x > hh/.claude/notes.md", map[string]string{proj + "/hh/.claude/notes.md": home + "/.claude/notes.md", proj + "/hh/.claude": home + "/.claude"}, 2},
		{"rm -f hh/.bashrc", map[string]string{proj + "/hh/.bashrc": home + "/.bashrc", proj + "/hh": home}, 2},
		{"cd hh && tee -a .profile", map[string]string{proj + "/hh/.profile": home + "/.profile", proj + "/hh": home}, 2},
		{"echo x > notes; rm -f src/old", nil, 0},
		// A path operand read through a link is resolved too: [terminal]
		// judges where it leads, so a read of a link to /dev/pts/N is a
		// terminal read (fx52a: `ln -s /dev/pts /tmp/pp` then `cat
		// /tmp/pp/0` was allowed).
		{"ls hh", map[string]string{proj + "/hh": home}, 1},
		{strings.Join(lots, "; "), nil, MaxAskerPaths + 1},
	}
	// A workdir reached through a link: its resolution is sent with the
	// paths, so the broker keeps the files in it inside (fx10f).
	if err := os.Symlink(proj, filepath.Join(root, "pl")); err != nil {
		t.Fatal(err)
	}
	if got := AskerPaths(Request{Command: "rm -rf hh/old", Cwd: filepath.Join(root, "pl"), Home: home}); got[filepath.Join(root, "pl")] != proj {
		t.Errorf("the linked workdir's resolution is not sent: %v", got)
	}
	for _, tc := range cases {
		got := AskerPaths(Request{Command: tc.command, Cwd: proj, Home: home})
		if tc.n > MaxAskerPaths {
			if kept, over := boundAskerPaths(got); kept != nil || !over {
				t.Errorf("%q: %d paths sent are not over the bound", tc.command, len(got))
			}
		}
		if len(got) != tc.n {
			t.Errorf("%q: %d paths %v, want %d", tc.command, len(got), got, tc.n)
		}
		for p, real := range tc.want {
			if got[p] != real {
				t.Errorf("%q: %q resolved to %q, want %q (all: %v)", tc.command, p, got[p], real, got)
			}
		}
	}
}

// TestAskerPathsClipped: a resolved path longer than MaxAskerPathLen is
// sent cut one byte past it, so the request stays small and the broker
// takes it as over the bound: every guarded write of the command asks.
func TestAskerPathsClipped(t *testing.T) {
	root := t.TempDir()
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	deep := home
	for i := range 6 {
		deep = filepath.Join(deep, strings.Repeat(string(rune('a'+i)), 200))
	}
	for _, d := range []string{deep, proj} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(home, filepath.Join(proj, "hh")); err != nil {
		t.Fatal(err)
	}
	cmd := "echo x > hh" + strings.TrimPrefix(deep, home) + "/f"
	got := AskerPaths(Request{Command: cmd, Cwd: proj, Home: home})
	if len(got) != 1 {
		t.Fatalf("%d paths %v, want 1", len(got), got)
	}
	for p, real := range got {
		if len(p) != MaxAskerPathLen+1 || len(real) != MaxAskerPathLen+1 {
			t.Errorf("sent %d and %d bytes, want both %d", len(p), len(real), MaxAskerPathLen+1)
		}
	}
	if _, over := boundAskerPaths(got); !over {
		t.Errorf("a clipped path is not over the bound")
	}
}
