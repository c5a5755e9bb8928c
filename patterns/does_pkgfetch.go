package patterns

// A package manager's own fetch verbs (rt19d #16): what `pip download`,
// `npm pack NAME` and `gem fetch NAME` save is a package file from the
// registry, written where they name (pip's -d, npm's
// --pack-destination) or here. Counted as writes, a package file they
// fetch and the line then installs is made-then-run, as one fetched by
// curl is (`pip download x && pip install x-1.0.tar.gz`). `npm pack`
// with no package, or of a directory, packs the project's own code and
// writes nothing fetched.

// pkgFetchTable holds them.
func pkgFetchTable() map[string]doer {
	return map[string]doer{
		"pip": pipDownloadWrites, "pip3": pipDownloadWrites,
		"npm": npmPackWrites, "pnpm": npmPackWrites,
		"gem": gemFetchWrites,
	}
}

// pipDownloadWrites: pip download saves into -d's directory (--dest),
// or here.
func pipDownloadWrites(p *Part) doings {
	s := scanArgs(p, "-d", "--dest", "-r", "--requirement", "-c", "--constraint", "-i", "--index-url",
		"--extra-index-url", "-f", "--find-links", "--platform", "--python-version", "--implementation", "--abi",
		"--no-binary", "--only-binary", "--progress-bar", "--src", "--cache-dir", "--log", "--proxy", "--trusted-host")
	if len(s.ops) == 0 || !isLit(s.ops[0], "download") {
		return doings{}
	}
	dest := lastOr(s.all("-d", "--dest"), LitWord("."))
	return doings{writes: []Word{filesIn(dest, ".whl"), filesIn(dest, ".tar.gz"), filesIn(dest, ".zip"), filesIn(dest, ".tar.bz2")}}
}

// npmPackWrites: npm pack SPEC fetches SPEC's tarball into
// --pack-destination (or here); with no spec, or a path, it packs local
// code.
func npmPackWrites(p *Part) doings {
	s := scanArgs(p, "--pack-destination", "--registry", "-w", "--workspace")
	if len(s.ops) < 2 || !isLit(s.ops[0], "pack") {
		return doings{}
	}
	fetched := false
	for _, w := range s.ops[1:] {
		lit, _ := litPrefix(w)
		if lit == "" || lit[0] != '.' && lit[0] != '/' && lit[0] != '~' {
			fetched = true
		}
	}
	if !fetched {
		return doings{}
	}
	return doings{writes: []Word{filesIn(lastOr(s.all("--pack-destination"), LitWord(".")), ".tgz")}}
}

// gemFetchWrites: gem fetch NAME saves NAME-VERSION.gem here.
func gemFetchWrites(p *Part) doings {
	s := scanArgs(p, "-v", "--version", "-s", "--source", "--platform")
	if len(s.ops) < 2 || !isLit(s.ops[0], "fetch") {
		return doings{}
	}
	return doings{writes: []Word{filesIn(LitWord("."), ".gem")}}
}

// filesIn is DIR/*EXT: files of one kind, named by what was fetched,
// written in a directory (a package file's name never starts with a
// dot, and bash's * matches none that does).
func filesIn(dir Word, ext string) Word {
	w := joinWord(dir, "")
	w.Segs = mergeLits(append(w.Segs, Seg{Kind: SegGlob, Text: "*"}, Seg{Kind: SegLit, Text: ext}))
	w.Raw += "*" + ext
	return w
}

// lastOr is the last of ws, or def when there is none.
func lastOr(ws []Word, def Word) Word {
	if len(ws) == 0 {
		return def
	}
	return ws[len(ws)-1]
}
