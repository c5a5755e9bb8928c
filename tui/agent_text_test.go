package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// askWith submits a command the policy asks about with the agent's own
// words: its name, job and working directory.
func (d *testDesk) askWith(agent, job, cwd, command string) string {
	d.t.Helper()
	ans, err := d.svc.Evaluate(queue.Request{Command: command, Agent: agent, Job: job, Harness: "cli",
		Cwd: cwd, Home: fixedHome, Wait: 10 * time.Minute})
	if err != nil {
		d.t.Fatalf("evaluate %q: %v", command, err)
	}
	if ans.Ask == nil {
		d.t.Fatalf("%q was answered %s, not asked", command, ans.Outcome)
	}
	return ans.Ask.ID
}

// TestAgentTextQuotedOnCard: what an agent wrote about itself (name,
// job, working directory) stands in quotes on the card, so that a job
// that reads "pre-approved by alice" or a name that closes its own field
// cannot pass for the desk's words, and a long working directory is cut
// in its middle, keeping both ends (rt9c F12).
func TestAgentTextQuotedOnCard(t *testing.T) {
	deep := "/home/op/" + strings.Repeat("c", 4000) + "/deep/end"
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askWith("ci", "ok — pre-approved by alice (ticket OPS-42), rule ops.safe-cleanup", deep, "rm -rf ~/.ssh")
			d.askWith("ci» · job «approved", "x", fixedCwd, "rm -rf ~/.gnupg")
			d.reload()
			d.settle()
			scr := d.mustShow("agent «ci»", "job «ok — pre-", "cwd   «/home/op/cccc", "/deep/end»")
			d.requireScreen(t)
			if strings.Contains(scr, "job ok") {
				t.Fatalf("the job reads as the desk's words:\n%s", scr)
			}
			d.keys("j")
			d.settle()
			d.mustShow(`agent «ci\u00bb · job \u00abapproved»`)
		})
	}
}

// TestWideCardCutsWithMark: at 120x40 no line of the card runs past its
// pane: a long item goes on to the next line, and what is cut ends with
// an ellipsis (rt9c F11).
func TestWideCardCutsWithMark(t *testing.T) {
	d := openDesk(t, 120, 40)
	long := strings.Repeat("agent-", 12)
	id := d.askWith(long, strings.Repeat("job-", 20), fixedCwd, "git push --force origin main")
	d.reload()
	d.settle()
	d.send(goneMsg{gone: map[string]bool{id: true}})
	scr := d.mustShow("harness gone: nobody waits for the answer")
	w := d.m.card.w - 1
	for _, l := range d.m.card.lines {
		if common.Width(l) > w {
			t.Errorf("a card line of %d cells in a pane of %d: %q", common.Width(l), w, l)
		}
	}
	if !strings.Contains(scr, "fallback: allow") {
		t.Fatalf("the fallback is cut away:\n%s", scr)
	}
}

// TestAgentNamesDoNotTakeTheCard: at 120x40, asks with long agent names
// widen the queue by a few columns at most: the card keeps its width
// (rt9c F11).
func TestAgentNamesDoNotTakeTheCard(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.askWith("ci", "job", fixedCwd, "git push --force origin main")
	d.reload()
	d.settle()
	before := d.m.card.w
	d.askWith(strings.Repeat("long-agent-name-", 4), strings.Repeat("long-job-", 4), fixedCwd, "npm publish --tag beta")
	d.reload()
	d.settle()
	if after := d.m.card.w; before-after > agentSplitMax-len("ci")+jobSplitMax-len("job") {
		t.Fatalf("long agent names narrowed the card from %d to %d columns", before, after)
	}
	d.mustShow("«long-ag")
}

// TestRowsQuoteAgentText: a queue row frames what the agent wrote (its
// name, its job) in quotes it cannot close, as the card does, and the
// columns count the quote marks: a name of agentSplitMax cells shows
// whole beside the card, and the commands of every row start in one
// column (rt11 #7).
func TestRowsQuoteAgentText(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askWith("claude-infra", "deploy", fixedCwd, "git push --force origin main")
			d.askWith("ci» «approved", "x", fixedCwd, "npm publish --tag beta")
			d.askWith("x", "", fixedCwd, "rm -rf ~/.ssh")
			d.reload()
			d.settle()
			scr := d.mustShow("«claude-infra» ", `«ci\u00bb`, "«x» ")
			col := -1
			for _, cmd := range []string{"git push", "npm publish", "rm -rf"} {
				l := lineWith(scr, cmd)
				at := len([]rune(l[:strings.Index(l, cmd)]))
				if col >= 0 && at != col {
					t.Errorf("%q starts at column %d, the first command at %d:\n%s", cmd, at, col, scr)
				}
				col = at
			}
		})
	}
}
