package harness

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
)

// opencode's own file tools (write, edit, multiedit; apply_patch and the
// older patch) write files without a shell, and opencode's edit
// permission allows them unless the operator changed it: the model could
// empty .opencode/plugin/ozdesk.js or opencode.json and run unguarded
// from the next start (rt18i #9). ozdesk's plugin sends each such call to
// `ozdesk hook opencode --file-tool`, which judges it as Claude Code's and
// Gemini CLI's hooks judge theirs ([judgeFileWrite]): a write the
// guard-tamper default protects (or that is unreadable, a file that runs
// later) waits for the desk; every other write passes to opencode's own
// permission flow.

// OpencodeHarness is the harness name the plugin's asks carry.
const OpencodeHarness = "opencode"

// OpencodeFileInput is what the plugin sends for a file tool's call: the
// tool's name, its arguments as opencode gave them, opencode's directory
// (absolute: where a relative path is read from) and the session.
type OpencodeFileInput struct {
	Tool      string          `json:"tool"`
	Args      json.RawMessage `json:"args"`
	Directory string          `json:"directory"`
	Session   string          `json:"session"`
}

// OpencodeFileReply is the answer: {} lets opencode's own permission
// decide, {"decision":"deny","reason":…} makes the plugin throw. It is
// always printed at exit 0; the plugin throws on anything else.
type OpencodeFileReply = GeminiReply

// OpencodeFileConfig is how the file tools' calls are judged.
type OpencodeFileConfig struct {
	// Open returns the queue; an error is a deny.
	Open func() (queue.Asker, error)
	// Agent is the agent the asks come from (default
	// [DefaultOpencodeAgent]).
	Agent string
	// Wait is how long an ask waits for the desk (default
	// [DefaultOpencodeWait]).
	Wait time.Duration
}

// OpencodeFileTool reports whether tool is one of opencode's tools that
// write files: write, edit and multiedit (args.filePath), apply_patch and
// patch (args.patchText).
func OpencodeFileTool(tool string) bool {
	switch tool {
	case "write", "edit", "multiedit", "apply_patch", "patch":
		return true
	}
	return false
}

// OpencodeFile judges one file tool's call read from stdin.
func OpencodeFile(ctx context.Context, stdin io.Reader, cfg OpencodeFileConfig) (reply OpencodeFileReply) {
	defer func() {
		if p := recover(); p != nil {
			reply = geminiDeny(recovered(p))
		}
	}()
	var in OpencodeFileInput
	if err := readOneJSON(stdin, &in, "ozdesk's opencode plugin"); err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the write is refused")
	}
	fw, err := opencodeWrites(in)
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the write is refused")
	}
	h := hookConfig{open: cfg.Open, agent: cfg.Agent, harness: OpencodeHarness, wait: cfg.Wait}
	if h.agent == "" {
		h.agent = DefaultOpencodeAgent
	}
	if h.wait <= 0 {
		h.wait = DefaultOpencodeWait
	}
	call := shellCall{command: fw.command, session: in.Session, cwd: in.Directory, workdir: in.Directory, project: in.Directory, mustAsk: fw.mustAsk, terminal: fw.terminal}
	if pass, reason := judgeFileWrite(ctx, h, call, fw.outside); !pass {
		return geminiDeny(reason)
	}
	return OpencodeFileReply{}
}

// opencodeWrites is the command a file tool's call is judged as: the
// write of its filePath (see [judgedFileWrite]), or the writes and
// deletes its patch makes, each file judged as a file tool's
// ([judgedPatch]).
func opencodeWrites(in OpencodeFileInput) (fileWrite, error) {
	switch in.Tool {
	case "write", "edit", "multiedit":
		path, err := filePathOf(in.Args, "filePath", in.Tool)
		if err != nil {
			return fileWrite{}, err
		}
		return judgedFileWrite(in.Tool, path, in.Directory, in.Directory), nil
	case "apply_patch", "patch":
		var args map[string]json.RawMessage
		if err := json.Unmarshal(in.Args, &args); err != nil {
			return fileWrite{}, errors.New("the " + in.Tool + " call's args are not an object")
		}
		var patch string
		if raw, ok := args["patchText"]; !ok || json.Unmarshal(raw, &patch) != nil || patch == "" {
			return fileWrite{}, errors.New("the " + in.Tool + " call has no patchText")
		}
		return judgedPatch(in.Tool, patch, in.Directory, in.Directory)
	}
	return fileWrite{}, errors.New("the tool " + safetext.Escape(in.Tool) + " is not one of opencode's file tools")
}
