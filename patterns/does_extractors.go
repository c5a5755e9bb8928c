package patterns

import "strings"

// Extractors beyond tar, unzip, 7z and cpio (rt22e #42): each writes the
// members of an archive the line does not show below a directory, so each
// is judged as tar -x -C DIR is (extractedInto): a write of every path
// below the directory, which may be the harness settings, a start-up
// file, or a Makefile that a later part runs. Listing, testing and
// printing write nothing.
//
//   - ar x ARCHIVE [MEMBER…] (GNU ar, busybox ar -x): the members named,
//     or every member, into the current directory (or --output DIR);
//   - dpkg -x / dpkg-deb -x, -X, -R DEB DIR: below DIR;
//   - unsquashfs [-d DIR] IMAGE: below DIR (squashfs-root without one);
//   - unrar x|e ARCHIVE [FILES] [DIR/]: below the operand that ends in a
//     slash, or here;
//   - unar [-o DIR] ARCHIVE, cabextract [-d DIR] CAB, lha x ARCHIVE
//     (xw=DIR), gem unpack GEM [--target DIR], unshar [-d DIR] FILE:
//     below their directory, or here;
//   - xorriso (osirrox) -extract ISO_PATH DISK_PATH (and -extract_r,
//     -extract_single, -cpx's last word): below DISK_PATH.

// extractorTable holds them.
func extractorTable() map[string]doer {
	return map[string]doer{
		"ar": arWrites, "gar": arWrites,
		"dpkg": dpkgExtractWrites, "dpkg-deb": dpkgExtractWrites,
		"unsquashfs": dirOptionExtract("squashfs-root", "-d", "-dest"),
		"unrar":      unrarWrites,
		"unar":       dirOptionExtract(".", "-o", "-output-directory", "--output-directory"),
		"cabextract": cabextractWrites,
		"lha":        lhaWrites, "lhasa": lhaWrites,
		"gem":     gemUnpackWrites,
		"unshar":  dirOptionExtract(".", "-d", "--directory"),
		"xorriso": xorrisoExtractWrites, "osirrox": xorrisoExtractWrites,
	}
}

// arWrites: the key (x, xv, -x, xo …) extracts; members named are
// written into the directory, or every member when none is named.
func arWrites(p *Part) doings {
	s := scanArgs(p, "--plugin", "--target", "--output")
	key, ops := "", s.ops
	for _, f := range s.flags {
		if k := strings.TrimPrefix(f, "-"); !strings.HasPrefix(k, "-") && strings.Contains(k, "x") {
			key = k
		}
	}
	if key == "" && len(ops) > 0 {
		if k, ok := ops[0].Literal(); ok && strings.Contains(k, "x") && !strings.ContainsAny(k, "./") {
			key, ops = k, ops[1:]
		}
	}
	if key == "" || len(ops) == 0 {
		return doings{}
	}
	dir := LitWord(".")
	if ds := s.all("--output"); len(ds) > 0 {
		dir = ds[len(ds)-1]
	}
	if len(ops) == 1 {
		return doings{writes: extractedInto(p, ops[0], dir)}
	}
	var out []Word
	for _, m := range ops[1:] {
		out = append(out, joinWords(dir, m))
	}
	return doings{writes: out}
}

// dpkgExtractWrites: dpkg -x (--extract) and dpkg-deb -x, -X
// (--vextract), -R (--raw-extract) DEB DIR write below DIR.
func dpkgExtractWrites(p *Part) doings {
	if !hasLitArg(p, "-x", "--extract", "-X", "--vextract", "-R", "--raw-extract", "-xv", "-vx") {
		return doings{}
	}
	s := scanArgs(p, "--admindir", "--root", "--instdir", "-D", "--debug", "-Z", "-z", "--status-fd", "--log")
	if len(s.ops) < 2 {
		return doings{}
	}
	return doings{writes: extractedInto(p, s.ops[0], s.ops[len(s.ops)-1])}
}

