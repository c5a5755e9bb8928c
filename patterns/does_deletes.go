package patterns

import "strings"

// deleteTable maps the programs that delete their operands, or some of
// them, in another way than rm. rm itself, and the verbs that delete as
// a side of copying or archiving (mv, rsync, tar, zip), are in
// doerTable.
func deleteTable() map[string]doer {
	return map[string]doer{
		"unlink": operandDeletes, "shred": shredDoes, "srm": operandDeletes, "wipe": operandDeletes,
		"trash": operandDeletes, "trash-put": operandDeletes, "gio": gioDeletes,
		"find": findDeletes, "rmdir": operandDeletes, "crontab": crontabDeletes,
		":": emptyingDoes, "true": emptyingDoes,
		"rimraf": selfGlobDeletes, "del": selfGlobDeletes, "del-cli": selfGlobDeletes,
		"trash-cli": operandDeletes, "shx": shxDeletes,
	}
}

// emptyingDoes: a part that prints nothing (: or true, or a redirection
// alone, which the reader reads as :) empties each file it redirects its
// output to with > (not >>): emptying a file is deleting what it held.
// Devices are left to the writes they are.
func emptyingDoes(p *Part) doings {
	var d doings
	for _, rd := range p.Redirs {
		if !rd.Writes || rd.Op != ">" && rd.Op != ">|" && rd.Op != "&>" || rd.Fd != "" && rd.Fd != "1" {
			continue
		}
		if lit, _ := litPrefix(rd.Target); strings.HasPrefix(lit, "/dev/") {
			continue
		}
		d.deletes = append(d.deletes, rd.Target)
	}
	return d
}

// crontabDeletes: crontab -r removes the user's crontab, kept under the
// spool directory.
func crontabDeletes(p *Part) doings {
	if !hasFlag(p, "-r") {
		return doings{}
	}
	return doings{deletes: []Word{globWord("/var/spool/cron/crontabs/", "*")}}
}

// globWord is the word DIR followed by a glob.
func globWord(dir, glob string) Word {
	return Word{Raw: dir + glob, Segs: []Seg{{Kind: SegLit, Text: dir}, {Kind: SegGlob, Text: glob}}}
}

// operandDeletes: every operand is deleted.
func operandDeletes(p *Part) doings {
	return doings{deletes: scanArgs(p).ops}
}

// shredDoes: shred overwrites its operands (and removes them with -u).
func shredDoes(p *Part) doings {
	ops := scanArgs(p, "-n", "--iterations", "-s", "--size", "--random-source").ops
	return doings{writes: ops, deletes: ops}
}

// gioDeletes: gio trash and gio remove.
func gioDeletes(p *Part) doings {
	ops := scanArgs(p).ops
	if len(ops) > 1 && (isLit(ops[0], "trash") || isLit(ops[0], "remove") || isLit(ops[0], "rm")) {
		return doings{deletes: ops[1:]}
	}
	return doings{}
}

// worktreeForced reports whether git worktree remove is forced: -f or
// --force after the verb worktree (bundled, -ff), or a word there not
// known, which might be one.
func worktreeForced(p *Part) bool {
	seen := false
	for _, w := range p.Args() {
		v, ok := w.Literal()
		switch {
		case !seen:
			seen = ok && v == "worktree"
		case !ok:
			return true
		case v == "--":
			return false
		case v == "--force" || len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsRune(v, 'f'):
			return true
		}
	}
	return false
}

// shxDeletes: shx runs a shelljs command; `shx rm` deletes the operands
// after rm.
func shxDeletes(p *Part) doings {
	ops := scanArgs(p).ops
	if len(ops) > 1 && isLit(ops[0], "rm") {
		return doings{deletes: ops[1:]}
	}
	return doings{}
}

// findExprs are the operands of find that belong to its expression, not
// its starting points.
var findExprs = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"(": true, ")": true, "!": true, ",": true} }}

