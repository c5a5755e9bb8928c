package patterns

import "strings"

// Paths handed to xargs are read by what it runs (rt45): `echo
// ~/.ssh/id_rsa | xargs cat` prints the key, as `printf '%s\n'
// ~/.aws/credentials | xargs -I{} cat {}`, `ls ~/.ssh/id_* | xargs cat`
// and `find ~/.ssh -name 'id_*' | xargs cat` do. xargs' items are any
// words in general (withItems), but where the stage that feeds it prints
// paths the line names (echo's and printf's arguments, ls's operands,
// find's starting points), the part xargs runs reads them: the secret
// defaults judge them as files it reads (partReadsAny, feedsSecret), so
// a program that prints what it reads prints them. Nothing else is
// changed: what xargs runs is judged by its own words as before, and
// `git ls-files | xargs cat` or `find . -name '*.go' | xargs cat` read
// the project.

// maxXargsItems bounds the items one part is given, as maxLinks bounds
// links.
const maxXargsItems = 32

// xargsReads gives each part run by xargs from standard input the paths
// the stage feeding it prints (Part.readsToo).
func (r *reading) xargsReads() {
	var ctx *Context
	for _, p := range r.cmd.Parts {
		if !xargsFromStdin(p) {
			continue
		}
		if ctx == nil {
			ctx = &Context{cmd: r.cmd}
		}
		q := xargsFeeder(p, ctx)
		if q == nil {
			continue
		}
		for _, w := range printedPaths(q) {
			if len(p.readsToo) >= maxXargsItems {
				break
			}
			p.readsToo = append(p.readsToo, w)
		}
	}
}

// xargsFromStdin reports whether part p is run by xargs (its innermost
// xargs wrapper) reading its items from standard input (no -a).
func xargsFromStdin(p *Part) bool {
	return everyXargs(p, func(scan optScan) bool {
		_, file := scan.find("-a", "--arg-file")
		return !file
	})
}

// printedPaths returns the paths part q prints, one to a line, when they
// are words of its own: echo's and printf's arguments (not an option,
// nor printf's format), ls's operands, find's starting points.
func printedPaths(q *Part) []Word {
	if q.Depth < 0 || len(q.Wrappers) > 0 && q.Wrappers[0].Name != "sudo" {
		return nil
	}
	args := q.Args()
	var out []Word
	switch q.Program {
	case "echo":
		for i, a := range args {
			if v, ok := a.Literal(); ok && i == len(out) && strings.HasPrefix(v, "-") {
				continue // -n, -e
			}
			out = append(out, a)
		}
	case "printf":
		start := 1
		if len(args) > 0 && isLit(args[0], "--") {
			start = 2
		}
		if len(args) > start {
			out = append(out, args[start:]...)
		}
	case "ls":
		for _, a := range args {
			if v, ok := a.Literal(); ok && strings.HasPrefix(v, "-") {
				continue
			}
			out = append(out, a)
		}
	case "find":
		for _, a := range args {
			v, _ := litPrefix(a)
			if strings.HasPrefix(v, "-") || strings.HasPrefix(v, "(") || strings.HasPrefix(v, "!") {
				break
			}
			out = append(out, a)
		}
	}
	return out
}
