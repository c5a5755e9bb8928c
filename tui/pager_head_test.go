package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestPagerShowsCwdWhole (rt20k #2): v shows, above the whole command,
// the agent, node and working directory whole, a long directory wrapped
// rather than cut in the middle as the card cuts it. Before, v showed the
// command alone and no screen of the desk showed the directory's middle.
func TestPagerShowsCwdWhole(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		d := openDesk(t, size[0], size[1])
		middle := "MIDDLE-" + strings.Repeat("d", 150) + "-HIDDEN"
		cwd := "/srv/" + strings.Repeat("a", 100) + middle + strings.Repeat("z", 100) + "/x"
		ans, err := d.svc.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "claude-1", Harness: "cli",
			Cwd: cwd, Home: fixedHome, Wait: 10 * time.Minute})
		if err != nil || ans.Ask == nil {
			t.Fatalf("ask: %v, %+v", err, ans)
		}
		d.reload()
		d.settle()
		if strings.Contains(flatText(d.screen()), "-HIDDEN") {
			t.Fatalf("%v: the card shows the directory's middle; the test needs a directory it cuts", size)
		}
		d.keys("v")
		scr := d.mustShow("Command of ask 1", "agent", "claude-1", "node-1", "git push --force origin main")
		if got := flatText(scr); !strings.Contains(got, middle) {
			t.Fatalf("%v: the pager does not show the directory whole:\n%s", size, scr)
		}
		d.keys("esc")
		d.mustNotShow("Command of ask 1")
	}
}

// flatText joins a screen's lines as the wrapped text reads: each line's
// text after its label column, with the wrap marks and spaces taken out.
func flatText(scr string) string {
	var b strings.Builder
	for _, l := range strings.Split(scr, "\n") {
		b.WriteString(strings.NewReplacer("↴", "", " ", "", "│", "").Replace(l))
	}
	return b.String()
}
