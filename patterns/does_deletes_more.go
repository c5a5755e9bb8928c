package patterns

import "strings"

// moreDeleteTable maps the programs that delete, or throw a file's
// contents away, through verbs the rest of the table does not read:
//
//   - a part whose output is known empty (`cat /dev/null`, `echo`, `echo
//     -n`, `printf ”`, `tee F < /dev/null`, `exec 3> F`) empties what it
//     redirects its output to with >, as `: > F` does;
//   - `dd if=/dev/null of=F` and `sed -i d F` (or `1,$d`) empty F;
//   - fd's `-x`/`-X` running a deleting program delete what fd finds
//     below its roots (ROOT/**/*.EXT with one `-e EXT`, else ROOT/*
//     without -H or -u, as fd skips hidden names, else ROOT);
//   - 7-Zip's `-sdel` deletes the files it archived (the `zip -m` of 7z);
//   - rclone's delete, deletefile, purge, rmdir and rmdirs on a local
//     path (a word with no `remote:`) delete that path;
//   - journalctl's `--vacuum-*` delete the journal's files.
func moreDeleteTable() map[string]doer {
	t := map[string]doer{
		"cat": emptyOutputDoes(catPrintsNothing), "echo": emptyOutputDoes(echoPrintsNothing),
		"printf": emptyOutputDoes(printfPrintsNothing), "tee": teeEmptyDoes,
		"exec": emptyOutputDoes(func(p *Part) bool { return len(p.Args()) == 0 }),
		"dd":   ddEmptyDoes, "sed": sedEmptyDoes, "gsed": sedEmptyDoes,
		"fd": fdDeletes, "fdfind": fdDeletes, "rclone": rcloneLocalDeletes, "journalctl": journalVacuumDeletes,
	}
	for _, z := range []string{"7z", "7za", "7zz", "7zr"} {
		t[z] = sevenZipDeletes
	}
	return t
}

// emptyOutputDoes: when printsNothing holds for the part, each file its
// standard output (or, with no program, any descriptor) is redirected to
// with > is emptied: a delete of what it held. Devices are left to the
// writes they are.
func emptyOutputDoes(printsNothing func(p *Part) bool) doer {
	return func(p *Part) doings {
		if !printsNothing(p) {
			return doings{}
		}
		anyFd := len(p.Args()) == 0
		var d doings
		for _, rd := range p.Redirs {
			if !rd.Writes || rd.Op != ">" && rd.Op != ">|" && rd.Op != "&>" || !anyFd && rd.Fd != "" && rd.Fd != "1" {
				continue
			}
			if lit, _ := litPrefix(rd.Target); strings.HasPrefix(lit, "/dev/") || isProcSubst(rd.Target) {
				continue // a device, or a pipe the shell makes (>(tee log)): nothing emptied
			}
			d.deletes = append(d.deletes, rd.Target)
		}
		return d
	}
}

// catPrintsNothing: cat of /dev/null only, or of its standard input
// read from /dev/null.
func catPrintsNothing(p *Part) bool {
	args := p.Args()
	for _, w := range args {
		if !isLit(w, "/dev/null") {
			return false
		}
	}
	return len(args) > 0 || stdinNull(p)
}

// stdinNull reports whether the part reads its standard input from
// /dev/null.
func stdinNull(p *Part) bool {
	for _, rd := range p.Redirs {
		if rd.Op == "<" && (rd.Fd == "" || rd.Fd == "0") && isLit(rd.Target, "/dev/null") {
			return true
		}
	}
	return false
}

// echoPrintsNothing: echo with only its flags and empty words prints at
// most a newline.
func echoPrintsNothing(p *Part) bool {
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok || v != "" && v != "-n" && v != "-e" && v != "-E" && v != "-ne" && v != "-en" {
			return false
		}
	}
	return true
}

// printfPrintsNothing: printf of a format that prints nothing without
// arguments (”, '%s', '%b%s') and nothing else.
func printfPrintsNothing(p *Part) bool {
	args := p.Args()
	if len(args) != 1 {
		return false
	}
	v, ok := args[0].Literal()
	return ok && strings.ReplaceAll(strings.ReplaceAll(v, "%s", ""), "%b", "") == ""
}

