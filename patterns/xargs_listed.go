package patterns

import (
	"path"
	"strings"
)

// Names a listing of the project hands to `xargs -0 rm`.
//
// xargs appends its input items to what it runs, and an item is in general
// any word at all (withItems). Two listings give items the reader can bound,
// when each item reaches rm whole (NUL-separated on both sides, so a file
// named "a /home/op" is one item, not two):
//
//   - `find ROOT… [tests] -print0` lists names at or below its starting
//     points, each starting with its point: ROOT/**, or ROOT/**/PAT under one
//     literal -name (find_names.go). The points must be literal, relative or
//     absolute, and free of "..", and find must not follow links (-L, -H, -follow), nor
//     print anything else (-printf, -fprint, -exec …).
//   - `git ls-files -z` lists files below the directory it runs in, relative
//     to it. With `--others --exclude-standard` (and nothing that adds ignored
//     files) it lists what `git clean -f` would delete, and is judged as that
//     is: DIR/* (does_deletes.go). Otherwise its names are ./**.
//
// Only rm and unlink are given the bounded items: a name git lists may
// start with "-", which another program would read as an option.

// listedItems returns the words standing for what the listing that feeds
// xargs-run part p lists, or nil when it is not one the reader bounds.
func listedItems(p *Part, ctx *Context) []Word {
	// The part's own Feed is xargs' child's (/dev/null); xargs reads the
	// previous stage unless a redirection feeds it.
	if ctx == nil || ctx.cmd == nil || p.Program != "rm" && p.Program != "unlink" {
		return nil
	}
	if !xargsNul(p) {
		// Blank-split names of a relative find (find_printed.go).
		if q := xargsFeeder(p, ctx); q != nil && xargsBlank(p) && q.Depth == p.Depth && len(q.Wrappers) == 0 &&
			len(q.Assigns) == 0 && q.Unreadable == nil && len(q.Redirs) == 0 {
			if items := echoedItems(q); items != nil {
				return items // xargs_echoed.go
			}
			return findPrinted(q)
		}
		return nil
	}
	if q := xargsFeeder(p, ctx); q != nil {
		return listerItems(p, q)
	}
	return nil
}

// xargsFeeder returns the one part whose output xargs-run part p reads:
// a process substitution it is given (procSubstFeeder), or the pipeline's
// stage before it; nil when there is none such, or more than one.
func xargsFeeder(p *Part, ctx *Context) *Part {
	if ctx == nil || ctx.cmd == nil {
		return nil
	}
	if q := procSubstFeeder(p, ctx); q != nil {
		return q
	}
	if p.Pipe.ID < 0 || p.Pipe.Stage == 0 {
		return nil
	}
	for _, r := range p.Redirs {
		if !r.Writes {
			return nil
		}
	}
	var prev *Part
	for _, q := range ctx.cmd.Parts {
		if q == nil || q.Pipe.ID != p.Pipe.ID || q.Index == p.Index {
			continue
		}
		switch q.Pipe.Stage {
		case p.Pipe.Stage:
			return nil // the stage runs more than the xargs part
		case p.Pipe.Stage - 1:
			if prev != nil {
				return nil // more than one part feeds it
			}
			prev = q
		}
	}
	if prev == nil || prev.Parent != p.Parent {
		return nil
	}
	return prev
}

// procSubstFeeder returns the one part of a process substitution that is
// xargs-run part p's only input (`xargs -0 rm < <(git ls-files -z …)`,
// rt19d #11), or nil.
func procSubstFeeder(p *Part, ctx *Context) *Part {
	var in *Redir
	for i := range p.Redirs {
		r := &p.Redirs[i]
		if r.Writes {
			continue
		}
		if in != nil || r.Op != "<" || len(r.Target.Segs) != 1 || r.Target.Segs[0].Kind != SegSubst ||
			!strings.HasPrefix(r.Target.Raw, "<(") {
			return nil
		}
		in = r
	}
	if in == nil {
		return nil
	}
	var feeder *Part
	for _, q := range ctx.cmd.Parts {
		if q == nil || q == p || !within2(q.Span, in.Target.Span) {
			continue
		}
		if feeder != nil {
			return nil // more than one part feeds it
		}
		feeder = q
	}
	return feeder
}

