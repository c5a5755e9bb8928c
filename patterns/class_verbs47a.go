package patterns

import (
	"path"
	"strings"
)

// The classes of verbs47a (fx47a, rt46 §A3, §A4, §A6): a volume shrunk
// below what it holds, a system program's mode taken away, and a
// playbook named for tearing down.

// judgeVolumeShrink is [volume-shrink], a program class: a logical
// volume or an ext filesystem made smaller, as lvreduce makes it (which
// asks whatever its size). lvresize (also `lvm lvresize`) with a size
// or extent count starting with - (`-L -50G`, `-L-50G`, `--size=-50G`,
// `-l -100`) certainly shrinks; an absolute size (`-L 1G`) forced past
// LVM's own question (-f, --force, -y, --yes) might, for the volume's
// present size is not on the line; a size not known might too. resize2fs
// forced (-f) with a size, or with -M (to the smallest it can be), might
// shrink past its own safety checks. Growing (`-L +10G`, lvextend) and an
// unforced absolute size, which LVM asks about before reducing, are left
// alone. `lvm lvreduce` is lvreduce.
func judgeVolumeShrink(_ string, w Word, ctx *Context) Judgement {
	prog, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	args := p.Args()
	if prog == "lvm" && len(args) > 0 {
		sub, _ := args[0].Literal()
		switch sub {
		case "lvreduce":
			return Judgement{Might: true, Certainly: true}
		case "lvresize":
			prog, args = "lvresize", args[1:]
		}
	}
	switch prog {
	case "lvresize":
		return lvresizeShrinks(args)
	case "resize2fs":
		return resize2fsShrinks(args)
	}
	return Judgement{}
}

// lvresizeShrinks judges lvresize's arguments (after the program). Its
// test mode (-t, --test) changes nothing.
func lvresizeShrinks(args []Word) Judgement {
	var sizes []Word
	forced, test := false, false
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			continue
		}
		switch {
		case v == "--":
			i = len(args)
		case v == "--size" || v == "--extents":
			if i+1 < len(args) {
				sizes = append(sizes, args[i+1])
				i++
			}
		case strings.HasPrefix(v, "--size=") || strings.HasPrefix(v, "--extents="):
			_, val, _ := strings.Cut(v, "=")
			sizes = append(sizes, LitWord(val))
		case v == "--force" || v == "--yes":
			forced = true
		case v == "--test":
			test = true
		case len(v) > 1 && v[0] == '-' && v[1] != '-':
			var size *Word
			forced, test, size, i = lvresizeShorts(v, args, i, forced, test)
			if size != nil {
				sizes = append(sizes, *size)
			}
		}
	}
	if test {
		return Judgement{}
	}
	var j Judgement
	for _, s := range sizes {
		v, ok := s.Literal()
		switch {
		case !ok:
			j.Might = true
		case strings.HasPrefix(v, "-"):
			return Judgement{Might: true, Certainly: true}
		case strings.HasPrefix(v, "+"):
		case forced:
			j.Might = true
		}
	}
	return j
}

// lvresizeShorts reads a bundle of lvresize's short options, args[i]
// (-f, -y, -t; -L and -l take the size, -A, -i and -I a value, the rest
// of the bundle or the next word), and returns what it read and the
// index of the last word it took.
func lvresizeShorts(v string, args []Word, i int, forced, test bool) (bool, bool, *Word, int) {
	for k := 1; k < len(v); k++ {
		switch v[k] {
		case 'f', 'y':
			forced = true
		case 't':
			test = true
		case 'L', 'l', 'A', 'i', 'I':
			var val *Word
			switch {
			case k+1 < len(v):
				w := LitWord(v[k+1:])
				val = &w
			case i+1 < len(args):
				val = &args[i+1]
				i++
			}
			if v[k] != 'L' && v[k] != 'l' {
				val = nil
			}
			return forced, test, val, i
		}
	}
	return forced, test, nil, i
}

