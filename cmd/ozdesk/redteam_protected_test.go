package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestRedteamProtected holds what a hostile agent account did to a
// protected-mode node (redteam8), each a subtest.
func TestRedteamProtected(t *testing.T) {
	needRoot(t)
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (.ci/run installs it)")
	}
	brokerAcct := makeAccount(t, "oztbroker")
	alice := makeAccount(t, "oztalice") // admin
	bob := makeAccount(t, "oztbob")     // approver
	agent := makeAccount(t, "oztagent")
	other := makeAccount(t, "oztother") // a second, well-behaved agent
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, "operators:\n  - {user: "+alice.name+", role: admin}\n  - {user: "+bob.name+", role: approver}\n")
	n.start(t)

	// A rule's scope (an agent glob, a workdir) was matched against what the
	// client says: --agent and --cwd are the asker's words. An admin allows
	// a destroy for the CI runner only, or only in the CI's directory; any
	// agent account that said it was "ci-runner", or that it ran in /srv/ci
	// (which need not exist), got it. Now the agent is its account, and an
	// allow scoped by a workdir alone is refused when written: scoped to an
	// account too, only that account has it.
	t.Run("a rule's scope is claimed by any agent", func(t *testing.T) {
		r := n.ozdesk(alice, "", "policy", "allow", "terraform destroy -target=module.test.*", "--agent", "ci-*", "--reason", "the CI's own", "--ends", "1d")
		if r.code != 0 {
			t.Fatalf("policy allow --agent ci-* as the admin: exit %d\n%s", r.code, r.stderr)
		}
		if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--agent", "ci-runner", "--", "terraform destroy -target=module.test.db"); r.code == exitOK {
			t.Errorf("%s saying it is ci-runner was allowed by a rule scoped to ci-*:\n%s", agent.name, r.stdout)
		}
		r = n.ozdesk(alice, "", "policy", "allow", "terraform destroy -target=module.prod.*", "--workdir", "/srv/ci", "--reason", "the CI's own", "--ends", "1d")
		if r.code != exitUsage || !strings.Contains(r.stderr, "scope it to an agent's account too") {
			t.Errorf("an allow scoped by a workdir alone: exit %d, want %d naming the fix\n%s", r.code, exitUsage, r.stderr)
		}
		r = n.ozdesk(alice, "", "policy", "allow", "terraform destroy -target=module.prod.*", "--workdir", "/srv/ci", "--agent", "oztci", "--reason", "the CI's own", "--ends", "1d")
		if r.code != 0 {
			t.Fatalf("an allow scoped by workdir and account: exit %d\n%s", r.code, r.stderr)
		}
		if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--agent", "oztci", "--cwd", "/srv/ci", "--", "terraform destroy -target=module.prod.db"); r.code == exitOK {
			t.Errorf("%s saying it is oztci in /srv/ci was allowed:\n%s", agent.name, r.stdout)
		}
	})

	// One agent, through the ordinary adapter (`ozdesk ask`, a command of
	// 1 MB on standard input, the most it reads), leaves 40 asks behind; they
	// expire at once and nothing of them waits. From then on the broker's
	// answers that carry every ask (the desk's first load, queue ls --all)
	// are too big to be sent (the client reads EOF): the desk says "Nothing
	// waits for you." (with "✗ store: … changes got no answer: EOF" at the
	// foot) while another agent's ask waits, and stays so after a restart.
	// The operators are blinded for good (the asks stay in the store) by an
	// agent that can do nothing else. It fails closed (asks expire), but it
	// denies every agent's operators their desk.
	t.Run("an agent's old asks blind the desk", func(t *testing.T) {
		big := "echo " + strings.Repeat("x", 1_000_000-10)
		var wg sync.WaitGroup
		jobs := make(chan int)
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range jobs {
					if r := n.ozdesk(agent, big, "ask", "--agent", "bot", "--wait", "1ms"); r.code != exitUndecided {
						t.Errorf("a big ask: exit %d\n%s", r.code, r.stderr)
					}
				}
			}()
		}
		for i := range 40 {
			jobs <- i
		}
		close(jobs)
		wg.Wait()

		w := n.startAsk(t, other, "rm -rf ~")
		defer w.cmd.Process.Kill()
		if r := n.ozdesk(bob, "", "queue", "ls", "--all"); r.code != 0 {
			t.Errorf("queue ls --all as the approver: exit %d\n%s", r.code, r.stderr)
		}

		sock := filepath.Join(bob.home, "tmux.sock")
		tmux := func(args ...string) procResult {
			return bob.run("/usr/bin/env", "", append([]string{"tmux", "-S", sock}, args...)...)
		}
		if r := tmux("-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "100", "-y", "30",
			"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "HOME="+bob.home,
			n.bin, "--config", n.config); r.code != 0 {
			t.Fatalf("tmux new-session as %s: exit %d\n%s", bob.name, r.code, r.stderr)
		}
		defer tmux("kill-server")
		var scr string
		for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
			scr = tmux("capture-pane", "-p", "-t", "desk").stdout
			if strings.Contains(scr, "Queue · 1 waiting") && strings.Contains(scr, "rm -rf ~") {
				return
			}
		}
		t.Errorf("the desk never showed the other agent's waiting ask %s:\n%s", fmt.Sprint(w.id), scr)
	})
}
