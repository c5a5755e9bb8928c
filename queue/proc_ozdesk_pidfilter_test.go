package queue

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestKillDeskPidFilteredAsks: a running desk's pid passed through a
// read, a filter of a file or of echo, a variable joined to digits, or
// listed as its host's child by ps --ppid or /proc's children file, asks
// by cmd.guard-tamper (rt54 M6, rt54b B4: `read p < F; kill -9 $p` and
// `p=$(ps -o pid= --ppid HOST); kill $p` killed the desk for real); the
// same forms of another program's pid stay allowed. Each ask fails
// without class_ozdesk_pidfilter.go.
func TestKillDeskPidFilteredAsks(t *testing.T) {
	f := newPidFixture(t)
	ctx, pol, host, otherHost, deskFile, otherFile := f.ctx, f.pol, f.host, f.otherHost, f.deskFile, f.otherFile
	revFile := filepath.Join(ctx.Cwd, "rdesk.pid")
	d := strconv.Itoa(f.desk)
	rev := []byte(d)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	writePidFiles(t, map[string]string{revFile: string(rev)})
	r := strings.NewReplacer("DESKHEAD", d[:len(d)-2], "DESKTAIL", d[len(d)-2:], "REV", string(rev),
		"OTHERHOST", strconv.Itoa(otherHost), "HOST", strconv.Itoa(host),
		"DFILE", deskFile, "RFILE", revFile, "OFILE", otherFile)
	checkPidKills(t, pol, ctx, r, []pidKillCase{
		{"read p < DFILE; kill -9 $p", patterns.Ask},
		{"read p < desk.pid; kill -STOP $p", patterns.Ask},
		{"read p < /proc/HOST/task/HOST/children; kill -9 $p", patterns.Ask},
		{"p=$(ps -o pid= --ppid HOST); kill $p", patterns.Ask},
		{"kill -9 $(ps -o pid= --ppid HOST)", patterns.Ask},
		{"kill -9 $(cat /proc/HOST/task/HOST/children)", patterns.Ask},
		{"kill -9 $(sed -n 1p DFILE)", patterns.Ask},
		{"kill -9 $(awk '{print}' DFILE)", patterns.Ask},
		{"kill -9 $(sort DFILE)", patterns.Ask},
		{"kill -9 $(tr -d x < DFILE)", patterns.Ask},
		{"kill -9 $(rev RFILE)", patterns.Ask},
		{"kill -9 $(echo REV | rev)", patterns.Ask},
		{"xargs -a DFILE kill -9", patterns.Ask},
		{"p=DESKHEAD; kill -9 ${p}DESKTAIL", patterns.Ask},
		{"read p < OFILE; kill $p", patterns.Allow},
		{"read p < app.pid; kill $p", patterns.Allow},
		{"kill $(sed -n 1p OFILE)", patterns.Allow},
		{"kill $(sort app.pid)", patterns.Allow},
		{"xargs -a OFILE kill", patterns.Allow},
		{"kill $(cat app.pid)", patterns.Allow},
		{"kill -9 $(ps -o pid= --ppid OTHERHOST)", patterns.Allow},
		{"read p < /proc/OTHERHOST/task/OTHERHOST/children; kill $p", patterns.Allow},
		{"kill $(pgrep vite)", patterns.Allow},
	})
}
