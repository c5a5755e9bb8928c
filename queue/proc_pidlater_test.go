package queue

import (
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
	f := newPidFixture(t)
	ctx, pol, desk, other, deskFile, otherFile := f.ctx, f.pol, f.desk, f.other, f.deskFile, f.otherFile
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
