package acpproxy

import (
	"encoding/json"
	"strings"
)

// The editor's session/set_config_option passes only for an option ozdesk
// knows to say nothing of when the agent asks (rt18h #7: a word list of
// the options that do was beaten by ask_before_running "never",
// confirm_shell false, allow_all_tools true). ACP names three categories
// of config option: mode, model and thought_level
// (agentclientprotocol.com, "Session Config Options"); a mode passes only
// at default or plan ([keepsAsking]), the model and the thought level at
// any string value that names no mode that asks nothing.

// harmlessID reports whether an option id (folded by [fold]) is one known
// to choose the model or how much it thinks: ACP's categories, Codex's
// model_reasoning_effort, Claude Code's and Gemini CLI's names for them.
func harmlessID(folded string) bool {
	switch folded {
	case "model", "modelid", "thoughtlevel", "reasoningeffort", "modelreasoningeffort", "effort", "reasoning", "thinkinglevel":
		return true
	}
	return false
}

// harmlessCategory reports whether an ACP category (folded) is one whose
// options choose the model or how much it thinks.
func harmlessCategory(folded string) bool { return folded == "model" || folded == "thoughtlevel" }

// askWords are the words that speak of asking, confirming or letting tools run: an option
// whose id holds one is not taken as harmless whatever its category.
func askWords() []string {
	return []string{"ask", "confirm", "prompt", "allow", "approv", "permission", "sandbox", "yolo", "bypass",
		"skip", "trust", "auto", "danger", "unsafe", "tool", "shell", "command", "exec", "run"}
}

// notKnownHarmless says why the editor may not set the config option id
// (of category, as the agent announced it) to value, or "" when it may:
// a mode option (judged by [settingWeakens]), or an option that chooses
// the model or the thought level (its id in [harmlessID], or its category
// in [harmlessCategory] and no askWords in its id) set to a string.
// Every other option is refused, fail closed: ozdesk cannot tell what it
// does.
func notKnownHarmless(id, category string, value json.RawMessage) string {
	if modeOption(id, category) {
		return ""
	}
	var s string
	if json.Unmarshal(value, &s) != nil {
		return "ozdesk lets an editor set only the mode (" + askingModesText + "), the model and the thought level, to a string; the setting " + quote(id) + " is given something else"
	}
	folded := fold(id)
	if harmlessID(folded) {
		return ""
	}
	if harmlessCategory(fold(category)) {
		asks := false
		for _, w := range askWords() {
			asks = asks || strings.Contains(folded, w)
		}
		if !asks {
			return ""
		}
	}
	return "ozdesk lets an editor set only the mode (" + askingModesText + "), the model and the thought level, and cannot tell whether the setting " + quote(id) + " lets the agent run tool calls without asking"
}
