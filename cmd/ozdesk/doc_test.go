package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue/harness"
)

// TestDocKeepsInStep holds the package doc to the code: every exit code as
// `ozdesk help exit-codes` prints it, and the Claude Code settings the
// hook's help prints.
func TestDocKeepsInStep(t *testing.T) {
	b, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, c := range exitCodes() {
		line := fmt.Sprintf("//\t%d  %-12s %s\n", c.Code, c.Name, c.Meaning)
		if !strings.Contains(doc, line) {
			t.Errorf("doc.go lacks the exit code line\n%s", line)
		}
		if !strings.Contains(exitHelp(), strings.TrimPrefix(strings.TrimSuffix(line, "\n"), "//\t")) {
			t.Errorf("ozdesk help exit-codes lacks %d", c.Code)
		}
	}
	var snippet strings.Builder
	for _, line := range strings.SplitAfter(strings.TrimSuffix(claudeSettings, "\n"), "\n") {
		snippet.WriteString("//\t" + line)
	}
	if !strings.Contains(doc, snippet.String()+"\n") {
		t.Errorf("doc.go lacks the settings snippet:\n%s", snippet.String())
	}
}

// TestClaudeSettingsWaitFitsTheTimeout: the settings snippet gives the
// hook more time than ozdesk waits (at Claude Code's timeout the command
// goes ahead), and the hook's default wait fits Claude Code's default
// timeout of 600 s (PROTOCOL.md).
func TestClaudeSettingsWaitFitsTheTimeout(t *testing.T) {
	var s struct {
		Hooks struct {
			PreToolUse []struct {
				Matcher string `json:"matcher"`
				Hooks   []struct {
					Type      string `json:"type"`
					Command   string `json:"command"`
					Timeout   int    `json:"timeout"`
					OnFailure string `json:"onFailure"`
				} `json:"hooks"`
			} `json:"PreToolUse"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal([]byte(claudeSettings), &s); err != nil {
		t.Fatalf("the settings snippet is not JSON: %v", err)
	}
	if len(s.Hooks.PreToolUse) != 1 || len(s.Hooks.PreToolUse[0].Hooks) != 1 {
		t.Fatalf("the snippet should hold one PreToolUse hook: %+v", s)
	}
	entry := s.Hooks.PreToolUse[0]
	h := entry.Hooks[0]
	if entry.Matcher != "Bash|PowerShell|Write|Edit|MultiEdit|NotebookEdit" || h.Type != "command" || h.OnFailure != "block" {
		t.Errorf("matcher %q, type %q, onFailure %q; want Bash and the file tools, command, block", entry.Matcher, h.Type, h.OnFailure)
	}
	words := strings.Fields(h.Command)
	if len(words) < 5 || strings.Join(words[:3], " ") != "ozdesk-hook hook claude-code" || words[3] != "--wait" {
		t.Fatalf("command %q; want ozdesk-hook hook claude-code --wait D", h.Command)
	}
	wait, err := time.ParseDuration(words[4])
	if err != nil {
		t.Fatal(err)
	}
	const margin = 30 * time.Second
	if timeout := time.Duration(h.Timeout) * time.Second; timeout < wait+margin {
		t.Errorf("timeout %v leaves less than %v over --wait %v", timeout, margin, wait)
	}
	if harness.DefaultClaudeWait+margin > 600*time.Second {
		t.Errorf("the default wait %v does not fit Claude Code's default timeout of 600 s", harness.DefaultClaudeWait)
	}
}
