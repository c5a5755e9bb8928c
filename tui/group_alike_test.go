package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestGroupHeadersKeepDifference: grouped by agent, the headers of two
// agents whose long names differ only past where a header cuts read
// differently, as their rows do, and a cut name keeps its look-alike
// letter's escape (rt21k #9), after the name's head: «…\u043et-xx…»
// showed neither end of it (rt42k F3).
func TestGroupHeadersKeepDifference(t *testing.T) {
	const base = "deploy-bot-production-cluster-evil-trusted-readonly-"
	long := strings.Repeat("x", 120)
	for _, size := range [][2]int{{140, 40}, {80, 24}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			d := openDesk(t, size[0], size[1])
			d.ask(base+"a", "", "rm -rf /srv/n1")
			d.ask(base+"c", "", "rm -rf /srv/n1")
			d.ask("b\u043et-"+long, "", "rm -rf /srv/n2")
			d.reload()
			d.settle()
			d.keys("s")
			d.settle()
			scr := d.mustShow("by agent")
			var heads []string
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, "── ") && strings.Contains(l, "· 1") {
					heads = append(heads, strings.TrimSpace(strings.Split(l, "│")[0]))
				}
			}
			if len(heads) != 3 {
				t.Fatalf("want 3 group headers, got %q:\n%s", heads, scr)
			}
			seen := map[string]bool{}
			for _, h := range heads {
				if seen[h] {
					t.Errorf("two group headers read %q:\n%s", h, scr)
				}
				seen[h] = true
			}
			if !strings.Contains(scr, `── «b\u043et-`) {
				t.Errorf("the look-alike letter's escape is cut from its header:\n%s", scr)
			}
		})
	}
}

// TestBulkAgentsReadApart: the bulk confirmation names long agents'
// names as their rows do, so that names that differ only in their middle
// and end read apart there too (rt21k #9: ci-keep-mmm… twice).
func TestBulkAgentsReadApart(t *testing.T) {
	m := strings.Repeat("m", 20)
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			d := openDesk(t, size[0], size[1])
			for _, n := range []string{"ci-keep-" + m + "-safe", "ci-prod-" + m + "-safe", "ci-keep-" + m + "-sabe", "ci-prod-" + m + "-sate"} {
				d.ask(n, "", "rm -rf /srv/ag")
			}
			d.reload()
			d.settle()
			d.keys("ctrl+a", "a")
			scr := d.mustShow("Approve 4 marked asks once?")
			seen := map[string]bool{}
			for _, l := range strings.Split(scr, "\n") {
				_, rest, ok := strings.Cut(l, "   ask ")
				if !ok {
					continue
				}
				who := strings.Fields(rest)[1]
				if seen[who] {
					t.Errorf("two asks of the batch name their agent %q:\n%s", who, scr)
				}
				seen[who] = true
			}
			if len(seen) != 4 {
				t.Errorf("want 4 agents named, got %d:\n%s", len(seen), scr)
			}
		})
	}
}
