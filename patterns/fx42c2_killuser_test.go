package patterns

import "testing"

// fx42c2KillUserCases (issue 7): a kill by your own user that names a
// process is everyday; one of another user, or one naming no process,
// asks on the user word.
var fx42c2KillUserCases = []evalCase{
	allow(`pkill -u "$USER" node`),
	allow(`pkill -u $(whoami) node`),
	allow(`pkill -u $UID node`),
	allow(`pkill -HUP -u "$USER" node`),
	allow(`killall -u "$USER" node`),
	ask(`pkill -u root X`, "cmd.system"),
	ask(`USER=root; pkill -u "$USER" node`, "cmd.system"),
	ask(`pkill --euid=root x`, "cmd.system"),
	ask(`pkill -9 -u 0`, "cmd.guard-tamper"),
	ask(`pkill -u "$USER"`, "cmd.guard-tamper"),
	ask(`killall -u "$USER"`, "cmd.guard-tamper"),
	ask(`pkill -u "$USER" ozdesk`, "cmd.guard-tamper"),
	ask(`pkill -u "$USER" sshd`, "cmd.system"),
}

func TestFx42c2KillUser(t *testing.T) { runCases(t, fx42c2KillUserCases) }
