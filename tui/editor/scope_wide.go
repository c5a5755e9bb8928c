package editor

import (
	"path"
	"strings"
)

// The directory a rule is scoped under comes from the ask, and so from
// the agent: `ozdesk ask --cwd / --workdir /` made the editor offer
// "workdir under /", every directory, as its narrow default (rt35k L18).
// A kept workdir wider than a project (/, the home directory or one that
// holds it, a top-level directory such as /srv) is shown as such and
// refused until the operator chooses: "any directory", knowingly, or the
// command line's --workdir with a narrower one.

// wideDir says what dir is when it is wider than a project as a rule's
// workdir ("the home directory"), "" when it is not; home is the home
// directory of the ask, if known.
func wideDir(dir, home string) string {
	if dir == "" {
		return ""
	}
	d := path.Clean(dir)
	if d == "/" {
		return "every directory"
	}
	if home != "" {
		h := path.Clean(home)
		switch {
		case h == d:
			return "the home directory"
		case strings.HasPrefix(h, d+"/"):
			return "a directory holding the home directory"
		}
	}
	if strings.Count(d, "/") == 1 {
		return "a top-level directory"
	}
	return ""
}

// wideWorkdir says why the workdir the rule would keep (askDir) is
// wider than a project, "" when it is not (see wideDir).
func (m *Model) wideWorkdir() string {
	c := m.in.Context
	if c == nil {
		return ""
	}
	return wideDir(m.askDir(), c.Home)
}

// wideRefusal is Spec's refusal of a kept workdir wider than a project:
// the agent chose it, so the operator chooses again. Its words are
// escaped where they are drawn.
func (m *Model) wideRefusal(why string) string {
	return "workdir: the agent asked from " + m.askDir() + ", " + why +
		", wider than a project: choose any directory knowingly (space on workdir), or write the rule from the command line with a narrower --workdir"
}
