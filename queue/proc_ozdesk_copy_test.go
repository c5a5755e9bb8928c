package queue

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestCopyOzdeskProcExeAsks (rt50k NEW-3): the kernel's link to a running
// ozdesk's executable, /proc/PID/exe, copied under another name (`cp
// /proc/PID/exe /tmp/od`, then `/tmp/od queue approve 1` in a later,
// allowed command) asks as a copy of the installed ozdesk does; the same
// copy of another program's executable, /proc/self/exe (cp's own) and a
// checksum of the desk's stay allowed. Without the change every copy row
// was allowed.
func TestCopyOzdeskProcExeAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	desk, other := startNamed(t, "ozdesk"), startNamed(t, "vite")
	ctx, pol := pidContext(t, s)
	now := time.Now()
	for _, l := range []string{
		"cp /proc/%d/exe /tmp/od", "cat /proc/%d/exe > /tmp/od", "dd if=/proc/%d/exe of=/tmp/od",
		"install -m 755 /proc/%d/exe /tmp/od", "cp /proc/%d/task/%d/exe /tmp/od", "base64 /proc/%d/exe",
	} {
		at := func(pid int) string { return strings.ReplaceAll(l, "%d", strconv.Itoa(pid)) }
		if v := pol.Explain(at(desk), ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q of the desk: got %s by %q (%s); want ask by cmd.guard-tamper", at(desk), v.Outcome, v.Rule, v.Reason)
		}
		if v := pol.Explain(at(other), ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q of another program: got %s by %q (%s); want allow", at(other), v.Outcome, v.Rule, v.Reason)
		}
	}
	for _, l := range []string{"cp /proc/self/exe /tmp/x", "sha256sum /proc/" + strconv.Itoa(desk) + "/exe", "ls -l /proc/" + strconv.Itoa(desk) + "/exe"} {
		if v := pol.Explain(l, ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q: got %s by %q (%s); want allow", l, v.Outcome, v.Rule, v.Reason)
		}
	}
}
