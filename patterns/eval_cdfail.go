package patterns

import "strings"

// A cd that fails leaves the directory where it was, and a line that goes
// on after it runs its later parts there: `cd /maybe/missing; rm -rf *`
// deletes the entries of the directory the line started in when the
// directory is missing. The reader walks the line a second time with each
// cd failing (cdFailDirs), and a part that would still run after such a
// failure, in another directory than the walk with every cd succeeding
// gives it, is judged in both, the stricter standing. A part runs after a
// failed cd when nothing stops the line there: `cd x && rm` runs rm only
// in x, `cd x || exit` and a `set -e` before it stop the line, while `cd
// x; rm` and `cd x || true; rm` go on.

// failStatus is how a node ends in the walk where every cd fails.
type failStatus int

const (
	statusOK     failStatus = iota // it ran and succeeded
	statusFailed                   // its last command failed (a cd)
	statusDead                     // the line stops: exit, return, set -e
)

// cdFailWalk is the walk with every cd failing.
type cdFailWalk struct {
	d       dirWalk // its dirs are the failed walk's
	ran     []bool  // the part runs in the failed walk
	errexit bool
}

// cdFailDirs returns, per part, the directory it runs in when each cd
// before it fails, where the line goes on after the failure; "" where
// the part does not run then, or runs where partDirs has it. nil when no
// part differs.
func cdFailDirs(cmd *Command, cwd, home string, dirs []string) []string {
	if cmd.Tree == nil || len(dirs) != len(cmd.Parts) {
		return nil
	}
	hasCd := false
	for _, p := range cmd.Parts {
		hasCd = hasCd || p.Program == "cd" || p.Program == "pushd"
	}
	if !hasCd {
		return nil
	}
	f := cdFailWalk{d: dirWalk{cmd: cmd, home: home, dirs: make([]string, len(cmd.Parts))}, ran: make([]bool, len(cmd.Parts))}
	f.walk(cmd.Tree, cwd)
	var out []string
	for i, dir := range f.d.dirs {
		if !f.ran[i] || dir == dirs[i] || dir == unknownDir && dirs[i] == unknownDir {
			continue
		}
		if out == nil {
			out = make([]string, len(cmd.Parts))
		}
		out[i] = dir
		if dir == unknownDir {
			out[i] = "\x00" // stands for the unknown directory
		}
	}
	return out
}

// walk visits n from cur in the failed walk and returns the directory
// after it and how it ends.
func (f *cdFailWalk) walk(n *Node, cur string) (string, failStatus) {
	switch n.Kind {
	case NodePart:
		if n.Part < 0 || n.Part >= len(f.ran) {
			return cur, statusOK
		}
		p := f.d.cmd.Parts[n.Part]
		f.ran[n.Part] = true
		f.d.dirs[n.Part] = f.d.runDir(p, cur)
		switch p.Program {
		case "cd", "pushd":
			if f.errexit {
				return cur, statusDead
			}
			return cur, statusFailed
		case "exit", "return", "exec":
			return cur, statusDead
		case "set":
			for _, w := range p.Args() {
				if v, ok := w.Literal(); ok && (v == "errexit" || strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.Contains(v, "e")) {
					f.errexit = true
				}
			}
		case "false":
			return cur, statusFailed
		}
		return f.d.cd(p, cur), statusOK
	case NodeScript, NodeBlock:
		return f.seq(n.Children, cur)
	case NodeNested:
		return f.nested(n, cur), statusOK
	case NodeList:
		switch n.Label {
		case "&&", "||":
			if len(n.Children) != 2 {
				break
			}
			after, st := f.walk(n.Children[0], cur)
			if st == statusDead || (st == statusOK) == (n.Label == "||") {
				return after, st
			}
			return f.walk(n.Children[1], after)
		case ";":
			return f.seq(n.Children, cur)
		}
	}
	// Anything else (subshells, pipelines, branches, loops, nested
	// commands) is walked as partDirs walks it: a cd there fails or not
	// alike, and moves nothing outside.
	f.markRun(n)
	return f.d.walk(n, cur), statusOK
}

// nested walks a command string a part hands over (bash -c 'cd x; rm
// -rf ../y') with its cds failing too, from where that part runs in the
// failed walk: the string is a line of its own, where a failed cd goes
// on as on the outer line (FuzzWrappedNeverWeaker found `bash -c 'cd
// build; rm -rf ../src'` allowed where the line itself asks). Its cds,
// exits and set -e end with it (bash -c does not inherit set -e), and
// the outer line goes on where it was.
func (f *cdFailWalk) nested(n *Node, cur string) string {
	start := cur
	if p := firstPart(f.d.cmd, n); p != nil {
		switch {
		case p.away:
			start = f.d.awayStart(p)
		case p.Parent >= 0 && p.Parent < len(f.d.dirs) && f.ran[p.Parent]:
			start = f.d.dirs[p.Parent]
		}
	}
	saved := f.errexit
	f.errexit = false
	for _, c := range n.Children {
		f.walk(c, start)
	}
	f.errexit = saved
	return cur
}

// seq walks nodes one after another until the line stops.
func (f *cdFailWalk) seq(ns []*Node, cur string) (string, failStatus) {
	st := statusOK
	for _, c := range ns {
		cur, st = f.walk(c, cur)
		if st == statusDead {
			return cur, st
		}
	}
	return cur, st
}

// markRun marks the parts below n as run.
func (f *cdFailWalk) markRun(n *Node) {
	if n.Kind == NodePart && n.Part >= 0 && n.Part < len(f.ran) {
		f.ran[n.Part] = true
	}
	for _, c := range n.Children {
		f.markRun(c)
	}
}

// cdFailContexts returns, per part, the context it is judged in when the
// cds before it fail (see cdFailDirs), or nil where that is no other.
func cdFailContexts(cmd *Command, ctx *Context) []*Context {
	if ctx == nil || ctx.Cwd == "" {
		return nil
	}
	alt := cdFailDirs(cmd, ctx.Cwd, ctx.Home, partDirs(cmd, ctx.Cwd, ctx.Home))
	if alt == nil {
		return nil
	}
	out := make([]*Context, len(alt))
	for i, dir := range alt {
		switch dir {
		case "":
		case "\x00":
			out[i] = ctx.movedTo(unknownDir)
		default:
			out[i] = ctx.movedAway(dir)
		}
	}
	return out
}

// decideFailedCd decides part i again in the context it runs in when a
// cd before it fails, and returns the stricter of that and d.
func (e *evaluation) decideFailedCd(i int, part *Part, d decision) decision {
	if e.failCtx == nil || e.failCtx[i] == nil || e.partCtx == nil {
		return d
	}
	saved := e.partCtx[i]
	e.partCtx[i] = e.failCtx[i]
	alt := e.decide(i, part, false)
	e.partCtx[i] = saved
	if alt.outcome > d.outcome {
		return alt
	}
	return d
}
