package patterns

import "testing"

// TestSystemdRunWorkingDirectory checks (fx56b, rt54 M26) that
// systemd-run's -p WorkingDirectory= places the script its shell reads,
// as --working-directory= does.
func TestSystemdRunWorkingDirectory(t *testing.T) {
	checkDiskScripts(t, map[string]string{
		"home/proj/sub/s": "ozdesk queue approve 1\n",
		"home/proj/sub/h": "echo hello\n",
	}, []diskScriptCase{
		{"systemd-run --user -p WorkingDirectory=@ROOT@/home/proj/sub bash s", guardTamperRule, "the script s runs"},
		{"systemd-run --user --property=WorkingDirectory=@ROOT@/home/proj/sub bash s", guardTamperRule, "the script s runs"},
		{"systemd-run --user -pWorkingDirectory=-@ROOT@/home/proj/sub bash s", guardTamperRule, "the script s runs"},
		{"systemd-run --user -p WorkingDirectory=~ bash proj/sub/s", guardTamperRule, "the script proj/sub/s runs"},
		{"systemd-run --user -p WorkingDirectory=@ROOT@/home/proj/sub bash h", "", ""},
		{"systemd-run --user -p MemoryMax=1G bash sub/s", "", ""},
	})
}
