package tui

import (
	"strings"
	"testing"
)

// TestCommandAlikeMarked (rt46k L1): two waiting commands that differ
// only in 1 and l carry the look-alike mark on their rows, and the card
// of each names the other ask; a command that differs otherwise carries
// none. Failed before: no mark, no word on the card. At both golden
// sizes.
func TestCommandAlikeMarked(t *testing.T) {
	const base = "kubectl --context %s --namespace payments delete deployment api-gateway"
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			d.askFixed("w", "", strings.Replace(base, "%s", "prod-eu-west-1", 1))
			d.askFixed("w", "", strings.Replace(base, "%s", "dev-eu-west-1", 1))
			d.askFixed("w", "", strings.Replace(base, "%s", "prod-eu-west-l", 1))
			d.reload()
			d.settle()
			scr := d.mustShow("its command reads as ask 3's: they differ only in look-alike characters")
			for id, want := range map[string]bool{"1": true, "2": false, "3": true} {
				line := ""
				for _, l := range strings.Split(scr, "\n") {
					if f := strings.Fields(strings.TrimLeft(l, " ▸")); len(f) > 0 && f[0] == id {
						line = l
						break
					}
				}
				if got := strings.Contains(line, "≈"); got != want {
					t.Errorf("ask %s's row %q marked %v, want %v", id, line, got, want)
				}
			}
			d.requireScreen(t)
		})
	}
}

// TestCommandSkeletonSigns (rd69 D1): a command with a sign outside
// ASCII that reads as an ASCII one reads as the command with that sign:
// ~/da‐ta (U+2010) beside ~/da-ta carries ≈, as prod-eu-west-l beside
// prod-eu-west-1 does; commands that differ otherwise still read apart.
func TestCommandSkeletonSigns(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"rm -rf ~/da\u2010ta", "rm -rf ~/da-ta", true},
		{"kubectl delete ns p \u2010\u2010dry-run=client", "kubectl delete ns p --dry-run=client", true},
		{"rm -rf ~/a\u2215b", "rm -rf ~/a/b", true},
		{"cat x \u2223 sh", "cat x | sh", true},
		{"cat x \u2223 sh", "cat x l sh", true},
		{"rm -rf ~/data", "rm -rf ~/date", false},
	} {
		if got := commandSkeleton(tc.a) == commandSkeleton(tc.b); got != tc.same {
			t.Errorf("%q and %q read the same: %v, want %v", tc.a, tc.b, got, tc.same)
		}
	}
}