// listerItems returns what the listing part prev gives xargs-run part p,
// or nil when it is not one the reader bounds.
func listerItems(p, prev *Part) []Word {
	if prev.Depth != p.Depth || len(prev.Wrappers) > 0 ||
		len(prev.Assigns) > 0 || prev.Unreadable != nil || len(prev.Redirs) > 0 {
		return nil
	}
	switch prev.Program {
	case "find":
		return findListed(prev)
	case "git":
		return gitListed(prev)
	}
	return nil
}

// xargsNul reports whether every xargs wrapper of p splits its input at
// NUL bytes (-0, --null) and reads it from standard input (no -a).
func xargsNul(p *Part) bool {
	return everyXargs(p, func(scan optScan) bool {
		_, nul := scan.find("-0", "--null")
		_, other := scan.find("-a", "--arg-file", "-d", "--delimiter", "-E", "-e", "--eof")
		return nul && !other
	})
}

// everyXargs reports whether part p runs under xargs and each of its
// xargs wrappers, its options as scanned, passes ok: the one walk of
// xargsNul, xargsBlank and xargsFromStdin.
func everyXargs(p *Part, ok func(optScan) bool) bool {
	seen := false
	for _, w := range p.Wrappers {
		if w.Name != "xargs" {
			continue
		}
		seen = true
		if !ok(wrapperSpecs.get()["xargs"].opts.scan(w.Words, 1)) {
			return false
		}
	}
	return seen
}

// findListed reads `find ROOT… … -print0`.
func findListed(p *Part) []Word {
	n := len(p.Words)
	if n < 2 || !isLit(p.Words[n-1], "-print0") {
		return nil
	}
	var roots []Word
	inRoots := true
	for i, w := range p.Words[1:] {
		v, ok := w.Literal()
		if !ok {
			return nil
		}
		if strings.HasPrefix(v, "-") || findExprs.get()[v] {
			inRoots = false
		}
		if inRoots {
			if !relInside(v) && !absNoClimb(v) {
				return nil
			}
			roots = append(roots, w)
			continue
		}
		if findActions.get()[v] || findOutputs.get()[v] || i+1 < n-1 && v == "-print0" {
			return nil
		}
	}
	return foundBelow(roots, p.Words, n-1)
}

// findOutputs are find's options and actions that follow links or print
// something other than the names it finds.
var findOutputs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"-L": true, "-H": true, "-follow": true, "-printf": true, "-fprintf": true,
		"-fprint": true, "-fprint0": true, "-print": true, "-ls": true, "-fls": true,
		"-delete": true, "-quit": true, "-files0-from": true,
	}
}}

// absNoClimb reports whether a literal path is absolute and holds no ".."
// (rt44 d-dele-082: `find /mnt/backup -print0 | xargs -0 rm -rf` deletes
// what lies below /mnt/backup, outside the workdir, not the home). Its
// names start with "/", so none reads as an option.
func absNoClimb(v string) bool {
	if !strings.HasPrefix(v, "/") {
		return false
	}
	for _, c := range strings.Split(v, "/") {
		if c == ".." {
			return false
		}
	}
	return true
}

// relInside reports whether a literal path is relative and climbs no "..".
func relInside(v string) bool {
	if v == "" || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") {
		return false
	}
	c := path.Clean(v)
	return c != ".." && !strings.HasPrefix(c, "../")
}

// gitListed reads `git ls-files -z [flags]`: no pathspec, no other tree.
func gitListed(p *Part) []Word {
	if len(p.Words) < 3 || !isLit(p.Words[1], "ls-files") {
		return nil
	}
	z, others, standard, tracked := false, false, false, false
	for _, w := range p.Words[2:] {
		v, ok := w.Literal()
		if !ok {
			return nil
		}
		switch v {
		case "-z":
			z = true
		case "-o", "--others":
			others = true
		case "--exclude-standard":
			standard = true
		case "-c", "--cached", "-m", "--modified", "-d", "--deleted":
			tracked = true
		case "--directory", "--no-empty-directory":
		default:
			return nil // a pathspec, --full-name, -i, --exclude …
		}
	}
	if !z {
		return nil
	}
	if others && standard && !tracked {
		return []Word{treeWord(LitWord("."))}
	}
	return []Word{deepBelow(LitWord("."))}
}

// cleanListed reports whether xargs-run part p deletes what git ls-files
// lists as git clean -f (without -x) would delete it: the untracked files
// git does not ignore.
func cleanListed(p *Part, ctx *Context) bool {
	if !appendsItems(p) {
		return false
	}
	items := listedItems(p, ctx)
	return len(items) == 1 && items[0].Raw == "./*"
}
