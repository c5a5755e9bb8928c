package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestProtectedPaths: ozdesk's own files are guarded however a command
// names them: the project's hook settings from a subdirectory or from
// elsewhere (CLAUDE_PROJECT_DIR), and the store or the settings through
// the real path a symbolic link leads to.
func TestProtectedPaths(t *testing.T) {
	root := t.TempDir()
	real := filepath.Join(root, "real")
	for _, d := range []string{filepath.Join(real, "state"), filepath.Join(real, "proj", "sub")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(root, "link")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		req  Request
		rule string // "" : not guarded
	}{
		{"the project's settings from a subdirectory",
			Request{Command: "tee ../.claude/settings.json", Cwd: "/work/proj/sub"}, "cmd.guard-tamper"},
		{"the project's settings named from elsewhere, the project given",
			Request{Command: "tee /work/proj/.claude/settings.local.json", Cwd: "/tmp/x", ProjectDir: "/work/proj"}, "cmd.guard-tamper"},
		// Another project's settings: a harness started there loads
		// them, so they are guarded by their name (rt37h D1).
		{"another project's settings",
			Request{Command: "tee -a /work/other/.claude/settings.json", Cwd: "/tmp/x", ProjectDir: "/work/proj"}, "cmd.guard-tamper"},
		{"another project's file that is no harness's settings",
			Request{Command: "tee -a /work/other/.claude/notes.md", Cwd: "/tmp/x", ProjectDir: "/work/proj"}, ""},
		{"Gemini CLI's project settings",
			Request{Command: "tee ../.gemini/settings.json", Cwd: "/work/proj/sub"}, "cmd.guard-tamper"},
		{"Gemini CLI's user settings, all of them",
			Request{Command: "rm -rf /home/op/.gemini/hooks", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"ozdesk's configuration (protected mode on or off)",
			Request{Command: "printf 'store: /tmp/x.db\\n' > /etc/ozdesk/config.yaml", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"ozdesk's operators file",
			Request{Command: "echo 'eve: ssh-ed25519 AAAA' >> /etc/ozdesk/operators.yaml", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"the broker's socket",
			Request{Command: "rm -f /run/ozdesk/ozdesk.sock", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"the broker's store",
			Request{Command: "cp /tmp/empty.db /var/lib/ozdesk/desk.db", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"Codex's config",
			Request{Command: "tee /home/op/.codex/config.toml", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"Codex's hooks.json in a project",
			Request{Command: "tee .codex/hooks.json", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"Zed's user settings (agent_servers: ozdesk acp)",
			Request{Command: "tee /home/op/.config/zed/settings.json", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"Zed's project settings",
			Request{Command: "sed -i s/ozdesk// ../.zed/settings.json", Cwd: "/work/proj/sub"}, "cmd.guard-tamper"},
		{"crush's project settings",
			Request{Command: "tee ../crush.json", Cwd: "/work/proj/sub"}, "cmd.guard-tamper"},
		{"crush's hidden project settings",
			Request{Command: "cp /tmp/x.json .crush.json", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"crush's crushrc, a script it runs",
			Request{Command: "echo 'echo {}' >> crushrc", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"crush's .crushrc",
			Request{Command: "rm .crushrc", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"crush's workspace settings",
			Request{Command: "tee .crush/crush.json", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"crush's workspace settings, their directory removed",
			Request{Command: "rm -rf .crush", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"crush's user settings, all of them",
			Request{Command: "tee /home/op/.config/crush/crushrc", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"crush's data settings",
			Request{Command: "rm /home/op/.local/share/crush/crush.json", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"crush's system settings",
			Request{Command: "tee /etc/crush/crush.json", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"Claude Code's managed settings, which outrank the user's hooks",
			Request{Command: "echo x > /etc/claude-code/managed-settings.json", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"a shell start-up file, run by every later login shell",
			Request{Command: "echo 'rm -rf ~' >> ~/.bashrc", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"fish's start-up file",
			Request{Command: "tee -a /home/op/.config/fish/config.fish", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"the system's profile scripts",
			Request{Command: "echo x > /etc/profile.d/x.sh", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"Gemini CLI's system settings",
			Request{Command: "rm -rf /etc/gemini-cli", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"opencode's project settings",
			Request{Command: "tee ../opencode.json", Cwd: "/work/proj/sub"}, "cmd.guard-tamper"},
		{"opencode's jsonc settings",
			Request{Command: "sed -i s/ozdesk// opencode.jsonc", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"opencode's plugins",
			Request{Command: "rm .opencode/plugin/ozdesk.js", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"opencode's plugin, a find that deletes .js",
			Request{Command: "find . -name '*.js' -delete", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"opencode's ozdesk plugin",
			Request{Command: "tee .opencode/plugin/ozdesk.js", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"opencode's plugin directory, moved away",
			Request{Command: "mv .opencode /tmp/y", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"opencode's settings in .opencode",
			Request{Command: "tee .opencode/opencode.jsonc", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"opencode's user plugins",
			Request{Command: "tee /home/op/.config/opencode/plugin/x.js", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"an archive extracted over the project's crush.json",
			Request{Command: "tar -xzf release.tgz", Cwd: "/work/proj"}, "cmd.guard-tamper"},
		{"an archive extracted below it",
			Request{Command: "tar -xzf release.tgz -C build", Cwd: "/work/proj"}, ""},
		{"a find by name cannot reach crushrc",
			Request{Command: "find . -name '*.pyc' -delete", Cwd: "/work/proj"}, ""},
		{"another project's crush.json",
			Request{Command: "tee -a /work/other/crush.json", Cwd: "/tmp/x", ProjectDir: "/work/proj"}, "cmd.guard-tamper"},
		// The default store's directory, where a hook run without
		// OZDESK_DB judges, while the store in use lies elsewhere (fx42b,
		// rt41: it asked as delete-outside and cloud-delete).
		{"the default store's directory, another store in use",
			Request{Command: "rm -rf /home/op/.local/state/ozdesk", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"a database in the default store's directory, dropped",
			Request{Command: "sqlite3 /home/op/.local/state/ozdesk/ozdesk.db 'drop table rules'", Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"the store by its real path, the store reached through a link",
			Request{Command: "rm -f " + filepath.Join(real, "state", "desk.db"), Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"the store by the link",
			Request{Command: "rm -f " + filepath.Join(link, "state", "desk.db"), Cwd: "/tmp/x"}, "cmd.guard-tamper"},
		{"the project's settings by their real path, the project given through a link",
			Request{Command: "tee " + filepath.Join(real, "proj", ".claude", "settings.json"), Cwd: "/tmp/x",
				ProjectDir: filepath.Join(link, "proj")}, "cmd.guard-tamper"},
		{"the settings by their real path, the cwd a link",
			Request{Command: "tee " + filepath.Join(real, "proj", ".claude", "settings.json"), Cwd: filepath.Join(link, "proj", "sub")}, "cmd.guard-tamper"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := store.New(filepath.Join(link, "state", "desk.db"))
			s := New(st, WithNode("node-a"), WithHome("/home/op"))
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.Remove(filepath.Join(real, "state", "desk.db")) })
			a := mustEvaluate(t, s, tc.req)
			switch {
			case tc.rule == "" && a.Outcome != patterns.Allow:
				t.Errorf("%q: %s by %s, want allow", tc.req.Command, a.Outcome, a.Rule)
			case tc.rule != "" && (a.Outcome != patterns.Ask || a.Rule != tc.rule):
				t.Errorf("%q: %s by %s (%s), want ask by %s", tc.req.Command, a.Outcome, a.Rule, a.Reason, tc.rule)
			}
		})
	}
}
