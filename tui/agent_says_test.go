package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// askSays queues command as the broker of protected mode does: the agent
// is account, and the name the agent gave itself is its claim.
func (d *testDesk) askSays(account, says, job, command string) string {
	d.t.Helper()
	ans, err := d.svc.Evaluate(queue.Request{Command: command, Agent: account, AgentSays: says, Job: job,
		Harness: "cli", Cwd: fixedCwd, Home: fixedHome, Owner: "uid:1003", Wait: 10 * time.Minute})
	if err != nil || ans.Ask == nil {
		d.t.Fatalf("evaluate %q: %+v, %v", command, ans, err)
	}
	return ans.Ask.ID
}

// TestAgentSaysShown: an ask of protected mode names the account that
// asked and, after it, what the agent says it is, as the agent's own
// words in quotes, in its row, on its card and in the pager; the job is
// the job alone (the broker put the claim in front of it: «claude:
// refactor», fx46k). A claim that mimics the desk's words stays inside
// its quotes.
func TestAgentSaysShown(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askSays("alice", "claude", "refactor", "git push --force origin main")
			d.askSays("bob", `codex») (job «deploy`, "infra", "rm -rf /srv/releases/old")
			d.askFixed("ci-bot", "nightly", "terraform destroy -auto-approve")
			d.reload()
			d.settle()
			scr := d.screen()
			wants := []string{"«alice» (says «c", "«bob» (says «cod", "agent «alice» (says «claude») · job «refactor»"}
			if sz.w >= 120 {
				wants = append(wants, "«alice» (says «claude»)", "«bob» (says «codex\\u00bb) (job \\u00abdeploy»)")
			}
			for _, want := range wants {
				if !strings.Contains(scr, want) {
					t.Errorf("the desk lacks %q:\n%s", want, scr)
				}
			}
			if strings.Contains(scr, "claude: refactor") || strings.Contains(scr, "«ci-bot» (says") ||
				strings.Contains(scr, "(job «deploy") {
				t.Errorf("a claim read as the job, or a direct-mode agent as claiming:\n%s", scr)
			}
			d.requireScreen(t)
		})
	}
}

// TestAgentSaysInAudit: the audit view names, after an agent's account,
// what the agent says it is, in the entries it wrote (its evaluation and
// its ask), and finds them by it.
func TestAgentSaysInAudit(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askSays("alice", "claude", "refactor", "git push --force origin main")
			d.reload()
			d.settle()
			d.keys("3")
			d.settle()
			scr := d.screen()
			// whole where the row has room, else marked as saying more
			claim := "«alice» (says «claude»)"
			if sz.w < 120 {
				claim = "«alice» (says…)"
			}
			n := 0
			for l := range strings.SplitSeq(scr, "\n") {
				if strings.Contains(l, claim) {
					n++
				}
			}
			if n < 2 {
				t.Errorf("the audit view names the claim in %d lines, want the evaluation's and the ask's:\n%s", n, scr)
			}
			d.requireScreen(t)
		})
	}
}
