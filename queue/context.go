package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// harnessSettings are the files, relative to a home or a workdir, in
// which a harness is told to call ozdesk before each command: Claude
// Code's user and project settings (its PreToolUse hook), Gemini CLI's
// (BeforeTool), Codex's (PreToolUse, in config.toml or hooks.json
// beside it), crush's (PreToolUse, in any of the five files it reads in
// each directory up to the repository's root; its crushrc files are shell
// scripts it runs), opencode's (opencode.json names plugins, and
// .opencode/plugin holds ozdesk's) and Zed's, whose agent_servers start
// an ACP agent behind `ozdesk acp` (the project's .zed/settings.json, the
// user's ~/.config/zed/settings.json). Changing them can switch the guard
// off, so they are guarded like ozdesk's own files. Only files with an
// extension are named in a project: a directory (or a name without an
// extension, which the path classes read as one) would make every
// `find . -name X -delete` reach below it.
func harnessSettings() []string {
	return []string{
		filepath.Join(".claude", "settings.json"),
		filepath.Join(".claude", "settings.local.json"),
		filepath.Join(".gemini", "settings.json"),
		filepath.Join(".codex", "config.toml"),
		filepath.Join(".codex", "hooks.json"),
		filepath.Join(".zed", "settings.json"),
		filepath.Join(".config", "zed", "settings.json"),
		"crush.json", ".crush.json", "crushrc", ".crushrc",
		filepath.Join(".crush", "crush.json"),
		"opencode.json", "opencode.jsonc",
		filepath.Join(".opencode", "opencode.json"), filepath.Join(".opencode", "opencode.jsonc"),
		filepath.Join(".opencode", "plugin", "ozdesk.js"), filepath.Join(".opencode", "plugins", "ozdesk.js"),
	}
}

// homeHarnessSettings are the directories, relative to the home, that
// hold a harness's user settings whole: everything in them is guarded.
// crush reads ~/.config/crush and ~/.local/share/crush, opencode
// ~/.config/opencode.
func homeHarnessSettings() []string {
	return []string{
		".gemini", ".codex",
		filepath.Join(".config", "crush"), filepath.Join(".local", "share", "crush"),
		filepath.Join(".config", "opencode"),
	}
}

// systemHarnessSettings are the harness settings read for every user:
// crush's /etc/crush/crush.json, Claude Code's managed settings
// (/etc/claude-code/managed-settings.json on Linux, /Library/Application
// Support/ClaudeCode on macOS, which outrank the user's and can drop its
// hooks), Gemini CLI's system settings (/etc/gemini-cli) and Codex's
// (/etc/codex).
func systemHarnessSettings() []string {
	return []string{"/etc/crush", "/etc/claude-code", "/Library/Application Support/ClaudeCode",
		"/etc/gemini-cli", "/etc/codex"}
}

// shellStartup are the shell start-up files, relative to the home, and the
// system's (absolute): a login or interactive shell runs them before any
// command it is given, so a line that writes them runs code no ask showed
// in every later shell (Codex's bash -lc, ozdesk shell -l, the operator's
// own terminal). They are guarded like ozdesk's own files.
func shellStartup() (home, system []string) {
	return []string{".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile",
			".zshrc", ".zshenv", ".zprofile", ".zlogin", ".kshrc", ".mkshrc",
			filepath.Join(".config", "fish", "config.fish"), filepath.Join(".config", "fish", "conf.d")},
		[]string{"/etc/profile", "/etc/profile.d", "/etc/bash.bashrc", "/etc/bashrc", "/etc/zsh",
			"/etc/zshenv", "/etc/zprofile", "/etc/zshrc", "/etc/fish"}
}

// systemOzdeskPaths are ozdesk's own directories on a node in protected
// mode, at their default places (queue/broker's DefaultConfigPath and
// DefaultSocketPath, and the broker's store): the configuration (which
// says whether clients go through the broker at all), the operators'
// keys, the socket and the store. Paths configured elsewhere are added
// by the caller ([WithProtected]).
func systemOzdeskPaths() []string {
	return []string{"/etc/ozdesk", "/run/ozdesk", "/var/lib/ozdesk"}
}

