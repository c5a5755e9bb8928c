package patterns

import (
	"strings"
)

// aria2cWrites: aria2c saves each URL under -o's name or its base name,
// in -d's directory; what an -i list, a torrent or a metalink names, the
// directory's entries.
func aria2cWrites(p *Part) doings {
	ops, outs := operandWords(p, "--out")
	var dir *Word
	if _, dirs := operandWords(p, "--dir"); len(dirs) > 0 {
		dir = &dirs[len(dirs)-1]
	}
	if aria2cUnnamed(p, ops) { // effects_madefetch.go
		base := LitWord(".")
		if dir != nil {
			base = *dir
		}
		return doings{writes: append(outs, treeWord(base))}
	}
	if len(outs) == 0 {
		return doings{writes: savedAs(ops, dir)}
	}
	if dir == nil {
		return doings{writes: outs}
	}
	var out []Word
	for _, o := range outs {
		out = append(out, joinWords(*dir, o))
	}
	return doings{writes: out}
}

// scriptWrites: script writes its typescript (the first operand, or
// ./typescript) and the logs its options name.
func scriptWrites(p *Part) doings {
	logs := []string{"-I", "--log-in", "-O", "--log-out", "-B", "--log-io", "-T", "--log-timing"}
	s := scanArgs(p, append([]string{"-c", "--command", "-E", "--echo", "-m", "--logging-format", "-F"}, logs...)...)
	w := notDash(s.all(logs...))
	for _, f := range s.flags {
		if v, ok := strings.CutPrefix(f, "--timing="); ok && v != "" {
			w = append(w, LitWord(v))
		}
	}
	switch {
	case len(s.ops) > 0:
		w = append(w, s.ops[0])
	case len(s.all("-O", "--log-out", "-B", "--log-io")) == 0:
		w = append(w, LitWord("typescript"))
	}
	return doings{writes: w}
}

// ghDownloadWrites: gh release download writes -O's file or the assets
// into -D's directory (or the current one); gh run download the
// artifacts into -D's.
func ghDownloadWrites(p *Part) doings {
	if !hasLitArg(p, "download") {
		return doings{}
	}
	s := scanArgs(p, "-R", "--repo", "-O", "--output", "-D", "--dir", "-p", "--pattern", "-A", "--archive", "-n", "--name", "--hostname")
	if len(s.ops) < 2 || !isLit(s.ops[1], "download") || !isLit(s.ops[0], "release") && !isLit(s.ops[0], "run") {
		return doings{}
	}
	if outs := notDash(s.all("-O", "--output")); len(outs) > 0 {
		return doings{writes: outs}
	}
	dir := LitWord(".")
	if ds := s.all("-D", "--dir"); len(ds) > 0 {
		dir = ds[len(ds)-1]
	}
	return doings{writes: []Word{treeWord(dir)}}
}

// localDest reports whether a copy's destination word is a path here,
// not a remote one (pod:/p, s3://b/k, gs://b, remote:path).
func localDest(w Word) bool {
	lit, _ := litPrefix(w)
	if strings.Contains(lit, "://") {
		return false
	}
	if strings.HasPrefix(lit, "/") || strings.HasPrefix(lit, ".") || strings.HasPrefix(lit, "~") ||
		len(w.Segs) > 0 && w.Segs[0].Kind != SegLit {
		return true
	}
	return !strings.Contains(lit, ":")
}

// copyTo returns what copying srcs onto dest writes when dest is here;
// tree: the copy is recursive (or a sync), so dest is a directory
// written below.
func copyTo(dest Word, srcs []Word, tree bool) []Word {
	if !localDest(dest) || isLit(dest, "-") {
		return nil
	}
	if tree {
		return []Word{dest, treeWord(dest)}
	}
	return destWrites(dest, srcs, false)
}

// kubectlCopyWrites: kubectl cp POD:SRC DEST writes DEST here.
func kubectlCopyWrites(p *Part) doings {
	ops, _ := operandWords(p)
	if len(ops) < 3 || !isLit(ops[0], "cp") {
		return doings{}
	}
	return doings{writes: copyTo(ops[len(ops)-1], ops[1:len(ops)-1], false)}
}

// awsCopyWrites: aws s3 cp/mv/sync SRC DEST writes DEST here; sync and
// --recursive write below it, and sync --delete deletes what DEST holds
// that SRC lacks (rt41: `aws s3 sync s3://empty ~/ --delete` deletes the
// home's files).
func awsCopyWrites(p *Part) doings {
	s := scanArgs(p, "--profile", "--region", "--endpoint-url", "--exclude", "--include", "--acl",
		"--storage-class", "--sse", "--content-type", "--cache-control", "--expires", "--metadata", "--grants")
	if len(s.ops) < 4 || !isLit(s.ops[0], "s3") {
		return doings{}
	}
	verb, _ := s.ops[1].Literal()
	if verb != "cp" && verb != "mv" && verb != "sync" {
		return doings{}
	}
	dest := s.ops[len(s.ops)-1]
	d := doings{writes: copyTo(dest, s.ops[2:len(s.ops)-1], verb == "sync" || s.has("--recursive"))}
	if verb == "sync" && s.has("--delete") && len(d.writes) > 0 {
		d.deletes = []Word{dest} // a sync from the bucket deletes the local files it lacks (fx42b)
	}
	return d
}

