package patterns

import (
	"path/filepath"
	"slices"
)

// The paths ozdesk guards as its own beyond its store and executable
// (which only the caller knows): the settings in which each harness is
// told to call ozdesk, and the shell start-up files. The queue lists them
// in every context ([Context.Protected]); they are kept here, beside the
// defaults that judge writes of them, so that every caller and test
// guards the same set.

// HarnessSettings are the files, relative to a home or a workdir, in
// which a harness is told to call ozdesk before each command: Claude
// Code's user and project settings (its PreToolUse hook) and the
// project's .mcp.json (the servers it starts), Gemini CLI's (BeforeTool),
// Codex's (PreToolUse, in config.toml or hooks.json beside it), crush's
// (PreToolUse, in any of the five files it reads in each directory up to
// the repository's root; its crushrc files are shell scripts it runs),
// opencode's (opencode.json names plugins, and .opencode/plugin holds
// ozdesk's) and Zed's, whose agent_servers start an ACP agent behind
// `ozdesk acp` (the project's .zed/settings.json, the user's
// ~/.config/zed/settings.json). Changing them can switch the guard off,
// so they are guarded like ozdesk's own files. Only files with an
// extension are named in a project: a directory (or a name without an
// extension, which the path classes read as one) would make every
// `find . -name X -delete` reach below it; a directory whose files a
// harness loads by their extension is named D/*.EXT (see namesIn).
func HarnessSettings() []string {
	out := []string{
		filepath.Join(".claude", "settings.json"),
		filepath.Join(".claude", "settings.local.json"),
		".mcp.json",
		filepath.Join(".gemini", "settings.json"),
		// Gemini CLI loads .gemini/.env into its environment and a
		// trusted folder's policy rules from .gemini/policies (rt18i #6).
		filepath.Join(".gemini", ".env"),
		filepath.Join(".gemini", "policies", "*.toml"),
		filepath.Join(".gemini", "extensions", "*.json"),
		filepath.Join(".codex", "config.toml"),
		filepath.Join(".codex", "hooks.json"),
		filepath.Join(".zed", "settings.json"),
		filepath.Join(".config", "zed", "settings.json"),
		"crush.json", ".crush.json", "crushrc", ".crushrc",
		filepath.Join(".crush", "crush.json"),
		"opencode.json", "opencode.jsonc",
		filepath.Join(".opencode", "opencode.json"), filepath.Join(".opencode", "opencode.jsonc"),
	}
	// opencode runs every plugin and custom tool in .opencode in its own
	// process, ozdesk's among them (rt18i #6, #9).
	for _, d := range []string{"plugin", "plugins", "tool", "tools"} {
		for _, ext := range []string{".js", ".ts"} {
			out = append(out, filepath.Join(".opencode", d, "*"+ext))
		}
	}
	return out
}

// HomeHarnessSettings are the paths, relative to the home, that hold a
// harness's user settings: directories guarded whole (crush reads
// ~/.config/crush and ~/.local/share/crush, opencode ~/.config/opencode),
// and Claude Code's ~/.claude.json (its user-scope MCP servers, and each
// project's trust and allowed tools), and the scripts Claude Code sources
// before every later Bash call: ~/.claude/session-env (the session-start
// hooks' environment scripts) and ~/.claude/shell-snapshots (the shell's
// aliases and functions, rt19i #7).
func HomeHarnessSettings() []string {
	return []string{
		".gemini", ".codex", ".claude.json",
		// The user's hook scripts and plugins (their hooks run too).
		filepath.Join(".claude", "hooks"), filepath.Join(".claude", "plugins"),
		filepath.Join(".claude", "session-env"), filepath.Join(".claude", "shell-snapshots"),
		filepath.Join(".config", "crush"), filepath.Join(".local", "share", "crush"),
		filepath.Join(".config", "opencode"),
	}
}

// SystemHarnessSettings are the harness settings read for every user:
// crush's /etc/crush/crush.json, Claude Code's managed settings
// (/etc/claude-code/managed-settings.json on Linux, /Library/Application
// Support/ClaudeCode on macOS, which outrank the user's and can drop its
// hooks), Gemini CLI's system settings (/etc/gemini-cli) and Codex's
// (/etc/codex).
func SystemHarnessSettings() []string {
	return []string{"/etc/crush", "/etc/claude-code", "/Library/Application Support/ClaudeCode",
		"/etc/gemini-cli", "/etc/codex"}
}

