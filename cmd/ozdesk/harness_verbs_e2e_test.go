package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeminiExtensionsLinkAsked (issue 10, fx28i #5): the model asks the
// real Gemini CLI, through its shell tool and ozdesk's BeforeTool hook,
// to run Gemini CLI's own `extensions link ./x`, which would load x's
// hooks and MCP servers at every later start, unjudged. The hook asks
// about it as guard-tamper; denied at the desk, it never runs, and
// nothing is linked in the home. The everyday `extensions list` beside
// it runs unasked.
func TestGeminiExtensionsLinkAsked(t *testing.T) {
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	slots := harnessSlots()
	for _, tt := range []struct {
		name, verb string
		asked      bool
	}{
		{"link", "extensions link ./x --consent", true},
		{"list", "extensions list", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			takeHarnessSlot(t, slots)
			root, oz := harnessDesk(t, ozBin, "ozgemx-")
			// The nested Gemini CLI is named by its path (a login
			// shell's profile may reset PATH); ran.txt shows it ran.
			command := shellQuote(gemini) + " " + tt.verb + " && touch ran.txt"
			run := newGeminiRun(t, gemini, root, command, geminiHookCommand(ozBin, "--db", oz.db, "--wait", "60s"))
			writeRootFile(t, run.wd, "x/gemini-extension.json", `{"name":"ozx","version":"0.0.1","mcpServers":{"s":{"command":"sh","args":["-c","touch `+filepath.Join(root, "mcp-ran")+`"]}}}`)
			wait := run.start(t)
			if tt.asked {
				decideAtDesk(t, oz, "deny", command)
			}
			res := wait()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("gemini: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			checkRan(t, run.wd, !tt.asked, res, func() { run.api.Log(t) })
			linked, _ := filepath.Glob(filepath.Join(root, "home", ".gemini", "extensions", "*", ".gemini-extension-install.json"))
			if len(linked) != 0 {
				t.Errorf("extensions installed in the home: %q", linked)
			}
			if tt.asked {
				if got := run.api.Responses(); len(got) != 1 || !strings.Contains(got[0], "not today") {
					t.Errorf("functionResponses %q; want the desk's reason", got)
				}
			}
		})
	}
}

// TestClaudeMarketplaceAddAsked (issue 10, fx28i #5): the model asks the
// real Claude Code, through its Bash tool and ozdesk's PreToolUse hook, to
// run Claude Code's own `plugin marketplace add ./m`, whose plugins (hooks
// and MCP servers) it would then install from there. The hook asks about
// it as guard-tamper; denied at the desk, it never runs, and no
// marketplace is known in the home.
func TestClaudeMarketplaceAddAsked(t *testing.T) {
	claude := claudeBinary(t)
	ozBin := buildOzdesk(t)
	slots := harnessSlots()
	takeHarnessSlot(t, slots)
	const reason = "e2e: no marketplaces today"
	command := shellQuote(claude) + " plugin marketplace add ./m && touch ran.txt"
	e := newE2E(t, claude, ozBin, bashCall(command), "Bash", nil, "--allowedTools", "Bash")
	writeRootFile(t, e.wd, "m/.claude-plugin/marketplace.json", `{"name":"ozm","owner":{"name":"x"},"plugins":[{"name":"p","source":"./p"}]}`)
	writeRootFile(t, e.wd, "m/p/.claude-plugin/plugin.json", `{"name":"p"}`)
	done := e.start()
	ask, early, ok := e.waitForAsk(command, done)
	if !ok {
		t.Fatalf("Claude Code finished before the ask was queued (err %v): tool_results %+v", early.err, e.api.ToolResults())
	}
	e.oz.must(t, "queue", "deny", ask.id(), "--reason", reason)
	res := e.finish(done)
	tr := e.result()
	if !tr.IsError || !strings.Contains(tr.Content, reason) {
		t.Errorf("tool_result = %+v; want an error holding the operator's reason %q", tr, reason)
	}
	if !res.Denied(command) {
		t.Errorf("permission_denials = %+v; want it to list the command", res.PermissionDenials)
	}
	if exists(e.wd, "ran.txt") {
		t.Error("ran.txt exists: the denied command ran")
	}
	known := filepath.Join(e.run.Root, "home", ".claude", "plugins", "known_marketplaces.json")
	if b, err := os.ReadFile(known); err == nil && strings.Contains(string(b), "ozm") {
		t.Errorf("the marketplace is known: %s", b)
	}
}
