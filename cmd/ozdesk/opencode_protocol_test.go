package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestOpencodeProtocolPluginsGuarded holds PROTOCOL-opencode.md to what
// the defaults do (rt19i #12): a new plugin or custom tool in a
// project's .opencode is asked about, and so is a command, agent or
// skill (rt20i #2), and the protocol says so; what it
// lists as not guarded is left alone.
func TestOpencodeProtocolPluginsGuarded(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("testdata", "opencode", "PROTOCOL.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(doc)), " ")
	if strings.Contains(text, "Not guarded: a new file in a project's `.opencode/plugin/`") {
		t.Errorf("PROTOCOL.md still says a new plugin file is not guarded")
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home, proj := "/home/op", "/home/op/proj"
	ctx := &patterns.Context{Cwd: proj, Workdir: proj, Home: home,
		Protected: patterns.GuardedPaths(home, proj, home, "/home", "/")}
	now := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		path string
		asks bool
	}{
		{".opencode/plugin/x.js", true}, {".opencode/plugin/x.ts", true}, {".opencode/plugin/x.mjs", true},
		{".opencode/plugins/x.js", true}, {".opencode/tool/x.js", true}, {".opencode/tools/x.ts", true},
		{".opencode/agent/x.md", true}, {".opencode/command/x.md", true}, {".opencode/skills/x.md", true},
		{".opencode/package.json", true}, // fx28i2, rt28i: the npm plugins it lists load at the next start
	} {
		v := pol.Explain("echo x > "+tt.path, ctx, now)
		if (v.Outcome == patterns.Ask) != tt.asks {
			t.Errorf("echo x > %s: %s by %q, want asked %v", tt.path, v.Outcome, v.Rule, tt.asks)
		}
		if !strings.Contains(text, "`"+filepath.Base(filepath.Dir(tt.path))+"/`") && !strings.Contains(text, filepath.Dir(tt.path)) && !strings.Contains(text, tt.path) {
			t.Errorf("PROTOCOL.md does not name %s", tt.path)
		}
	}
}
