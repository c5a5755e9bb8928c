package patterns

import "path"

// judgeWorkdirItself is [workdir-itself]: a path that is certainly the
// task's workdir itself (rt46 C1, fx48c: `cd .. && rm -rf proj`, `rm -rf
// ../proj`, `rm -rf ~/proj` from the project). [inside-workdir] and
// [outside-workdir] count the workdir among what lies inside it, as a
// write there is; deleting it deletes the whole place the task was given,
// which cmd.delete-outside names (`rm ** [workdir-itself] **`) rather than
// the harness settings it also holds. A workdir that bounds no task (the
// home, /: Context.bound) is no workdir here; a path not certainly known
// is none. Not the workdir itself: `.` however spelled (`./`, `./.`),
// which rm refuses to delete and find's -delete never deletes as its
// starting point, and a word the reader made for what a program deletes
// below its directory (git clean's work tree, whose untracked files go,
// not the directory).
func judgeWorkdirItself(_ string, w Word, ctx *Context) Judgement {
	if ctx == nil || w.Span.End == 0 {
		return Judgement{}
	}
	if v, ok := w.Literal(); ok && path.Clean(v) == "." {
		return Judgement{}
	}
	wd := ctx.bound()
	if wd == "" || wd[0] != '/' {
		return Judgement{}
	}
	p := resolvePath(&w, ctx)
	if p.any || p.home {
		return Judgement{}
	}
	if v, ok := p.shape.certain(); ok && v == cleanAbs(wd) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
