package acpproxy

import (
	"fmt"
	"path/filepath"
	"strings"
)

// An agent in a mode that approves every tool call itself never asks:
// the proxy would have nothing to judge. These are the modes (and the
// flags) that do so in the agents ozdesk knows of, compared by [fold].
const (
	// YoloMode is Gemini CLI's (session/set_mode "yolo", --approval-mode
	// yolo, --yolo, -y).
	YoloMode = "yolo"
)

// approvesEverything reports whether mode (a session mode id, or a
// config option's value) lets the agent run every tool call unasked:
// Gemini CLI's yolo, Claude Code's bypassPermissions (and dontAsk),
// Codex's full-access and danger-full-access.
func approvesEverything(mode string) bool {
	switch fold(mode) {
	case YoloMode, "bypasspermissions", "dontask", "fullaccess", "dangerfullaccess":
		return true
	}
	return false
}

// askingModes are the session modes an editor may switch an agent to
// (compared by [fold]): the ones in which the agents ozdesk knows still
// ask before every shell command, Gemini CLI's and Claude Code's default
// and plan. Any other (Gemini CLI's autoEdit, Claude Code's acceptEdits,
// Codex's read-only and auto, which run some tool calls unasked, and
// every mode ozdesk does not know) is refused.
var askingModes = []string{"default", "plan"}

// askingModesText names askingModes for a message.
const askingModesText = `"default" and "plan"`

// keepsAsking reports whether mode is one of askingModes.
func keepsAsking(mode string) bool {
	for _, m := range askingModes {
		if fold(mode) == m {
			return true
		}
	}
	return false
}

// skipsAsking reports whether a boolean setting named id, turned on,
// may let the agent run tool calls unasked: its name speaks of approving,
// permissions, yolo, bypassing, skipping or not asking.
func skipsAsking(id string) bool {
	for _, w := range []string{"approv", "permission", "yolo", "bypass", "skip", "dontask", "noask", "auto", "trust", "unsafe", "danger"} {
		if strings.Contains(fold(id), w) {
			return true
		}
	}
	return false
}

// approvesEverythingAsApproval is approvesEverything for the value of an
// approval setting, where Codex's "never" (never ask) counts too.
func approvesEverythingAsApproval(value string) bool {
	return approvesEverything(value) || fold(value) == "never"
}

// fold is how option and mode names are compared: without case, and
// without the dashes and underscores that CLI parsers such as yargs
// treat alike (--approval-mode, --approval_mode, --approvalMode).
func fold(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '_' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(s)))
}

// ArgError is an agent's argument that [CheckArgs] refuses.
type ArgError struct {
	Arg string // the argument, as given
	Why string // what it would do
}

func (e *ArgError) Error() string {
	return fmt.Sprintf("ozdesk acp does not start an agent with %q: %s", e.Arg, e.Why)
}

// CheckArgs refuses an agent's command line (argv: the agent, then its
// arguments) when a flag in it would turn its permission requests off,
// for some or all shell commands, so that the proxy would never see
// them: Gemini CLI's --yolo (-y, alone or in a group of short flags),
// --approval-mode in any mode but default and plan (yolo, auto_edit: the
// modes session/set_mode is refused for), and the policy files and allowed tools that let
// a tool run unasked (--policy, --admin-policy, --allowed-tools); Claude
// Code's --dangerously-skip-permissions and --permission-mode in any
// mode but default and plan (bypassPermissions, acceptEdits); Codex's --dangerously-bypass-approvals-and-sandbox,
// --ask-for-approval never (-a never, -anever) and -c
// approval_policy=never (-capproval_policy=never). Long
// flags are refused wherever they are; short ones only after the word
// that names the program they belong to (gemini, codex), so that a
// launcher's own (npx -y) is not mistaken for the agent's. Arguments
// after "--" are the agent's own words, not flags, and are not read.
func CheckArgs(argv []string) error {
	program := ""
	for i := 0; i < len(argv); i++ {
		a := argv[i]
		if i > 0 && a == "--" {
			return nil
		}
		name, value, hasValue := strings.Cut(a, "=")
		next := func() string {
			if hasValue {
				return value
			}
			if i+1 < len(argv) {
				return argv[i+1]
			}
			return ""
		}
		switch {
		case i > 0 && shellScript(argv[0], argv[i-1]):
			// sh -c 'gemini --acp --yolo': the script's words are read as
			// a command line of their own (split on blanks only: a script
			// that hides a flag in quotes or variables is not read).
			if err := CheckArgs(strings.Fields(a)); err != nil {
				return &ArgError{Arg: a, Why: err.(*ArgError).Why}
			}
		case i == 0 || !strings.HasPrefix(a, "-"):
			if p := agentProgram(a); p != "" {
				program = p
			}
		case strings.HasPrefix(a, "--") && fold(name[2:]) == "noyolo" && hasValue:
			// --no-yolo alone turns it off; with a value (--no-yolo=false)
			// a parser may read it either way.
			return &ArgError{Arg: a, Why: "a value on a negated --yolo may turn it on, so ozdesk would judge none"}
		case strings.HasPrefix(a, "--"):
			if why := longFlag(fold(name[2:]), next); why != "" {
				return &ArgError{Arg: a, Why: why}
			}
		case len(a) > 1 && program == "codex":
			if why := codexShortFlags(a[1:], argv[i+1:]); why != "" {
				return &ArgError{Arg: a, Why: why}
			}
		case len(a) > 1:
			if why := shortFlags(program, name[1:]); why != "" {
				return &ArgError{Arg: a, Why: why}
			}
		}
	}
	return nil
}

