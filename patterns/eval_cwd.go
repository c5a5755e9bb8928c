package patterns

import "path"

// unknownDir is where a part runs after a cd to a directory the reader
// cannot know ($DIR, -, a cd in a loop): its relative paths might be
// anywhere.
const unknownDir = ""

// partDirs follows literal cd and pushd through a command and returns, per
// part, the directory it runs in: cwd until a cd before it, in the same
// shell, moves it. Subshells, pipeline stages, substitutions and nested
// shells start where their parent stood and move nothing outside. A branch
// or a loop that moves elsewhere leaves the directory unknown after it.
// A cd that fails is not modelled: `cd x || exit` runs what follows in x.
func partDirs(cmd *Command, cwd, home string) []string {
	d := dirWalk{cmd: cmd, home: home, dirs: make([]string, len(cmd.Parts))}
	for i := range d.dirs {
		d.dirs[i] = cwd
	}
	if cmd.Tree != nil {
		d.walk(cmd.Tree, cwd)
	}
	return d.dirs
}

type dirWalk struct {
	cmd  *Command
	home string
	dirs []string
}

// walk visits n starting in directory cur and returns the directory after
// it.
func (d *dirWalk) walk(n *Node, cur string) string {
	switch n.Kind {
	case NodePart:
		if n.Part >= 0 && n.Part < len(d.dirs) {
			d.dirs[n.Part] = cur
			return d.cd(d.cmd.Parts[n.Part], cur)
		}
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
		after := d.seq(n.Children, cur)
		if after != cur {
			// A later round starts where an earlier one ended.
			d.seq(n.Children, unknownDir)
			return unknownDir
		}
		return cur
	default:
		// Subshells, pipeline stages, substitutions, function bodies,
		// nested shells: they start here and move nothing outside.
		d.each(n.Children, cur)
		return cur
	}
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
	w := operands[0]
	v, ok := w.Literal()
	if !ok {
		if rest, isHome := homeRest(&w); isHome && d.home != "" {
			if r, lit := rest.Literal(); lit {
				return path.Join(d.home, r)
			}
		}
		return unknownDir
	}
	switch {
	case v == "-" || len(operands) > 1:
		return unknownDir
	case path.IsAbs(v):
		return path.Clean(v)
	case cur == unknownDir:
		return unknownDir
	}
	return path.Join(cur, v)
}

// partContexts returns, per part, ctx with Cwd set to where the part runs
// (see partDirs) and Workdir kept where the ask stands; nil when no part
// changes directory, so every part uses ctx itself.
func partContexts(cmd *Command, ctx *Context) []*Context {
	moves := false
	for _, p := range cmd.Parts {
		switch p.Program {
		case "cd", "pushd", "popd":
			moves = true
		}
	}
	if !moves {
		return nil
	}
	dirs := partDirs(cmd, ctx.Cwd, ctx.Home)
	out := make([]*Context, len(dirs))
	for i, dir := range dirs {
		if dir == ctx.Cwd {
			out[i] = ctx
			continue
		}
		c := *ctx
		c.Workdir = ctx.WorkdirOrCwd()
		c.Cwd = dir
		out[i] = &c
	}
	return out
}
