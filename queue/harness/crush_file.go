package harness

import (
	"context"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// crushFileWrite judges a file tool's call as the other harnesses' are
// (see [judgeFileWrite], rt21i #7): no decision (no output: crush's own
// permission flow decides) unless the file is one the guard-tamper
// default protects, or one that runs later, and no operator allowed the
// write; then a deny with the reason.
func crushFileWrite(ctx context.Context, cfg CrushConfig, in *CrushInput) CrushReply {
	path, err := filePathOf(in.ToolInput, "file_path", in.ToolName)
	if err != nil {
		return crushDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the write is refused")
	}
	project := envDir(EnvCrushProjectDir)
	fw := judgedFileWrite(in.ToolName, path, in.Cwd, project)
	call := shellCall{command: fw.command, session: in.SessionID, cwd: in.Cwd, project: project, mustAsk: fw.mustAsk, terminal: fw.terminal}
	if pass, reason := judgeFileWrite(ctx, cfg.hook(), call, fw.outside); !pass {
		return crushDeny(reason)
	}
	return CrushReply{}
}
