package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestEditorExamplesShowTheWidenedWord: two asks differ only in the
// middle (staging, production); widening the staging ask's -var-file (D, refuse) to
// -var-file=* takes in the production one, and its example shows the word
// that differs from the ask's own command, not a cut that hides exactly
// that word (rt22k #6: both examples read
// `terraform apply -var-file=environments/comm…es.tfvars -lock-timeout=300s`).
func TestEditorExamplesShowTheWidenedWord(t *testing.T) {
	cmd := func(env string) string {
		return "terraform apply -var-file=environments/common/defaults.tfvars -var-file=environments/" + env +
			"/us-east-1/terraform.tfvars -var-file=environments/common/overrides.tfvars -lock-timeout=300s"
	}
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "terraform apply **",
				Reason: "applies", Author: "alice"}); err != nil {
				t.Fatal(err)
			}
			d.askFixed("mid", "job", cmd("staging"))
			d.askFixed("mid", "job", cmd("production"))
			d.reload()
			d.settle()
			// Four steps up: *.tfvars, us-east-1/*, [inside-workdir], *.
			d.keys("D", "right", "right", "right", "left", "up", "up", "up", "up")
			scr := d.mustShow("▸-var-file=*", "matches: 2 recorded commands")
			var egs []string
			for _, l := range strings.Split(scr, "\n") {
				if _, eg, ok := strings.Cut(l, "e.g. "); ok {
					egs = append(egs, strings.TrimRight(strings.TrimSuffix(eg, "│"), " "))
				}
			}
			if len(egs) != 2 || egs[0] == egs[1] {
				t.Fatalf("examples %q: want two that read differently:\n%s", egs, scr)
			}
			if !strings.Contains(strings.Join(egs, "\n"), "production") {
				t.Errorf("no example shows the word the widening takes in (production):\n%s", scr)
			}
		})
	}
}
