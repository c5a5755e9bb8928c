package tui

import (
	"os/exec"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// selectedRow returns the queue row marked selected.
func selectedRow(t *testing.T, screen string) string {
	t.Helper()
	for _, l := range strings.Split(screen, "\n") {
		if strings.HasPrefix(l, "▸") {
			return l
		}
	}
	t.Fatalf("no selected row:\n%s", screen)
	return ""
}

// TestNewAskKeepsSelection: asks arriving do not move the selection or
// the focus.
func TestNewAskKeepsSelection(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "refactor", "git push --force origin main")
	d.ask("codex", "release", "npm publish --tag beta")
	d.reload()
	d.settle()
	d.keys("j", "enter") // the second ask, its card focused
	d.settle()           // past the hold of the move
	d.ask("gemini", "docs", "cargo publish")
	d.reload()
	scr := d.screen()
	if !strings.Contains(scr, "agent «codex»") {
		t.Fatalf("the card left the selected ask:\n%s", scr)
	}
	if !d.m.focusCard {
		t.Fatal("the new ask took the focus from the card")
	}
	d.keys("esc")
	if row := selectedRow(t, d.screen()); !strings.Contains(row, "npm publish") {
		t.Fatalf("selected row %q, want the npm publish ask", row)
	}
	d.mustShow("Queue · 3 waiting", "cargo publish")
	// The ask the operator looks at did not change: no grace period.
	if d.m.inGrace(d.m.list.selectedID()) {
		t.Fatal("an arrival put the selected card in a grace period")
	}
}

// TestSelectionFollowsItsAsk: when the selected ask is decided elsewhere,
// the next one is selected, in its grace period.
func TestSelectionFollowsItsAsk(t *testing.T) {
	d := openDesk(t, 80, 24)
	first := d.ask("claude", "refactor", "git push --force origin main")
	d.ask("codex", "release", "npm publish --tag beta")
	d.reload()
	d.settle()
	if _, err := d.svc.Decide(first, decisionBy("bob")); err != nil {
		t.Fatal(err)
	}
	d.reload()
	if row := selectedRow(t, d.screen()); !strings.Contains(row, "npm publish") {
		t.Fatalf("selected row %q, want the next ask", row)
	}
	d.mustShow("Queue · 1 waiting", "took the place of ask 1: keys wait")
}

// TestNavigation moves through the queue with the list keys.
func TestNavigation(t *testing.T) {
	d := openDesk(t, 80, 30)
	cmds := []string{"git push --force origin main", "npm publish --tag beta", "cargo publish",
		"kubectl delete namespace staging", "helm uninstall api -n prod"}
	for _, c := range cmds {
		d.ask("claude", "job", c)
	}
	d.reload()
	cases := []struct {
		keys []string
		want string
	}{
		{[]string{"j"}, cmds[1]}, {[]string{"j", "j"}, cmds[2]}, {[]string{"down", "k"}, cmds[0]},
		{[]string{"G"}, cmds[4]}, {[]string{"G", "g"}, cmds[0]}, {[]string{"k"}, cmds[0]},
		{[]string{"G", "j"}, cmds[4]}, {[]string{"end", "up"}, cmds[3]}, {[]string{"pgdown"}, cmds[4]},
	}
	for _, tc := range cases {
		d.keys("g")
		d.keys(tc.keys...)
		if row := selectedRow(t, d.screen()); !strings.Contains(row, tc.want) {
			t.Errorf("%v: selected %q, want %q", tc.keys, row, tc.want)
		}
	}
}

// TestFilter narrows the queue by agent, job, command text or rule.
func TestFilter(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "refactor", "git push --force origin main")
	d.ask("codex", "release", "npm publish --tag beta")
	d.ask("gemini", "docs", "kubectl delete namespace staging")
	d.reload()
	cases := []struct {
		text       string
		shown, not []string
	}{
		{"codex", []string{"npm publish"}, []string{"git push", "kubectl"}},
		{"KUBECTL", []string{"kubectl"}, []string{"git push", "npm"}},
		{"cmd.force", []string{"git push"}, []string{"npm", "kubectl"}},
		{"docs", []string{"kubectl"}, []string{"git push"}},
		{"nothing-matches", []string{"no ask matches the filter"}, []string{"git push"}},
	}
	for _, tc := range cases {
		d.keys("/", tc.text)
		scr := d.screen()
		for _, w := range tc.shown {
			if !strings.Contains(scr, w) {
				t.Errorf("filter %q: %q not shown:\n%s", tc.text, w, scr)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(scr, "  "+w) || strings.Contains(selectedRowOrEmpty(scr), w) {
				t.Errorf("filter %q: %q shown:\n%s", tc.text, w, scr)
			}
		}
		d.keys("esc") // clears the filter
		d.mustShow("Queue · 3 waiting")
	}
	d.keys("/", "codex", "enter") // keeps it
	d.mustShow("1 match /codex")
	d.keys("esc")
	d.mustShow("filter cleared")
}

func selectedRowOrEmpty(screen string) string {
	for _, l := range strings.Split(screen, "\n") {
		if strings.HasPrefix(l, "▸") {
			return l
		}
	}
	return ""
}

// TestMarks: asks near their deadline are marked due, asks whose waiting
// process is gone are marked gone; in words, not colour alone.
func TestMarks(t *testing.T) {
	d := openDesk(t, 80, 24)
	if _, err := d.svc.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "claude",
		Cwd: d.cwd(), Home: d.home(), Wait: 2 * time.Minute}); err != nil {
		t.Fatal(err)
	}
	exited := exec.Command("true")
	if err := exited.Run(); err != nil {
		t.Skip("no true(1) to make a process that has exited:", err)
	}
	if _, err := d.svc.Evaluate(queue.Request{Command: "npm publish --tag beta", Agent: "codex",
		Cwd: d.cwd(), Home: d.home(), Pid: exited.Process.Pid, Wait: time.Hour}); err != nil {
		t.Fatal(err)
	}
	d.clock.Add(90 * time.Second)
	d.reload()
	scr := d.mustShow("expires in 30s", "gone")
	for _, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "claude") && strings.Contains(l, "git push") && !strings.Contains(l, "expires in 30s") {
			t.Errorf("the ask near its deadline is not marked: %q", l)
		}
		if strings.Contains(l, "codex") && strings.Contains(l, "npm publish") && !strings.Contains(l, "gone") {
			t.Errorf("the ask whose harness is gone is not marked: %q", l)
		}
	}
}
