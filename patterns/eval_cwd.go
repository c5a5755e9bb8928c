package patterns

import (
	"path"
	"strings"
)

// unknownDir is where a part runs after a cd to a directory the reader
// cannot know ($DIR, -, a cd in a loop): its relative paths might be
// anywhere.
const unknownDir = ""

// awayDir is where what a part hands over to a container or pod starts
// (docker exec, kubectl exec): its own directory, which the reader cannot
// place but which is no known directory here (not the workdir, not /dev,
// not the harness's settings). It holds a NUL, which
// no real path does, so it is never a path a class names; `..` from it
// leads to /.
const awayDir = "/\x00"

// awayHome is where what a part hands over to another host or user starts
// (ssh's remote command, su -'s and runuser -l's shell): that one's home,
// no known directory here. A part that runs there is judged with
// awayHome as its home (Context.movedAway): `~` and `*` there are a home
// and its entries, while this machine's protected paths, workdir and
// home are not there. It ends in a NUL so that a place read from it
// (dirPlace) is somewhere not known.
const awayHome = "/\x00home\x00"

// maxDir is the longest directory the walk follows (Linux's PATH_MAX): a
// cd past it leaves the directory unknown, so that a long run of cds
// (cd a && cd a && …) does not make each part's directory longer than the
// last, which would cost the square of their number.
const maxDir = 4096

// partDirs follows literal cd and pushd through a command and returns, per
// part, the directory it runs in: cwd until a cd before it, in the same
// shell, moves it, or a wrapper runs it elsewhere (see runDir); what a
// part hands over starts where that part runs, or somewhere unknown when
// it runs away from it (ssh's remote command, su -). Subshells, pipeline stages, substitutions and nested
// shells start where their parent stood and move nothing outside. A branch
// or a loop that moves elsewhere leaves the directory unknown after it.
// A cd that fails is not modelled: `cd x || exit` runs what follows in x.
func partDirs(cmd *Command, cwd, home string) []string {
	d := dirWalk{cmd: cmd, home: home, dirs: make([]string, len(cmd.Parts))}
	d.start(cwd)
	return d.dirs
}

// start fills d's directories with cwd, then walks the command from it.
func (d *dirWalk) start(cwd string) {
	for i := range d.dirs {
		d.dirs[i] = cwd
	}
	for i := range d.opens {
		d.opens[i] = cwd
	}
	if d.cmd.Tree != nil {
		d.walk(d.cmd.Tree, cwd)
	}
}

type dirWalk struct {
	cmd  *Command
	home string
	dirs []string
	// opens, when not nil, is per part the directory the shell running
	// it stands in, which opens its redirections (eval_cwd_opens.go).
	opens []string
	// fromUnknown holds the directory after each loop last walked from
	// an unknown directory, while nothing has walked it since: walking it
	// so again would set the same directories, so a loop nested in loops
	// is walked a bounded number of times rather than once per loop
	// around it.
	fromUnknown map[*Node]string
}

// walk visits n starting in directory cur and returns the directory after
// it.
func (d *dirWalk) walk(n *Node, cur string) string {
	switch n.Kind {
	case NodePart:
		if n.Part >= 0 && n.Part < len(d.dirs) {
			p := d.cmd.Parts[n.Part]
			d.dirs[n.Part] = d.runDir(p, cur)
			if d.opens != nil {
				d.opens[n.Part] = cur
			}
			return d.cd(p, cur)
		}
		return cur
	case NodeNested:
		// What a part hands over starts where that part runs, or
		// somewhere unknown when it runs away (ssh, su -).
		start := cur
		if p := firstPart(d.cmd, n); p != nil {
			switch {
			case p.away:
				start = d.awayStart(p)
			case p.Parent >= 0 && p.Parent < len(d.dirs):
				start = d.handOverDir(d.cmd.Parts[p.Parent], d.dirs[p.Parent]) // eval_cwd_handover.go
			}
		}
		d.each(n.Children, start)
		return cur
	case NodeScript, NodeBlock:
		return d.seq(n.Children, cur)
	case NodeList:
		if n.Label == "&" {
			d.each(n.Children, cur)
			return cur
		}
		return d.seq(n.Children, cur)
	case NodeIf, NodeCase:
		return d.branches(n, cur)
	case NodeLoop:
		if cur == unknownDir {
			if after, ok := d.fromUnknown[n]; ok {
				return after
			}
		}
		after := d.seq(n.Children, cur)
		if after != cur {
			// A later round starts where an earlier one ended.
			d.seq(n.Children, unknownDir)
			after = unknownDir
		}
		if d.fromUnknown == nil {
			d.fromUnknown = map[*Node]string{}
		}
		if cur == unknownDir || after == unknownDir {
			d.fromUnknown[n] = unknownDir
		} else {
			delete(d.fromUnknown, n)
		}
		return after
	default:
		// Subshells, pipeline stages, substitutions, function bodies,
		// nested shells: they start here and move nothing outside.
		d.each(n.Children, cur)
		return cur
	}
}