// teeEmptyDoes: tee reading /dev/null empties its operands.
func teeEmptyDoes(p *Part) doings {
	if !stdinNull(p) {
		return doings{}
	}
	return doings{deletes: scanArgs(p).ops}
}

// ddEmptyDoes: dd if=/dev/null of=F leaves F empty.
func ddEmptyDoes(p *Part) doings {
	empty := false
	for _, w := range p.Args() {
		if isLit(w, "if=/dev/null") {
			empty = true
		}
	}
	if !empty {
		return doings{}
	}
	return doings{deletes: ddWrites(p).writes}
}

// sedEmptyDoes: sed -i whose script deletes every line empties its files.
func sedEmptyDoes(p *Part) doings {
	s := scanArgs(p, "-e", "--expression", "-f", "--file", "-l", "--line-length")
	if !s.has("-i", "--in-place") && !hasPrefixFlag(s.flags, "-i", "--in-place=") {
		return doings{}
	}
	scripts := s.all("-e", "--expression")
	ops := s.ops
	if len(scripts) == 0 && len(s.all("-f", "--file")) == 0 && len(ops) > 0 {
		scripts, ops = ops[:1], ops[1:]
	}
	for _, sc := range scripts {
		if v, ok := sc.Literal(); ok {
			switch strings.ReplaceAll(v, " ", "") {
			case "d", "1,$d", "0,$d", ",$d", "1,$!d":
				if !strings.HasSuffix(v, "!d") {
					return doings{deletes: ops}
				}
			}
		}
	}
	return doings{}
}

// deletingPrograms are the programs whose run by fd -x deletes what fd
// found.
var deletingPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"rm": true, "rmdir": true, "unlink": true, "shred": true, "srm": true, "wipe": true, "trash": true,
		"trash-put": true, "rimraf": true, "truncate": true, "gio": true,
	}
}}

// fdValued are fd's options that take a value as the next word.
var fdValued = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"-e": true, "--extension": true, "-t": true, "--type": true, "-d": true, "--max-depth": true,
		"--min-depth": true, "--exact-depth": true, "-E": true, "--exclude": true, "-S": true, "--size": true,
		"-j": true, "--threads": true, "-c": true, "--color": true, "--changed-within": true,
		"--changed-before": true, "-o": true, "--owner": true, "--max-results": true, "--base-directory": true,
		"--ignore-file": true, "--path-separator": true, "--format": true, "--batch-size": true,
	}
}}

// fdDeletes: fd PATTERN ROOT… -x|-X CMD deletes what it finds below its
// roots when CMD deletes (or is not known).
func fdDeletes(p *Part) doings {
	args := p.Args()
	var ops, roots []Word
	var exts []string
	del, hidden, glob, full := false, false, false, false
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if strings.HasPrefix(lit, "-") && !strings.HasPrefix(lit, "--") {
			glob = glob || strings.ContainsRune(lit[1:], 'g')
			full = full || strings.ContainsRune(lit[1:], 'p')
		}
		switch {
		case lit == "--glob":
			glob = true
		case lit == "--full-path":
			full = true
		case lit == "-x" || lit == "--exec" || lit == "-X" || lit == "--exec-batch":
			start := i + 1
			for i++; i < len(args) && !isLit(args[i], ";"); i++ {
			}
			del = del || fdRunDeletes(args[start:i])
		case lit == "--search-path" && i+1 < len(args):
			roots = append(roots, args[i+1])
			i++
		case strings.HasPrefix(lit, "--search-path="):
			roots = append(roots, subWord(args[i], len("--search-path=")))
		case (lit == "-e" || lit == "--extension") && i+1 < len(args):
			v, ok := args[i+1].Literal()
			if !ok || strings.ContainsAny(v, "*?[") {
				v = "*"
			}
			exts = append(exts, v)
			i++
		case fdValued.get()[lit]:
			i++
		case lit == "-H" || lit == "--hidden" || lit == "-u" || lit == "--unrestricted" || lit == "-uu" ||
			strings.HasPrefix(lit, "-") && !strings.HasPrefix(lit, "--") && strings.ContainsAny(lit, "Hu"):
			hidden = true
		case strings.HasPrefix(lit, "-") && lit != "-":
		default:
			ops = append(ops, args[i])
		}
	}
	if !del {
		return doings{}
	}
	if len(ops) > 1 {
		roots = append(roots, ops[1:]...)
	}
	if len(roots) == 0 {
		roots = []Word{LitWord(".")}
	}
	if len(exts) == 1 && exts[0] != "*" {
		return doings{deletes: findActedOn(roots, "*."+strings.TrimPrefix(exts[0], "."))}
	}
	if glob && !full && len(exts) == 0 && len(ops) > 0 {
		// -g PATTERN matches base names as -name does (rt19d): only names
		// the glob can match are deleted.
		if v, ok := ops[0].Literal(); ok && v != "" {
			return doings{deletes: findActedOn(roots, v)}
		}
	}
	if hidden {
		return doings{deletes: roots}
	}
	out := make([]Word, len(roots))
	for i, r := range roots {
		out[i] = treeWord(r)
	}
	return doings{deletes: out}
}

