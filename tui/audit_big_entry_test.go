package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestAuditBigEntriesReadAsStored: entries that an agent made big (a
// 12 kB name, job, directory or command) read in the audit view as the
// queue reads them stored whole, the way `ozdesk audit` does: each
// outcome and rule, never "allow by no rule", never raw
// {"clipped_bytes":N} (rt42k F1: a hostile agent padded its name to make
// a refusal and its asks read as allowed).
func TestAuditBigEntriesReadAsStored(t *testing.T) {
	big := func(c string) string { return strings.Repeat(c, 12_000) }
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -r -f ~/nope", Reason: "never", Author: "alice"}); err != nil {
			t.Fatal(err)
		}
		reqs := []queue.Request{
			{Agent: big("q"), Command: "rm -rf ~/nope"},
			{Agent: big("y"), Command: "rm -rf ~/n12000"},
			{Agent: "job12k", Job: big("j"), Command: "rm -rf ~/n1"},
			{Agent: "cwd12k", Cwd: "/srv/" + big("d"), Command: "rm -rf ../x"},
			{Agent: "cmd12k", Command: "rm -rf ~/.ssh; echo " + big("z")},
		}
		var asks []string
		for _, r := range reqs {
			r.Harness, r.Home = "cli", d.home()
			if r.Cwd == "" {
				r.Cwd = d.cwd()
			}
			ans, err := d.svc.Evaluate(r)
			if err != nil {
				t.Fatal(err)
			}
			if ans.Ask != nil {
				asks = append(asks, ans.Ask.ID)
			}
		}
		if len(asks) != 4 {
			t.Fatalf("%d asks, want 4", len(asks))
		}
		if err := d.svc.Withdraw(asks[0], ""); err != nil {
			t.Fatal(err)
		}
		if _, err := d.svc.Decide(asks[1], queue.Decision{Outcome: patterns.Refuse, By: "alice", Reason: "no"}); err != nil {
			t.Fatal(err)
		}
		if _, err := d.svc.Decide(asks[2], queue.Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
			t.Fatal(err)
		}
		d.reload()
		d.settle()
		d.keys("3")
		scr := d.screen()
		stored, err := d.svc.Audit(0, 0)
		if err != nil {
			t.Fatal(err)
		}
		rows := auditRowsOf(scr)
		if len(rows) < len(stored) {
			t.Fatalf("%dx%d: %d rows for %d entries:\n%s", size[0], size[1], len(rows), len(stored), scr)
		}
		// the newest entries first, as the queue lists them
		for i, e := range stored {
			row := rows[i]
			s := queue.Summarize(e)
			want := s.Text
			if s.Head > 0 {
				want = s.Text[:s.Head]
			}
			if i := strings.Index(want, " ("); i > 0 {
				want = want[:i] // a row at 80 columns cuts the reason
			}
			if len(want) > 20 {
				want = want[:20]
			}
			if s.Outcome != "" {
				want = s.Outcome + " " + want
			}
			// or its briefer words, where the command reads whole
			// beside them (auditSummary.fitted)
			brief := false
			for _, b := range s.Brief {
				if s.Outcome != "" {
					b = s.Outcome + " " + b
				}
				brief = brief || strings.Contains(row, b+": ")
			}
			if !strings.Contains(row, e.Kind) || !strings.Contains(row, want) && !brief {
				t.Errorf("%dx%d: entry %d (%s) reads %q, ozdesk audit reads %q", size[0], size[1], e.Seq, e.Kind, row, want)
			}
			if strings.Contains(row, "allow by no rule") || strings.Contains(row, "clipped_bytes") {
				t.Errorf("%dx%d: entry %d (%s) reads %q", size[0], size[1], e.Seq, e.Kind, row)
			}
		}
	}
}

// auditRowsOf is the lines of an audit view's screen that are entries
// (they start with the entry's time).
func auditRowsOf(scr string) []string {
	var rows []string
	for l := range strings.SplitSeq(scr, "\n") {
		if strings.Contains(strings.TrimLeft(l, " ▸"), "14:00:00 ") {
			rows = append(rows, l)
		}
	}
	return rows
}
