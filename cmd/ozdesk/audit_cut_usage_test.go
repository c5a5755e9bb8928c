package main

import (
	"strings"
	"testing"
)

// TestAuditCutUsage: a cut given both flags, one of them --through 0,
// says that 0 names no entry, not that a flag is missing (rt17f finding
// 9: it said "cut needs --through SEQ and --exported HASH").
func TestAuditCutUsage(t *testing.T) {
	bin := buildOzdesk(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"audit", "cut", "--through", "0", "--exported", "00"}, "--through 0 names no entry"},
		{[]string{"audit", "cut", "--through", "5"}, "cut needs --through SEQ and --exported HASH"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := runProc(bin, []string{"OZDESK_STORE=" + t.TempDir() + "/none.db"}, "", tc.args...)
			if r.code != exitUsage || !strings.Contains(r.stderr, tc.want) {
				t.Fatalf("exit %d, want %d saying %q:\n%s", r.code, exitUsage, tc.want, r.stderr)
			}
		})
	}
}
