package patterns

import "fmt"

// A function reads the standard input its caller gives it: in
// `f() { sh; }; curl … | f`, sh reads its script from the pipe into f,
// though within the body it stands fed by nothing. fedFunctions reads each
// part of a function's body that takes its script from standard input
// again, fed as the function's callers feed it, and marks it unreadable
// as a shell fed from a pipe is.

// fedFunctions marks unreadable the parts of functions called with a
// standard input fed by a pipe, a here-string, a here-document or a
// process substitution that run the script they read from it.
func (r *reading) fedFunctions() {
	bodies := map[string][]int{}
	// depth is, per function, how deep in nested strings its body
	// stands: a function defined inside bash -c '…' has its body's parts
	// at that string's depth, and only a part deeper still is in a
	// string of its own (FuzzWrappedNeverWeaker: `bash -c 'f() { sh; };
	// curl … | f'` was allowed).
	depth := map[string]int{}
	r.cmd.Tree.Walk(func(n *Node) bool {
		if n.Kind == NodeFunc {
			// by the name its callers' program words are read as: F is
			// read as f (program_key.go), so `F() { sh; }; curl … | F`
			// finds F's body
			name := programKey(n.Label)
			n.Walk(func(c *Node) bool {
				if c.Kind == NodePart && c.Part >= 0 {
					d, seen := depth[name]
					if q := r.cmd.Parts[c.Part]; !seen || q.Depth < d {
						depth[name] = q.Depth
					}
					bodies[name] = append(bodies[name], c.Part)
				}
				return true
			})
		}
		return true
	})
	if len(bodies) == 0 {
		return
	}
	seen := map[string]bool{}
	var feed func(name string, f Feed, caller *Part)
	feed = func(name string, f Feed, caller *Part) {
		if seen[name] {
			return
		}
		seen[name] = true
		for _, i := range bodies[name] {
			q := r.cmd.Parts[i]
			if q.Feed != FeedNone || q.Depth > depth[name] {
				continue
			}
			if _, ok := bodies[q.Program]; ok {
				feed(q.Program, f, caller)
				continue
			}
			if code, from, ok := r.readsFedScript(q, f); ok {
				r.effectUnreadable(i, code, q.Span, fmt.Sprintf(
					"%s runs the script it reads from %s, which %s feeds the function %s; it is not read as a command here.",
					q.Program, from, quoteRaw(caller.Text()), quoteRaw(name)))
				if u := q.Unreadable; u != nil && u.Code == code && u.names == "" && r.fedFromNetwork(caller) {
					u.names = floorNamer // fed code fetched from the network (read_fetchrun.go)
				}
			}
		}
	}
	for _, p := range r.cmd.Parts {
		if _, ok := bodies[p.Program]; ok && p.Feed != FeedNone && p.Feed != FeedFile {
			feed(p.Program, p.Feed, p)
		}
	}
}

// readsFedScript reports whether part q, fed by f, would run the script
// it reads from standard input: it reads q again, so fed, on the side,
// and looks for what a shell fed so is marked with.
func (r *reading) readsFedScript(q *Part, f Feed) (UnreadableCode, string, bool) {
	side := &reading{cfg: r.cfg, parser: r.parser, cmd: &Command{Source: r.cmd.Source, Tree: &Node{Part: -1}}}
	cp := *q
	cp.Feed, cp.Unreadable, cp.Index = f, nil, 0
	side.cmd.Parts = []*Part{&cp}
	var u *Unreadable
	if _, over := side.bounded(func() {
		side.runs(&cp, scope{src: cp.text, m: spanMap{whole: &cp.Span}, parent: -1, pipe: noPipe(), feed: f})
		if len(cp.Words) > 0 && cp.Unreadable == nil && isWrapperShell(&cp) {
			side.stdinScript(&cp, cp.Program)
		}
	}); over {
		return UnreadablePipeShell, "a pipe", true
	}
	u = cp.Unreadable
	if u == nil {
		return "", "", false
	}
	switch u.Code {
	case UnreadablePipeShell:
		return u.Code, "a pipe", true
	case UnreadableHereShell:
		return u.Code, "a here-string or here-document", true
	case UnreadableProcShell:
		return u.Code, "a process substitution", true
	}
	return "", "", false
}

// isWrapperShell reports whether q is a wrapper that runs a shell of its
// own when given no command (sudo -s, su).
func isWrapperShell(q *Part) bool {
	return peelWrappers(q.Words).shell
}
