package tui

import (
	"strings"
	"testing"
)

// TestAgentNamesAlike: two agents whose names differ only in the middle
// ask the same command; their rows and the card read differently, each
// row showing where the names differ (rt16k #2: both rows read
// «ci-runn…ly-7»).
func TestAgentNamesAlike(t *testing.T) {
	const (
		trusted   = "ci-runner-trusted-team-sandbox-readonly-7"
		untrusted = "ci-runner-untrust-team-sandbox-readonly-7"
	)
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed(trusted, "", "npm publish --tag x1")
			d.askFixed(untrusted, "", "npm publish --tag x1")
			d.reload()
			d.settle()
			scr := d.mustShow("agent «" + trusted + "»")
			var rows []string
			for _, line := range strings.Split(scr, "\n") {
				if strings.Contains(line, "npm publish --tag x1") && strings.Contains(line, "«") {
					row, _, _ := strings.Cut(line, "npm publish")
					rows = append(rows, strings.TrimLeft(row, "▸ "))
				}
			}
			if len(rows) != 2 {
				t.Fatalf("want 2 rows, got %q:\n%s", rows, scr)
			}
			a, b := strings.Fields(rows[0]), strings.Fields(rows[1])
			if a[len(a)-1] == b[len(b)-1] {
				t.Fatalf("the two agents' rows read alike, or hide where they differ: %q, %q\n%s", rows[0], rows[1], scr)
			}
			d.keys("j")
			d.settle()
			d.mustShow("agent «" + untrusted + "»")
		})
	}
}

// TestAgentNamesAlikeBulk: the bulk confirmation tells the two agents
// apart too, where the names differ past the 12 cells it used to show
// (rt16k #2).
func TestAgentNamesAlikeBulk(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askFixed("ci-runner-team-trusted-sandbox-7", "", "npm publish --tag x1")
	d.askFixed("ci-runner-team-untrust-sandbox-7", "", "npm publish --tag x1")
	d.reload()
	d.settle()
	d.keys("space")
	d.settle()
	d.keys("space")
	d.settle()
	d.keys("a")
	scr := d.mustShow("Approve 2 marked asks once?")
	var agents []string
	for _, line := range strings.Split(scr, "\n") {
		if f := strings.Fields(line); len(f) > 3 && f[0] == "ask" {
			agents = append(agents, f[2])
		}
	}

	if len(agents) != 2 || agents[0] == agents[1] {
		t.Fatalf("the bulk confirmation's agents read alike: %q\n%s", agents, scr)
	}
}
