package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestStatusCommandLine: at 80 columns a status that carries a command
// too long for its line (the undo countdown, what a decision did) keeps
// which ask and what happened, and the undo key and its seconds, on its
// first line, and gives the command a line of its own, cut where it
// differs from the look-alike waiting beside it: module.m5 shows, as the
// row shows it. On one line the command was cut to its two ends, which
// the two asks share, and read the same for both. The footer stays under
// them (they took its line, desk9e).
func TestStatusCommandLine(t *testing.T) {
	const (
		m5 = "terraform destroy -auto-approve -target=module.m5.aws_subnet.private_a -var-file=envs/prod.tfvars"
		m6 = "terraform destroy -auto-approve -target=module.m6.aws_subnet.private_a -var-file=envs/prod.tfvars"
	)
	cases := []struct {
		name  string
		keys  []string
		past  bool // past the undo window
		first string
	}{
		{"the undo countdown", []string{"a"}, false, "! approving ask 1 once · u undoes · 2s"},
		{"what an approval did", []string{"a"}, true, "✓ approved ask 1 once"},
		{"a deny, at once", []string{"d", "enter"}, false, "denied ask 1 once"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "infra", m5)
			d.ask("claude", "infra", m6)
			d.reload()
			d.settle()
			d.keys(tc.keys...)
			if tc.past {
				d.pastUndo()
			}
			lines := strings.Split(d.screen(), "\n")
			first, second, foot := lines[len(lines)-4], lines[len(lines)-3], lines[len(lines)-2]
			if !strings.Contains(foot, "? help") {
				t.Fatalf("the footer gave way to the status: %q:\n%s", foot, d.screen())
			}
			if !strings.Contains(first, tc.first) {
				t.Fatalf("the status's first line is %q, want %q in it:\n%s", first, tc.first, d.screen())
			}
			if !strings.Contains(second, "module.m5") || !strings.HasPrefix(second, statusCmdIndent+"terraform destroy") {
				t.Fatalf("the status's command line is %q: want it to start the command and show module.m5:\n%s", second, d.screen())
			}
		})
	}
}

// TestStatusCommandFitsOneLine: a command that fits beside the words
// keeps the status on one line, and the footer's keys stay.
func TestStatusCommandFitsOneLine(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "prod", "kubectl --context prod delete ns api")
	d.ask("claude", "prod", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a")
	d.mustShow("approving ask 1 once (kubectl --context prod delete ns api) · u undoes · 2s", "? help")
}

// TestStatusCommandScreen: the undo countdown of a long command beside
// its look-alike, at both golden sizes.
func TestStatusCommandScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "infra", "terraform destroy -auto-approve -target=module.m5.aws_subnet.private_a -var-file=envs/prod.tfvars -lock-timeout=300s")
			d.askFixed("claude", "infra", "terraform destroy -auto-approve -target=module.m6.aws_subnet.private_a -var-file=envs/prod.tfvars -lock-timeout=300s")
			d.reload()
			d.settle()
			d.keys("a")
			d.requireScreen(t)
		})
	}
}

// TestLookAlikeAt: where a status's command differs from the nearest
// waiting one, read no further than 4 KiB into either.
func TestLookAlikeAt(t *testing.T) {
	big := strings.Repeat("x", 1<<20)
	cases := []struct {
		name   string
		cmd    string
		others []string
		want   int
	}{
		{"none waiting", "git push", nil, 0},
		{"only itself", "git push", []string{"git push", "git push"}, 0},
		{"another start", "git push", []string{"ls"}, 0},
		{"differs at byte 4", "git push", []string{"git pull", "git fetch"}, 7},
		{"the nearest wins", "terraform -target=m5", []string{"terraform -x", "terraform -target=m6"}, 20},
		{"alike for a megabyte", "a" + big + "1", []string{"a" + big + "2"}, 4097},
		{"alike to the byte, a megabyte", "a" + big, []string{"a" + big}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var asks []store.Ask
			for _, o := range tc.others {
				asks = append(asks, store.Ask{Command: o})
			}
			if got := lookAlikeAt(tc.cmd, asks); got != tc.want {
				t.Fatalf("lookAlikeAt = %d, want %d", got, tc.want)
			}
		})
	}
}
