package patterns

import "strings"

// judgeHarnessElsewhere is [harness-elsewhere] (rt38h N1): a coding
// agent's harness (claude, codex, gemini …) started in a directory that
// is not the task's workdir. Each harness reads its project settings,
// and the hooks in them, from the directory it starts in; one below the
// workdir may hold settings that arrived inside a tree (an archive
// extracted, a directory copied or cloned), which no write the line shows
// names, so the hooks it would run are not known: `tar xf e.tar -C sub &&
// cd sub && claude -p hi`, or `claude -p hi` after an earlier call's `cd
// sub`. Certain where the part's directory is known and is not the
// workdir, might where a cd moved it somewhere not known; a harness asked
// only for its version or help is left alone, and so is one started in
// the workdir (whose settings the guard-tamper default guards by name).
func judgeHarnessElsewhere(_ string, w Word, ctx *Context) Judgement {
	v, ok := programWordKey(w)
	if !ok || !harnessPrograms.get()[v] || ctx.Workdir == "" {
		return Judgement{}
	}
	if onlyAsksVersion(ctx.programPart(w)) {
		return Judgement{}
	}
	if d, ok := harnessDirWord(ctx.programPart(w)); ok { // class_harness_dir.go
		return harnessDirJudgement(d, ctx)
	}
	if ctx.Cwd == unknownDir {
		return Judgement{Might: true}
	}
	if strings.IndexByte(ctx.Cwd, 0) >= 0 {
		return Judgement{} // another host's or user's, not this machine's settings
	}
	if cleanAbs(ctx.Cwd) != cleanAbs(ctx.Workdir) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// onlyAsksVersion reports whether a part runs its program with nothing but
// a version or help flag.
func onlyAsksVersion(p *Part) bool {
	if p == nil || len(p.Args()) == 0 {
		return false
	}
	for _, a := range p.Args() {
		switch lit, _ := a.Literal(); lit {
		case "--version", "-v", "-V", "--help", "-h":
		default:
			return false
		}
	}
	return true
}
