package tui

import (
	"strings"
	"testing"
)

// TestAuditCommandWinsOverWords (rt43k F9): at 80 columns the audit
// view's rows of an ask by agents whose long names hold an escape kept
// "? ask by cmd.force-push (ask 1): " whole and cut the command to "git
// pus…n main"; the command wins the room, the words give way ("? ask 1:
// git push --force origin main"), and at 120 columns, where both fit,
// the words stay whole.
func TestAuditCommandWinsOverWords(t *testing.T) {
	const cmd = "git push --force origin main"
	for _, tc := range []struct {
		w, h        int
		eval, asked string
	}{
		{80, 24, "? ask 1: " + cmd, "ask 1: " + cmd},
		{120, 40, "? ask by cmd.force-push (ask 1): " + cmd, "ask 1 asked by cmd.force-push: " + cmd},
	} {
		t.Run(sizeName(tc.w, tc.h), func(t *testing.T) {
			d := openDesk(t, tc.w, tc.h)
			d.askFixed("ops-\u202e-runner-aaaaaaaaaaaaaaaaaaaaaaaa-1-zzzzzzzzzzzzzzzzzzzzzzzz", "j", cmd)
			d.askFixed("ops-\u202e-runner-aaaaaaaaaaaaaaaaaaaaaaaa-2-zzzzzzzzzzzzzzzzzzzzzzzz", "j", cmd)
			d.reload()
			d.settle()
			d.keys("3")
			d.settle()
			scr := d.mustShow("Audit trail")
			var eval, asked string
			for l := range strings.SplitSeq(scr, "\n") {
				switch {
				case strings.Contains(l, " evaluate ") && eval == "":
					eval = l
				case strings.Contains(l, " ask ") && strings.Contains(l, "14:00") && asked == "":
					asked = l
				}
			}
			if !strings.HasSuffix(strings.TrimRight(eval, " "), tc.eval) {
				t.Errorf("the evaluate row reads %q, want it to end %q\n%s", eval, tc.eval, scr)
			}
			if !strings.HasSuffix(strings.TrimRight(asked, " "), tc.asked) {
				t.Errorf("the ask row reads %q, want it to end %q\n%s", asked, tc.asked, scr)
			}
		})
	}
}
