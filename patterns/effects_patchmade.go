package patterns

// A patch applied earlier in the line rewrites files it names and the
// line does not show (rt23d #6): `git apply p.diff && make`, `patch -p1 <
// /tmp/p.diff && make`. Any of them may be the Makefile, a build script
// or a test a later part runs, so the patch makes the tree it applies to
// (the working directory, git's --directory or -C, patch's -d), as an
// archive extracted there does; a later part that runs a made file, or a
// build or test tool reading a tree that holds one, is unreadable. A
// patch only checked or summarised (git apply --check, --stat, --numstat,
// --summary without --apply; patch --dry-run) writes nothing; patch
// FILE PATCHFILE writes FILE alone.

// patchMakes is patch's maker, as above.
func patchMakes(p *Part, dir place) []made {
	s := scanArgs(p, "-i", "--input", "-d", "--directory", "-p", "--strip", "-o", "--output", "-r",
		"--reject-file", "-B", "--prefix", "-z", "--suffix", "-D", "--ifdef", "-F", "--fuzz", "-V", "--version-control")
	if s.has("--dry-run", "-C", "--check") {
		return nil
	}
	if outs := s.all("-o", "--output"); len(outs) > 0 {
		return placesOf(outs, dir, false, "patches")
	}
	if len(s.ops) > 0 {
		return placesOf(s.ops[:1], dir, false, "patches")
	}
	if ds := s.all("-d", "--directory"); len(ds) > 0 {
		return placesOf(ds[len(ds)-1:], dir, true, "patches")
	}
	d := dir
	d.tree = true
	return []made{{place: d, how: "patches"}}
}

// gitApplyMakes returns what git apply or git am, at ops[at], makes:
// the tree it runs in (below --directory's), unless it only checks or
// summarises.
func gitApplyMakes(p *Part, ops []Word, at int, dir place) []made {
	if isLit(ops[at], "apply") {
		if hasWord(p, "--check") || (hasWord(p, "--stat") || hasWord(p, "--numstat") || hasWord(p, "--summary")) && !hasWord(p, "--apply") {
			return nil
		}
	}
	// git refuses a patch's path below .git (verify_path), so, as for
	// a clone, the repository's configuration and hooks are not made.
	d := dir
	d.tree = true
	return []made{{place: d, how: "patches", clone: true}}
}
