package patterns

import "strings"

// deleteTable35 are more programs that delete, found missing by a red-team
// pass (rt31, fx35b): GNOME's old gvfs-rm and gvfs-trash and KDE's
// kioclient rm/del (as gio remove and gio trash); Mercurial's purge (and
// its clean alias) and revert, Subversion's revert, which throw away a
// work tree's untracked files or changes (as git clean and git checkout
// do), below -R/--repository/--cwd for hg; unison, which makes each root
// match the other (deletes and all: `unison e /srv/data -batch -force e`);
// salt's file.remove and file.rmdir on its minions; and chmod taking every
// permission away (`chmod -R 000 /srv/data`: no one can read what it
// holds, as if deleted).
func deleteTable35() map[string]doer {
	return map[string]doer{
		"gvfs-rm": operandDeletes, "gvfs-trash": operandDeletes,
		"kioclient": kioDeletes, "kioclient5": kioDeletes, "kioclient6": kioDeletes,
		"hg": hgDeletes, "svn": svnDeletes, "unison": unisonDeletes,
		"salt": saltDeletes, "salt-ssh": saltDeletes, "salt-call": saltDeletes,
		"chmod": chmodDeletes,
	}
}

// kioDeletes: kioclient rm|del|remove URL…, and move|mv SRC… DEST, which
// deletes its sources (fx47a, rt46 §A12: `kioclient5 move ~ trash:/`).
func kioDeletes(p *Part) doings {
	ops := scanArgs(p).ops
	switch {
	case len(ops) > 1 && (isLit(ops[0], "rm") || isLit(ops[0], "del") || isLit(ops[0], "remove")):
		return doings{deletes: ops[1:]}
	case len(ops) > 2 && (isLit(ops[0], "move") || isLit(ops[0], "mv")):
		return doings{deletes: ops[1 : len(ops)-1]}
	}
	return doings{}
}

// hgDeletes: hg purge/clean deletes the work tree's untracked files (all
// below the named paths, or the whole tree); hg revert throws away the
// changes of the paths it names, or of the whole tree with --all. The
// tree is -R's, --repository's or --cwd's directory when given.
func hgDeletes(p *Part) doings {
	s := scanArgs(p, "-R", "--repository", "--cwd", "-I", "--include", "-X", "--exclude", "-r", "--rev",
		"--config", "--encoding", "--color", "--pager", "-T", "--template")
	var base *Word
	for _, name := range []string{"-R", "--repository", "--cwd"} {
		for i := range s.vals[name] {
			base = &s.vals[name][i]
		}
	}
	ops := s.ops
	if len(ops) == 0 {
		return doings{}
	}
	sub, _ := ops[0].Literal()
	if sub != "purge" && sub != "clean" && sub != "revert" {
		return doings{}
	}
	if contains(s.flags, "-n") || contains(s.flags, "--dry-run") || contains(s.flags, "-p") || contains(s.flags, "--print") {
		return doings{}
	}
	dir := LitWord(".")
	if base != nil {
		dir = *base
	}
	var d doings
	for _, w := range ops[1:] {
		d.deletes = append(d.deletes, joinWords(dir, w))
	}
	if len(ops) == 1 && (sub != "revert" || contains(s.flags, "--all") || contains(s.flags, "-a")) {
		d.deletes = append(d.deletes, treeWord(dir))
	}
	return d
}

// svnDeletes: svn revert PATH… throws away their local changes;
// svn cleanup --remove-unversioned (or --remove-ignored) PATH deletes
// files below it.
func svnDeletes(p *Part) doings {
	s := scanArgs(p, "--depth", "--changelist", "--cl", "--config-dir", "--config-option", "--username", "--password")
	if len(s.ops) < 2 {
		return doings{}
	}
	sub, _ := s.ops[0].Literal()
	switch {
	case sub == "revert":
	case sub == "cleanup" && (contains(s.flags, "--remove-unversioned") || contains(s.flags, "--remove-ignored")):
	default:
		return doings{}
	}
	var d doings
	for _, w := range s.ops[1:] {
		d.deletes = append(d.deletes, treeWord(w), w)
	}
	return d
}

// unisonValued are unison's options that take a value that is no root.
var unisonValued = []string{"-path", "-ignore", "-ignorenot", "-logfile", "-sshargs", "-servercmd",
	"-backup", "-backupdir", "-backuplocation", "-backupprefix", "-backupsuffix", "-merge", "-nodeletion",
	"-sortfirst", "-sortlast", "-follow", "-rsrc", "-ui", "-debug", "-label", "-addprefsto", "-perms",
	"-copyprog", "-copyprogrest", "-diff", "-fastercheckUNSAFE", "-immutable", "-maxthreads", "-retry",
	"-repeat", "-rootalias", "-watch", "-key", "-ignorecase", "-copythreshold", "-ignorelocks", "-stream",
	"-source", "-include", "-sshcmd"}

// unisonDeletes: unison ROOT1 ROOT2 makes each root match the other,
// deleting what the other lacks; every local root (and -root's) may lose
// what it holds. A lone operand is a profile, whose roots the line does
// not show.
func unisonDeletes(p *Part) doings {
	args := p.Args()
	var roots []Word
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if strings.HasPrefix(lit, "-") {
			name, _, eq := strings.Cut(lit, "=")
			if !eq && contains(unisonValued, name) {
				i++
			}
			if !eq && name == "-root" && i+1 < len(args) {
				roots = append(roots, args[i+1])
				i++
			}
			continue
		}
		roots = append(roots, args[i])
	}
	if len(roots) < 2 {
		return doings{}
	}
	var d doings
	for _, r := range roots {
		if v, ok := r.Literal(); ok && strings.Contains(v, "://") {
			continue // a root on another host
		}
		d.deletes = append(d.deletes, treeWord(r))
	}
	return d
}

// saltDeletes: salt TARGET file.remove PATH (and file.rmdir,
// file.delete_backup's file): the minion deletes PATH.
func saltDeletes(p *Part) doings {
	args := p.Args()
	for i, w := range args {
		v, ok := w.Literal()
		if ok && (v == "file.remove" || v == "file.rmdir") && i+1 < len(args) {
			return doings{deletes: []Word{args[i+1]}}
		}
	}
	return doings{}
}

// chmodDeletes: chmod with a mode that takes every permission away (000,
// a-rwx, a=, ugo=, =) leaves what it names unreadable by anyone: judged
// as a delete of its operands.
func chmodDeletes(p *Part) doings {
	s := scanArgs(p, "--reference")
	if len(s.ops) < 2 {
		return doings{}
	}
	mode, ok := s.ops[0].Literal()
	if !ok || !noPermissions(mode) {
		return doings{}
	}
	return doings{deletes: s.ops[1:]}
}

// noPermissions reports whether a chmod mode takes every permission away.
func noPermissions(mode string) bool {
	switch mode {
	case "a-rwx", "ugo-rwx", "a=", "ugo=", "=", "a-rwxst", "u=,g=,o=":
		return true
	}
	return mode != "" && strings.Trim(mode, "0") == ""
}