// fdShells are the shells whose command string fd -x may run.
var fdShells = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "fish": true}
}}

// fdRunDeletes reports whether the command fd runs (its words up to ;)
// deletes: a deleting program, one not known, or a shell whose words name
// a deleting program (`sh -c 'rm -rf {}'`) or are not known.
func fdRunDeletes(cmd []Word) bool {
	if len(cmd) == 0 {
		return false
	}
	prog, ok := cmd[0].Literal()
	if !ok {
		return true
	}
	prog = prog[strings.LastIndex(prog, "/")+1:]
	if deletingPrograms.get()[prog] {
		return true
	}
	if !fdShells.get()[prog] {
		return false
	}
	for _, w := range cmd[1:] {
		v, ok := w.Literal()
		if !ok {
			return true
		}
		for _, tok := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune(" \t\n;&|()`$'\"", r) }) {
			if deletingPrograms.get()[tok[strings.LastIndex(tok, "/")+1:]] {
				return true
			}
		}
	}
	return false
}

// sevenZipDeletes: 7z a|u -sdel ARCHIVE FILES… deletes the files it
// archived.
func sevenZipDeletes(p *Part) doings {
	s := scanArgs(p)
	if !contains(s.flags, "-sdel") || len(s.ops) < 3 || !isLit(s.ops[0], "a") && !isLit(s.ops[0], "u") {
		return doings{}
	}
	return doings{deletes: s.ops[2:]}
}

// rcloneLocalDeletes: rclone's deleting verbs on a local path (no
// `remote:` before its first slash; ~ or $HOME at its start, the home,
// rt20d #14) delete that path; move and moveto delete their local source.
func rcloneLocalDeletes(p *Part) doings {
	ops := scanArgs(p, "--config", "--include", "--exclude", "--filter", "--min-age", "--max-age", "--min-size", "--max-size").ops
	if len(ops) < 2 {
		return doings{}
	}
	targets := ops[1:]
	switch v, _ := ops[0].Literal(); v {
	case "delete", "deletefile", "purge", "rmdir", "rmdirs":
	case "move", "moveto": // its source, moved away (rt38 #4)
		targets = ops[1:2]
	default:
		return doings{}
	}
	var out []Word
	for _, w := range targets {
		lit, _ := litPrefix(w)
		head, _, _ := strings.Cut(lit, "/")
		tilde := len(w.Segs) > 0 && (w.Segs[0].Kind == SegTilde || w.Segs[0].Kind == SegParam && w.Segs[0].Text == "HOME")
		if tilde || !strings.Contains(head, ":") && (lit != "" || len(w.Segs) == 0) {
			out = append(out, w)
		}
	}
	return doings{deletes: out}
}

// journalVacuumDeletes: journalctl --vacuum-time, -size or -files delete
// the journal's archived files.
func journalVacuumDeletes(p *Part) doings {
	for _, w := range p.Args() {
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "--vacuum-") {
			return doings{deletes: []Word{globWord("/var/log/journal/", "*")}}
		}
	}
	return doings{}
}
