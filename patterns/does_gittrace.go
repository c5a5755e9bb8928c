package patterns

import "strings"

// gitTraceVars are git's trace variables: set to an absolute path, git
// appends its trace to that file (a relative path, a number or a boolean
// writes no file). git -c trace2.*Target is not read from the command
// line, only from the system and global configuration.
var gitTraceVars = []string{"GIT_TRACE", "GIT_TRACE2", "GIT_TRACE2_EVENT", "GIT_TRACE2_PERF",
	"GIT_TRACE_PACKET", "GIT_TRACE_PACK", "GIT_TRACE_PERFORMANCE", "GIT_TRACE_SETUP",
	"GIT_TRACE_SHALLOW", "GIT_TRACE_CURL", "GIT_TRACE_REFS", "GIT_TRACE_FSMONITOR"}

// gitTraceWrites: the files git's trace variables, given to the part,
// name (rt22e #41: GIT_TRACE2_EVENT=$PWD/.claude/settings.json git status
// leaves the harness settings unparsable). A value that is not literal
// might be a path.
func gitTraceWrites(p *Part) doings {
	var out []Word
	for _, name := range gitTraceVars {
		w, ok := assignedWord(p, name)
		if !ok {
			continue
		}
		if v, lit := w.Literal(); lit && !strings.HasPrefix(v, "/") {
			continue
		}
		out = append(out, w)
	}
	return doings{writes: out}
}
