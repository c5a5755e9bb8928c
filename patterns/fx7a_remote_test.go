package patterns_test

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx7aCase is a command and what the defaults must decide: the rule that
// asks, or "" for allow.
type fx7aCase struct{ cmd, rule string }

// checkFx7a evaluates each case with the defaults from the corpus's
// context (workdir /home/op/proj, home /home/op).
func checkFx7a(t *testing.T, cases []fx7aCase) {
	t.Helper()
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for _, tc := range cases {
		v := pol.Evaluate(patterns.Read(tc.cmd), corpusContext("/home/op/proj"), now)
		switch {
		case tc.rule == "" && v.Outcome != patterns.Allow:
			t.Errorf("%s: got %s by %s (%s), want allow", tc.cmd, v.Outcome, v.Rule, v.Reason)
		case tc.rule != "" && (v.Outcome == patterns.Allow || v.Rule != tc.rule):
			t.Errorf("%s: got %s by %q, want ask by %s", tc.cmd, v.Outcome, v.Rule, tc.rule)
		}
	}
}

// TestRemoteRunsAsCommand (fx7a #1): what ssh, su -, docker/podman exec and
// kubectl exec run elsewhere is judged with the same defaults, from a
// directory that is no known one here: a relative path there is outside
// the workdir (a write is an overwrite outside it, not a device), `~` is a
// home (ssh's and su -'s start in one: `*` there is a home's entries) but
// not this machine's (its harness settings are not there), and a cd to
// /dev there still leads to /dev.
func TestRemoteRunsAsCommand(t *testing.T) {
	checkFx7a(t, []fx7aCase{
		{"ssh host 'cat > x'", "cmd.delete-outside"},
		{"ssh host 'echo hi > notes.txt'", "cmd.delete-outside"},
		{"su - bob -c 'cat > x'", "cmd.delete-outside"},
		{"kubectl exec p -- sh -c 'cat > x'", "cmd.delete-outside"},
		{"docker exec c sh -c 'cat > x'", "cmd.delete-outside"},
		{"podman exec c sh -c 'echo x > app.conf'", "cmd.delete-outside"},
		{"ssh host 'cd /dev && cat > sda'", "cmd.wipe-disk"},
		{"ssh host 'cat > /dev/sda'", "cmd.wipe-disk"},
		{"ssh host 'rm -rf ~'", "cmd.delete-home"},
		{"ssh host sudo reboot", "cmd.system"},
		{"kubectl exec POD -- rm -rf /data", "cmd.cloud-delete"}, // the pod's files: fx40a (rt39 D047)
		{"kubectl exec -it p -- sh -c 'rm -rf /'", "cmd.delete-home"},
		{"docker exec c rm -rf /", "cmd.delete-home"},
		{"podman exec c rm -rf /var/lib/x", "cmd.delete-outside"},
		{"ssh host 'git push -f origin main'", "cmd.force-push"},
		{"ssh host 'rm -rf *'", "cmd.delete-home"},
		{"su - -c 'rm -rf *'", "cmd.delete-home"},
		{"ssh host 'rm -rf .claude'", "cmd.guard-tamper"}, // a harness's settings directory on any host (rt37h D1)
		{"ssh host 'echo k >> ~/.ssh/authorized_keys'", "cmd.credentials"},
		{"docker exec c sh -c 'rm -rf *'", "cmd.delete-outside"},
		{"ssh host 'rm -rf /tmp/x'", ""},
		{"kubectl exec p -- ls", ""},
		{"ssh host uptime", ""},
		{"docker exec c cat /etc/os-release", ""},
		{"ssh host 'cat x'", ""},
		{"ssh host 'cat >> x.log'", ""},
		{"ssh host tar czf - . > backup.tgz", ""},
		{"docker run --rm golang:1.26 go test", ""},
	})
}
