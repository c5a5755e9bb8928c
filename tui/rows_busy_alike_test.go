package tui

import (
	"strings"
	"testing"
)

// TestBusyRowKeepsWhereAsksDiffer: two asks that differ only in one word
// near their end (module.m5, module.m6), one of them approved and in its
// undo window: the "approving…" tag narrows its row, and both rows still
// show the word where they differ. Before, the narrowed row was cut
// elsewhere than its twin, so the two were not taken for look-alikes,
// and neither showed m5 or m6; once they did, the word cut before the
// words left out ended in "… …" (desk9e).
func TestBusyRowKeepsWhereAsksDiffer(t *testing.T) {
	const (
		m5 = "terraform destroy -auto-approve -target=module.m5.aws_subnet.private_a -var-file=envs/prod.tfvars"
		m6 = "terraform destroy -auto-approve -target=module.m6.aws_subnet.private_a -var-file=envs/prod.tfvars"
	)
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.ask("claude", "infra", m5)
			d.ask("claude", "infra", m6)
			d.reload()
			d.settle()
			d.keys("a")
			scr := d.mustShow("approving…")
			var rows []string
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, "terraform") && strings.Contains(l, "cmd.cloud-delete") {
					rows = append(rows, l)
				}
			}
			if len(rows) != 2 || !strings.Contains(rows[0], "m5") || !strings.Contains(rows[1], "m6") {
				t.Fatalf("rows do not show where the asks differ: %q\n%s", rows, scr)
			}
			// a word cut where it ends says so once: "aws… …" read as
			// a doubled cut
			for _, r := range rows {
				if strings.Contains(r, "… …") {
					t.Fatalf("row with a doubled ellipsis: %q", r)
				}
			}
		})
	}
}
