package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestCardShowsAskerPaths (issue 10): an ask the guard made because the
// asker's own resolution of a path leads into the home (a link the
// broker could not read) names that resolution on its card, the
// asker's text shown safely; an ask without one shows no such lines.
func TestCardShowsAskerPaths(t *testing.T) {
	d := openDesk(t, 240, 50)
	written, real := d.cwd()+"/hh/.claude/settings.json", d.home()+"/.claude/settings.json"
	ans, err := d.svc.Evaluate(queue.Request{Command: "echo x > hh/.claude/settings.json", Agent: "claude", Harness: "cli",
		Cwd: d.cwd(), Home: d.home(), Wait: 10 * time.Minute,
		AskerPaths: map[string]string{written: real, d.cwd() + "/e\x1b]0;x\a": d.cwd() + "/f"}})
	if err != nil || ans.Ask == nil {
		t.Fatalf("not asked: %v %+v", err, ans)
	}
	d.reload()
	d.settle()
	d.mustShow("written through links, as the asker resolves them:", "/hh/.claude/settings.json", "→", "/.claude/settings.json")
	d.mustNotShow("\x1b]0;x")
}
