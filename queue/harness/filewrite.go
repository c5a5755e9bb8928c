package harness

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// A harness's own file tools (Gemini CLI's write_file and replace) write
// files without a shell, and under --yolo nothing asks about them: the
// model turned the hook off in the project's .gemini/settings.json that
// way (rt18h #13). The hook judges such a call as a write of its file
// (`: > 'FILE'`) and stops it only when the guard-tamper default (or a
// refusing rule) speaks: every other write passes to the harness's own
// permission flow, as before.

// guardRule is the default rule that protects the harnesses' settings,
// hooks and shell profiles.
const guardRule = "cmd.guard-tamper"

// filePathOf returns tool_input's key (file_path) of a file tool's call:
// a non-empty string, the key as written (another case beside it is
// refused, as for command).
func filePathOf(toolInput json.RawMessage, key, tool string) (string, error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(toolInput, &keys); err != nil {
		return "", fmt.Errorf("the %s call's tool_input is not an object: %w", tool, err)
	}
	for k := range keys {
		if k != key && strings.EqualFold(k, key) {
			return "", fmt.Errorf("the %s call's tool_input has a key %q beside %s: which file is written is not certain", tool, k, key)
		}
	}
	var path string
	if raw, ok := keys[key]; !ok || json.Unmarshal(raw, &path) != nil || path == "" {
		return "", errors.New("the " + tool + " call names no file (" + key + ")")
	}
	return path, nil
}

// judgeFileWrite judges call (a file tool's write, see judgedFileWrite):
// pass is true when the harness's own flow should decide (the policy
// allows it, or asks for a reason other than guardRule, the ask then
// withdrawn at once); otherwise the write waited at the desk for a guard
// ask, and pass is true only when an operator allowed it, with reason the
// refusal's.
func judgeFileWrite(ctx context.Context, h hookConfig, call shellCall, outside bool) (pass bool, reason string) {
	r := askHook(ctx, h, call, fileAsk(call, outside))
	switch {
	case r.End == Allowed && !r.Stopped:
		return true, ""
	case r.Stopped:
		return false, "ozdesk: the hook was stopped while waiting for the desk; the write is refused"
	case r.Pending():
		return true, "" // withdrawn: not a guarded file
	}
	return false, "ozdesk: " + r.Say()
}

// fileAsk is which asks a file tool's write waits for at the desk: when
// the file lies outside the project, or the write must ask, every ask but
// one only for a write outside the working directory (which the harness's
// own permissions judge as well): the shell's write of ~/.ssh/rc or
// ~/.ssh/authorized_keys asks, so does the file tool's (rt19i #4).
// Inside the project, only the guard asks ([guardAsk]).
func fileAsk(call shellCall, outside bool) func(Result) bool {
	if call.terminal {
		return func(Result) bool { return true }
	}
	if !outside && call.mustAsk == "" {
		return guardAsk
	}
	return func(r Result) bool {
		a := r.Answer.Ask
		if guardAsk(r) || a.Rule != "" && a.Rule != outsideRule {
			return true
		}
		for _, x := range a.Asking {
			if x.Rule != "" && x.Rule != outsideRule {
				return true
			}
		}
		return false
	}
}

// outsideRule is the default rule that asks about writes outside the
// task's working directory.
const outsideRule = "cmd.delete-outside"

// guardAsk reports whether a queued ask is the guard-tamper default's,
// or the unreadable floor's: only such an ask waits for the desk. A file
// tool's write of a file that runs later (a hook script in .claude/hooks
// or .git/hooks, an opencode plugin, a CI pipeline, a crontab) is
// unreadable as the same write through the shell is, so it waits as that
// one does (rt18i #7), rather than going to the harness's own flow.
func guardAsk(r Result) bool {
	a := r.Answer.Ask
	waits := func(rule string) bool { return rule == guardRule || rule == patterns.UnreadableRule }
	if waits(a.Rule) {
		return true
	}
	for _, x := range a.Asking {
		if waits(x.Rule) {
			return true
		}
	}
	return false
}
