package broker

import (
	"path/filepath"
	"reflect"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestNoReport: a request whose caller reads no report (a hook's) gets
// the same outcome, rule and reason as one that does, with the report
// left empty; an ask still comes with its ask, and its report; a caller
// that reads the report (ozdesk ask --json) still gets it.
func TestNoReport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "desk.db")
	must(t, initStore(path))
	sock := filepath.Join(socketDir(t), "s")
	startBroker(t, path, sock)
	cl := NewClient(sock)
	cwd := t.TempDir()
	for _, tc := range []struct {
		command string
		want    patterns.Outcome
	}{
		{"git status && ls -la src | head -n 20", patterns.Allow},
		{"rm -rf ~", patterns.Ask},
	} {
		t.Run(tc.command, func(t *testing.T) {
			req := queue.Request{Command: tc.command, Cwd: cwd, Agent: "bot"}
			with, err := cl.Evaluate(req)
			must(t, err)
			req.NoReport = true
			without, err := cl.Evaluate(req)
			must(t, err)
			for _, ans := range []*queue.Answer{with, without} {
				if ans.Unavailable != nil || ans.Outcome != tc.want {
					t.Fatalf("%s by %q (%s; unavailable %v), want %s", ans.Outcome, ans.Rule, ans.Reason, ans.Unavailable, tc.want)
				}
			}
			if with.Rule != without.Rule || with.Reason != without.Reason || with.Limit != without.Limit {
				t.Errorf("without the report: %q, %q, %q; with it: %q, %q, %q", without.Rule, without.Reason, without.Limit, with.Rule, with.Reason, with.Limit)
			}
			if len(with.Report.Parts) == 0 || with.Report.Outcome != tc.want {
				t.Errorf("the caller that reads the report got %+v", with.Report)
			}
			switch tc.want {
			case patterns.Ask:
				if without.Ask == nil || without.Ask.ID == "" || without.Ask.ID == with.Ask.ID {
					t.Errorf("the ask without the report is %+v", without.Ask)
				}
			default:
				if !reflect.DeepEqual(without.Report, patterns.Report{}) {
					t.Errorf("a caller that reads no report got one decoded: %+v", without.Report)
				}
			}
		})
	}
}