// awayStart is where part p, which runs away, starts: a container's own
// directory (awayDir), or the home of the host or user it runs as
// (awayHome: `ssh host 'rm -rf *'` deletes a home's entries).
func (d *dirWalk) awayStart(p *Part) string {
	if p.awayOwn {
		return awayDir
	}
	return awayHome
}

// seq walks nodes one after the other.
func (d *dirWalk) seq(ns []*Node, cur string) string {
	for _, c := range ns {
		cur = d.walk(c, cur)
	}
	return cur
}

// each walks nodes that each start at cur.
func (d *dirWalk) each(ns []*Node, cur string) {
	for _, c := range ns {
		d.walk(c, cur)
	}
}

// branches walks an if or case: its condition (a child labelled
// "condition") in sequence, then each branch from there. The directory
// after it is known only when every branch ends in the same one and one
// of them always runs.
func (d *dirWalk) branches(n *Node, cur string) string {
	var arms []*Node
	for _, c := range n.Children {
		if c.Label == "condition" {
			cur = d.walk(c, cur)
			continue
		}
		arms = append(arms, c)
	}
	after := cur
	for _, a := range arms {
		if d.walk(a, cur) != cur {
			after = unknownDir
		}
	}
	return after
}

// firstPart returns the first part that stands under n, or nil.
func firstPart(cmd *Command, n *Node) *Part {
	var found *Part
	n.Walk(func(c *Node) bool {
		if found != nil {
			return false
		}
		if c.Kind == NodePart && c.Part >= 0 && c.Part < len(cmd.Parts) {
			found = cmd.Parts[c.Part]
			return false
		}
		return true
	})
	return found
}

// runDir returns the directory part p's program runs in when the shell
// stands in cur: cur, unless its wrappers move it (env -C, sudo -D, a
// login shell, chroot, a service) or git -C does.
func (d *dirWalk) runDir(p *Part, cur string) string {
	for _, w := range p.Wrappers {
		cur = d.wrapperDir(w, cur)
	}
	if p.Program == "git" {
		for _, o := range gitGlobal.scan(p.Words, 1).opts {
			if o.name == "-C" {
				cur = d.dirOf(valueWord(p.Words, o, false), cur)
			}
		}
	}
	return cur
}

// wrapperDir returns the directory a wrapper runs its command in, when the
// shell stands in cur.
func (d *dirWalk) wrapperDir(w Wrapper, cur string) string {
	spec, ok := wrapperSpecs.get()[w.Name]
	if !ok {
		return cur
	}
	if len(spec.chdir) > 0 {
		return d.runnerDir(w, spec, cur)
	}
	scan := spec.opts.scan(w.Words, 1)
	chdir := func(names ...string) (string, bool) {
		if o, ok := scan.find(names...); ok && o.hasVal {
			return d.dirOf(valueWord(w.Words, o, false), cur), true
		}
		return cur, false
	}
	switch w.Name {
	case "env", "run0":
		dir, _ := chdir("-C", "--chdir", "-D")
		return dir
	case "sudo":
		if scan.has("-i", "--login", "-R", "--chroot") {
			return unknownDir // the user's home, or a new root
		}
		dir, _ := chdir("-D", "--chdir")
		return dir
	case "unshare", "nsenter":
		// unshare's -r is --map-root-user, which moves nothing; nsenter's
		// is its --root (fx58f: `unshare -r bash x.sh` ran x.sh unread)
		if scan.has("-R", "--root") || w.Name == "nsenter" && scan.has("-r") {
			return unknownDir
		}
		if w.Name == "nsenter" && scan.has("-w", "--wd") {
			return unknownDir // the target's directory, or one in its namespace
		}
		dir, _ := chdir("-w", "--wd")
		return dir
	case "chroot":
		if scan.has("--skip-chdir") {
			return cur
		}
		if scan.next < len(w.Words) {
			if v, ok := w.Words[scan.next].Literal(); ok && path.Clean(v) == "/" {
				return "/"
			}
		}
		return unknownDir // the new root's /, which the reader cannot place
	case "systemd-run":
		if scan.has("--scope", "-d", "--same-dir") {
			return cur
		}
		if dir, ok := d.systemdWorkDir(w, scan); ok {
			return dir // -p WorkingDirectory= (eval_cwd_systemd.go)
		}
		if dir, ok := chdir("--working-directory"); ok {
			return dir
		}
		if scan.has("--user") {
			if d.home == "" {
				return unknownDir
			}
			return d.home
		}
		return "/" // a system service runs in /
	case "bwrap":
		if _, ok := chdir("--chdir"); ok {
			// Inside the sandbox's own mounts: a directory there may be
			// any directory here (--bind ~ /w --chdir /w).
			return unknownDir
		}
		return cur
	case "firejail":
		return d.firejailDir(w, cur)
	case "pkexec":
		if scan.has("--keep-cwd") {
			return cur
		}
		return unknownDir // the target user's home
	}
	return cur
}

