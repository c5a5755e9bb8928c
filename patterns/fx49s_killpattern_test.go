package patterns

import "testing"

// fx49sKillPatternCases (rt48 A1): a kill whose process name or pattern
// is not known might pick ozdesk's processes and asks; a known pattern,
// an option's value and a pid are left alone.
var fx49sKillPatternCases = []evalCase{
	ask(`pkill -f "$(echo b3pkZXNr | base64 -d)"`, "cmd.guard-tamper"),
	ask(`pkill "$(printf oz)desk"`, "cmd.guard-tamper"),
	ask(`kill $(pgrep -f "$(printf 'o%sdesk' z)")`, "cmd.guard-tamper"),
	ask(`pkill -f "$P"`, "cmd.guard-tamper"),
	ask(`pkill -9 -- "$P"`, "cmd.guard-tamper"),
	ask(`killall "$NAME"`, "cmd.guard-tamper"),
	ask(`pidof "$X" | xargs kill`, "cmd.guard-tamper"),
	ask(`kill $(pidof "$N")`, "cmd.guard-tamper"),
	ask(`for p in $(pgrep -f "$X"); do kill $p; done`, "cmd.guard-tamper"),
	ask(`P=$(echo b3pkZXNr | base64 -d); pkill -f "$P"`, "cmd.guard-tamper"),
	ask(`pkill -f "$X"desk`, "cmd.guard-tamper"),
	ask(`pkill -f "oz$X"`, "cmd.guard-tamper"),
	ask(`pkill -f "node.*$(printf '|oz')"`, "cmd.guard-tamper"),
	allow(`pkill -f "node.*$PORT"`),
	allow(`pkill -f "node server.js"`),
	allow(`P=vite; pkill -f "$P"`),
	allow(`pkill -u "$USER" node`),
	allow(`pkill --signal "$SIG" vite`),
	allow(`pkill -HUP -u "$USER" node`),
	allow(`kill %1`),
	allow(`kill $!`),
	allow(`kill "$pid"`),
	allow(`kill -9 $(pgrep -f vite)`),
	allow(`pgrep -f "$P"`),
	allow(`pkill -P $$`),
}

func TestFx49sKillPattern(t *testing.T) { runCases(t, fx49sKillPatternCases) }
