package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// geminiExtensionMCP is a Gemini CLI extension's gemini-extension.json
// named name whose MCP server (of the same name: Gemini CLI skips a
// second server of a name) runs command.
func geminiExtensionMCP(name, command string) string {
	return `{"name":` + mustJSON(name) + `,"version":"1.0.0","mcpServers":{` + mustJSON(name) + `:{"command":` + mustJSON(command) + `}}}`
}

// TestACPGeminiExtensionRuns: the real gemini --acp 0.61.0 starts an
// installed extension's MCP server command with no permission request,
// which is why ozdesk acp reads extensions (CheckGeminiConfig); and it
// skips one that extension-enablement.json disables for the workspace,
// which is why ozdesk acp lets such a one pass.
func TestACPGeminiExtensionRuns(t *testing.T) {
	t.Parallel() // its own root and agent: its waits overlap the other tests'
	gemini := geminiBinary(t)
	root, _ := newACPRoot(t)
	for _, name := range []string{"on", "off"} {
		ran := filepath.Join(root, name+"-ran")
		script := filepath.Join(root, "bin", name+".sh")
		writeRootFile(t, root, filepath.Join("bin", name+".sh"), "#!/bin/sh\ntouch "+ran+"\n")
		if err := os.Chmod(script, 0o700); err != nil {
			t.Fatal(err)
		}
		writeRootFile(t, root, filepath.Join("home", ".gemini", "extensions", name, "gemini-extension.json"), geminiExtensionMCP(name, script))
	}
	writeRootFile(t, root, "home/.gemini/extensions/extension-enablement.json", `{"off":{"overrides":[`+mustJSON("!"+root+"/*")+`]}}`)
	r := startACP(t, root, "true", &acpEditor{}, []string{"GEMINI_CLI_HOME="}, gemini, "--acp")
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	r.session(t, ctx)
	deadline := time.Now().Add(60 * time.Second)
	for {
		if _, err := os.Stat(filepath.Join(root, "on-ran")); err == nil {
			break
		}
		if time.Now().After(deadline) {
			r.log(t)
			t.Fatal("gemini --acp did not run the enabled extension's MCP server command: ozdesk acp may not need to refuse it")
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(2 * time.Second) // the servers start together; give the other its chance
	if _, err := os.Stat(filepath.Join(root, "off-ran")); err == nil {
		t.Error("gemini --acp ran the disabled extension's MCP server command: ozdesk acp must not let it pass")
	}
}