// findDeletes: find -delete deletes what it finds below its starting
// points: ROOT/**/NAME when one literal -name before -delete is the only
// test that bounds what it finds (find_names.go), else the starting
// points themselves.
func findDeletes(p *Part) doings {
	var roots []Word
	del, other := false, false
	// The first reading's roots; a -delete, or a doubt, in any reading
	// counts (a doubt never loosens).
	for k, rd := range ReadArgs(p) {
		for _, f := range rd.Flags {
			if f.Name == "-delete" {
				del = true
			}
			if f.Dynamic {
				del, other = true, true
			}
		}
		if k > 0 {
			continue
		}
		roots = roots[:0]
		for _, i := range rd.Operands {
			if v, ok := p.Words[i].Literal(); ok && findExprs.get()[v] {
				break
			}
			roots = append(roots, p.Words[i])
		}
	}
	if !del {
		return doings{}
	}
	if len(roots) == 0 {
		roots = []Word{LitWord(".")}
	}
	act := len(p.Words)
	for i, w := range p.Words {
		if i > 0 && isLit(w, "-delete") {
			act = i
			break
		}
	}
	pat, ok := findOneName(p.Words, act)
	if !other && !ok && findOnlyEmpty(p.Words, act) {
		// only the empty files and directories below the starting
		// points: which of them is not known here (issue 7: `find .
		// -empty -delete` was "certain" for the guarded paths in .)
		out := make([]Word, 0, len(roots))
		for _, r := range roots {
			out = append(out, globJoin(deepBelow(r), "*"))
		}
		return doings{deletes: out}
	}
	if other || !ok {
		return doings{deletes: roots}
	}
	return doings{deletes: findActedOn(roots, pat)}
}

// globJoin appends /PAT to w, PAT's stars as globs.
func globJoin(w Word, pat string) Word {
	segs := append([]Seg{}, w.Segs...)
	segs = append(segs, Seg{Kind: SegLit, Text: "/"})
	for i, piece := range strings.Split(pat, "*") {
		if i > 0 {
			segs = append(segs, Seg{Kind: SegGlob, Text: "*"})
		}
		if piece != "" {
			segs = append(segs, Seg{Kind: SegLit, Text: piece})
		}
	}
	return Word{Raw: w.Raw + "/" + pat, Span: w.Span, Segs: mergeLits(segs)}
}

