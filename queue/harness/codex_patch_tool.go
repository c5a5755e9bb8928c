package harness

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// Codex's own apply_patch tool (a freeform tool the models of its
// catalog are given) writes files without a shell. Measured with 0.171.0
// (the real binary, a probe hook): its PreToolUse hook runs with
// tool_name "apply_patch" and the patch's text in tool_input.command,
// once the matcher names apply_patch (or Edit or Write; "Bash" does not
// match it). The hook judges the patch's files as the file tools' writes
// are judged ([judgedPatch], [judgeFileWrite]).

// codexPatch answers a call of Codex's apply_patch tool: no output when
// its writes pass, a deny otherwise, and a deny when the patch cannot be
// read (fail closed).
func codexPatch(ctx context.Context, cfg CodexConfig, in *ClaudeInput) Reply {
	patch, err := codexPatchText(in.ToolInput)
	if err != nil {
		return deny("ozdesk could not read the apply_patch call (" + safetext.Escape(err.Error()) + "); the patch is refused")
	}
	if !filepath.IsAbs(in.Cwd) {
		return deny("ozdesk could not read the apply_patch call (its cwd " + safetext.Escape(fmt.Sprintf("%q", in.Cwd)) + " is not absolute); the patch is refused")
	}
	session, err := cfg.dir()
	if err != nil {
		return deny("ozdesk cannot tell the session's directory (" + safetext.Escape(err.Error()) + "); the patch is refused")
	}
	workdir := codexWorkdir(session, in.Cwd)
	fw, err := judgedPatch(codexPatchTool, patch, filepath.Clean(in.Cwd), workdir)
	if err != nil {
		return deny("ozdesk could not read the apply_patch call (" + safetext.Escape(err.Error()) + "); the patch is refused")
	}
	call := shellCall{command: fw.command, session: in.SessionID, cwd: filepath.Clean(in.Cwd), workdir: workdir, project: envDir(EnvClaudeProjectDir), mustAsk: fw.mustAsk, terminal: fw.terminal}
	if pass, reason := judgeFileWrite(ctx, cfg.hook(), call, fw.outside); !pass {
		return deny(reason)
	}
	return Reply{}
}

// codexPatchText is the patch of an apply_patch call: tool_input.command,
// a non-empty string, and nothing else beside it (a member ozdesk does not
// read may change what is written).
func codexPatchText(toolInput json.RawMessage) (string, error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(toolInput, &keys); err != nil {
		return "", fmt.Errorf("its tool_input is not an object: %w", err)
	}
	for k := range keys {
		if k != "command" {
			return "", fmt.Errorf("its tool_input has a member %q that ozdesk does not read", k)
		}
	}
	var patch string
	if raw, ok := keys["command"]; !ok || json.Unmarshal(raw, &patch) != nil || patch == "" {
		return "", errors.New("its tool_input holds no patch (command)")
	}
	return patch, nil
}
