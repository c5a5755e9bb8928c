package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestProtectedMode runs a node in protected mode with real accounts: the
// broker as one, operators as others, agents as two more, each process
// under its own uid. Every way an agent could approve its own ask, reset
// the policy or reach the store fails; only an operator releases it.
func TestProtectedMode(t *testing.T) {
	needRoot(t)
	broker := makeAccount(t, "oztbroker")
	alice := makeAccount(t, "oztalice") // admin
	dave := makeAccount(t, "oztdave")   // admin
	bob := makeAccount(t, "oztbob")     // approver
	vic := makeAccount(t, "oztvic")     // viewer
	agent := makeAccount(t, "oztagent")
	other := makeAccount(t, "oztother") // a second agent
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n  - {user: %s, role: admin}\n  - {user: %s, role: approver}\n  - {user: %s, role: viewer}\n",
		alice.name, dave.name, bob.name, vic.name)
	n := newNode(t, buildTool(t, ".", "ozdesk"), broker, ops)
	n.start(t)

	t.Run("identity", func(t *testing.T) {
		for _, c := range []struct {
			acct account
			want string
		}{{alice, "admin"}, {bob, "approver"}, {vic, "viewer"}, {agent, "agent"}} {
			r := n.ozdesk(c.acct, "", "whoami", "--json")
			if r.code != 0 || !strings.Contains(r.stdout, `"role": "`+c.want+`"`) || !strings.Contains(r.stdout, c.acct.name) {
				t.Errorf("whoami as %s: exit %d, want role %s\n%s%s", c.acct.name, r.code, c.want, r.stdout, r.stderr)
			}
		}
	})

	t.Run("an agent cannot release its own ask", func(t *testing.T) {
		w := n.startAsk(t, agent, "rm -rf ~")
		id := w.id
		forgeries := []struct {
			name string
			args []string
		}{
			{"queue approve", []string{"queue", "approve", id}},
			{"as an operator by name", []string{"--operator", bob.name, "queue", "approve", id}},
			{"a rule that allows it", []string{"policy", "allow", "rm -rf ~", "--reason", "x", "--ends", "1h"}},
			{"four eyes off", []string{"policy", "set", "four-eyes", "off"}},
		}
		for _, f := range forgeries {
			if r := n.ozdesk(agent, "", f.args...); r.code != exitDenied {
				t.Errorf("%s as the agent: exit %d, want %d (denied)\n%s%s", f.name, r.code, exitDenied, r.stdout, r.stderr)
			}
		}
		// A copy of the binary under another name is the same account.
		cp := agent.home + "/x"
		if r := agent.run("/bin/cp", "", n.bin, cp); r.code != 0 {
			t.Fatalf("cp: %s", r.stderr)
		}
		if r := agent.run(cp, "", "--config", n.config, "queue", "approve", id); r.code != exitDenied {
			t.Errorf("a copied binary approving: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
		}
		// Direct mode on the broker's store: the file is out of reach.
		empty := n.dir + "/etc/direct.yaml"
		if err := os.WriteFile(empty, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		if r := n.ozdeskRaw(agent, "--config", empty, "--db", n.store, "queue", "approve", id); r.code == 0 {
			t.Errorf("direct mode on the broker's store approved: %s", r.stdout)
		}
		for _, sh := range []string{
			"cat " + n.store + " > /dev/null",
			"echo x >> " + n.store,
			"rm -f " + n.store,
			": > " + n.store,
			"mv " + n.store + " /tmp/stolen.db",
			"ln -sf /dev/null " + n.store,
		} {
			if r := agent.run("/bin/sh", "", "-c", sh); r.code == 0 {
				t.Errorf("the agent could %q", sh)
			}
		}
		// Another agent cannot see or withdraw it either.
		if r := n.ozdesk(other, "", "queue", "show", id); r.code == 0 {
			t.Errorf("another agent read the ask:\n%s", r.stdout)
		}
		if r := n.ozdesk(other, "", "queue", "ls", "--json"); r.code != 0 || strings.Contains(r.stdout, "rm -rf") {
			t.Errorf("another agent's queue ls: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		// A viewer sees it but cannot decide.
		if r := n.ozdesk(vic, "", "queue", "ls", "--json"); r.code != 0 || !strings.Contains(r.stdout, "rm -rf") {
			t.Errorf("the viewer's queue ls: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if r := n.ozdesk(vic, "", "queue", "approve", id); r.code != exitDenied {
			t.Errorf("the viewer approved: exit %d\n%s", r.code, r.stderr)
		}
		if w.ended() {
			t.Fatalf("the ask ended before an operator decided it:\n%s", w.out)
		}
		// The approver releases it, under the approver's own name.
		if r := n.ozdesk(bob, "", "queue", "approve", id, "--reason", "checked"); r.code != 0 {
			t.Fatalf("the approver's approve: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if code := w.wait(t); code != exitOK {
			t.Fatalf("the agent's ask ended %d after the approval, want 0\n%s", code, w.out)
		}
		r := n.ozdesk(vic, "", "queue", "show", id)
		if !strings.Contains(r.stdout, bob.name) {
			t.Errorf("the decision is not recorded under %s:\n%s", bob.name, r.stdout)
		}
	})

	t.Run("four eyes needs two accounts", func(t *testing.T) {
		if r := n.ozdesk(alice, "", "policy", "set", "four-eyes", "on"); r.code != 0 {
			t.Fatalf("four-eyes=on: exit %d\n%s", r.code, r.stderr)
		}
		r := n.ozdesk(alice, "", "policy", "allow", "make test", "--reason", "tests", "--ends", "1h")
		if r.code != 0 || !strings.Contains(r.stdout+r.stderr, "propos") {
			t.Fatalf("alice's allow: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		rule := ruleID(t, n, alice)
		if r := n.ozdesk(alice, "", "policy", "approve", rule); r.code != exitConflict {
			t.Errorf("alice approving her own rule: exit %d, want %d\n%s", r.code, exitConflict, r.stderr)
		}
		if r := n.ozdesk(alice, "", "--operator", dave.name, "policy", "approve", rule); r.code != exitDenied {
			t.Errorf("alice approving as dave: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
		}
		if r := n.ozdesk(bob, "", "policy", "approve", rule); r.code != exitDenied {
			t.Errorf("an approver approving a rule: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
		}
		if r := n.ozdesk(dave, "", "policy", "approve", rule); r.code != 0 {
			t.Errorf("dave approving alice's rule: exit %d\n%s", r.code, r.stderr)
		}
		// The trail names each with the account the broker authenticated,
		// as direct mode names its claimed ones: "name (uid N)".
		r = n.ozdesk(vic, "", "audit", "--kind", "rule")
		for _, want := range []string{fmt.Sprintf("%s (uid %d)", alice.name, alice.uid), fmt.Sprintf("%s (uid %d)", dave.name, dave.uid)} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("ozdesk audit lacks %q:\n%s%s", want, r.stdout, r.stderr)
			}
		}
		if strings.Contains(r.stdout, "claimed") {
			t.Errorf("the broker's names read as claimed:\n%s", r.stdout)
		}
	})

	t.Run("the audit head is anchored outside the store", func(t *testing.T) {
		anchor := n.dir + "/run/audit.head"
		if r := n.ozdesk(vic, "", "audit", "verify", "--anchor", anchor); r.code != 0 {
			t.Errorf("audit verify --anchor as the viewer: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if r := agent.run("/bin/sh", "", "-c", "echo 1:0000 > "+anchor); r.code == 0 {
			t.Errorf("the agent overwrote the anchor")
		}
		if r := n.ozdesk(agent, "", "audit", "verify"); r.code != exitDenied {
			t.Errorf("audit verify as the agent: exit %d, want %d", r.code, exitDenied)
		}
	})

	t.Run("explain is for operators", func(t *testing.T) {
		r := n.ozdesk(vic, "", "policy", "explain", "--command", "rm -rf ~", "--json")
		if r.code != 0 || !strings.Contains(r.stdout, `"rule": "cmd.delete-home"`) {
			t.Errorf("the viewer's explain: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		// An agent would probe the policy without leaving a trace.
		if r := n.ozdesk(agent, "", "policy", "explain", "--command", "rm -rf ~"); r.code != exitDenied {
			t.Errorf("the agent's explain: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
		}
	})

	t.Run("an agent is its account, whatever it calls itself", func(t *testing.T) {
		// An allow scoped to the agent "oztinstaller" is for the account
		// named so; an agent calling itself so gets none of it.
		inst := makeAccount(t, "oztinstaller")
		r := n.ozdesk(alice, "", "policy", "allow", "npm publish --tag beta", "--agent", inst.name,
			"--reason", "betas", "--ends", "1h")
		if r.code != 0 && !strings.Contains(r.stdout+r.stderr, "propos") {
			t.Fatalf("alice's allow: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if r.code == 0 && strings.Contains(r.stdout+r.stderr, "propos") {
			if r := n.ozdesk(dave, "", "policy", "approve", ruleID(t, n, alice)); r.code != 0 {
				t.Fatalf("dave's approval: exit %d\n%s", r.code, r.stderr)
			}
		}
		r = n.ozdesk(agent, "", "ask", "--agent", inst.name, "--wait", "1s", "--json", "--", "npm publish --tag beta")
		if r.code == exitOK {
			t.Fatalf("an agent calling itself oztinstaller was allowed:\n%s", r.stdout)
		}
		if ls := n.ozdesk(vic, "", "queue", "ls", "--all", "--json").stdout; !strings.Contains(ls, `"agent": "`+agent.name+`"`) {
			t.Errorf("the ask is not recorded under the agent's account %s:\n%s", agent.name, ls)
		}
		// The account of that name is the one the rule is for.
		if r := n.ozdesk(inst, "", "ask", "--agent", "anything", "--wait", "1s", "--", "npm publish --tag beta"); r.code != exitOK {
			t.Errorf("the installer account was not allowed: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("the hook asks the broker", func(t *testing.T) {
		in := `{"hook_event_name":"PreToolUse","tool_name":"Bash","session_id":"s","cwd":"/","tool_input":{"command":"ls -l"}}`
		r := n.ozdesk(agent, in, "hook", "claude-code", "--wait", "2s")
		if r.code != 0 || !strings.Contains(r.stdout, `"allow"`) {
			t.Errorf("hook on ls: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		in = strings.Replace(in, "ls -l", "rm -rf ~", 1)
		r = n.ozdesk(agent, in, "hook", "claude-code", "--wait", "1s")
		if r.code == 1 || !strings.Contains(r.stdout, `"deny"`) {
			t.Errorf("hook on rm -rf ~ nobody decided: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if strings.Contains(r.stdout+r.stderr, "queue approve") {
			t.Errorf("the hook teaches the agent how to approve:\n%s%s", r.stdout, r.stderr)
		}
	})

	t.Run("the cap on pending asks counts per account", func(t *testing.T) {
		// Four eyes is on: raising or lowering the cap is not held.
		if r := n.ozdesk(alice, "", "policy", "set", "max-pending", "2"); r.code != 0 || !strings.Contains(r.stdout, "is now 2") {
			t.Fatalf("max-pending 2: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		defer n.ozdesk(alice, "", "policy", "set", "max-pending", "20")
		w1 := n.startAsk(t, agent, "rm -rf ~")
		w2 := n.startAsk(t, agent, "npm publish")
		// Another label is the same account (and, in protected mode, the
		// same agent: the account's name).
		r := n.ozdesk(agent, "", "ask", "--agent", "sneaky", "--", "npm publish --tag next")
		want := fmt.Sprintf(`account uid:%d (agent %q) has 2 asks waiting`, agent.uid, agent.name)
		if r.code != exitRefused || !strings.Contains(r.stdout, want) {
			t.Errorf("a third ask under another label: exit %d, want %d saying %q\n%s%s", r.code, exitRefused, want, r.stdout, r.stderr)
		}
		// Another account is not held by it.
		if r := n.ozdesk(other, "", "ask", "--agent", "bot", "--wait", "1s", "--", "npm publish --tag next"); r.code != exitUndecided {
			t.Errorf("another agent's ask: exit %d, want %d (queued, undecided)\n%s%s", r.code, exitUndecided, r.stdout, r.stderr)
		}
		for _, w := range []*waiter{w1, w2} {
			_ = w.cmd.Process.Signal(syscall.SIGINT)
			w.wait(t)
		}
	})

	t.Run("compacting the store is an admin's, and the broker keeps serving", func(t *testing.T) {
		for _, acct := range []account{agent, vic, bob} {
			if r := n.ozdesk(acct, "", "store", "compact"); r.code != exitDenied {
				t.Errorf("store compact as %s: exit %d, want %d\n%s", acct.name, r.code, exitDenied, r.stderr)
			}
		}
		if r := n.ozdesk(agent, "", "store", "info"); r.code != exitDenied {
			t.Errorf("store info as the agent: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
		}
		if r := n.ozdesk(vic, "", "store", "info"); r.code != 0 || !strings.Contains(r.stdout, n.store) {
			t.Errorf("store info as the viewer: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		before, err := os.Stat(n.store)
		if err != nil {
			t.Fatal(err)
		}
		r := n.ozdesk(alice, "", "store", "compact")
		if r.code != 0 || !strings.Contains(r.stdout, "compacted "+n.store) || !strings.Contains(r.stdout, "intact") {
			t.Fatalf("store compact as an admin: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		after, err := os.Stat(n.store)
		if err != nil {
			t.Fatal(err)
		}
		if os.SameFile(before, after) {
			t.Errorf("the store is the same file: not compacted")
		}
		st := after.Sys().(*syscall.Stat_t)
		if after.Mode().Perm() != before.Mode().Perm() || st.Uid != broker.uid {
			t.Errorf("the compacted store is mode %v, uid %d; want %v, uid %d", after.Mode().Perm(), st.Uid, before.Mode().Perm(), broker.uid)
		}
		// The broker takes the new file as its store: it still answers.
		in := `{"hook_event_name":"PreToolUse","tool_name":"Bash","session_id":"s","cwd":"/","tool_input":{"command":"ls -l"}}`
		if r := n.ozdesk(agent, in, "hook", "claude-code", "--wait", "2s"); r.code != 0 || !strings.Contains(r.stdout, `"allow"`) {
			t.Errorf("hook after compaction: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if strings.Contains(n.serveLog.String(), "gone or replaced") {
			t.Errorf("the broker took its own compaction for a replaced store:\n%s", n.serveLog)
		}
	})

	t.Run("a deleted store makes the broker deny, never reset", func(t *testing.T) {
		w := n.startAsk(t, agent, "rm -rf ~")
		if err := os.Rename(n.store, n.store+".moved"); err != nil {
			t.Fatal(err)
		}
		defer os.Rename(n.store+".moved", n.store)
		in := `{"hook_event_name":"PreToolUse","tool_name":"Bash","session_id":"s","cwd":"/","tool_input":{"command":"ls"}}`
		if r := n.ozdesk(agent, in, "hook", "claude-code", "--wait", "2s"); !strings.Contains(r.stdout, `"deny"`) {
			t.Errorf("hook with the store gone: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "2s", "--", "ls"); r.code != exitStore {
			t.Errorf("ask with the store gone: exit %d, want %d\n%s%s", r.code, exitStore, r.stdout, r.stderr)
		}
		if r := n.ozdesk(bob, "", "queue", "approve", w.id); r.code == 0 {
			t.Errorf("an approval went through with the store gone")
		}
		if _, err := os.Stat(n.store); err == nil {
			t.Errorf("the broker made a fresh store")
		}
		if !strings.Contains(n.serveLog.String(), "gone or replaced") {
			t.Errorf("the broker did not say the store is gone:\n%s", n.serveLog)
		}
		n.stop()
		w.wait(t)
	})

	t.Run("a dead broker means deny", func(t *testing.T) {
		n.stop()
		in := `{"hook_event_name":"PreToolUse","tool_name":"Bash","session_id":"s","cwd":"/","tool_input":{"command":"ls"}}`
		if r := n.ozdesk(agent, in, "hook", "claude-code", "--wait", "2s"); r.code == 1 || !strings.Contains(r.stdout, `"deny"`) {
			t.Errorf("hook with no broker: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"); r.code != exitStore {
			t.Errorf("ask with no broker: exit %d, want %d\n%s%s", r.code, exitStore, r.stdout, r.stderr)
		}
		if r := n.ozdesk(bob, "", "queue", "ls"); r.code != exitStore {
			t.Errorf("queue ls with no broker: exit %d, want %d\n%s", r.code, exitStore, r.stderr)
		}
	})
}

// waiter is an `ozdesk ask` running in the background.
type waiter struct {
	id   string
	cmd  *exec.Cmd
	out  *strings.Builder
	done chan int
}

// startAsk starts `ozdesk ask` as acct and waits until its ask is queued.
func (n *node) startAsk(t *testing.T, acct account, command string) *waiter {
	t.Helper()
	w := n.spawnAsk(t, acct, "--json", "--", command)
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		r := n.ozdesk(acct, "", "queue", "ls", "--json")
		var asks []struct {
			ID      string `json:"id"`
			Command string `json:"command"`
		}
		if r.code == 0 && json.Unmarshal([]byte(r.stdout), &asks) == nil {
			for _, a := range asks {
				if a.Command == command {
					w.id = strings.TrimLeft(a.ID, "0")
					return w
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the ask for %q was not queued:\n%s", command, w.out)
	return nil
}

// spawnAsk starts `ozdesk ask --agent bot --wait 60s` as acct with args
// after those, in the background, and kills it when the test ends.
func (n *node) spawnAsk(t *testing.T, acct account, args ...string) *waiter {
	t.Helper()
	cmd := acct.command(n.bin, append([]string{"--config", n.config, "ask", "--agent", "bot", "--wait", "60s"}, args...)...)
	w := &waiter{cmd: cmd, out: &strings.Builder{}, done: make(chan int, 1)}
	cmd.Stdout, cmd.Stderr = w.out, w.out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		err := cmd.Wait()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		w.done <- code
	}()
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	return w
}

// ended reports whether the ask's process has ended (without waiting).
func (w *waiter) ended() bool {
	select {
	case code := <-w.done:
		w.done <- code
		return true
	default:
		return false
	}
}

// wait waits for the ask's process and returns its exit code.
func (w *waiter) wait(t *testing.T) int {
	t.Helper()
	select {
	case code := <-w.done:
		return code
	case <-time.After(30 * time.Second):
		t.Fatalf("the ask did not end:\n%s", w.out)
		return -1
	}
}

// ozdeskRaw runs ozdesk as acct with exactly args (no --config added).
func (n *node) ozdeskRaw(acct account, args ...string) procResult {
	return acct.run(n.bin, "", args...)
}

// ruleID is the newest operator's rule, as an admin lists them.
func ruleID(t *testing.T, n *node, admin account) string {
	t.Helper()
	r := n.ozdesk(admin, "", "policy", "list", "--json")
	var list struct {
		Rules []struct {
			ID string `json:"id"`
		} `json:"rules"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &list); err != nil || len(list.Rules) == 0 {
		t.Fatalf("policy list --json: exit %d, %v\n%s%s", r.code, err, r.stdout, r.stderr)
	}
	return list.Rules[len(list.Rules)-1].ID
}