// storageCopyWrites: gsutil cp/mv/rsync and gcloud storage cp/mv/rsync
// (the verb at operand at) write their destination here.
func storageCopyWrites(at int) doer {
	return func(p *Part) doings {
		s := scanArgs(p, "-o", "-h", "-p", "-x", "-j", "-z", "--project", "--billing-project", "--configuration", "--account")
		if len(s.ops) < at+2 || at == 2 && !isLit(s.ops[0], "storage") {
			return doings{}
		}
		verb, _ := s.ops[at-1].Literal()
		if verb != "cp" && verb != "mv" && verb != "rsync" {
			return doings{}
		}
		rest := s.ops[at:]
		if len(rest) < 2 {
			return doings{}
		}
		dest := rest[len(rest)-1]
		d := doings{writes: copyTo(dest, rest[:len(rest)-1], verb == "rsync" || s.has("-r", "-R", "--recursive"))}
		if verb == "rsync" && s.has("-d", "--delete-unmatched-destination-objects") && len(d.writes) > 0 {
			d.deletes = []Word{dest} // an rsync from the bucket deletes the local files it lacks (fx42b)
		}
		return d
	}
}

// rcloneWrites: rclone copy/sync/move SRC DEST write below DEST here,
// copyto/moveto DEST itself, copyurl URL DEST the file.
func rcloneWrites(p *Part) doings {
	s := scanArgs(p, "--config", "--include", "--exclude", "--filter", "--transfers", "--checkers", "--log-file", "--bwlimit")
	if len(s.ops) < 3 {
		return doings{}
	}
	dest := s.ops[len(s.ops)-1]
	var w []Word
	switch verb, _ := s.ops[0].Literal(); verb {
	case "copy", "sync", "move", "bisync":
		w = copyTo(dest, nil, true)
		if verb == "sync" && len(w) > 0 {
			// a sync deletes the local files its source lacks (fx42b)
			return doings{writes: append(w, notDash(s.all("--log-file"))...), deletes: []Word{dest}}
		}
	case "copyto", "moveto", "copyurl":
		if localDest(dest) {
			w = []Word{dest}
		}
	}
	return doings{writes: append(w, notDash(s.all("--log-file"))...)}
}

// dockerOutputWrites: docker save/export -o FILE, and buildx's local
// outputs (-o DIR, --output type=local,dest=DIR or type=tar,dest=FILE).
func dockerOutputWrites(p *Part) doings {
	s := scanArgs(p, "-o", "--output", "-f", "--file", "-t", "--tag", "--platform", "--build-arg",
		"--target", "--context", "-H", "--host", "--config", "--cache-from", "--cache-to", "--secret", "--progress")
	if len(s.ops) == 0 {
		return doings{}
	}
	sub, _ := s.ops[0].Literal()
	if sub == "image" || sub == "container" || sub == "buildx" || sub == "builder" {
		if len(s.ops) > 1 {
			sub, _ = s.ops[1].Literal()
		}
	}
	var out []Word
	switch sub {
	case "save", "export":
		out = notDash(s.all("-o", "--output"))
	case "build", "b":
		for _, o := range s.all("-o", "--output") {
			v, ok := o.Literal()
			switch {
			case !ok:
				out = append(out, treeWord(o))
			case !strings.Contains(v, "="):
				if v != "-" {
					out = append(out, treeWord(o))
				}
			default:
				for _, kv := range strings.Split(v, ",") {
					if d, ok := strings.CutPrefix(kv, "dest="); ok && d != "-" {
						out = append(out, LitWord(d), treeWord(LitWord(d)))
					}
				}
			}
		}
	}
	return doings{writes: out}
}

// uudecodeWrites: uudecode -o FILE; without -o it writes the file each
// input's header names, which the line does not show.
func uudecodeWrites(p *Part) doings {
	s := scanArgs(p, "-o", "--output-file")
	if outs := s.all("-o", "--output-file"); len(outs) > 0 {
		return doings{writes: notDash(outs)}
	}
	return doings{writes: []Word{unknownPath(p, "the name in the input's header")}}
}

// unknownPath is a path the line does not show, standing at the part's
// program word: it might be any path.
func unknownPath(p *Part, what string) Word {
	return Word{Raw: what, Span: p.Words[0].Span, Segs: []Seg{{Kind: SegSubst, Text: what}}}
}

