package queue

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestKillDeskPidComputedOrFiledAsks: a running desk's pid computed by a
// calculator or read from a file, and its host picked by pgrep's or
// pkill's options, ask by cmd.guard-tamper (rt53 N2, N7, N15: `kill -9
// $(expr PID + 0)`, `pkill -9 -F /tmp/p`, `kill -9 $(pgrep -P TMUXPID)`
// killed the desk for real); the same forms of another program's pid,
// and the everyday pid sources, stay allowed. Each ask fails without
// its reading (class_ozdesk_pidfile.go, class_ozdesk_pidcalc.go).
func TestKillDeskPidComputedOrFiledAsks(t *testing.T) {
	f := newPidFixture(t)
	ctx, pol, host, desk, otherHost := f.ctx, f.pol, f.host, f.desk, f.otherHost
	deskFile, otherFile := f.deskFile, f.otherFile
	half := strconv.Itoa(desk - 7)
	r := strings.NewReplacer("DESK", strconv.Itoa(desk), "HALF", half, "HOST", strconv.Itoa(host),
		"OTHERHOST", strconv.Itoa(otherHost), "DFILE", deskFile, "OFILE", otherFile)
	checkPidKills(t, pol, ctx, r, []pidKillCase{
		{"kill -9 $(expr DESK + 0)", patterns.Ask},
		{"kill -STOP $(expr HALF + 7)", patterns.Ask},
		{"p=$(expr DESK); kill -STOP $p", patterns.Ask},
		{"kill -STOP $(bc <<< HALF+7)", patterns.Ask},
		{"kill -STOP $(echo HALF+7 | bc)", patterns.Ask},
		{"kill -STOP $(python3 -c 'print(DESK)')", patterns.Ask},
		{"kill -STOP $(cat DFILE)", patterns.Ask},
		{"kill -STOP $(< DFILE)", patterns.Ask},
		{"kill -STOP $(head -1 DFILE)", patterns.Ask},
		{"kill $(cat desk.pid)", patterns.Ask},
		{"xargs kill -STOP < DFILE", patterns.Ask},
		{"pkill -9 -F DFILE", patterns.Ask},
		{"pkill --pidfile=DFILE", patterns.Ask},
		{"pkill -g HOST", patterns.Ask},
		{"kill -9 $(pgrep -P HOST)", patterns.Ask},
		{"kill $(cat OFILE)", patterns.Allow},
		{"kill $(cat app.pid)", patterns.Allow},
		{"xargs kill < OFILE", patterns.Allow},
		{"pkill -F OFILE", patterns.Allow},
		{"pkill -F missing.pid", patterns.Allow},
		{"pgrep -F DFILE", patterns.Allow},
		{"kill -9 $(pgrep -P OTHERHOST)", patterns.Allow},
		{"pkill -g OTHERHOST", patterns.Allow},
		{"kill $(lsof -t -i:3000)", patterns.Allow},
		{"kill $(jobs -p)", patterns.Allow},
		{"expr DESK + 0", patterns.Allow},
	})
}

// pidKillCase is a kill (its pids and files written as placeholders) and
// what the defaults answer.
type pidKillCase struct {
	cmd  string
	want patterns.Outcome
}

// checkPidKills checks each case, its placeholders replaced by r: an ask
// is cmd.guard-tamper's.
func checkPidKills(t *testing.T, pol *patterns.Policy, ctx *patterns.Context, r *strings.Replacer, cases []pidKillCase) {
	t.Helper()
	now := time.Now()
	for _, c := range cases {
		cmd := r.Replace(c.cmd)
		v := pol.Explain(cmd, ctx, now)
		if v.Outcome != c.want || c.want == patterns.Ask && v.Rule != "cmd.guard-tamper" {
			t.Errorf("%s: got %s by %q (%s); want %s", cmd, v.Outcome, v.Rule, v.Reason, c.want)
		}
	}
}

// writePidFiles writes each file's text, a line.
func writePidFiles(t *testing.T, files map[string]string) {
	t.Helper()
	for f, text := range files {
		if err := os.WriteFile(f, []byte(text+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// pidFixture is a running desk (a copy of sleep named ozdesk) and
// another program ("vite"), each under a host process, with a policy
// and a context that sees them, and each one's pid written in a file
// of the context's cwd (desk.pid, app.pid).
type pidFixture struct {
	ctx                 *patterns.Context
	pol                 *patterns.Policy
	host, desk          int
	otherHost, other    int
	deskFile, otherFile string
}

// newPidFixture starts pidFixture's processes and writes its files; it
// skips where there is no /proc.
func newPidFixture(t *testing.T) pidFixture {
	t.Helper()
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	var f pidFixture
	f.host, f.desk = startHosted(t, "ozdesk")
	f.otherHost, f.other = startHosted(t, "vite")
	f.ctx, f.pol = pidContext(t, s)
	f.deskFile = filepath.Join(f.ctx.Cwd, "desk.pid")
	f.otherFile = filepath.Join(f.ctx.Cwd, "app.pid")
	writePidFiles(t, map[string]string{f.deskFile: strconv.Itoa(f.desk), f.otherFile: strconv.Itoa(f.other)})
	return f
}