// runnerDir returns the directory a package runner runs its command in:
// the last of its options that name one (pnpm -C DIR exec, uv --directory
// DIR run), or cur.
func (d *dirWalk) runnerDir(w Wrapper, spec *wrapperSpec, cur string) string {
	opts := spec.wrapperScan(w.Words)
	for i := len(opts) - 1; i >= 0; i-- {
		for _, name := range spec.chdir {
			if opts[i].name == name && opts[i].hasVal {
				return d.dirOf(valueWord(w.Words, opts[i], false), cur)
			}
		}
	}
	return cur
}

// dirWalkers are the programs and wrappers that may run a part in a
// directory of its own (see runDir).
var dirWalkers = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"cd": true, "pushd": true, "popd": true, "git": true, "env": true, "run0": true, "sudo": true,
		"unshare": true, "nsenter": true, "chroot": true, "systemd-run": true, "pkexec": true,
		"bwrap": true, "firejail": true, "tmux": true, "tmate": true, "parallel": true, // byobu: tmux (program_key.go)
	}
}}

// dirOf returns the directory a word names when the shell stands in cur:
// a literal path, ~ or $HOME with a literal rest; unknownDir otherwise.
func (d *dirWalk) dirOf(w Word, cur string) string {
	v, ok := w.Literal()
	if !ok {
		if rest, isHome := homeRest(&w); isHome && d.home != "" {
			if r, lit := rest.Literal(); lit {
				return path.Join(d.home, r)
			}
		}
		if rest, isCur := d.curRest(&w); isCur && cur != unknownDir && len(cur) < maxDir {
			if r, lit := rest.Literal(); lit && len(cur)+len(r) < maxDir {
				return path.Join(cur, r)
			}
		}
		if v, ok := d.lineVarDir(w); ok {
			return d.dirOf(LitWord(v), cur) // body_rundir.go
		}
		return unknownDir
	}
	switch {
	case path.IsAbs(v) && len(v) < maxDir:
		return path.Clean(v)
	case path.IsAbs(v):
		return unknownDir
	case cur == unknownDir, len(cur)+len(v) >= maxDir:
		return unknownDir
	}
	return path.Join(cur, v)
}

// curRest returns the rest of a word that starts with where the shell
// stands (~+, $PWD, $(pwd): rt53 N10, `cd ~+/sub && make`), false for
// another word or where the line may set PWD.
func (d *dirWalk) curRest(w *Word) (Word, bool) {
	if len(w.Segs) == 0 {
		return Word{}, false
	}
	s := w.Segs[0]
	cur := s.Kind == SegParam && s.Text == "PWD" || s.Kind == SegSubst && (s.Text == "$(pwd)" || s.Text == "`pwd`")
	if !cur || len(d.cmd.Parts) > 0 && d.cmd.Parts[0].line != nil && d.cmd.Parts[0].line.maySet("PWD") {
		return Word{}, false
	}
	return Word{Segs: w.Segs[1:], Span: w.Span}, true
}

// cd returns the directory after part p when it is cd or pushd, else cur.
func (d *dirWalk) cd(p *Part, cur string) string {
	switch p.Program {
	case "cd", "pushd":
	case "popd":
		return unknownDir
	default:
		return cur
	}
	var operands []Word
	for _, w := range p.Args() {
		if v, ok := w.Literal(); ok && len(v) > 1 && v[0] == '-' {
			continue // -P, -L, -e, -@
		}
		operands = append(operands, w)
	}
	if len(operands) == 0 {
		if p.Program == "pushd" || d.home == "" {
			return unknownDir
		}
		return d.home
	}
	if v, ok := operands[0].Literal(); ok && (v == "-" || p.Program == "pushd" && strings.HasPrefix(v, "+")) || len(operands) > 1 {
		return unknownDir // cd -; pushd +N rotates the stack
	}
	return d.dirOf(operands[0], cur)
}

// partContexts returns, per part, ctx with Cwd set to where the part runs
// (see partDirs) and Workdir kept where the ask stands; nil when no part
// changes directory, so every part uses ctx itself.
func partContexts(cmd *Command, ctx *Context) []*Context {
	moves := false
	for _, p := range cmd.Parts {
		moves = moves || dirWalkers.get()[p.Program] || p.away
		for _, w := range p.Wrappers {
			moves = moves || dirWalkers.get()[w.Name] || len(wrapperSpecs.get()[w.Name].chdir) > 0
		}
	}
	if !moves {
		return nil
	}
	dirs, opens := partDirsOpens(cmd, ctx.Cwd, ctx.Home) // eval_cwd_opens.go
	out := make([]*Context, len(dirs))
	for i, dir := range dirs {
		if dir == ctx.Cwd && opens[i] == ctx.Cwd {
			out[i] = ctx
			continue
		}
		out[i] = ctx.movedAway(dir)
		if opens[i] != dir {
			out[i].opensIn, out[i].opensMoved = opens[i], true
		}
	}
	repoContexts(cmd, ctx, dirs, out)
	return out
}
