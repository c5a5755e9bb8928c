package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProtectedLooksThatFailAsk (rt21i #4): in protected mode the broker
// looks at the agent's files as its own account — a hard link's count,
// the branch a git checkout writes from, the configuration of the
// repository git runs in, a patch's paths. With the agent's home 0700 it
// can read none of them, and took that as "nothing there": a checkout of
// a branch carrying .claude/settings.json, a nested repository's
// core.fsmonitor, a patch writing the settings and a write through a
// hard link to them all ran. A look that fails must ask, saying why;
// once the operator lets the broker read the home (here: mode 0755), the
// same looks answer and everyday commands run again.
func TestProtectedLooksThatFailAsk(t *testing.T) {
	needRoot(t)
	if _, err := os.Stat("/usr/bin/git"); err != nil {
		t.Skip("needs git")
	}
	bin := buildTool(t, ".", "ozdesk")
	broker := makeAccount(t, "ozkb")
	agent := makeAccount(t, "ozka")
	n := newNode(t, bin, broker, "operators:\n  - {user: root, role: admin}\n")
	n.start(t)
	proj := filepath.Join(agent.home, "proj")
	setup := `set -e
export GIT_CONFIG_NOSYSTEM=1
g() { git -c user.name=a -c user.email=a@example.com -c init.defaultBranch=main "$@"; }
mkdir -p ~/.claude && echo '{}' > ~/.claude/settings.json
mkdir -p ` + proj + ` && cd ` + proj + `
g init -q . && echo x > README && g add README && g commit -qm one
g checkout -qb evil && mkdir .claude && echo '{"hooks":{}}' > .claude/settings.json && g add .claude && g commit -qm two
g checkout -q main
g init -q other && git -C other config core.fsmonitor 'touch /tmp/pwned'
ln ~/.claude/settings.json hl
printf -- '--- /dev/null\n+++ b/.claude/settings.json\n@@ -0,0 +1 @@\n+{}\n' > p1.patch
`
	if r := agent.run("/bin/sh", "", "-c", setup); r.code != 0 {
		t.Fatalf("making the project as %s: exit %d\n%s%s", agent.name, r.code, r.stdout, r.stderr)
	}
	ask := func(t *testing.T, command string) procResult {
		t.Helper()
		return n.ozdesk(agent, "", "ask", "--cwd", proj, "--wait", "1s", "--json", "--", command)
	}
	guarded := []string{"git checkout evil", "git merge evil", "git -C other status",
		"cd other && git status", "git apply p1.patch", "echo x > hl"}

	t.Run("home 0700", func(t *testing.T) {
		if err := os.Chmod(agent.home, 0o700); err != nil {
			t.Fatal(err)
		}
		if r := broker.run("/bin/ls", "", agent.home); r.code == 0 {
			t.Fatalf("the broker's account reads the agent's home; the test needs it not to")
		}
		for _, c := range append(guarded, "git status", "echo x > notes.txt") {
			r := ask(t, c)
			if r.code != 3 || !strings.Contains(r.stdout, "could not read") || !strings.Contains(r.stdout, "permission denied") {
				t.Errorf("%q: exit %d, want 3 (asked, the reason naming the look that failed)\n%s%s", c, r.code, r.stdout, r.stderr)
			}
		}
	})
	t.Run("home 0755", func(t *testing.T) {
		if err := os.Chmod(agent.home, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, c := range guarded {
			if r := ask(t, c); r.code != 3 {
				t.Errorf("%q: exit %d, want 3 (asked)\n%s%s", c, r.code, r.stdout, r.stderr)
			}
		}
		for _, c := range []string{"git status", "echo x > notes.txt"} {
			if r := ask(t, c); r.code != 0 {
				t.Errorf("%q: exit %d, want 0 (allowed: the broker can look)\n%s%s", c, r.code, r.stdout, r.stderr)
			}
		}
	})
}
