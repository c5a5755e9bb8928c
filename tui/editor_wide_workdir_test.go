package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestAlwaysAllowWideWorkdir (rt35k L18): the agent picks the directory
// a rule is kept under. One wider than a project (/, the home directory,
// a top-level directory) is shown as such on the workdir line, and enter
// says why it is refused until the operator chooses any directory
// knowingly; a project's directory is kept as before.
func TestAlwaysAllowWideWorkdir(t *testing.T) {
	cases := []struct {
		name, cwd, workdir string
		why                string // "" for a project's directory
	}{
		{"root", "/", "/", "every directory"},
		{"home", "", "", "the home directory"},
		{"holds the home", "up", "", "a directory holding the home directory"},
		{"top level", "/srv", "/srv", "a top-level directory"},
		{"project", "/srv/app", "/srv/app", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openAskingDesk(t, 120, 40)
			cwd, workdir := tc.cwd, tc.workdir
			switch cwd {
			case "": // the home directory
				cwd, workdir = d.home(), d.home()
			case "up": // the directory holding it
				cwd = filepath.Dir(d.home())
				workdir = cwd
			}
			ans, err := d.svc.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "root", Harness: "cli",
				Cwd: cwd, Workdir: workdir, Home: d.home(), Wait: 10 * time.Minute})
			must(t, err)
			if ans.Ask == nil {
				t.Fatalf("answered %s by %s, not asked", ans.Outcome, ans.Rule)
			}
			d.reload()
			d.settle()
			d.keys("A", "enter", "the agent pushes its own branch", "enter")
			if tc.why == "" {
				d.mustShow("Write this rule?")
				return
			}
			scr := d.mustShow("workdir under ", "wider than a project", "enter: workdir: the agent asked from ")
			if words := strings.Join(strings.Fields(scr), " "); !strings.Contains(words, cwd+", "+tc.why+", wider than a project") {
				t.Fatalf("enter does not say why %s is refused (%s):\n%s", cwd, tc.why, scr)
			}
			d.mustNotShow("Write this rule?")
			for i := 0; i < 8 && !strings.Contains(d.screen(), "▸workdir"); i++ {
				d.keys("tab")
			}
			d.keys("space") // any directory, knowingly
			d.mustShow("workdir any directory")
			d.mustNotShow("wider than a project")
			d.keys("enter")
			d.mustShow("Write this rule?", "in any directory")
		})
	}
}
