package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestQueueListEscapesHostileText: `queue ls --json` spells the text an
// agent wrote so that it cannot drive the terminal it is printed to (rt13k
// #6): bidi controls, C1 controls, DEL, zero-width characters, line
// separators, stacked combining marks and a mark on an ASCII letter
// (/srv/da\u0307ta, rt50k F1) leave as JSON \u escapes, and the
// JSON still reads back as the exact command and agent. The table `queue
// ls` prints shows them as the desk does, as visible escapes.
func TestQueueListEscapesHostileText(t *testing.T) {
	const (
		command = "rm -rf /srv/important \x1b]0;pwned\x07 \u202egnp.exe\u200b \u0085\x7f \u2028 \u2066x\u2069 ok" +
			"\u00e9\u0301\u0316\u0330\u0301\u0316\u0330 /srv/da\u0307ta"
		agent = "ev\u202eil\u200d"
	)
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	asker := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", agent, "--cwd", t.TempDir(), "--wait", "2m", "--", command)
	asker.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
	if err := asker.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = asker.Process.Kill(); _ = asker.Wait() })
	waitPendingAsk(t, oz, command)

	for _, args := range [][]string{{"queue", "ls", "--json"}, {"queue", "ls", "--all", "--json"}, {"queue", "ls"}} {
		out := string(oz.must(t, args...))
		if bad := unsafeRune(out); bad != "" {
			t.Errorf("ozdesk %s prints %s as it is:\n%q", strings.Join(args, " "), bad, out)
		}
		if args[len(args)-1] != "--json" {
			for _, want := range []string{`\u202egnp.exe\u200b`, `\e]0;pwned\a`, `ev\u202eil\u200d`, `/srv/da\u0307ta`} {
				if !strings.Contains(out, want) {
					t.Errorf("ozdesk %s lacks the escape %s:\n%s", strings.Join(args, " "), want, out)
				}
			}
			continue
		}
		var asks []struct{ Command, Agent string }
		if err := json.Unmarshal([]byte(out), &asks); err != nil {
			t.Fatalf("ozdesk %s is not JSON: %v\n%s", strings.Join(args, " "), err, out)
		}
		if len(asks) != 1 || asks[0].Command != command || asks[0].Agent != agent {
			t.Errorf("ozdesk %s reads back as %+v, want the command and agent as asked", strings.Join(args, " "), asks)
		}
		for _, want := range []string{`\u202e`, `\u200b`, `\u0085`, `\u007f`, `\u2028`, `\u2066`, `\u200d`, "\u00e9\u0301\u0316" + `\u0330\u0301\u0316\u0330`, `/srv/da\u0307ta`} {
			if !strings.Contains(out, want) {
				t.Errorf("ozdesk %s lacks the escape %s:\n%s", strings.Join(args, " "), want, out)
			}
		}
	}
}

// unsafeRune names the first character in s that must not reach a
// terminal as it is (s's own newlines, tabs and indentation aside), or
// says "three stacked marks"; "" when there is none.
func unsafeRune(s string) string {
	marks := 0
	for _, r := range s {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			if marks++; marks > 2 {
				return "three stacked marks"
			}
			continue
		}
		marks = 0
		switch {
		case r == '\n' || r == '\t':
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return fmt.Sprintf("the control %U", r)
		case r == utf8.RuneError:
			return "an invalid byte"
		case unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Zl, r) || unicode.Is(unicode.Zp, r):
			return fmt.Sprintf("the invisible character %U", r)
		}
	}
	return ""
}