// dirOptionExtract: the program extracts its first operand below the
// value of one of names, or below def.
func dirOptionExtract(def string, names ...string) doer {
	valued := append([]string{"-p", "-password", "--password", "-e", "-encoding", "-ef", "-o", "-offset",
		"-processors", "-exclude-file", "-extract-file"}, names...)
	return func(p *Part) doings {
		s := scanArgs(p, valued...)
		if s.has("-l", "-ls", "-lls", "-s", "-stat", "-list", "--list") || len(s.ops) == 0 {
			return doings{}
		}
		dir := LitWord(def)
		if ds := s.all(names...); len(ds) > 0 {
			dir = ds[len(ds)-1]
		}
		return doings{writes: extractedInto(p, s.ops[0], dir)}
	}
}

// unrarWrites: unrar x|e ARCHIVE [FILES…] [DIR/] writes below the last
// operand when it ends in a slash, or here.
func unrarWrites(p *Part) doings {
	s := scanArgs(p)
	if len(s.ops) < 2 {
		return doings{}
	}
	if cmd, _ := s.ops[0].Literal(); cmd != "x" && cmd != "e" {
		return doings{}
	}
	dir := LitWord(".")
	if last := s.ops[len(s.ops)-1]; len(s.ops) > 2 && strings.HasSuffix(last.Raw, "/") {
		dir = last
	}
	return doings{writes: extractedInto(p, s.ops[1], dir)}
}

// cabextractWrites: cabextract [-d DIR] CAB… writes below DIR, or here;
// -l, -t and -p write no file.
func cabextractWrites(p *Part) doings {
	s := scanArgs(p, "-d", "--directory", "-F", "--filter", "-e", "--encoding")
	if s.has("-l", "--list", "-t", "--test", "-p", "--pipe") || len(s.ops) == 0 {
		return doings{}
	}
	dir := LitWord(".")
	if ds := s.all("-d", "--directory"); len(ds) > 0 {
		dir = ds[len(ds)-1]
	}
	return doings{writes: extractedInto(p, s.ops[0], dir)}
}

// lhaWrites: lha x|e[MODS][w=DIR] ARCHIVE writes below DIR, or here.
func lhaWrites(p *Part) doings {
	args := p.Args()
	if len(args) < 2 {
		return doings{}
	}
	key, ok := args[0].Literal()
	key = strings.TrimPrefix(key, "-")
	if !ok || key == "" || key[0] != 'x' && key[0] != 'e' {
		return doings{}
	}
	dir := LitWord(".")
	if i := strings.Index(key, "w="); i >= 0 {
		dir = subWord(args[0], len(args[0].Raw)-len(key)+i+2)
	}
	return doings{writes: extractedInto(p, args[1], dir)}
}

// gemUnpackWrites: gem unpack GEM [--target DIR] writes the gem's tree
// below DIR, or here.
func gemUnpackWrites(p *Part) doings {
	s := scanArgs(p, "--target", "--version", "-v", "--spec")
	if len(s.ops) < 2 || !isLit(s.ops[0], "unpack") {
		return doings{}
	}
	dir := LitWord(".")
	if ds := s.all("--target"); len(ds) > 0 {
		dir = ds[len(ds)-1]
	}
	return doings{writes: []Word{treeWord(dir)}}
}

// xorrisoExtractWrites: -extract, -extract_r and -extract_single
// ISO_PATH DISK_PATH write below DISK_PATH; -cpx ISO_PATH… DISK_PATH
// into its last word.
func xorrisoExtractWrites(p *Part) doings {
	args := p.Args()
	var out []Word
	for i := 0; i < len(args); i++ {
		switch lit, _ := args[i].Literal(); lit {
		case "-extract", "-extract_r", "-extract_single", "-extract_l":
			if i+2 < len(args) {
				out = append(out, treeWord(args[i+2]))
			}
		case "-cpx", "-cpax", "-cp_rx":
			j := i + 1
			for j < len(args) {
				if v, _ := litPrefix(args[j]); strings.HasPrefix(v, "-") {
					break
				}
				j++
			}
			if j-1 > i+1 {
				out = append(out, treeWord(args[j-1]))
			}
		}
	}
	return doings{writes: out}
}