// protectedFor lists the paths ozdesk guards for a command judged in rec:
// the store's directory (the store and anything beside it), this program's
// executable, the harness settings in rec's home, its project (Claude
// Code's CLAUDE_PROJECT_DIR) and its workdir and every directory above it
// (a command run in a subdirectory reaches the project's settings as
// ../.claude/settings.json), and the paths given with [WithProtected].
// Each is listed as given and, when a symbolic link leads to it, as the
// real path too, so that neither spelling escapes.
func (s *Service) protectedFor(rec ContextRecord) []string {
	out := make([]string, 0, 32)
	add := func(p string) {
		for _, q := range []string{p, s.paths.real(p)} {
			if !slices.Contains(out, q) {
				out = append(out, q)
			}
		}
	}
	if p := s.st.Path(); p != "" && !store.IsEtcd(p) {
		if abs, err := filepath.Abs(p); err == nil {
			add(filepath.Dir(abs))
		}
	}
	if s.exe != "" {
		add(s.exe)
	}
	wd := rec.Workdir
	if wd == "" {
		wd = rec.Cwd
	}
	for _, dir := range slices.Concat([]string{rec.Home, rec.Project}, ancestors(wd), ancestors(s.paths.real(wd))) {
		if !filepath.IsAbs(dir) {
			continue
		}
		for _, f := range harnessSettings() {
			add(filepath.Join(dir, f))
		}
	}
	homeStartup, systemStartup := shellStartup()
	if filepath.IsAbs(rec.Home) {
		for _, d := range slices.Concat(homeHarnessSettings(), homeStartup) {
			add(filepath.Join(rec.Home, d))
		}
	}
	for _, p := range slices.Concat(systemHarnessSettings(), systemOzdeskPaths(), systemStartup) {
		add(p)
	}
	for _, p := range s.protected {
		add(p)
	}
	return out
}

// ancestors lists dir and every directory above it, up to the root; none
// for a path that is not absolute.
func ancestors(dir string) []string {
	if !filepath.IsAbs(dir) {
		return nil
	}
	var out []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		out = append(out, d)
		if d == filepath.Dir(d) {
			return out
		}
	}
}

// contextFor builds the context a command recorded with rec is judged in.
func (s *Service) contextFor(rec ContextRecord, agent, node string, egress []string) *patterns.Context {
	return &patterns.Context{
		Cwd: rec.Cwd, Workdir: rec.Workdir, Home: rec.Home, DefaultBranch: rec.DefaultBranch,
		Egress: egress, Protected: s.protectedFor(rec), Agent: agent, Node: node,
	}
}

// Context returns the context an ask's command is judged in: its cwd, its
// home, the repository's default branch, the egress list, the paths ozdesk
// protects (its store's directory, its executable, the harness settings
// that call it, and those given with [WithProtected]), the agent and the
// node. The egress list is read from the store (none when it is not made
// yet).
func (s *Service) Context(rec ContextRecord, agent, node string) (*patterns.Context, error) {
	var egress []string
	err := s.st.View(func(tx *store.Tx) error {
		hosts, err := tx.Egress()
		for _, h := range hosts {
			egress = append(egress, h.Host)
		}
		return err
	})
	if err != nil && !errors.Is(err, store.ErrNoStore) {
		return nil, fmt.Errorf("read the egress list: %w", err)
	}
	return s.contextFor(rec, agent, node, egress), nil
}

// EvaluationOf decodes the evaluation recorded with an ask.
func EvaluationOf(a store.Ask) (*Evaluation, error) {
	if len(a.Verdict) == 0 {
		return nil, fmt.Errorf("ask %s has no recorded evaluation", a.ID)
	}
	var ev Evaluation
	if err := json.Unmarshal(a.Verdict, &ev); err != nil {
		return nil, fmt.Errorf("ask %s: decode its evaluation: %w", a.ID, err)
	}
	if ev.Command == "" { // a long command is kept once, with the ask
		ev.Command = a.Command
	}
	return &ev, nil
}

// askContext is the context a pending ask is judged in again (when a rule
// is written, say): from its record, or, for an ask without one, from the
// ask's own fields.
func (s *Service) askContext(a store.Ask, egress []string) *patterns.Context {
	rec := ContextRecord{Cwd: a.Cwd}
	if ev, err := EvaluationOf(a); err == nil {
		rec = ev.Context
	}
	return s.contextFor(rec, a.Agent, a.Node, egress)
}
