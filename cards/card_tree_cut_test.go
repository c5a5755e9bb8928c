package cards

import (
	"regexp"
	"strings"
	"testing"
)

// TestCardPartsKeepTheirEnds: two commands with two parts each that differ
// only at the end of the part that decides read differently in the card's
// parse tree and its "decided by" line at 40 cells: a part is cut in the
// middle, keeping its end, with no byte count.
func TestCardPartsKeepTheirEnds(t *testing.T) {
	const head = "cd /srv && terraform destroy -auto-approve -var-file=prod.tfvars -target=module.m"
	for _, w := range []int{40, 60, 80} {
		seen := map[string]string{}
		for _, end := range []string{"5", "6"} {
			lines := RenderCard(cardFor(t, head+end, policy(t, true)), w, PlainStyles())
			var parts []string
			for _, l := range splitLines(plain(lines)) {
				if strings.Contains(l, "terraform") && (strings.Contains(l, "─ ") || strings.Contains(l, "decided by part")) {
					parts = append(parts, strings.TrimSpace(l))
				}
				if byteCount.MatchString(l) {
					t.Errorf("at %d: %q counts hidden bytes", w, l)
				}
			}
			if len(parts) == 0 {
				t.Fatalf("at %d: no line of the card shows the part:\n%s", w, plain(lines))
			}
			for _, p := range parts {
				if !strings.HasSuffix(p, ".m"+end) {
					t.Errorf("at %d: %q drops the part's end (module.m%s)", w, p, end)
				}
				if other, ok := seen[p]; ok && other != end {
					t.Errorf("at %d: %q reads the same for module.m%s and module.m%s", w, p, other, end)
				}
				seen[p] = end
			}
		}
	}
}

// byteCount is the jargon a cut no longer shows ("… +37 B").
var byteCount = regexp.MustCompile(`\+[0-9][0-9,.]* [kMGTPE]?B\b`)