// gitDoes: git clone writes its directory; checkout, restore, stash and
// reset write the paths they name (in -C's directory or the work tree);
// rm and clean delete theirs (clean the whole work tree with -x, its
// entries otherwise).
func gitDoes(p *Part) doings {
	ops, _ := operandWords(p, "-C", "--work-tree", "--git-dir")
	base := gitWorkTreeWord(p)
	at := func(w Word) Word {
		if base == nil {
			return w
		}
		return joinWords(*base, w)
	}
	sub, rest := "", []Word(nil)
	if len(ops) > 0 {
		if v, ok := ops[0].Literal(); ok {
			sub, rest = v, ops[1:]
		}
	}
	var d doings
	switch sub {
	case "clone":
		d.writes = cloneWrites(rest)
	case "stash":
		if len(rest) > 0 && stashVerbs.get()[litOr(rest[0], "")] {
			break
		}
		for _, w := range rest {
			d.writes = append(d.writes, at(w))
		}
	case "worktree":
		// Unforced, git removes only a clean worktree of this repository
		// (fx47a, rt46 §B): what it deletes is committed or ignored.
		if len(rest) > 1 && (isLit(rest[0], "remove") || isLit(rest[0], "rm")) && worktreeForced(p) {
			for _, w := range rest[1:] {
				d.deletes = append(d.deletes, at(w))
			}
		}
	case "checkout", "restore":
		// Paths checked out over the work tree throw its changes away;
		// a lone operand of checkout may be a branch. restore --staged
		// (without --worktree) touches only the index.
		if sub == "restore" && surelyFlag(p, "--staged", "-S") && !hasFlag(p, "--worktree", "-W") {
			break
		}
		discard := sub == "restore" || len(rest) > 1 || hasWord(p, "--")
		fromIndex := gitRestoresIndex(p, sub, rest)
		for _, w := range rest {
			if isWorkTreeDot(w) {
				// the tracked files below it, as git reset --hard writes
				// them back, from HEAD or another commit (does_gitrestore.go)
				d.deletes = append(d.deletes, treeWord(at(LitWord(resetDot(fromIndex)))))
				continue
			}
			if _, lit := w.Literal(); !lit && !discard && sub == "checkout" {
				// rt54: a lone computed operand (`git checkout $(git
				// rev-parse HEAD)`) is a commit first; as a path it is one
				// of the work tree's, never a device (git refuses a path
				// outside it): the commit's files are git-tree-change's,
				// a might (class_gittree.go)
				continue
			}
			d.writes = append(d.writes, at(w))
			if discard {
				d.deletes = append(d.deletes, at(w))
			}
		}
	case "reset":
		if hasFlag(p, "--hard") {
			// Reset to another commit writes that commit's tree, harness
			// settings and all: its entries are spelled ././* so that the
			// guard does not take them for the work tree's own changes
			// (match_files.go spares ./* alone).
			d.deletes = append(d.deletes, treeWord(at(LitWord(resetDot(resetNamesHead(rest))))))
		} else if resetMoves(p) && !resetNamesHead(rest) {
			// --keep and --merge write another commit's files too (rt54
			// M24, class_gitreset.go); HEAD's they leave as they are
			d.deletes = append(d.deletes, treeWord(at(LitWord(resetDot(false)))))
		}
	case "rm", "mv":
		if sub == "rm" && surelyFlag(p, "--cached") {
			break
		}
		if sub == "mv" && len(rest) > 1 {
			d.writes = append(d.writes, at(rest[len(rest)-1])) // the destination is replaced
			rest = rest[:len(rest)-1]
		}
		for _, w := range rest {
			d.deletes = append(d.deletes, at(w))
		}
	case "clean":
		if surelyFlag(p, "-n", "--dry-run") {
			break // it lists what it would delete
		}
		dir := LitWord(".")
		if base != nil {
			dir = *base
		}
		dirs := []Word{dir}
		if len(rest) > 0 {
			dirs = dirs[:0]
			for _, w := range rest {
				dirs = append(dirs, at(w))
			}
		}
		for _, w := range dirs {
			if hasFlag(p, "-x", "-X") {
				d.deletes = append(d.deletes, w)
			} else {
				d.deletes = append(d.deletes, treeWord(w))
			}
		}
	}
	return d
}

// stashVerbs are git stash's verbs that touch no path of the work tree
// by name.
var stashVerbs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"list": true, "show": true, "pop": true, "apply": true, "drop": true,
		"clear": true, "branch": true, "create": true, "store": true}
}}

// hasWord reports whether one of p's arguments is literally s.
func hasWord(p *Part, s string) bool {
	for _, w := range p.Args() {
		if isLit(w, s) {
			return true
		}
	}
	return false
}

// cloneWrites: git clone URL [DIR] writes DIR (or the URL's base name).
func cloneWrites(rest []Word) []Word {
	switch {
	case len(rest) >= 2:
		if isLit(rest[1], ".") {
			return []Word{treeWord(rest[1])}
		}
		return rest[1:2]
	case len(rest) == 1:
		if v, ok := rest[0].Literal(); ok {
			base := strings.TrimSuffix(urlBase(LitWord(strings.TrimRight(v, "/"))), ".git")
			if i := strings.LastIndexAny(base, ":/"); i >= 0 {
				base = base[i+1:]
			}
			if base != "" && base != "index.html" {
				return []Word{LitWord(base)}
			}
		}
	}
	return nil
}
