package patterns

import "strings"

// Tools delete through verbs of their own (rt17d #2): cmake's `-E rm`,
// `remove` and `remove_directory`; `cargo clean` removes its whole target
// directory (`--target-dir`, `CARGO_TARGET_DIR`); `go clean -modcache`
// removes the module cache (`GOMODCACHE`, or `GOPATH`/pkg/mod, when the
// line sets them); `bazel clean --expunge` its output base
// (`--output_base`); maven's clean plugin its build directory
// (`-Dproject.build.directory`); and npm's delete tools by other names
// (`premove`, `rm-cli`, `rimraf` through any runner). Each is read as a
// delete of those paths, so the defaults that judge deletes see them.

// toolDeleteTable maps the programs whose own verbs delete.
func toolDeleteTable() map[string]doer {
	return map[string]doer{
		"cmake": cmakeDeletes, "cargo": cargoCleanDeletes, "go": goCleanDeletes,
		"bazel": bazelCleanDeletes, "bazelisk": bazelCleanDeletes,
		"mvn": mvnCleanDeletes, "mvnw": mvnCleanDeletes,
		"premove": operandDeletes, "rm-cli": operandDeletes, "rmrf": operandDeletes,
		"remove": operandDeletes, "trash-cli": operandDeletes,
		"btrfs": btrfsSubvolumeDeletes,
		"perl":  interpDeletes, "python": interpDeletes, "python3": interpDeletes, // does_interpdeletes.go
	}
}

// cmakeDeletes: cmake -E rm|remove|remove_directory|rmdir PATHS.
func cmakeDeletes(p *Part) doings {
	args := p.Args()
	if len(args) < 2 || !isLit(args[0], "-E") {
		return doings{}
	}
	verb, _ := args[1].Literal()
	switch verb {
	case "rm", "remove", "remove_directory", "rmdir":
	default:
		return doings{}
	}
	var out []Word
	for _, w := range args[2:] {
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "-") && lit != "-" && lit != "--" {
			continue
		}
		if isLit(w, "--") {
			continue
		}
		out = append(out, w)
	}
	return doings{deletes: out}
}

// cargoCleanDeletes: cargo clean removes its target directory.
func cargoCleanDeletes(p *Part) doings {
	s := scanArgs(p, "--target-dir", "--manifest-path", "-p", "--package", "--profile", "--target", "--color", "-Z", "--config")
	if len(s.ops) == 0 || !isLit(s.ops[0], "clean") {
		return doings{}
	}
	if dirs := s.all("--target-dir"); len(dirs) > 0 {
		return doings{deletes: dirs}
	}
	if w, ok := assignedWord(p, "CARGO_TARGET_DIR", "CARGO_BUILD_TARGET_DIR"); ok {
		return doings{deletes: []Word{w}}
	}
	return doings{}
}

// goCleanDeletes: go clean -modcache removes the module cache the line
// points elsewhere.
func goCleanDeletes(p *Part) doings {
	s := scanArgs(p)
	if len(s.ops) == 0 || !isLit(s.ops[0], "clean") || !contains(s.flags, "-modcache") {
		return doings{}
	}
	if w, ok := assignedWord(p, "GOMODCACHE"); ok {
		return doings{deletes: []Word{w}}
	}
	if w, ok := assignedWord(p, "GOPATH"); ok {
		return doings{deletes: []Word{joinWord(w, "pkg/mod")}}
	}
	return doings{}
}

// bazelCleanDeletes: bazel clean --expunge removes the output base.
func bazelCleanDeletes(p *Part) doings {
	s := scanArgs(p, "--output_base", "--output_user_root")
	if len(s.ops) == 0 || !isLit(s.ops[0], "clean") || !contains(s.flags, "--expunge") && !contains(s.flags, "--expunge_async") {
		return doings{}
	}
	return doings{deletes: append(s.all("--output_base"), s.all("--output_user_root")...)}
}

// mvnCleanDeletes: maven's clean deletes the build directory a -D names.
func mvnCleanDeletes(p *Part) doings {
	clean := false
	var dirs []Word
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		switch {
		case lit == "clean" || strings.HasPrefix(lit, "clean:"):
			clean = true
		case strings.HasPrefix(lit, "-Dproject.build.directory="):
			dirs = append(dirs, subWord(w, len("-Dproject.build.directory=")))
		case strings.HasPrefix(lit, "-Dproject.build.outputDirectory="):
			dirs = append(dirs, subWord(w, len("-Dproject.build.outputDirectory=")))
		}
	}
	if !clean {
		return doings{}
	}
	return doings{deletes: dirs}
}

// assignedWord returns the value a prefix assignment of the part gives
// one of the names, as a word: ~ and $HOME (or ${HOME}) at its start
// are the home directory, any other expansion is not known.
func assignedWord(p *Part, names ...string) (Word, bool) {
	pairs, _ := envAssigns(p)
	for i := len(pairs) - 1; i >= 0; i-- {
		if contains(names, pairs[i][0]) {
			return assignValueWord(pairs[i][1]), true
		}
	}
	return Word{}, false
}

// assignValueWord reads an assignment's value text as a word: ~, $HOME
// and the cwd ($PWD, ${PWD}, $(pwd), quoted or not: fx39a) followed by
// plain text are the paths they start; any other expansion is not known.
func assignValueWord(v string) Word {
	switch {
	case v == "~" || strings.HasPrefix(v, "~/"):
		return Word{Raw: v, Segs: mergeLits([]Seg{{Kind: SegTilde}, {Kind: SegLit, Text: v[1:]}})}
	case !strings.ContainsAny(v, "$`*?["):
		return LitWord(v)
	}
	if lead, rest, ok := assignValueLead(v); ok {
		return Word{Raw: v, Segs: mergeLits([]Seg{lead, {Kind: SegLit, Text: rest}})}
	}
	return Word{Raw: v, Segs: []Seg{{Kind: SegParam}}}
}

// btrfsSubvolumeDeletes: `btrfs subvolume delete PATHS` (by any unique
// abbreviation btrfs takes: `su d`, `sub del`) deletes each subvolume,
// the files below it with it, as `rm -rf PATH` does (rt39 D424: `sudo
// btrfs subvolume delete /` was named cmd.cloud-delete; it deletes this
// machine's root, a directory holding the home). With `--subvolid`/`-i`
// the operand is the filesystem, and the subvolume deleted is somewhere
// below it. `snapshot`, `show`, `list` delete nothing.
func btrfsSubvolumeDeletes(p *Part) doings {
	s := scanArgs(p, "-i", "--subvolid")
	if len(s.ops) < 3 {
		return doings{}
	}
	group, _ := s.ops[0].Literal()
	verb, _ := s.ops[1].Literal()
	if len(group) < 2 || !strings.HasPrefix("subvolume", group) || verb == "" || !strings.HasPrefix("delete", verb) {
		return doings{}
	}
	return doings{deletes: s.ops[2:]}
}
