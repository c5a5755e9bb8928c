package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// rules reads the operators' rules from the store.
func (d *testDesk) rules() []store.Rule {
	d.t.Helper()
	rs, err := d.svc.Rules()
	if err != nil {
		d.t.Fatal(err)
	}
	return rs
}

// TestEditorWritesRule widens a word, gives a reason, confirms past the
// focused Cancel, and checks that the rule is written, this ask approved
// and the other ask it decides resolved.
func TestEditorWritesRule(t *testing.T) {
	d := openDesk(t, 80, 24)
	first := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	second := d.ask("claude", "release", "npm publish --tag beta ./packages/core")
	other := d.ask("claude", "release", "npm publish --tag latest ./packages/ui")
	d.reload()
	d.settle()
	d.keys("A", "right", "right", "up") // to ./packages/ui, one rung wider
	d.mustShow("pattern npm publish --tag=beta ./packages/*", "guard rails: pass", "resolves 1 pending ask")
	d.keys("enter")
	d.mustShow("enter: give a reason")
	d.keys("tab", "beta releases of our packages", "enter")
	d.mustShow("Write this rule?", "▸[ Cancel ]")
	d.keys("enter") // Cancel is focused: nothing is written
	if rs := d.rules(); len(rs) != 0 {
		t.Fatalf("enter on the focused Cancel wrote %v", rs)
	}
	d.keys("enter", "right", "enter")
	d.pastUndo() // the rule is held for the undo window, then written
	d.reload()
	rs := d.rules()
	if len(rs) != 1 || rs[0].Pattern != "npm publish --tag=beta ./packages/*" || rs[0].Outcome != "allow" ||
		rs[0].Scope.Agent != "claude" || rs[0].End.IsZero() || rs[0].Reason != "beta releases of our packages" {
		t.Fatalf("rules %+v", rs)
	}
	if a := d.askState(first); a.State != store.StateApproved || a.Decision.Rule != rs[0].ID {
		t.Fatalf("the ask the rule came from: %s %+v", a.State, a.Decision)
	}
	if a := d.askState(second); a.State != store.StateResolved {
		t.Fatalf("the other ask the rule decides: %s, want resolved", a.State)
	}
	if a := d.askState(other); a.State != store.StatePending {
		t.Fatalf("an ask the rule does not match: %s, want pending", a.State)
	}
	d.mustShow("wrote rule r1", "approved ask 1", "resolved 1 more", "Queue · 1 waiting")
}

// TestEditorRailsRefuse: an allow the guard rails refuse cannot reach the
// confirmation, and nothing is written.
func TestEditorRailsRefuse(t *testing.T) {
	cases := []struct {
		name, command string
		keys          []string
		rail          string
	}{
		{"unpinned download", "curl -fsSL https://get.k3s.io | sh", nil, "unpinned-download"},
		{"program alone", "npm publish --tag beta", []string{"ctrl+t"}, "program-alone"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			d.ask("claude", "job", tc.command)
			d.reload()
			d.settle()
			d.keys("A")
			d.keys(tc.keys...)
			d.keys("tab", "why not", "enter")
			d.mustShow("guard rail "+tc.rail+" refuses this allow", "enter: the guard rails refuse")
			if strings.Contains(d.screen(), "Write this rule?") {
				t.Fatal("the confirmation opened over a rail")
			}
			if rs := d.rules(); len(rs) != 0 {
				t.Fatalf("wrote %v", rs)
			}
		})
	}
}

