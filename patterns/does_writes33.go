package patterns

import "strings"

// writeTable33 are the writers the red team rt31 found missing from the
// effects table (#3, #5): each names the file it writes, so the defaults
// judge it as any write of that file (a guarded settings file, a
// credentials file, a block device):
//
//   - RCS's merge writes the merge into its first file (not with -p);
//   - sdiff -o OUT writes OUT;
//   - fallocate's modes that change a file's content (-p punches a
//     hole, -z zeroes, -c collapses, -i inserts) write and throw away
//     what the file held; a plain allocation does not;
//   - dd's relatives: ddpt, sg_dd and dc3dd (of=, hof=, ofs=, hofs=,
//     wipe=, hwipe=) write their outputs;
//   - qemu-img dd of=OUT writes OUT;
//   - ntfsclone's -O/--overwrite and partclone's -o write their device;
//   - e2image -r/-I writes its last operand;
//   - cp --parents writes DIR joined with each source's path (cp
//     --parents .claude/settings.json /proj/ writes
//     /proj/.claude/settings.json).
func writeTable33() map[string]doer {
	t := map[string]doer{
		"merge": rcsMergeWrites, "sdiff": optWrites("-o", "--output"), "fallocate": fallocateDoes,
		"ddpt": ddFamilyWrites, "sg_dd": ddFamilyWrites, "dc3dd": ddFamilyWrites,
		"qemu-img": qemuImgWrites, "ntfsclone": optWrites("-O", "--overwrite"),
		"e2image": e2imageWrites, "cp": copyParentsWrites,
	}
	for _, fs := range partcloneFilesystems {
		t["partclone."+fs] = optWrites("-o", "--output", "-O", "--overwrite")
	}
	return t
}

// partcloneFilesystems are the filesystems partclone has a program for
// (partclone.ext4 …).
var partcloneFilesystems = []string{
	"ext2", "ext3", "ext4", "extfs", "ntfs", "fat", "fat12", "fat16", "fat32", "vfat", "exfat",
	"xfs", "btrfs", "hfsp", "hfs+", "f2fs", "reiserfs", "reiser4", "jfs", "minix", "nilfs2",
	"ufs", "vmfs", "vmfs5", "apfs", "dd", "imager", "restore", "chkimg", "info",
}

// rcsMergeWrites: RCS's merge FILE1 FILE2 FILE3 writes the merge into
// FILE1, unless -p prints it.
func rcsMergeWrites(p *Part) doings {
	s := scanArgs(p, "-L")
	if s.has("-p") || len(s.ops) == 0 {
		return doings{}
	}
	return doings{writes: s.ops[:1]}
}

// fallocateDoes: fallocate's -p (--punch-hole), -z (--zero-range), -c
// (--collapse-range) and -i (--insert-range) change the file's content
// in place: it is written and what it held is thrown away. A word that
// is not literal might be one of them.
func fallocateDoes(p *Part) doings {
	s := scanArgs(p, "-o", "--offset", "-l", "--length")
	modes := s.has("-p", "-z", "-c", "-i", "--punch-hole", "--zero-range", "--collapse-range", "--insert-range")
	for _, f := range s.flags {
		if strings.HasPrefix(f, "--punch") || strings.HasPrefix(f, "--zero") || strings.HasPrefix(f, "--collapse") || strings.HasPrefix(f, "--insert") {
			modes = true
		}
	}
	for _, w := range s.ops {
		if _, ok := w.Literal(); !ok {
			modes = true
		}
	}
	if !modes {
		return doings{}
	}
	return doings{writes: s.ops, deletes: s.ops}
}

// ddFamilyWrites: dd's relatives write their of= outputs; dc3dd also
// hof=, ofs=, hofs= and wipes wipe=/hwipe=.
func ddFamilyWrites(p *Part) doings {
	var out []Word
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		for _, key := range []string{"of=", "hof=", "ofs=", "hofs=", "wipe=", "hwipe="} {
			if strings.HasPrefix(lit, key) {
				out = append(out, subWord(w, len(key)))
				break
			}
		}
	}
	return doings{writes: out}
}

// qemuImgWrites: qemu-img dd … of=OUT writes OUT (convert's output is a
// default's pattern).
func qemuImgWrites(p *Part) doings {
	ops := scanArgs(p, "-f", "-O", "-T").ops
	if len(ops) == 0 || !isLit(ops[0], "dd") {
		return doings{}
	}
	var out []Word
	for _, w := range ops[1:] {
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "of=") {
			out = append(out, subWord(w, 3))
		}
	}
	return doings{writes: out}
}

// e2imageWrites: e2image -r or -I (restoring metadata) writes its last
// operand, which may be a device; -ra writes a raw image to it.
func e2imageWrites(p *Part) doings {
	s := scanArgs(p, "-b", "-B", "-o", "-O")
	if len(s.ops) < 2 || !s.has("-r", "-I", "-Q") {
		return doings{}
	}
	return doings{writes: s.ops[len(s.ops)-1:]}
}

// copyParentsWrites: cp --parents SRC… DIR writes DIR joined with each
// source's whole path (a leading / dropped), not only its base name. A
// source that is not literal may name any path below DIR.
func copyParentsWrites(p *Part) doings {
	if !hasFlag(p, "--parents") {
		return doings{}
	}
	ops, targets, _ := copyOperands(p) // effects_copybraces.go
	var dest Word
	srcs := ops
	switch {
	case len(targets) > 0:
		dest = targets[len(targets)-1]
	case len(ops) >= 2:
		dest, srcs = ops[len(ops)-1], ops[:len(ops)-1]
	default:
		return doings{}
	}
	var out []Word
	for _, s := range srcs {
		v, ok := s.Literal()
		if !ok {
			out = append(out, treeWord(dest))
			continue
		}
		if rel := strings.TrimLeft(v, "/"); rel != "" {
			out = append(out, joinWord(dest, rel))
		}
	}
	return doings{writes: out}
}

// gitMergeFileWrites: git merge-file CURRENT BASE OTHER writes the merge
// into CURRENT, unless -p/--stdout prints it. The part already runs in
// -C's directory (eval_cwd.go), so CURRENT is judged from there.
func gitMergeFileWrites(p *Part) doings {
	args := p.Args()
	at := -1
	for i := 0; i < len(args); i++ {
		v, _ := args[i].Literal()
		if (v == "-C" || v == "-c" || v == "--git-dir" || v == "--work-tree") && i+1 < len(args) {
			i++
			continue
		}
		if v == "merge-file" {
			at = i
			break
		}
		if !strings.HasPrefix(v, "-") {
			return doings{}
		}
	}
	if at < 0 {
		return doings{}
	}
	var ops []Word
	for i := at + 1; i < len(args); i++ {
		v, ok := args[i].Literal()
		switch {
		case ok && (v == "-p" || v == "--stdout"):
			return doings{}
		case ok && v == "-L":
			i++
		case ok && strings.HasPrefix(v, "-") && v != "-":
		default:
			ops = append(ops, args[i])
		}
	}
	if len(ops) == 0 {
		return doings{}
	}
	return doings{writes: ops[:1]}
}
