package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hollowBroker serves socket as a broker that answers each evaluate with
// the line evaluate and each wait with the line wait, and any other call
// with an error: a broker with a bug, a version skew, or a proxy in the
// way. It runs as this test's account, which the client believes (root,
// as protected mode's tests run).
func hollowBroker(t *testing.T, socket, evaluate, wait string) {
	t.Helper()
	ln, err := net.Listen("unix", socket)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				line, err := bufio.NewReader(c).ReadBytes('\n')
				if err != nil {
					return
				}
				var req struct {
					Method string `json:"method"`
				}
				_ = json.Unmarshal(line, &req)
				reply := `{"error":{"code":"unknown","message":"no such method"}}`
				switch req.Method {
				case "evaluate":
					reply = evaluate
				case "wait":
					reply = wait
				}
				_, _ = c.Write([]byte(reply + "\n"))
			}()
		}
	}()
}

// TestBrokerHollowAnswers: a broker's answer that names no outcome, or a
// wait's answer that says "approved" with no decision, about another ask,
// or against its own refusal, refuses in every adapter (rt22i #2, #3).
// Before, the client read a missing outcome as its zero value, allow
// ("no rule matched; the fallback allows"), and an ask's "approved" state
// as allowed whatever else the answer said: every hook allowed, 'ozdesk
// shell' ran the command, and 'ozdesk ask' exited 0 while printing
// "refuse: … the command must not run". A whole answer that allows still
// allows, so the broker here is believed.
func TestBrokerHollowAnswers(t *testing.T) {
	needRoot(t)
	bin := buildOzdesk(t)
	const pendingAsk = `{"result":{"outcome":"ask","reason":"x","ask":{"id":"7","state":"pending"}}}`
	for _, tc := range []struct {
		name, evaluate, wait string
		allow                bool
	}{
		{"allow", `{"result":{"outcome":"allow","rule":"r1"}}`, `{}`, true},
		{"approved", pendingAsk, `{"result":{"outcome":"allow","rule":"op","ask":{"id":"7","state":"approved","decision":{"by":"op","outcome":"allow"}}}}`, true},
		{"empty", `{}`, `{}`, false},
		{"null", `null`, `{}`, false},
		{"result-empty", `{"result":{}}`, `{}`, false},
		{"result-null", `{"result":null}`, `{}`, false},
		{"unknown-field", `{"x":1}`, `{}`, false},
		{"result-no-outcome", `{"result":{"ok":true}}`, `{}`, false},
		{"outcome-null", `{"result":{"outcome":null,"rule":"r1"}}`, `{}`, false},
		{"wait-empty", pendingAsk, `{}`, false},
		{"wait-null", pendingAsk, `null`, false},
		{"wait-result-empty", pendingAsk, `{"result":{}}`, false},
		{"wait-no-state", pendingAsk, `{"result":{"State":""}}`, false},
		{"wait-approved-no-decision", pendingAsk, `{"result":{"Ask":{"ID":"7","State":"approved"}}}`, false},
		{"wait-approved-other-ask", pendingAsk, `{"result":{"Outcome":"allow","Ask":{"ID":"8","State":"approved","Decision":{"by":"op","outcome":"allow"}}}}`, false},
		{"wait-approved-no-id", pendingAsk, `{"result":{"Ask":{"State":"approved"}}}`, false},
		{"wait-allow-no-ask", pendingAsk, `{"result":{"Outcome":"allow"}}`, false},
		{"wait-refuse-approved", pendingAsk, `{"result":{"Outcome":"refuse","Ask":{"ID":"7","State":"approved","Decision":{"by":"op","outcome":"allow"}}}}`, false},
		{"wait-approved-refuse-decision", pendingAsk, `{"result":{"Outcome":"ask","Ask":{"ID":"7","State":"approved","Decision":{"by":"op","outcome":"refuse"}}}}`, false},
		{"evaluate-refuse-approved", `{"result":{"Outcome":"refuse","Ask":{"ID":"7","State":"approved","Decision":{"by":"op","outcome":"allow"}}}}`, `{}`, false},
		{"evaluate-ask-approved", `{"result":{"Outcome":"ask","Ask":{"ID":"7","State":"approved"}}}`, `{}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			socket := filepath.Join(dir, "b.sock")
			hollowBroker(t, socket, tc.evaluate, tc.wait)
			config := filepath.Join(dir, "config.yaml")
			if err := os.WriteFile(config, fmt.Appendf(nil, "socket: %s\n", socket), 0o644); err != nil {
				t.Fatal(err)
			}
			env := []string{"HOME=" + dir, "XDG_STATE_HOME=" + filepath.Join(dir, "state"), "OZDESK_DB=" + filepath.Join(dir, "unused.db")}
			const command = "rm -rf /srv/data --no-preserve-root"
			r := runProc(bin, env, "", "--config", config, "ask", "--agent", "x", "--wait", "3s", "--", command)
			if allowed := r.code == 0; allowed != tc.allow {
				t.Errorf("ozdesk ask: exit %d, stdout %q, stderr %q; allowed %v, want %v", r.code, r.stdout, r.stderr, allowed, tc.allow)
			}
			r = runProc(bin, env, "", "--config", config, "shell", "--wait", "3s", "-c", "echo SHELL-RAN")
			if ran := strings.Contains(r.stdout, "SHELL-RAN"); ran != tc.allow {
				t.Errorf("ozdesk shell: exit %d, stdout %q, stderr %q; ran %v, want %v", r.code, r.stdout, r.stderr, ran, tc.allow)
			}
			for _, harness := range hookHarnesses {
				r := runProc(bin, env, hookCall(t, harness, dir, command), "--config", config, "hook", harness, "--wait", "3s")
				err := blocksIn(harness, r)
				if blocked := err == nil; blocked == tc.allow {
					t.Errorf("ozdesk hook %s: exit %d, stdout %q, stderr %q; blocked %v (%v), want %v", harness, r.code, r.stdout, r.stderr, blocked, err, !tc.allow)
				}
			}
		})
	}
}