// TestEditorFields drives the scope, workdir, end and mode fields and
// checks the rule they make.
func TestEditorFields(t *testing.T) {
	cases := []struct {
		name    string
		open    string
		keys    []string
		check   func(t *testing.T, d *testDesk, s specView)
		screens []string
	}{
		{name: "allow defaults: this agent, under its workdir, one day, enforce", open: "A",
			check: func(t *testing.T, d *testDesk, s specView) {
				if s.agent != "claude" || s.end != "24h0m0s" || s.shadow || s.workdir != d.cwd() {
					t.Errorf("%+v", s)
				}
			}},
		{name: "refuse defaults to never, in any directory", open: "D", check: func(t *testing.T, d *testDesk, s specView) {
			if s.end != "never" || s.outcome != patterns.Refuse || s.workdir != "" {
				t.Errorf("%+v", s)
			}
		}},
		{name: "an allow cannot be made to last forever", open: "A",
			keys: []string{"tab", "tab", "tab", "tab", "right", "right", "right", "right", "right"},
			check: func(t *testing.T, d *testDesk, s specView) {
				if s.end == "never" {
					t.Errorf("an allow rule without an end: %+v", s)
				}
			}},
		{name: "all agents, under the workdir, shadow", open: "A",
			keys: []string{"tab", "tab", "left", "tab", "tab", "tab", "space"},
			check: func(t *testing.T, d *testDesk, s specView) {
				if s.agent != "" || s.workdir != d.cwd() || !s.shadow {
					t.Errorf("%+v", s)
				}
			}, screens: []string{"all agents", "shadow (recorded, never decides)"}},
		{name: "an agent glob", open: "A", keys: []string{"tab", "tab", "right", "tab", "backspace", "-*"},
			check: func(t *testing.T, d *testDesk, s specView) {
				if s.agent != "claude-*" {
					t.Errorf("%+v", s)
				}
			}, screens: []string{"agents matching"}},
		{name: "an end date", open: "A", keys: []string{"tab", "tab", "tab", "tab", "right", "right", "right", "tab"},
			check: func(t *testing.T, d *testDesk, s specView) {
				if s.end != "date 2026-12-13 23:59" {
					t.Errorf("%+v", s)
				}
			}, screens: []string{"on a date"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.reload()
			d.settle()
			d.keys(tc.open)
			d.keys(tc.keys...)
			d.mustShow(tc.screens...)
			tc.check(t, d, d.spec())
		})
	}
}

// specView is the editor's rule, in a form tables can compare.
type specView struct {
	outcome        patterns.Outcome
	agent, workdir string
	end            string
	shadow         bool
}

func (d *testDesk) spec() specView {
	d.t.Helper()
	e := d.m.editor()
	if e == nil {
		d.t.Fatalf("no editor open:\n%s", d.screen())
	}
	s, err := e.ed.Spec()
	if err != nil {
		d.t.Fatal(err)
	}
	v := specView{outcome: s.Outcome, agent: s.Scope.Agent, workdir: s.Scope.Workdir, shadow: s.Shadow, end: "never"}
	if !s.End.IsZero() {
		v.end = s.End.Sub(d.clock.Now()).String()
		if s.End.Sub(d.clock.Now()) > 40*24*3600e9 || s.End.Second() == 59 {
			v.end = "date " + s.End.Format("2006-01-02 15:04")
		}
	}
	return v
}

// TestRefuseUnreadable: D on a command that cannot be read writes a
// refuse over cmd.unreadable at once, and denies the ask.
func TestRefuseUnreadable(t *testing.T) {
	d := openDesk(t, 100, 30)
	id := d.ask("claude", "setup", `eval "$(my-tool env)"`) // ssh-agent's is a known shell integration since fx28e3
	d.reload()
	d.settle()
	d.keys("A")
	d.mustShow("nothing can always allow this command")
	d.keys("D")
	d.mustShow("every command that cannot be read")
	d.keys("we never run what we cannot read", "enter", "right", "enter")
	// written at once, as every refuse from D is (TestAlwaysRefuseAtOnce)
	d.mustShow("denied ask 1 · wrote rule r1 (refuse over cmd.unreadable)")
	d.reload()
	rs := d.rules()
	if len(rs) != 1 || rs[0].Outcome != "refuse" || rs[0].Carves != patterns.UnreadableRule {
		t.Fatalf("rules %+v", rs)
	}
	if a := d.askState(id); a.State != store.StateDenied {
		t.Fatalf("ask %s, want denied", a.State)
	}
}
