package acpproxy

import (
	"strings"
	"testing"
)

// TestOptionLabels: the proxy picks the agent's allow-once or reject-once
// option only when its id and name agree with its kind, and exactly one
// does; otherwise it refuses ("cancelled", which blocks). Before, it took
// the first option labelled allow_once (proceed_always, which lets later
// commands run unasked) or reject_once (one named "Allow", which runs the
// command ozdesk refused).
func TestOptionLabels(t *testing.T) {
	const cancelled = `{"jsonrpc":"2.0","id":0,"result":{"outcome":{"outcome":"cancelled"}}}`
	opt := func(id, name, kind string) string {
		return `{"optionId":"` + id + `","name":"` + name + `","kind":"` + kind + `"}`
	}
	tests := []struct {
		name, command string
		options       []string
		want          string // the agent's answer
	}{
		{name: "gemini, allowed", command: "ls", options: []string{opt("proceed_always", "Allow for this session", "allow_always"),
			opt("proceed_once", "Allow", "allow_once"), opt("cancel", "Reject", "reject_once")}, want: chose("0", "proceed_once")},
		{name: "gemini, refused", command: "touch forbidden", options: []string{opt("proceed_always", "Allow for this session", "allow_always"),
			opt("proceed_once", "Allow", "allow_once"), opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "claude code's adapter", command: "ls", options: []string{opt("allow_always", "Always Allow", "allow_always"),
			opt("allow", "Allow", "allow_once"), opt("reject", "Reject", "reject_once")}, want: chose("0", "allow")},
		{name: "codex-acp", command: "touch forbidden", options: []string{opt("approved-for-session", "Always", "allow_always"),
			opt("approved", "Yes", "allow_once"), opt("abort", "No, provide feedback", "reject_once")}, want: chose("0", "abort")},
		{name: "always labelled allow_once", command: "ls", options: []string{opt("proceed_always", "Allow", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "a session named allow_once", command: "ls", options: []string{opt("p1", "Allow for this session", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		// rt17h F6: lasting meant in other words, cases and widths.
		{name: "don't ask again labelled allow_once", command: "ls", options: []string{opt("a1", "Allow and don't ask again", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "whitelist labelled allow_once", command: "ls", options: []string{opt("a1", "Allow; whitelist this command", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "fullwidth always", command: "ls", options: []string{opt("ＡＬＷＡＹＳ", "Allow", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "dont-ask spelt apart", command: "ls", options: []string{opt("a1", "Allow (do not ask again)", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "allow once still picked", command: "ls", options: []string{opt("allow_once", "Allow once", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "allow_once")},
		{name: "two allow_once", command: "ls", options: []string{opt("a", "Allow", "allow_once"), opt("b", "Allow", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "allow labelled reject_once", command: "touch forbidden", options: []string{opt("proceed_once", "Allow", "allow_once"),
			opt("proceed_always", "Reject", "reject_once")}, want: cancelled},
		{name: "reject always labelled reject_once", command: "touch forbidden", options: []string{opt("proceed_once", "Allow", "allow_once"),
			opt("reject_always", "Reject", "reject_once")}, want: cancelled},
		{name: "two reject_once", command: "touch forbidden", options: []string{opt("r1", "Reject", "reject_once"),
			opt("r2", "Reject", "reject_once")}, want: cancelled},
		{name: "allow all labelled allow_once", command: "ls", options: []string{opt("proceed_once", "Allow all edits", "allow_once"),
			opt("cancel", "Reject", "reject_once")}, want: chose("0", "cancel")},
		{name: "an allow_once named cancel", command: "ls", options: []string{opt("cancel", "Cancel", "allow_once"),
			opt("r", "Reject", "reject_once")}, want: chose("0", "r")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			r.agent(strings.Replace(permission("0", tt.command), geminiOptions, "["+strings.Join(tt.options, ",")+"]", 1))
			if got := r.atAgent(); got != tt.want {
				t.Errorf("the agent got %s; want %s", got, tt.want)
			}
		})
	}
	t.Run("the editor sees no option whose words belie its kind", func(t *testing.T) {
		r := startRelay(t, config(newService(t)))
		r.session("/tmp")
		options := "[" + strings.Join([]string{opt("proceed_always", "Allow", "allow_once"), opt("proceed_once", "Allow", "allow_once"),
			opt("allow_it", "Reject", "reject_once"), opt("cancel", "Reject", "reject_once")}, ",") + "]"
		r.agent(strings.Replace(strings.Replace(permission("0", "edit a.txt"), geminiOptions, options, 1), `"locations":[],"kind":"execute"`, editsA, 1))
		got := r.atEditor()
		if strings.Contains(got, "proceed_always") || strings.Contains(got, "allow_it") || !strings.Contains(got, "proceed_once") || !strings.Contains(got, `"cancel"`) {
			t.Errorf("the editor got %s; want only proceed_once and cancel", got)
		}
	})
}
