package patterns_test

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestAskReasonFitsEvidence (issue 7 §4, fx7a #6): the reason an ask shows
// must say what the evidence is. A local repository deleted is not a push
// to a remote, and an overwrite is not only a delete.
func TestAskReasonFitsEvidence(t *testing.T) {
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		cmd, rule string
		says      []string // words the reason must hold
	}{
		{"rm -rf .git", "cmd.force-push", []string{"destroys", "repository here"}},
		{"mv .git /tmp/x", "cmd.force-push", []string{"repository here"}},
		{"git branch -D main", "cmd.force-push", []string{"here"}},
		{"git reflog expire --expire=now --all", "cmd.force-push", []string{"destroys"}},
		{"git push --delete origin v1.0.0", "cmd.force-push", []string{"tag"}},
		{"git push -f origin main", "cmd.force-push", []string{"default branch", "remote"}},
		{"echo hi > ~/notes.md", "cmd.delete-outside", []string{"overwrites"}},
		{"cp x.conf /srv/app/app.conf", "cmd.delete-outside", []string{"overwrites"}}, // under /etc it is cmd.system's (fx48b)
		{"cp x.conf /etc/nginx/nginx.conf", "cmd.system", []string{"changes how the machine"}},
		{"rm -rf /etc/nginx", "cmd.delete-outside", []string{"deletes"}},
	} {
		v := pol.Evaluate(patterns.Read(tc.cmd), corpusContext("/home/op/proj"), now)
		if v.Outcome != patterns.Ask || v.Rule != tc.rule {
			t.Errorf("%s: got %s by %q, want ask by %s", tc.cmd, v.Outcome, v.Rule, tc.rule)
			continue
		}
		for _, w := range tc.says {
			if !strings.Contains(v.Reason, w) {
				t.Errorf("%s: reason %q does not say %q", tc.cmd, v.Reason, w)
			}
		}
	}
}
