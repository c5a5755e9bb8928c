package tui

import (
	"strings"
	"testing"
)

// TestLookAlikeRowsKeepVerb: look-alike rows cut to show where they
// differ keep the word that decides them too: two `terraform destroy`
// asks differing in module.m5/m6, one narrowed by its "approving…" tag,
// read «terraform…le.m5.aws_subnet.private_a …» at 120 columns (the
// windows around where they differ, no destroy) and «terraform
// …odule.m5.aws_subnet.pr…» at 80 (the word cut, no destroy).
func TestLookAlikeRowsKeepVerb(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cmds   [2]string
		verb   string
		differ [2]string
	}{
		{"terraform destroy", [2]string{
			"terraform destroy -auto-approve -target=module.m5.aws_subnet.private_a -var-file=envs/prod.tfvars -lock-timeout=300s",
			"terraform destroy -auto-approve -target=module.m6.aws_subnet.private_a -var-file=envs/prod.tfvars -lock-timeout=300s",
		}, "destroy", [2]string{"m5", "m6"}},
	} {
		for _, sz := range goldenSizes {
			t.Run(tc.name+"/"+sizeName(sz.w, sz.h), func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				d.askFixed("claude", "infra", tc.cmds[0])
				d.askFixed("claude", "infra", tc.cmds[1])
				d.reload()
				d.settle()
				d.keys("a")
				scr := d.mustShow("approving…")
				var rows []string
				for _, l := range strings.Split(scr, "\n") {
					if strings.Contains(l, "cmd.") && strings.Contains(l, "«claude»") {
						rows = append(rows, l)
					}
				}
				if len(rows) != 2 {
					t.Fatalf("want 2 rows, got %q\n%s", rows, scr)
				}
				for i, r := range rows {
					if !strings.Contains(r, " "+tc.verb+" ") || !strings.Contains(r, tc.differ[i]) {
						t.Errorf("row %d lacks %q or %q: %q\n%s", i+1, tc.verb, tc.differ[i], r, scr)
					}
				}
			})
		}
	}
}