// shellScript reports whether a word after prev in the command line of
// program is a shell's script: program is a shell (sh, bash, dash, zsh,
// ksh, perhaps by its path) and prev its -c (alone or in a group, -lc).
func shellScript(program, prev string) bool {
	switch filepath.Base(program) {
	case "sh", "bash", "dash", "zsh", "ksh":
	default:
		return false
	}
	return len(prev) > 1 && prev[0] == '-' && prev[1] != '-' && strings.ContainsRune(prev, 'c')
}

// agentProgram names the agent a word of a command line runs ("gemini",
// "codex"), or "": the program itself (/usr/bin/gemini), or the package
// a launcher runs (npx @google/gemini-cli@0.61.0, @openai/codex).
func agentProgram(word string) string {
	base := filepath.Base(word)
	switch {
	case strings.HasPrefix(base, "gemini") || strings.Contains(word, "gemini-cli"):
		return "gemini"
	case strings.HasPrefix(base, "codex") || strings.Contains(word, "/codex"):
		return "codex"
	}
	return ""
}

// longFlag says why a long flag (folded, without its dashes) is refused,
// or "". value returns its value.
func longFlag(name string, value func() string) string {
	switch name {
	case "yolo", "y", "dangerouslyskippermissions", "allowdangerouslyskippermissions", "dangerouslybypassapprovalsandsandbox":
		// "--y" is yargs's long spelling of Gemini CLI's -y.
		return "it makes the agent run every tool call without asking, so ozdesk would judge none"

	case "approvalmode", "permissionmode":
		// The modes an editor may switch to, no more (rt21i #12: Gemini
		// CLI started in auto_edit approves its own file edits, the mode
		// session/set_mode autoEdit is refused for).
		if v := value(); !keepsAsking(v) {
			return fmt.Sprintf("the agent runs some or all tool calls without asking in mode %q, so ozdesk would not judge them; ozdesk acp starts an agent only in %s, the modes an editor may switch it to", v, askingModesText)
		}
	case "askforapproval", "sandbox":
		if approvesEverythingAsApproval(value()) {
			return "that mode makes the agent run every tool call without asking, so ozdesk would judge none"
		}
	case "policy", "adminpolicy", "allowedtools":
		return "a policy or tool list of the agent's own can let shell commands run without asking, so ozdesk would not judge them; put the rule in ozdesk's policy instead"
	case "config":
		return configValue(value())
	}
	return ""
}

// shortFlags says why a group of short flags (without its dash) of
// program (but Codex, see [codexShortFlags]) is refused, or "".
func shortFlags(program, group string) string {
	if program == "gemini" && strings.ContainsRune(group, 'y') {
		return "-y is Gemini CLI's --yolo: it makes the agent run every tool call without asking, so ozdesk would judge none"
	}
	return ""
}

// codexShortFlags says why Codex's short flags arg (without its dash) are
// refused, or "". Codex parses them with clap: a flag that takes a value
// (-a, -c) takes the rest of the word as it, after an optional "=" (-anever,
// -a=never, -capproval_policy=never), or the next word when nothing is
// left (-a never); flags before it in the word are flags of their own.
func codexShortFlags(arg string, rest []string) string {
	for i, r := range arg {
		if r != 'a' && r != 'c' {
			continue
		}
		value := strings.TrimPrefix(arg[i+1:], "=")
		if arg[i+1:] == "" && len(rest) > 0 {
			value = rest[0]
		}
		if r == 'c' {
			return configValue(value)
		}
		if approvesEverythingAsApproval(value) {
			return "that approval setting makes the agent run every tool call without asking, so ozdesk would judge none"
		}
		return ""
	}
	return ""
}

// configValue says why a KEY=VALUE configuration override is refused, or
// "".
func configValue(kv string) string {
	key, value, _ := strings.Cut(kv, "=")
	switch fold(key) {
	case "approvalpolicy", "sandboxmode", "approvalmode", "defaultapprovalmode":
		if approvesEverythingAsApproval(strings.Trim(value, `"'`)) {
			return "that setting makes the agent run every tool call without asking, so ozdesk would judge none"
		}
	}
	return ""
}
