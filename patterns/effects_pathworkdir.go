package patterns

import (
	"path"
	"strings"
)

// An absolute PATH entry before the inherited directories is everyday
// where it is a tool's or the home's (`/home/op/.local/bin`,
// effects_pathahead.go), but one at or below the workdir is the
// project's own directory (`export PATH=/home/op/proj/bin:$PATH` in
// /home/op/proj is `./bin`: rt54 M22): a file the agent just wrote there
// runs under an everyday name. The reader does not know the workdir, so
// it notes such entries and the parts they reach (pathHome), and the
// evaluation, which knows it, marks those parts unreadable where an entry
// lies in the workdir (eval_pathworkdir.go), as the reader marks them for
// `./bin`.

// pathHome is what a line's PATH value puts before the inherited
// directories that only the workdir tells apart: its absolute entries,
// and the parts that may run a program by name through them.
type pathHome struct {
	entries []string
	parts   []pathHomePart
}

// pathHomePart is a part pathHome reaches and its word the lookup uses.
type pathHomePart struct {
	part int
	word Word
}

// pathAbsAhead returns the absolute entries of a PATH value (expansions
// written $) that stand before the inherited directories, cleaned.
func pathAbsAhead(v string) []string {
	var out []string
	for i, e := range strings.Split(v, ":") {
		if e == "$PATH" || e == "${PATH}" || e == "$" && i > 0 && i == len(strings.Split(v, ":"))-1 {
			break
		}
		if strings.HasPrefix(e, "/") && !strings.Contains(e, "$") {
			out = append(out, path.Clean(e))
		}
	}
	return out
}

// notePathHome records, when PATH's value at part at (-1: the whole
// line, an export or a fill) has absolute entries ahead, the parts it
// reaches, as codeEnv chooses them for a PATH that asks.
func (r *reading) notePathHome(ord *order, at int, entries []string) {
	if len(entries) == 0 {
		return
	}
	h := &pathHome{entries: entries}
	for j, p := range r.cmd.Parts {
		if at >= 0 && j != at && !ord.after(at, j) || p.Unreadable != nil || builtinNames.get()[p.Program] {
			continue
		}
		if w, ok := usesName(p, ""); ok {
			h.parts = append(h.parts, pathHomePart{part: j, word: w})
		}
	}
	if len(h.parts) > 0 {
		r.cmd.pathHome = h
	}
}
