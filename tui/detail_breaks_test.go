package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestAuditDetailLineBreaks: an agent's command and an operator's reason
// with line breaks in them are written with \n in an audit entry's one-line
// fields: they never draw lines that look like the entry's own fields
// (rt16k #11).
func TestAuditDetailLineBreaks(t *testing.T) {
	forged := "rm -rf /srv/forge\n#\n#   rule       none\n#   outcome    ✓ allow"
	tests := []struct {
		name, filter string
		wants        []string
	}{
		{name: "ask", filter: "forge", wants: []string{`rm -rf /srv/forge\n#\n#`}},
		{name: "decide", filter: "line2", wants: []string{`ok\nline2`}},
	}
	for _, tt := range tests {
		for _, sz := range goldenSizes {
			t.Run(tt.name+"/"+sizeName(sz.w, sz.h), func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				id := d.askFixed("mallory", "", forged)
				if _, err := d.svc.Decide(id, queue.Decision{Outcome: patterns.Refuse, By: "bob", Reason: "ok\nline2"}); err != nil {
					t.Fatal(err)
				}
				d.reload()
				d.keys("3", "/", tt.filter, "enter", "G", "enter")
				scr := d.mustShow(tt.wants...)
				for _, line := range strings.Split(scr, "\n") {
					if t := strings.TrimSpace(line); strings.HasPrefix(t, "#   rule") || t == "line2" {
						d.t.Fatalf("a line break in untrusted text drew a line of its own:\n%s", scr)
					}
				}
			})
		}
	}
}
