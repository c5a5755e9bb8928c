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
	ask(`pkill --euid=root node`, "cmd.system"),
	ask(`pkill -9 -u 0`, "cmd.system"),
	ask(`pkill -u "$USER"`, "cmd.system"),
	ask(`killall -u "$USER"`, "cmd.system"),
	ask(`pkill -u "$USER" ozdesk`, "cmd.guard-tamper"),
	ask(`pkill -u "$USER" sshd`, "cmd.system"),
	ask(`pkill -uroot node`, "cmd.system"),
	ask(`killall --user=postgres node`, "cmd.system"),
	allow(`killall --user="$USER" node`),
}

// TestFx43eKillNoUser (issue 7): a kill that gives no user is judged as
// before kill-user: a word of unknown value (`pkill "$APP"`) does not
// stand in for another user's -u, so cmd.system leaves it alone.
func TestFx43eKillNoUser(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	var sys *Rule
	for _, r := range pol.rules {
		if r.ID == "cmd.system" {
			sys = r
		}
	}
	for _, src := range []string{`pkill "$APP"`, `pkill "$APP" node`, `killall "$NAME"`, `pkill -f "$PAT"`} {
		if defaultMatches(pol, sys, src) {
			t.Errorf("cmd.system matches %q", src)
		}
	}
}

func TestFx42c2KillUser(t *testing.T) { runCases(t, fx42c2KillUserCases) }