// sevenZipWrites: 7z a ARCHIVE writes the archive; 7z x/e extract into
// -o's directory (or the current one).
func sevenZipWrites(p *Part) doings {
	s := scanArgs(p)
	if len(s.ops) < 2 {
		return doings{}
	}
	switch cmd, _ := s.ops[0].Literal(); cmd {
	case "a", "u", "d", "rn":
		return doings{writes: s.ops[1:2]}
	case "x", "e":
		dir := LitWord(".")
		absolute := false
		for _, a := range p.Args() {
			lit, _ := litPrefix(a)
			if strings.HasPrefix(lit, "-o") && len(lit) > 2 || strings.HasPrefix(lit, "-o") && len(a.Segs) > 1 {
				dir = subWord(a, 2)
			}
			// -spf (-spf2) keeps the archive's absolute paths; without it
			// 7-Zip writes every member below the output directory.
			absolute = absolute || strings.HasPrefix(lit, "-spf") || len(a.Segs) > 1 && strings.HasPrefix(lit, "-sp")
		}
		if !absolute {
			return doings{writes: extractedInto(p, s.ops[1], dir)}
		}
		return doings{writes: []Word{treeWord(dir), unknownPath(p, "the paths the archive names")}}
	}
	return doings{}
}

// cpioWrites: cpio -i extracts the paths the archive names; -p copies
// into its directory operand; -o -F FILE writes the archive.
func cpioWrites(p *Part) doings {
	s := scanArgs(p, "-F", "--file", "-O", "-I", "-H", "--format", "-E", "-R", "-M", "-C")
	var out []Word
	switch {
	case s.has("-i", "--extract"):
		out = append(out, treeWord(LitWord(".")), unknownPath(p, "the paths the archive names"))
	case s.has("-p", "--pass-through"):
		for _, d := range s.ops {
			out = append(out, treeWord(d))
		}
	case s.has("-o", "--create"):
		out = append(out, notDash(s.all("-F", "--file", "-O"))...)
	}
	return doings{writes: out}
}

// dos2unixWrites: the converters edit their files in place, but -n
// (--newfile) IN OUT writes OUT; -o (--oldfile) goes back to in place.
func dos2unixWrites(p *Part) doings {
	var out []Word
	newFile, pending := false, 0
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		switch {
		case lit == "-n" || lit == "--newfile":
			newFile, pending = true, 0
			continue
		case lit == "-o" || lit == "--oldfile":
			newFile = false
			continue
		case strings.HasPrefix(lit, "-") && lit != "-":
			continue
		}
		if !newFile {
			out = append(out, w)
			continue
		}
		if pending%2 == 1 {
			out = append(out, w)
		}
		pending++
	}
	return doings{writes: out}
}

// asciinemaWrites: asciinema rec FILE writes the recording.
func asciinemaWrites(p *Part) doings {
	s := scanArgs(p, "-c", "--command", "-t", "--title", "-i", "--idle-time-limit", "--env", "--cols", "--rows")
	if len(s.ops) > 1 && isLit(s.ops[0], "rec") {
		return doings{writes: s.ops[1:2]}
	}
	return doings{}
}

// forgeCloneWrites: gh repo clone, gh gist clone, glab repo clone, hub
// clone, hg clone and svn checkout or export fill a directory: the
// operand after the repository, or the repository's base name (svn
// export of one file writes that file).
func forgeCloneWrites(p *Part) doings {
	if !hasLitArg(p, "clone", "checkout", "co", "export") {
		return doings{}
	}
	s := scanArgs(p, "-u", "--upstream-remote-name", "-r", "--rev", "-b", "--branch", "--depth", "--username", "--password")
	ops := s.ops
	if len(ops) > 0 && (isLit(ops[0], "repo") || isLit(ops[0], "gist") && p.Program == "gh") && (p.Program == "gh" || p.Program == "glab") {
		ops = ops[1:]
	}
	if len(ops) < 2 {
		return doings{}
	}
	switch verb, _ := ops[0].Literal(); verb {
	case "clone", "checkout", "co", "export":
	default:
		return doings{}
	}
	rest := ops[1:]
	// svn export of one file writes it (`svn export URL/i.sh`), not a
	// directory.
	file := p.Program == "svn" && isLit(ops[0], "export")
	if len(rest) > 1 && !isLit(rest[1], "--") {
		if file {
			return doings{writes: []Word{rest[1], treeWord(rest[1])}}
		}
		return doings{writes: []Word{treeWord(rest[1])}}
	}
	v, ok := rest[0].Literal()
	if !ok {
		return doings{writes: []Word{treeWord(LitWord("."))}}
	}
	base := LitWord(strings.TrimRight(strings.TrimSuffix(v[strings.LastIndexAny(strings.TrimRight(v, "/"), "/:")+1:], ".git"), "/"))
	if file {
		return doings{writes: []Word{base, treeWord(base)}}
	}
	return doings{writes: []Word{treeWord(base)}}
}

// hasLitArg reports, without allocating, whether one of p's arguments is
// literally one of names: a cheap test before a doer scans the part.
func hasLitArg(p *Part, names ...string) bool {
	for _, w := range p.Args() {
		if len(w.Segs) == 1 && w.Segs[0].Kind == SegLit && contains(names, w.Segs[0].Text) {
			return true
		}
	}
	return false
}
