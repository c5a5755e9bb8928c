package patterns

import (
	"fmt"
	"path"
	"slices"
	"strings"
)

// pathIntoWorkdir marks, in a copy of e.cmd, the parts a PATH entry at
// or below the workdir reaches (effects_pathworkdir.go): such an entry is
// `./bin` spelled absolute, and the floor asks for the program a file
// there may stand in for. A package manager's tool directory
// (node_modules/.bin, .venv/bin) stays everyday, as it is relative.
func (e *evaluation) pathIntoWorkdir() {
	h := e.cmd.pathHome
	wd := e.ctx.WorkdirOrCwd()
	if h == nil || !path.IsAbs(wd) {
		return
	}
	wd = path.Clean(wd)
	entry := ""
	for _, en := range h.entries {
		if within(en, wd) && !projectToolDir(strings.TrimPrefix(strings.TrimPrefix(en, wd), "/")) {
			entry = en
			break
		}
	}
	if entry == "" {
		return
	}
	c := *e.cmd
	c.Parts = slices.Clone(c.Parts)
	c.Unreadable = slices.Clone(c.Unreadable)
	for _, hp := range h.parts {
		if c.Parts[hp.part].Unreadable != nil {
			continue
		}
		u := Unreadable{Code: UnreadableRebound, Span: hp.word.Span, Part: hp.part, Detail: fmt.Sprintf(
			"%s%s before the inherited directories, in the workdir %s (as ./bin is), so %s may run a file of that name there.",
			pathSetWhy, quoteRaw(entry), quoteRaw(wd), quoteRaw(hp.word.Raw))}
		p := *c.Parts[hp.part]
		p.Unreadable = &u
		c.Parts[hp.part] = &p
		c.Unreadable = append(c.Unreadable, u)
	}
	slices.SortStableFunc(c.Unreadable, func(a, b Unreadable) int { return a.Span.Start - b.Span.Start })
	e.cmd = &c
	own := *e.ctx
	own.cmd = &c
	e.ctx = &own
}