// resize2fsOptValued are resize2fs's options that take a value.
var resize2fsOptValued = []string{"-d", "-S", "-z", "-b"}

// resize2fsShrinks judges resize2fs's arguments (after the program).
func resize2fsShrinks(args []Word) Judgement {
	forced, minimize := false, false
	var ops []Word
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			ops = append(ops, args[i])
			continue
		}
		switch {
		case contains(resize2fsOptValued, v):
			i++
		case len(v) > 1 && v[0] == '-' && v[1] != '-':
			forced = forced || strings.ContainsRune(v[1:], 'f')
			minimize = minimize || strings.ContainsRune(v[1:], 'M')
		default:
			ops = append(ops, args[i])
		}
	}
	if forced && (minimize || len(ops) > 1) {
		return Judgement{Might: true}
	}
	return Judgement{}
}

// sysBinDirs are the directories of the machine's own programs, whose
// execute and set-user-ID bits keep it usable and administrable.
var sysBinDirs = []string{"/bin", "/sbin", "/usr/bin", "/usr/sbin", "/usr/libexec"}

// setuidPrograms are the programs that work only by their set-user-ID
// bit: the ways to become root and the everyday ones that need it.
var setuidPrograms = []string{"sudo", "sudoedit", "su", "doas", "pkexec", "passwd", "chsh", "chfn", "newgrp",
	"gpasswd", "mount", "umount", "fusermount", "fusermount3"}

