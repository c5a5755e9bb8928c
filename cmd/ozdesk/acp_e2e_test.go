package main

// End-to-end tests of `ozdesk acp` with the real `gemini --acp` against
// the loopback mock of its model API, and a Go ACP client playing the
// editor (acp_harness_test.go): the model calls run_shell_command, the
// agent asks permission, the proxy decides, and the command's side effect
// (a file) shows whether it ran.

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	acp "github.com/coder/acp-go-sdk"
)

// acpProxyArgv is the command line an editor runs for gemini behind the
// proxy: the settings snippet's (acpSettings), with the real binaries
// and the flags given put after "acp".
func acpProxyArgv(t *testing.T, ozBin, gemini string, flags ...string) []string {
	t.Helper()
	var settings struct {
		AgentServers map[string]struct {
			Type    string            `json:"type"`
			Command string            `json:"command"`
			Args    []string          `json:"args"`
			Env     map[string]string `json:"env"`
		} `json:"agent_servers"`
	}
	if err := json.Unmarshal([]byte(acpSettings), &settings); err != nil {
		t.Fatalf("the settings snippet: %v", err)
	}
	s, ok := settings.AgentServers["Gemini CLI (ozdesk)"]
	if !ok || s.Type != "custom" || s.Command != "ozdesk" || len(s.Args) != 4 || s.Args[0] != "acp" || s.Args[2] != "gemini" {
		t.Fatalf("the settings snippet no longer runs `ozdesk acp -- gemini --acp`:\n%s", acpSettings)
	}
	argv := []string{ozBin, "acp"}
	argv = append(argv, flags...)
	return append(argv, "--", gemini, s.Args[3])
}

func TestACPEndToEnd(t *testing.T) {
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	tests := []struct {
		name     string
		command  string // writes ran.txt when it runs
		setup    func(t *testing.T, oz ozdeskCLI)
		flags    []string // the proxy's, besides --db and --wait
		desk     string   // "approve" or "deny" a pending ask meanwhile
		proxyDB  string   // the proxy's --db, relative to the run's root ("" for the store's)
		yolo     bool     // the editor tries session/set_mode yolo first
		ran      bool
		editor   string // the editor was told this
		editorPR int    // permission requests the editor saw
	}{
		{name: "allowed", command: "touch ran.txt", ran: true},
		{name: "refused", command: "touch ran.txt",
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			editor: "no touching"},
		{name: "asked then approved", command: "npm publish", desk: "approve", ran: true, editor: "waiting for an operator at the desk"},
		{name: "asked then denied", command: "npm publish", desk: "deny", editor: "not today"},
		{name: "asked locally", command: "npm publish", flags: []string{"--local-ask"}, ran: true, editorPR: 1},
		// A store that cannot be read fails closed.
		{name: "store unreadable", command: "touch ran.txt", proxyDB: "missing/desk.db", editor: "the store could not be read"},
		// The editor cannot put the agent in yolo mode: the refused command
		// still asks, and is refused.
		{name: "set_mode yolo", command: "touch ran.txt", yolo: true,
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			editor: "no touching"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, wd := newACPRoot(t)
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			if tt.setup != nil {
				tt.setup(t, oz)
			}
			db := oz.db
			if tt.proxyDB != "" {
				db = filepath.Join(root, tt.proxyDB)
			}
			flags := append([]string{"--db", db, "--wait", "60s"}, tt.flags...)
			ed := &acpEditor{}
			r := startACP(t, root, tt.command, ed, []string{fakeNpmRan(t, root)}, acpProxyArgv(t, ozBin, gemini, flags...)...)
			ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
			defer cancel()
			sess := r.session(t, ctx)
			if tt.yolo {
				_, err := r.conn.SetSessionMode(ctx, acp.SetSessionModeRequest{SessionId: sess.SessionId, ModeId: "yolo"})
				if err == nil || !strings.Contains(err.Error(), "yolo") {
					r.log(t)
					t.Fatalf("session/set_mode yolo: %v; want the proxy's refusal naming the mode", err)
				}
				t.Logf("session/set_mode yolo: %v", err)
			}
			type turn struct {
				res acp.PromptResponse
				err error
			}
			done := make(chan turn, 1)
			go func() {
				res, err := r.prompt(ctx, sess.SessionId)
				done <- turn{res, err}
			}()
			if tt.desk != "" {
				ask := waitPendingAsk(t, oz, tt.command)
				args := []string{"queue", tt.desk, ask.id()}
				if tt.desk == "deny" {
					args = append(args, "--reason", "not today")
				}
				oz.must(t, args...)
			}
			res := <-done
			if res.err != nil {
				r.log(t)
				t.Fatalf("session/prompt: %v", res.err)
			}
			_, err := os.Stat(filepath.Join(wd, "ran.txt"))
			if ran := err == nil; ran != tt.ran {
				r.log(t)
				t.Fatalf("the command ran: %v, want %v", ran, tt.ran)
			}
			if !strings.Contains(ed.Texts(), tt.editor) {
				r.log(t)
				t.Errorf("the editor was told %q; want it to hold %q", ed.Texts(), tt.editor)
			}
			perms := ed.Permissions()
			if len(perms) != tt.editorPR {
				r.log(t)
				t.Fatalf("the editor saw %d permission requests, want %d", len(perms), tt.editorPR)
			}
			for _, p := range perms {
				for _, o := range p.Options {
					if o.Kind == acp.PermissionOptionKindAllowAlways {
						t.Errorf("the editor was offered the allow-always option %q", o.OptionId)
					}
				}
			}
			if pending := pendingAsks(t, oz); len(pending) != 0 && tt.proxyDB == "" {
				t.Errorf("asks left pending: %+v", pending)
			}
			// Closing the editor's side ends the proxy and the agent.
			_ = r.stdin.Close()
			if err, ok := r.Exited(30 * time.Second); !ok {
				t.Errorf("ozdesk acp did not end within 30 s of its input closing")
			} else if err != nil {
				t.Logf("ozdesk acp ended: %v", err)
			}
		})
	}
}

// TestACPRefusesYoloFlags: the proxy does not start an agent given a flag
// that turns its permission requests off, and says so.
func TestACPRefusesYoloFlags(t *testing.T) {
	ozBin := buildOzdesk(t)
	for _, args := range [][]string{
		{"--yolo"}, {"-y"}, {"-dy"}, {"--approval-mode", "yolo"}, {"--approval-mode=yolo"},
		{"--approvalMode=YOLO"}, {"--policy", "p.toml"}, {"--allowed-tools", "run_shell_command"},
	} {
		cmd := exec.Command(ozBin, append([]string{"acp", "--", "/nonexistent/gemini", "--acp"}, args...)...)
		out, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitUsage {
			t.Errorf("ozdesk acp -- gemini --acp %s: %v, want exit %d\n%s", strings.Join(args, " "), err, exitUsage, out)
			continue
		}
		if !strings.Contains(string(out), "does not start an agent with") {
			t.Errorf("ozdesk acp -- gemini --acp %s said %q; want it to name the flag", strings.Join(args, " "), out)
		}
	}
	// An agent that cannot be started exits 127.
	out, err := exec.Command(ozBin, "acp", "--", "/nonexistent/gemini", "--acp").CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitACPNoAgent {
		t.Errorf("ozdesk acp -- /nonexistent/gemini: %v, want exit %d\n%s", err, exitACPNoAgent, out)
	}
}
