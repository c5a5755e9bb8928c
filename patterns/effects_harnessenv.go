package patterns

import (
	"fmt"
	"strings"
)

// A coding agent's harness reads its settings, and with them the hook
// that asks ozdesk, from a directory its environment may move: claude
// from CLAUDE_CONFIG_DIR, codex from CODEX_HOME, gemini from
// GEMINI_CLI_HOME and its settings-path variables, opencode and crush
// from their config variables and XDG_CONFIG_HOME, and every one of them
// from HOME. A harness run with one of these set in the line (as a
// prefix, through env, or exported earlier) runs under settings the line
// chose, which need not hold the hook: what it then runs is not this
// line's, so the part is unreadable (foreign-code), as is a harness told
// to skip its permissions.

// harnessPrograms are the coding agents' programs, and harnessEnv the
// variables that move where every harness, or one, reads its settings.
// harnessOzdeskEnv are ozdesk's own variables, which a harness hands on
// to the hook it runs (fx42b, rt41: `export OZDESK_DB=x; claude`): a
// literal OZDESK_DB or OZDESK_CONFIG on the harness's own part is read as
// the hook's --db or --config instead (harnessOzdesk, read_harnessozdesk.go).
var (
	harnessOzdeskEnv = lazy[map[string]bool]{build: func() map[string]bool {
		return map[string]bool{"OZDESK_DB": true, "OZDESK_CONFIG": true, "OZDESK_BASH": true}
	}}

	harnessPrograms = lazy[map[string]bool]{build: func() map[string]bool {
		return map[string]bool{
			"claude": true, "codex": true, "gemini": true, "opencode": true, "crush": true,
			"qwen": true, "cursor-agent": true, "amp": true, "aider": true, "goose": true,
			"copilot": true, "cline": true, "kilocode": true, "droid": true, "auggie": true,
		}
	}}
	harnessEnv = lazy[map[string]bool]{build: func() map[string]bool {
		return map[string]bool{
			"HOME": true, "XDG_CONFIG_HOME": true, "XDG_DATA_HOME": true, "XDG_STATE_HOME": true,
			"CLAUDE_CONFIG_DIR": true, "CODEX_HOME": true, "GEMINI_CLI_HOME": true,
			"GEMINI_CLI_SYSTEM_SETTINGS_PATH": true, "GEMINI_CLI_SYSTEM_DEFAULTS_PATH": true,
			"OPENCODE_CONFIG": true, "OPENCODE_CONFIG_DIR": true, "OPENCODE_CONFIG_CONTENT": true,
			"CRUSH_GLOBAL_CONFIG": true, "CRUSH_GLOBAL_DATA": true, "QWEN_HOME": true,
			"AIDER_CONFIG": true, "GOOSE_CONFIG_DIR": true,
			// opencode started with OPENCODE_PURE loads no plugin, ozdesk's
			// among them (rt19d #3).
			"OPENCODE_PURE": true,
		}
	}}
)

// harnessConfigEnv marks the harness parts whose settings the line moves:
// a variable of harnessEnv in the part's environment, or set anywhere in
// the line before it.
func (r *reading) harnessConfigEnv(ord *order) {
	setAt := -1 // the first part that sets one, -1 for none
	setName := ""
	for i, p := range r.cmd.Parts {
		pairs, _ := envAssigns(p)
		for _, kv := range pairs {
			if (harnessEnv.get()[kv[0]] || harnessOzdeskEnv.get()[kv[0]]) && !harnessPrograms.get()[p.Program] && setAt < 0 {
				setAt, setName = i, kv[0]
			}
		}
	}
	for name := range r.vars {
		if (harnessEnv.get()[name] || harnessOzdeskEnv.get()[name]) && setName == "" {
			setName = name
		}
	}
	for i, p := range r.cmd.Parts {
		if !harnessPrograms.get()[p.Program] || p.Unreadable != nil {
			continue
		}
		name := ""
		pairs, lits := envAssigns(p)
		for k, kv := range pairs {
			if harnessEnv.get()[kv[0]] || harnessOzdeskEnv.get()[kv[0]] && !(lits[k] && ozdeskEnvOption(kv[0]) != "") {
				name = kv[0]
				break
			}
		}
		if name == "" && setName != "" && (setAt < 0 || setAt == i || ord.after(setAt, i)) {
			name = setName
		}
		if name == "" {
			continue
		}
		why := "%s=… makes %s read its settings from where the line chose, which need not hold the hook that asks ozdesk, so what it runs is not known."
		if harnessOzdeskEnv.get()[name] {
			why = "%s=… reaches the hook %s runs, which then asks ozdesk with a store, configuration or shell the line chose, not the operator's policy, so what it runs is not known."
		}
		r.effectUnreadable(i, UnreadableForeignCode, p.Span, fmt.Sprintf(why, name, p.Program))
	}
}

// nsenterTarget marks the parts run by nsenter in another process's
// namespaces (-t PID, --target, -a): -t 1 is the host's, where what the
// part does reaches beyond what the line shows (its mounts, its
// processes, as root), so it is unreadable (foreign-code). nsenter with
// namespace files alone is peeled as any wrapper.
func (r *reading) nsenterTarget() {
	for i, p := range r.cmd.Parts {
		if p.Unreadable != nil {
			continue
		}
		for _, wr := range p.Wrappers {
			if wr.Name != "nsenter" {
				continue
			}
			for _, w := range wr.Words[1:] {
				lit, _ := litPrefix(w)
				if lit == "-a" || lit == "--all" || strings.HasPrefix(lit, "--target") ||
					strings.HasPrefix(lit, "-") && !strings.HasPrefix(lit, "--") && strings.ContainsAny(lit, "ta") {
					r.effectUnreadable(i, UnreadableForeignCode, w.Span, fmt.Sprintf(
						"nsenter %s runs %s in another process's namespaces (-t 1: the host's, as root), where what it reaches is not what the line shows.",
						quoteRaw(w.Raw), partName(p)))
					break
				}
			}
		}
	}
}
