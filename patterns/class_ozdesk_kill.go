package patterns

import "strings"

// A kill signals the pids it is given, and a line can find them first:
// `ps aux | grep -i OZDESK | awk '{print $2}' | xargs kill`,
// `kill $(ps -e -o pid=)`, `for p in $(pgrep ozdesk); do kill $p; done`.
// What the kill signals is then what that search found, however many
// filters stand between. [ozdesk-kill] and [kill-all] judge a kill's
// program word by the searches its pids come from:
//
//   - the stages piped into it (xargs kill, kill reading its pids through
//     xargs or a loop at the end of the pipeline);
//   - the pipelines of the command substitutions in its operands;
//   - when an operand is a variable, every pipeline of the line in a
//     command substitution (`pids=$(pgrep ozdesk)`, a for loop's list),
//     and, for a search naming ozdesk, every pipeline of the line.
//
// A search names ozdesk when a word it searches with (pgrep's, pidof's,
// grep's, awk's or sed's pattern, ps -C's name) names it or, read as an
// extended regular expression in any case, matches its name or one of
// its command lines (`[o]zdes[k]`, `hook claude`, `.`). A search lists
// every process when it starts with a listing of all (ps -e, -A, ax,
// -u USER; pgrep -u USER with no pattern) and no later stage picks lines
// out of it (grep without -v, head, awk or sed with a pattern). A kill of
// pids the line does not find (`kill "$pid"`, `kill $(cat app.pid)`,
// `pgrep vite | xargs kill`) is left alone.

// ozdeskCommandLines are command lines ozdesk's processes run with: the
// desk, the broker, and each harness's hook, by either executable name.
var ozdeskCommandLines = []string{
	"/usr/local/bin/" + guardName,
	"/usr/local/bin/" + guardName + " serve --socket /run/ozdesk.sock",
	"/usr/local/bin/" + guardName + " hook claude-code --wait 9m",
	"/usr/local/bin/" + guardName + "-hook hook claude-code --wait 9m",
	"/usr/local/bin/" + guardName + "-hook hook codex --wait 9m",
	"/usr/local/bin/" + guardName + "-hook hook crush --wait 20s",
	"/usr/local/bin/" + guardName + "-hook hook gemini-cli --wait 45s",
	"/usr/local/bin/" + guardName + "-hook hook opencode --plugin",
	"/usr/local/bin/" + guardName + " acp -- claude",
	"/usr/local/bin/" + guardName + " ask --agent claude -- ls",
	"/usr/local/bin/" + guardName + " shell -c ls",
	// The hooks as README.md tells each harness to call them.
	guardName + "-hook hook claude-code --wait 14m",
	guardName + "-hook hook gemini-cli --wait 14m",
	guardName + "-hook hook codex --wait 14m",
	guardName + "-hook hook crush --wait 14m",
	guardName + "-hook hook opencode --plugin --wait 14m",
}

// maxKillSearch bounds the parts a kill's search is looked for in: a
// line past it is not read for one (the kill is judged by its words).
const maxKillSearch = 256

// judgeOzdeskKill is [ozdesk-kill]: a kill whose pids come from a search
// that names ozdesk, or from xargs' literal input holding the pid of a
// running ozdesk (class_ozdesk_pidfed.go).
func judgeOzdeskKill(_ string, w Word, ctx *Context) Judgement {
	if pidOptionOzdesk(w, ctx) {
		return Judgement{Might: true, Certainly: true} // pkill -STOP -g PID, prlimit --pid PID
	}
	if v, ok := w.Literal(); ok && isKillName(v) {
		if cmd, k := ctx.evalCommand(), ctx.programPart(w); cmd != nil && k != nil && fedOzdeskPid(cmd, k, ctx) {
			return Judgement{Might: true, Certainly: true} // echo PID | xargs kill
		}
	}
	if filteredOzdeskPid(w, ctx) {
		return Judgement{Might: true} // class_ozdesk_pidfilter.go
	}
	for _, src := range killSources(w, ctx, true) {
		if stagesNameOzdesk(src) || stagesOpenProtected(src, ctx) || stagesSearchUnknown(src, ctx) || stagesSelectOzdesk(src, ctx) ||
			stagesReadOzdeskPid(src, ctx) || stagesPidOptionsOzdesk(src, ctx) || stagesComputePid(src, ctx) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// judgeKillAll is [kill-all]: a kill whose pids come from a listing of
// every process (of the user) that nothing narrows.
func judgeKillAll(_ string, w Word, ctx *Context) Judgement {
	if killsProcLoop(w, ctx) {
		return Judgement{Might: true}
	}
	for _, src := range killSources(w, ctx, false) {
		if stagesListAll(src) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// killSources returns the searches (pipelines, as their parts in stage
// order) the pids of the kill whose program word is w may come from; nil
// when w is no kill's. With anyPipeline, a variable operand takes every
// pipeline of the line, not only those in substitutions.
func killSources(w Word, ctx *Context, anyPipeline bool) [][]*Part {
	if v, ok := w.Literal(); !ok || !isKillName(v) {
		return nil
	}
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) > maxKillSearch {
		return nil
	}
	k := ctx.programPart(w)
	if k == nil {
		return nil
	}
	var out [][]*Part
	if k.Pipe.ID >= 0 && k.Pipe.Stage > 0 {
		out = append(out, pipelineParts(cmd, k.Pipe.ID, k.Pipe.Stage))
	}
	variable := false
	for _, a := range k.Args() {
		for _, s := range a.Segs {
			switch s.Kind {
			case SegSubst:
				out = append(out, partsWithin(cmd, k, a.Span)...)
			case SegParam:
				variable = true
			}
		}
	}
	if !variable {
		return out
	}
	inSubst := substsOf(ctx, cmd).in
	seen := map[int]bool{k.Pipe.ID: k.Pipe.ID >= 0}
	return append(out, asPipelines(cmd, k, seen, func(p *Part) bool { return anyPipeline || inSubst[p.Index] })...)
}

// isKillName reports whether a program word names kill.
func isKillName(v string) bool {
	return programKey(v[strings.LastIndexByte(v, '/')+1:]) == "kill" // KILL, /BIN/KILL, gkill
}
