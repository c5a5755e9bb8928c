package tui

import (
	"strings"
	"testing"
)

// TestAuditShowsAgentsTrailingSpace: the audit view names an agent
// "claude " as claude\x20, as 'ozdesk audit' does, not as the agent
// "claude" (rt35k MEDIUM-3).
func TestAuditShowsAgentsTrailingSpace(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude ", "", "rm -rf /srv/trailspace")
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.screen()
			n := 0
			for l := range strings.SplitSeq(scr, "\n") {
				if strings.Contains(l, "14:00:00") {
					n++
					if !strings.Contains(l, `claude\x20`) {
						t.Errorf("an entry hides the name's trailing space: %q", l)
					}
				}
			}
			if n == 0 {
				t.Fatalf("no audit entries:\n%s", scr)
			}
		})
	}
}
