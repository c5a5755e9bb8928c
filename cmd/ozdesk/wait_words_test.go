package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// askStamps returns when the queued ask of command was created and when
// it expires, by the store's own stamps, as `queue ls --json` run by list
// shows them.
func askStamps(t *testing.T, list func() []byte, command string) (created, deadline time.Time) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var asks []struct {
			Command           string
			Created, Deadline time.Time
		}
		if json.Unmarshal(list(), &asks) != nil {
			continue
		}
		for _, a := range asks {
			if a.Command == command {
				return a.Created, a.Deadline
			}
		}
	}
	t.Fatalf("no ask of %q was queued", command)
	return time.Time{}, time.Time{}
}

// checkWait checks that the ask of command, whose asker was started at
// started with --wait wait, expires at the asker's own deadline: no later
// than wait after it was created, and no sooner than wait after the asker
// started less margin (a hook ends its ask answerMargin before its wait,
// to answer itself) and the moment an ask expires before its asker's
// deadline (at most 250 ms). The bounds hold however long the asker took to start: a
// loaded machine once took more than a second and a half (CI run 38).
func checkWait(t *testing.T, list func() []byte, command string, started time.Time, wait, margin time.Duration) {
	t.Helper()
	created, deadline := askStamps(t, list, command)
	early := margin + 250*time.Millisecond + 50*time.Millisecond // and the clock's rounding
	if span := deadline.Sub(created); span > wait {
		t.Errorf("the ask waits %v at the desk, longer than its asker's %v", span, wait)
	}
	if floor := started.Add(wait - early); deadline.Before(floor) {
		t.Errorf("the ask expires at %v, %v before its asker's --wait %v from its start, less %v, runs out", deadline, floor.Sub(deadline)+early-margin, wait, margin)
	}
}

// saysWait starts cmd, waits for its "waiting for an operator" line on
// stderr, and returns that line; cmd is killed when the test ends.
func saysWait(t *testing.T, cmd *exec.Cmd) string {
	t.Helper()
	var errOut lockedBuffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		for _, line := range strings.Split(errOut.String(), "\n") {
			if strings.Contains(line, "waiting for an operator") {
				return line
			}
		}
	}
	t.Fatalf("%s never said it waits: %q", cmd.Args, errOut.String())
	return ""
}

// TestWaitingSaysAskersWait: what an asker is told while it waits, and
// the deadline of the ask the desk's card shows, come from the asker's
// own wait (--wait, carried in queue.Request.Wait), in direct mode and
// through the broker: `ask --wait 40s` says "expires in 40s" and its ask
// expires 40 s after it was asked; each hook's ask expires at its --wait.
// The asker was told only "waiting for an operator at the desk (ask 1)"
// before, nothing of how long.
func TestWaitingSaysAskersWait(t *testing.T) {
	bin := buildOzdesk(t)
	t.Run("direct", func(t *testing.T) {
		dir := t.TempDir()
		oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "desk.db")}
		oz.must(t, "init")
		list := func() []byte { out, _ := oz.run("queue", "ls", "--json"); return out }
		env := append([]string{}, "XDG_STATE_HOME="+filepath.Join(dir, "state"), "OZDESK_DB="+oz.db)
		for _, c := range []struct {
			name string
			wait time.Duration
			args []string
		}{
			{"ask", 40 * time.Second, []string{"ask", "--agent", "a", "--cwd", dir, "--wait", "40s", "--", "npm", "publish", "--tag", "ask"}},
			{"shell", 50 * time.Second, []string{"shell", "--wait", "50s", "-c", "npm publish --tag shell"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				cmd := exec.Command(bin, c.args...)
				cmd.Dir, cmd.Env = dir, append(cmd.Environ(), env...)
				started := time.Now()
				line := saysWait(t, cmd)
				if want := fmt.Sprintf("expires in %s)", shortWait(c.wait)); !strings.Contains(line, want) {
					t.Errorf("told %q, want it to say %q", line, want)
				}
				checkWait(t, list, "npm publish --tag "+c.name, started, c.wait, 0)
			})
		}
		for i, harness := range hookHarnesses {
			t.Run(harness, func(t *testing.T) {
				wait := time.Duration(20+i) * time.Second
				command := "npm publish --tag " + harness
				started := time.Now()
				_, done := startHook(t, oz, harness, hookCall(t, harness, dir, command), false, "--wait", wait.String())
				checkWait(t, list, command, started, wait, answerMargin(wait))
				for _, a := range pendingAsks(t, oz) {
					if a.Command == command {
						oz.must(t, "queue", "deny", a.id(), "--reason", "test over")
					}
				}
				done()
			})
		}
	})
	t.Run("broker", func(t *testing.T) {
		needRoot(t)
		broker := makeAccount(t, "oztwbroker")
		agent := makeAccount(t, "oztwagent")
		admin := makeAccount(t, "oztwadmin")
		n := newNode(t, bin, broker, fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", admin.name))
		n.start(t)
		list := func() []byte { return []byte(n.ozdesk(admin, "", "queue", "ls", "--json").stdout) }
		for _, c := range []struct {
			name string
			wait time.Duration
			args []string
		}{
			{"ask", 40 * time.Second, []string{"ask", "--agent", "a", "--wait", "40s", "--", "npm", "publish", "--tag", "ask"}},
			{"shell", 50 * time.Second, []string{"shell", "--wait", "50s", "-c", "npm publish --tag shell"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				cmd := agent.command(n.bin, append([]string{"--config", n.config}, c.args...)...)
				cmd.Env = append(cmd.Env, "OZDESK_CONFIG="+n.config)
				started := time.Now()
				line := saysWait(t, cmd)
				if want := fmt.Sprintf("expires in %s)", shortWait(c.wait)); !strings.Contains(line, want) {
					t.Errorf("told %q, want it to say %q", line, want)
				}
				checkWait(t, list, "npm publish --tag "+c.name, started, c.wait, 0)
			})
		}
	})
}

// shortWait writes a whole number of seconds as the cards do: "40s",
// "1m 10s".
func shortWait(d time.Duration) string {
	var b bytes.Buffer
	if m := int(d / time.Minute); m > 0 {
		fmt.Fprintf(&b, "%dm", m)
		if s := int(d%time.Minute) / int(time.Second); s > 0 {
			fmt.Fprintf(&b, " %ds", s)
		}
		return b.String()
	}
	return fmt.Sprintf("%ds", int(d/time.Second))
}