// judgeBinModeLoss is [bin-mode-loss], a program class: chmod whose
// literal mode takes the owner's execute bit from a program in the
// machine's own program directories (/bin, /sbin, /usr/bin, /usr/sbin,
// /usr/libexec; not /usr/local), or the set-user-ID bit from one that
// needs it (sudo, su, pkexec, passwd, mount …: `chmod -x /usr/bin/sudo`,
// `chmod 644 /usr/bin/sudo`, `chmod u-s /usr/bin/su`, `chmod 755
// /usr/bin/sudo`, which clears the bit); or, with -R, from a tree that
// holds those directories (`chmod -R 644 /usr`). Modes that leave both
// bits (`chmod 755 /usr/bin/tool`, `chmod go-w /usr/bin/x`, `chmod +x`)
// are left alone, and so is a mode not known; a mode that opens a system
// tree to writes is [system-tree]'s.
func judgeBinModeLoss(_ string, w Word, ctx *Context) Judgement {
	if v, ok := programWordKey(w); !ok || v != "chmod" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	mode, recursive, modeSeen := "", false, false
	var ops []Word
	for _, a := range p.Args() {
		v, ok := a.Literal()
		switch {
		case !ok && !modeSeen:
			return Judgement{} // the mode is not known
		case !ok:
			ops = append(ops, a)
		case !modeSeen && strings.HasPrefix(v, "--reference"):
			return Judgement{}
		case !modeSeen && v == "--recursive":
			recursive = true
		case !modeSeen && strings.HasPrefix(v, "--"):
		case !modeSeen && strings.HasPrefix(v, "-") && strings.Trim(v[1:], "rwxXst") != "":
			recursive = recursive || strings.ContainsRune(v, 'R')
		case !modeSeen:
			mode, modeSeen = v, true
		default:
			ops = append(ops, a)
		}
	}
	noExec, noSetuid := modeLoss(mode)
	if !noExec && !noSetuid {
		return Judgement{}
	}
	for i := range ops {
		pth := resolvePath(&ops[i], ctx)
		if pth.any {
			continue
		}
		v, ok := pth.shape.certain()
		if !ok {
			// A glob within one directory (/usr/bin/*): every name it
			// matches lies there.
			if !pth.globs || len(pth.shape) < 2 || strings.Count(pth.shape[0], "/") == 0 {
				continue
			}
			dir := cleanAbs(pth.shape[0][:strings.LastIndexByte(pth.shape[0], '/')+1])
			if noExec && inBinDir(dir) {
				return Judgement{Might: true, Certainly: true}
			}
			continue
		}
		v = cleanAbs(v)
		switch {
		case noExec && inBinDir(path.Dir(v)):
			return Judgement{Might: true, Certainly: true}
		case noSetuid && inBinDir(path.Dir(v)) && contains(setuidPrograms, path.Base(v)):
			return Judgement{Might: true, Certainly: true}
		case recursive && holdsBinDir(v):
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// inBinDir reports whether a clean absolute directory is one of sysBinDirs.
func inBinDir(dir string) bool { return contains(sysBinDirs, dir) }

// holdsBinDir reports whether a clean absolute path is one of sysBinDirs or
// a directory above one.
func holdsBinDir(v string) bool {
	for _, d := range sysBinDirs {
		if within(d, v) {
			return true
		}
	}
	return false
}

// modeLoss reports whether a literal chmod mode takes away the owner's
// or the others' execute bit (`chmod 700 /usr/bin/python3` leaves it to
// root alone; fx48b, rt46), and whether it takes away the set-user-ID
// bit. An octal mode sets them outright (GNU chmod clears a file's set-ID
// bits when it has fewer than four digits); a symbolic one takes them by
// - (or by = without them) for the owner (u, a, or no who at all) or,
// the execute bit, the others (o). A mode not read takes nothing.
func modeLoss(mode string) (noExec, noSetuid bool) {
	if octal := strings.TrimPrefix(mode, "="); octal != "" && len(octal) <= 4 && strings.Trim(octal, "01234567") == "" {
		owner, others := byte('0'), octal[len(octal)-1]
		if len(octal) >= 3 {
			owner = octal[len(octal)-3]
		}
		return (owner-'0')&1 == 0 || (others-'0')&1 == 0, len(octal) < 4 || (octal[0]-'0')&4 == 0
	}
	for _, clause := range strings.Split(mode, ",") {
		i := strings.IndexAny(clause, "+-=")
		if i < 0 {
			return false, false // not a mode read here
		}
		who := clause[:i]
		if strings.Trim(who, "ugoa") != "" {
			return false, false
		}
		owner := who == "" || strings.ContainsAny(who, "ua")
		others := who == "" || strings.ContainsAny(who, "oa")
		for rest := clause[i:]; rest != ""; {
			op := rest[0]
			perms := rest[1:]
			if j := strings.IndexAny(perms, "+-="); j >= 0 {
				perms, rest = perms[:j], perms[j:]
			} else {
				rest = ""
			}
			if !owner && !others || strings.ContainsAny(perms, "ugo") {
				continue
			}
			switch op {
			case '-':
				noExec = noExec || strings.ContainsRune(perms, 'x')
				noSetuid = noSetuid || owner && strings.ContainsRune(perms, 's')
			case '=':
				noExec = noExec || !strings.ContainsAny(perms, "xX")
				noSetuid = noSetuid || owner && !strings.ContainsRune(perms, 's')
			}
		}
	}
	return noExec, noSetuid
}

// teardownWords are the words a playbook's name holds when it tears
// down what it runs on.
var teardownWords = []string{"destroy", "teardown", "tear-down", "tear_down", "decommission", "deprovision", "nuke", "wipe"}

// judgeTeardownPlaybook is [teardown-playbook]: a literal playbook file
// (.yml, .yaml) whose name says it tears down what it runs on
// (destroy.yml, teardown.yaml, playbooks/decommission-db.yml, nuke.yml),
// as `make release`'s name says it publishes: a might, for the name is
// the playbook's and the plays are not on the line.
func judgeTeardownPlaybook(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	base := strings.ToLower(path.Base(v))
	stem, ext := base, path.Ext(base)
	if ext != ".yml" && ext != ".yaml" {
		return Judgement{}
	}
	stem = strings.TrimSuffix(stem, ext)
	for _, t := range teardownWords {
		if strings.Contains(stem, t) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}
