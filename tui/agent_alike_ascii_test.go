package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestAgentSkeleton: names that read alike in a terminal font share a
// skeleton (case, I l 1 |, O 0, rn m, vv w), and names that do not, do
// not.
func TestAgentSkeleton(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		alike bool
	}{
		{"claude", "cIaude", true},
		{"claude", "c1aude", true},
		{"claude", "Claude", true},
		{"ops-bot", "0ps-bot", true},
		{"modern", "modem", true},
		{"vvorker", "worker", true},
		{"claude", "clause", false},
		{"codex", "codex-2", false},
		{"ci-1", "ci-2", false},
		{"claude", "cl\u0307aude", true},
		{"claude", "c\u0323laude", true},
		{"claude", "claude\u0301", true},
		{"claude", "claud\u00e9", true},
		{"claude", "c\u1e37aude", true},
		{"rené", "rene", true},
		{"claude", "claudf", false},
	} {
		if got := agentSkeleton(c.a) == agentSkeleton(c.b); got != c.alike {
			t.Errorf("%q and %q read alike: %v, want %v (%q, %q)", c.a, c.b, got, c.alike, agentSkeleton(c.a), agentSkeleton(c.b))
		}
	}
}

// TestAgentAlikeASCII (rt43k F8): an agent named «cIaude» (a capital I)
// waiting beside «claude», or where a rule is written for «claude»,
// carries the look-alike mark on its row and says on its card which name
// it looks like and why that matters, the name itself in sight; with
// NO_COLOR too. Before, «cIaude» and «claude» read the same with nothing
// to tell them apart. An agent no other reads as carries no mark.
func TestAgentAlikeASCII(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h)+"/queue", func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "j", "git push --force origin main")
			d.askFixed("cIaude", "j", "git push --force origin main")
			d.askFixed("codex", "j", "git push --force origin main")
			d.reload()
			d.settle()
			rows := d.screen()
			for _, want := range []string{"≈«claude»", "≈«cIaude»", " «codex»"} {
				if !strings.Contains(rows, want) {
					t.Errorf("the rows lack %q:\n%s", want, rows)
				}
			}
			d.keys("j")
			d.settle()
			d.mustShow("agent «cIaude»", "≈ looks like «claude», another agent waiting", "borrows another's rules and your habit")
			d.requireScreen(t)
		})
	}
	t.Run("rule", func(t *testing.T) {
		d := openDeskEnv(t, 80, 24, "NO_COLOR=1")
		if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "git push origin main",
			Reason: "claude pushes its branch", Author: "alice", Scope: patterns.Scope{Agent: "claude"}, End: d.clock.Now().Add(24 * time.Hour)}); err != nil {
			t.Fatal(err)
		}
		d.askFixed("cIaude", "j", "git push --force origin main")
		d.reload()
		d.settle()
		scr := d.mustShow("≈«cIaude»", "≈ looks like «claude», an agent rules are written for")
		if strings.Contains(scr, "\x1b[") {
			t.Errorf("NO_COLOR drew colour:\n%q", scr)
		}
	})
	t.Run("none", func(t *testing.T) {
		d := openDesk(t, 80, 24)
		d.askFixed("claude", "j", "git push --force origin main")
		d.askFixed("codex", "j", "git push --force origin main")
		d.reload()
		d.settle()
		d.mustNotShow("≈", "looks like")
	})
}
