package patterns_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestGuardedPaths: every path GuardedPaths lists is absolute and listed
// once, and a write of it (or of a file in it, for a directory) asks by
// cmd.guard-tamper in a context that protects the list, while a file
// beside a settings file does not.
func TestGuardedPaths(t *testing.T) {
	home, wd := "/home/op", "/work/proj"
	paths := patterns.GuardedPaths(home, wd, "/work", "/")
	for _, want := range []string{
		"/home/op/.claude/settings.json", "/work/proj/.claude/settings.local.json", "/work/proj/.mcp.json",
		"/home/op/.claude.json", "/home/op/.codex", "/work/proj/.gemini/settings.json", "/work/crush.json",
		"/home/op/.bashrc", "/home/op/.bash_aliases", "/etc/profile.d", "/etc/ozdesk", "/etc/claude-code",
	} {
		if !slices.Contains(paths, want) {
			t.Errorf("GuardedPaths lacks %s", want)
		}
	}
	seen := map[string]bool{}
	for _, p := range paths {
		if !filepath.IsAbs(p) || seen[p] {
			t.Errorf("GuardedPaths lists %q twice or not absolute", p)
		}
		seen[p] = true
	}
	if got := patterns.GuardedPaths("relative", "also/relative"); len(got) != len(patterns.GuardedPaths("")) {
		t.Errorf("relative directories must be skipped")
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := &patterns.Context{Cwd: wd, Workdir: wd, Home: home, DefaultBranch: "main", Protected: paths}
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for _, p := range paths {
		// D/*.EXT names the files in D with that extension: one of them.
		target := strings.Replace(p, "*", "x", 1)
		switch base := filepath.Base(target); filepath.Ext(base) {
		case ".json", ".jsonc", ".toml", ".js", ".ts":
		default:
			if base != "crushrc" && base != ".crushrc" && base != ".env" && !slices.Contains([]string{"/home/op/.bashrc", "/home/op/.bash_aliases", "/home/op/.profile"}, p) {
				target = filepath.Join(p, "x.conf") // a directory, or a file read as one: a file in it
			}
		}
		for _, cmd := range []string{"echo x > '" + target + "'", "rm -f '" + target + "'"} {
			v := pol.Evaluate(patterns.Read(cmd), ctx, now)
			// A plugin opencode runs at its next start, or a hook script, is a file
			// that runs later, or a Gemini extension (its MCP servers run at the next
			// start): unreadable, which is stricter still.
			if v.Rule != "cmd.guard-tamper" && !(v.Rule == patterns.UnreadableRule && (strings.Contains(target, "/.opencode/plugin") || strings.Contains(target, "/.claude/hooks/") || strings.Contains(target, "/.gemini/extensions/"))) {
				t.Errorf("%s: %s by %q, want an ask by cmd.guard-tamper", cmd, v.Outcome, v.Rule)
			}
		}
	}
	for _, cmd := range []string{"echo x > /work/proj/.gemini/notes.md", "rm -rf /work/proj/crush.json/x", "rm -f */settings.json",
		"echo x > /work/proj/.gemini/policies/notes.md", "rm -f /work/proj/.opencode/plugin/README.md", "find . -name '*.pyc' -delete"} {
		if v := pol.Evaluate(patterns.Read(cmd), ctx, now); v.Rule == "cmd.guard-tamper" {
			t.Errorf("%s: asks by cmd.guard-tamper, want it left alone by that default", cmd)
		}
	}
}
