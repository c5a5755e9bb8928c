package patterns

import (
	"path"
	"strings"
)

// namedMember reports whether w is the member DIR/NAME that a copy, move,
// link or install of the source NAME writes into the directory written
// (`cp empty/notes.md ~/` writes ~/notes.md, `mv x/data.db /srv/app/`
// /srv/app/data.db): the line names that file as surely as `cp
// empty/notes.md ~/notes.md` does (rt31 F4, fx35b). A directory's
// contents spread over it (DIR/*) are not one named member.
func namedMember(part *Part, written, w Word) bool {
	switch part.Program {
	case "cp", "mv", "install", "ln", "rsync", "scp":
	default:
		return false
	}
	rest, ok := strings.CutPrefix(w.Raw, written.Raw)
	rest = strings.TrimPrefix(rest, "/")
	if !ok || written.Raw == w.Raw || rest == "" || strings.ContainsAny(rest, "/*?[{$`\"'\\") {
		return false
	}
	for _, s := range part.Args() {
		if v, lit := s.Literal(); lit && !strings.HasPrefix(v, "-") && s.Span != written.Span &&
			path.Base(strings.TrimRight(v, "/")) == rest {
			return true
		}
	}
	return false
}