// ShellStartup are the shell start-up files, relative to the home, and
// the system's (absolute): a login or interactive shell runs them before
// any command it is given, so a line that writes them runs code no ask
// showed in every later shell (Codex's bash -lc, ozdesk shell -l, the
// operator's own terminal). pam_env's /etc/environment sets every
// login's environment, LD_PRELOAD among it, so it counts with them, and
// readline's ~/.inputrc binds keys to text every interactive shell types.
// They are guarded like ozdesk's own files.
func ShellStartup() (home, system []string) {
	return []string{".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile",
			".bash_aliases", ".zshrc", ".zshenv", ".zprofile", ".zlogin", ".kshrc", ".mkshrc", ".inputrc",
			filepath.Join(".config", "fish", "config.fish"), filepath.Join(".config", "fish", "conf.d")},
		[]string{"/etc/profile", "/etc/profile.d", "/etc/bash.bashrc", "/etc/bashrc", "/etc/zsh",
			"/etc/zshenv", "/etc/zprofile", "/etc/zshrc", "/etc/fish", "/etc/environment"}
}

// SystemOzdeskPaths are ozdesk's own directories on a node in protected
// mode, at their default places (the broker's configuration and socket
// directories, and its store): the configuration (which says whether
// clients go through the broker at all), the operators' keys, the socket
// and the store. Paths configured elsewhere are added by the caller.
func SystemOzdeskPaths() []string {
	return []string{"/etc/ozdesk", "/run/ozdesk", "/var/lib/ozdesk"}
}

// HomeOzdeskPaths are ozdesk's own directories in the home at their
// default places: the store's (~/.local/state/ozdesk, store.DefaultPath
// without XDG_STATE_HOME). A hook run without OZDESK_DB judges by the
// store there, so it is guarded even where the store in use lies
// elsewhere (fx42b, rt41: `rm -rf ~/.local/state/ozdesk` asked as
// delete-outside, `sqlite3 ~/.local/state/ozdesk/ozdesk.db 'drop table
// rules'` as cloud-delete).
func HomeOzdeskPaths() []string {
	return []string{filepath.Join(".local", "state", "ozdesk")}
}

// OzdeskOnPath are the places, in the directories on PATH, where a file
// named like ozdesk would run in place of it when a harness's hook calls
// it by its bare name: relative to the home, and the system's. The names
// are ozdesk's and its hook's: README.md tells every harness to call
// `ozdesk-hook hook …`, the adapter-only build of ozdesk.
func OzdeskOnPath() (home, system []string) {
	for _, name := range ozdeskExeNames {
		home = append(home, filepath.Join(".local", "bin", name), filepath.Join("bin", name))
		for _, dir := range []string{"/usr/local/bin/", "/usr/local/sbin/", "/usr/bin/", "/usr/sbin/", "/bin/", "/sbin/"} {
			system = append(system, dir+name)
		}
	}
	return home, system
}

// ozdeskExeNames are the names ozdesk's executables go by: ozdesk, and
// ozdesk-hook, the adapter-only build that harnesses' hooks call.
var ozdeskExeNames = []string{guardName, guardName + "-hook"}

// GuardedPaths lists the paths above for a command judged with home as
// its home directory and dirs as the directories whose harness settings
// reach it (its project, its workdir and every directory above it): the
// harness settings in home and in each of dirs, the home's harness
// settings and start-up files, the system's, and the places on PATH
// where a file named ozdesk would answer for it. Paths that are not
// absolute are skipped; each path is listed once.
func GuardedPaths(home string, dirs ...string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if filepath.IsAbs(p) && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, dir := range append([]string{home}, dirs...) {
		if !filepath.IsAbs(dir) {
			continue
		}
		for _, f := range HarnessSettings() {
			add(filepath.Join(dir, f))
		}
	}
	homeStartup, systemStartup := ShellStartup()
	homeShadow, systemShadow := OzdeskOnPath()
	if filepath.IsAbs(home) {
		for _, d := range slices.Concat(HomeHarnessSettings(), homeStartup, homeShadow, HomeOzdeskPaths()) {
			add(filepath.Join(home, d))
		}
	}
	for _, p := range append(append(append(SystemHarnessSettings(), SystemOzdeskPaths()...), systemStartup...), systemShadow...) {
		add(p)
	}
	return out
}
