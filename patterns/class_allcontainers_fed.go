package patterns

import (
	"path"
	"strings"
)

// judgeAllContainersFed is [all-containers-fed] (fx47c, issue 7): the
// pipe form of [all-containers]. An engine's part run by xargs whose
// input is, with nothing between, a listing of every running (or every)
// container of an engine (`docker ps -q | xargs docker stop`, `podman ps
// -q | xargs podman kill`) is given every container's id, as `docker stop
// $(docker ps -q)` is; cmd.system's patterns stop, kill or pause them (a
// forced removal fed a listing is cmd.delete-outside's since fx18d3). A listing
// narrowed by a filter or a name (`docker ps -q --filter name=myapp |
// xargs docker stop`) or by a later stage (`| grep web`, `| head -1`)
// is the project's own, left alone.
func judgeAllContainersFed(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || !contains([]string{"docker", "podman", "nerdctl"}, path.Base(v)) {
		return Judgement{}
	}
	cmd := ctx.evalCommand()
	if cmd == nil {
		return Judgement{}
	}
	k := ctx.programPart(w)
	if k == nil || !runByXargs(k) || k.Pipe.ID < 0 || k.Pipe.Stage != 1 {
		return Judgement{}
	}
	before := pipelineParts(cmd, k.Pipe.ID, k.Pipe.Stage)
	if len(before) != 1 {
		return Judgement{}
	}
	raw := make([]string, 0, len(before[0].Words))
	for _, a := range before[0].Words {
		raw = append(raw, a.Raw)
	}
	if listsAllContainers(strings.Join(raw, " ")) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// runByXargs reports whether xargs is among the wrappers peeled off part
// p: its operands come from its standard input.
func runByXargs(p *Part) bool {
	for _, wr := range p.Wrappers {
		if wr.Name == "xargs" {
			return true
		}
	}
	return false
}
