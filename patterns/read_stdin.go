package patterns

import "slices"

// ReadIf returns [Read](src) when a part of it may be one for which is
// holds, and nil when none is: a caller that looks for such a part (a
// program reading what is typed into it, Codex's apply_patch) pays for
// the whole reading only when there may be one.
//
// is must answer from what the effects pass does not change once the
// words are read: a part's program, wrappers, words, feed, redirections
// and depth. ReadIf first reads the parts and the effects that change
// their words ([reading.wordEffects]), not what each part does to paths
// (the effects table, each program's options: most of a reading's cost,
// issue 10). Only when is holds for one of those parts, or a part makes
// a link (a later part's words may then be rewritten through it), is the
// command read whole. The rest of the effects pass changes no part's
// program, wrappers, feed or redirections, adds no part, and at most
// drops them all (a command over a limit), so a part of the whole
// reading for which is holds is one of the shorter reading's.
// TestReadIfAsRead holds the answers to Read's over the corpus.
func ReadIf(src string, is func(*Part) bool) *Command {
	r := NewReader()
	cmd, rd := r.readParts(src)
	if rd == nil {
		return nil // unreadable whole: no parts
	}
	if _, over := rd.bounded(rd.wordEffects); over {
		return nil // as Read, which then drops every part
	}
	if !slices.ContainsFunc(cmd.Parts, is) && !slices.ContainsFunc(cmd.Parts, linksMadeBy) {
		return nil
	}
	return r.Read(src)
}
