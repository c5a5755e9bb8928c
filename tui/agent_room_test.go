package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestAgentWholeWhenCommandsHaveRoom: at 120x40 a long agent name is
// drawn whole when the command column keeps room enough, though a long
// command elsewhere in the queue is cut (rt28k #9: «…\u0430ude-…» beside
// 50 empty columns); at 80x24 too, within the agent's cap there (24
// cells): the column no longer narrows as a long command comes (rt37k
// L3).
func TestAgentWholeWhenCommandsHaveRoom(t *testing.T) {
	cases := []struct {
		w, h  int
		whole bool
	}{
		{120, 40, true},
		{80, 24, true},
	}
	const agent = "claude-web-reviewer-2"
	for _, tc := range cases {
		t.Run(sizeName(tc.w, tc.h), func(t *testing.T) {
			d := openDesk(t, tc.w, tc.h)
			d.ask("pusher", "", "terraform destroy -auto-approve -target=module.very_long_module_name_for_testing_purposes.m4 -lock-timeout=300s -var-file=prod.tfvars")
			id := d.ask(agent, "", "rm -rf /srv/data/old")
			d.reload()
			d.settle()
			row := rowOf(t, d.screen(), queue.ShortID(id))
			if got := strings.Contains(row, "«"+agent+"»"); got != tc.whole {
				t.Errorf("agent whole: %v, want %v: %q", got, tc.whole, row)
			}
		})
	}
}
