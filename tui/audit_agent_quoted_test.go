package tui

import (
	"strings"
	"testing"
)

// TestAuditQuotesAgents (rt38k MEDIUM-2): the audit view drew agents'
// names bare, so that "ci          ✓ allow ask 3 approved by" read as a
// green-tick allow in its ask's entry and "«x»" as a name already quoted.
// Every entry an agent wrote names it between the desk's quote marks,
// its own escaped: no "✓ allow" stands outside them, and «x» reads
// «\u00abx\u00bb» (at 80 columns «\u00abx…», cut in its column).
func TestAuditQuotesAgents(t *testing.T) {
	const spoof = "ci          ✓ allow ask 3 approved by"
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed(spoof, "", "rm -rf /srv/spoof")
			d.askFixed("«x»", "", "rm -rf /srv/q1")
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.mustShow("rm -rf /srv/q1")
			n := 0
			for l := range strings.SplitSeq(scr, "\n") {
				switch {
				case namesAsk(l, "1"):
					n++
					if !strings.Contains(l, "«ci ") {
						t.Errorf("the spoofing agent is not quoted: %q", l)
					}
					if out := outsideQuotes(l); strings.Contains(out, "allow") || strings.Contains(out, "✓") {
						t.Errorf("a fake allow stands outside the quotes: %q", l)
					}
				case namesAsk(l, "2"):
					n++
					if !strings.Contains(l, `«\u00abx`) || (sz.w >= 120 && !strings.Contains(l, `«\u00abx\u00bb»`)) {
						t.Errorf("«x» is not escaped in its quotes: %q", l)
					}
				}
			}
			if n < 4 {
				t.Fatalf("want the evaluate and ask entries of both agents, got %d:\n%s", n, scr)
			}
			d.requireScreen(t)
			d.keys("enter")
			if scr := d.mustShow("Payload"); !strings.Contains(scr, `actor      «\u00abx\u00bb»`) {
				t.Errorf("the detail does not quote the agent:\n%s", scr)
			}
		})
	}
}

// outsideQuotes is line with what stands between « and » taken out.
func outsideQuotes(line string) string {
	var b strings.Builder
	in := false
	for _, r := range line {
		switch {
		case r == '«':
			in = true
		case r == '»':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// namesAsk says whether an audit row names ask id: "(ask 1)", "ask 1
// asked", or briefer where the command takes the room ("? ask 1:",
// "ask 1 by", rt43k F9).
func namesAsk(row, id string) bool {
	return strings.Contains(row, "(ask "+id+")") || strings.Contains(row, "ask "+id+" ") || strings.Contains(row, "ask "+id+":")
}
