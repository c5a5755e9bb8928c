package harness

// Claude Code's permission_mode says whether an "ask" from the hook
// reaches a person. In default, acceptEdits and plan it shows the user
// its prompt (in -p it refuses at once, which is a deny); under
// bypassPermissions it asks nobody and runs the command, and in dontAsk
// or auto a rule or a classifier decides, not the user (rt21i #13: with
// --local-ask under bypassPermissions every ask ran while the trail said
// "withdrawn"). So --local-ask hands the decision to Claude Code only in
// a mode known to prompt; in any other, or none given, the hook waits at
// the desk as without --local-ask, and the trail says what the desk, or
// the wait running out, decided.

// claudePrompts reports whether Claude Code, in permission mode mode,
// shows its user a prompt for an "ask" from the hook.
func claudePrompts(mode string) bool {
	switch mode {
	case "default", "acceptEdits", "plan":
		return true
	}
	return false
}
