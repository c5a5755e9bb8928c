package patterns

import "testing"

// fx42bDaemonCases (fx42b, rt41 allowed 6): pgrep, pkill and pidof match
// the name the kernel keeps, cut at 15 bytes, so a search for
// systemd-journal finds systemd-journald and its kill asks as the daemon's.
var fx42bDaemonCases = []evalCase{
	ask(`sudo kill -9 $(pgrep systemd-journal)`, "cmd.system"),
	ask(`kill $(pidof systemd-journal)`, "cmd.system"),
	ask(`sudo pkill systemd-journal`, "cmd.system"),
	ask(`pgrep -x systemd-journal | xargs sudo kill`, "cmd.system"),
	allow(`pgrep systemd-journal`),
	// pgrep searches its pattern anywhere in the command line: systemd-jour
	// picks systemd-journald ([system-daemon] as pkill reads a pattern, fx53b)
	ask(`kill $(pgrep -f systemd-jour)`, "cmd.system"),
	allow(`kill $(pgrep -f vite)`),
}

func TestFx42bDaemon(t *testing.T) { runCases(t, fx42bDaemonCases) }
