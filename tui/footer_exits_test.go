package tui

import (
	"strings"
	"testing"
)

// TestFooterKeepsWaysOut: at 80 columns, where the keys in force do not
// all fit, the footer leaves out the least useful behind "…" but never a
// way out (q, esc) or help: they end the line (before, "q quit" was the
// first key left out). A long status that took the footer's line gives
// it back at the next key.
func TestFooterKeepsWaysOut(t *testing.T) {
	cases := []struct {
		name  string
		keys  []string
		wants []string
	}{
		{"the queue", nil, []string{"a approve", "… · q quit · ? help"}},
		{"the card", []string{"tab"}, []string{"a approve", "esc back to queue · q quit · ? help"}},
		{"the rules", []string{"2"}, []string{"… · q quit · ? help"}},
		{"the audit", []string{"3"}, []string{"… · q quit · ? help"}},
		{"an audit entry", []string{"3", "enter"}, []string{"… · esc close"}},
		{"the editor", []string{"A"}, []string{"esc cancel"}},
		{"after a long status, a key", []string{"j", "a", "k"}, []string{"… · q quit · ? help"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "prod", "kubectl --context prod delete ns api")
			d.ask("claude", "infra", "terraform destroy -auto-approve -target=module.vpc.aws_subnet.private_a -var-file=envs/prod.tfvars")
			d.reload()
			d.settle()
			for _, k := range tc.keys {
				d.keys(k)
				d.settle()
			}
			lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
			footer := lines[len(lines)-1]
			for _, w := range tc.wants {
				if !strings.Contains(footer, w) {
					t.Fatalf("the footer %q lacks %q:\n%s", footer, w, d.screen())
				}
			}
		})
	}
}
