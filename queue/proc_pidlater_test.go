package queue

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestKillDeskPidFileLaterAsks (rt54b B16): with a desk running, a kill
// whose pid file is named by a variable the line sets and holds the
// desk's pid, a kill run later of a pid file not there yet, and the
// desk's pid echoed into a file ask by cmd.guard-tamper; another
// program's pid so read or written, and a kill of an absent file that
// runs at once, stay allowed (class_ozdesk_pidlater.go).
func TestKillDeskPidFileLaterAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	_, desk := startHosted(t, "ozdesk")
	_, other := startHosted(t, "vite")
	ctx, pol := pidContext(t, s)
	deskFile := filepath.Join(ctx.Cwd, "desk.pid")
	otherFile := filepath.Join(ctx.Cwd, "app.pid")
	writePidFiles(t, map[string]string{deskFile: strconv.Itoa(desk), otherFile: strconv.Itoa(other)})
	r := strings.NewReplacer("DESK", strconv.Itoa(desk), "OTHER", strconv.Itoa(other), "DFILE", deskFile, "OFILE", otherFile)
	checkPidKills(t, pol, ctx, r, []pidKillCase{
		{"f=DFILE; kill $(cat $f)", patterns.Ask},
		{"f=DFILE; kill -STOP $(head -1 \"$f\")", patterns.Ask},
		{"(sleep 4; kill -9 $(cat later.pid)) &", patterns.Ask},
		{"echo DESK > later.pid", patterns.Ask},
		{"pidof ozdesk > later.pid", patterns.Ask},
		{"f=OFILE; kill $(cat $f)", patterns.Allow},
		{"(sleep 4; kill $(cat OFILE)) &", patterns.Allow},
		{"kill $(cat later.pid)", patterns.Allow},
		{"echo OTHER > later.pid", patterns.Allow},
	})
}
