package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestAlwaysAllowKeepsTheWorkdir (rt14k #1): "Always allow" with every
// default kept writes a rule under the ask's own directory, and the
// confirmation says so; the same command from another directory is not
// allowed by it. Widening to any directory is the operator's choice, and
// refused while the pattern holds a relative path (`rm -rf data` in any
// directory would delete every agent's neighbouring "data").
func TestAlwaysAllowKeepsTheWorkdir(t *testing.T) {
	cases := []struct {
		name, command string
		widen         bool   // toggle the workdir to any directory
		refused       string // what enter says instead of the confirmation
		confirm       string // what the confirmation says of the scope
	}{
		{"relative delete, defaults", "rm -rf data", false, "", "under "},
		{"relative delete, widened", "rm -rf data", true, `"data" is a relative path`, ""},
		{"branch name, widened", "git push origin feature-x", true, "", "in any directory"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openAskingDesk(t, 120, 40)
			d.ask("agentW3", "projB", tc.command)
			d.reload()
			d.settle()
			d.keys("A")
			d.mustShow("workdir under " + d.cwd())
			if tc.widen {
				d.keys("tab", "tab", "tab", "space")
				d.mustShow("any directory")
			}
			d.keys("enter", "scratch data of projB tests", "enter")
			if tc.refused != "" {
				d.mustShow(tc.refused)
				d.mustNotShow("Write this rule?")
				return
			}
			scr := d.mustShow("Write this rule?", tc.confirm)
			if !tc.widen && !strings.Contains(scr, "for agent «agentW3» on node «node-1» · under «/") {
				t.Fatalf("the confirmation does not name the node and the workdir:\n%s", scr)
			}
			d.keys("right", "enter")
			d.pastUndo()
			d.reload()
			rs := d.rules()
			if len(rs) != 1 {
				t.Fatalf("rules %+v", rs)
			}
			want := d.cwd()
			if tc.widen {
				want = ""
			}
			if rs[0].Scope.Workdir != want {
				t.Fatalf("rule workdir %q, want %q", rs[0].Scope.Workdir, want)
			}
			// this agent is the asking account on its own node (rt15f #1)
			if rs[0].Scope.Agent != "agentW3" || rs[0].Scope.Node != "node-1" {
				t.Fatalf("rule scope %+v, want agent agentW3 on node node-1", rs[0].Scope)
			}
			if tc.widen {
				return
			}
			// the same command from another directory, its workdir
			// claimed to be the project's: the rule does not allow it
			ans, err := d.svc.Evaluate(queue.Request{Command: tc.command, Agent: "agentW3", Harness: "cli",
				Cwd: filepath.Join(d.dir, "var", "lib", "postgresql"), Workdir: d.cwd(), Home: d.home(), Wait: time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			if ans.Rule == rs[0].ID {
				t.Fatalf("the rule from %s decided the command in another directory: %+v", d.cwd(), ans)
			}
		})
	}
}

// TestAlwaysAllowRelativeFromRoot: an agent that asks from / (its choice)
// gets no "under /" rule for a relative path: that is any directory.
func TestAlwaysAllowRelativeFromRoot(t *testing.T) {
	d := openAskingDesk(t, 120, 40)
	ans, err := d.svc.Evaluate(queue.Request{Command: "rm -rf data", Agent: "agentW3", Harness: "cli",
		Cwd: "/", Home: d.home(), Wait: 10 * time.Minute})
	must(t, err)
	if ans.Ask == nil {
		t.Fatalf("answered %s by %s, not asked", ans.Outcome, ans.Rule)
	}
	d.reload()
	d.settle()
	d.keys("A", "enter", "scratch data", "enter")
	d.mustShow(`"data" is a relative path and the ask names no directory narrower than /`)
	d.mustNotShow("Write this rule?")
}

// openAskingDesk is openDesk on a policy whose fallback asks, so that
// everyday commands (`rm -rf data`, `git push`) wait at the desk.
func openAskingDesk(t *testing.T, w, h int) *testDesk {
	d := openDesk(t, w, h)
	set := store.DefaultSettings()
	set.Fallback = "ask"
	_, err := d.svc.SetSettings(set, "admin")
	must(t, err)
	return d
}

// TestAlwaysAllowCwdOutsideWorkdir: an ask whose cwd lies outside the
// workdir it names gets, by default, a rule under its cwd, where the
// command runs, which resolves it; a rule under the workdir left the ask
// it was written from waiting, and "any directory" is refused for a
// relative path (rt21k #4).
func TestAlwaysAllowCwdOutsideWorkdir(t *testing.T) {
	d := openAskingDesk(t, 120, 40)
	ans, err := d.svc.Evaluate(queue.Request{Command: "rm -rf data", Agent: "z1", Harness: "cli",
		Cwd: d.cwd(), Workdir: filepath.Join(d.cwd(), "inner"), Home: d.home(), Wait: 10 * time.Minute})
	must(t, err)
	if ans.Ask == nil {
		t.Fatalf("answered %s by %s, not asked", ans.Outcome, ans.Rule)
	}
	d.reload()
	d.settle()
	d.keys("A")
	d.mustShow("workdir under " + d.cwd())
	d.mustNotShow("still asks")
	d.keys("enter", "scratch data", "enter")
	d.mustShow("Write this rule?")
	d.keys("right", "enter")
	d.pastUndo()
	d.reload()
	if a := d.askState(ans.Ask.ID); a.State != store.StateApproved && a.State != store.StateResolved {
		t.Fatalf("the rule left its own ask %s", a.State)
	}
	if rs := d.rules(); len(rs) != 1 || rs[0].Scope.Workdir != d.cwd() {
		t.Fatalf("rules %+v, want one under %s", rs, d.cwd())
	}
}
