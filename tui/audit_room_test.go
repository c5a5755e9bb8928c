package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestAuditRowsUseTheirRoom: at 120x40, the audit view names short
// agents whole beside withdraw rows, says "withdrawn" once, and keeps the
// end of each withdrawn command, where the asks differ; at 80x24 the
// commands' ends still show (rt41k F7: «ag…0», "withdrawn (reason:
// withdrawn: the as…)" and four rows reading `terraform destroy
// -target=mod`).
func TestAuditRowsUseTheirRoom(t *testing.T) {
	for _, tc := range []struct {
		w, h   int
		agents bool // every agent's name whole
	}{{120, 40, true}, {80, 24, false}} {
		t.Run(sizeName(tc.w, tc.h), func(t *testing.T) {
			d := openDesk(t, tc.w, tc.h)
			var ids []string
			for i := range 8 {
				ids = append(ids, d.ask(fmt.Sprintf("agent-%d", i%4), "r4",
					fmt.Sprintf("terraform destroy -target=module.m4-%d", 10+i)))
			}
			for _, i := range []int{1, 3, 4, 6} {
				must(t, d.svc.Withdraw(ids[i], fmt.Sprintf("agent-%d", i%4)))
			}
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.screen()
			seen := 0
			for l := range strings.SplitSeq(scr, "\n") {
				if !strings.Contains(l, " withdraw ") {
					continue
				}
				seen++
				if strings.Contains(l, "withdrawn: the") {
					t.Errorf("a withdraw row says withdrawn twice: %q", l)
				}
				if tc.agents && !strings.Contains(l, "«agent-") {
					t.Errorf("a withdraw row cuts its agent's name: %q", l)
				}
				if !strings.Contains(l, ".m4-1") || strings.HasSuffix(strings.TrimSpace(l), "-target=mod") {
					t.Errorf("a withdraw row hides where its command differs: %q", l)
				}
			}
			if seen != 4 {
				t.Fatalf("%d withdraw rows:\n%s", seen, scr)
			}
		})
	}
}
