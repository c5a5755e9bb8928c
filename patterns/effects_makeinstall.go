package patterns

import "strings"

// A build's install target writes the tree the line points it at (fx43d,
// rt42 #7): `make DESTDIR=/ install` and `make install PREFIX=/usr` write
// below / and /usr, `./configure --prefix=/etc && make install` below
// /etc, `cmake --install build --prefix /usr` below /usr. Each is read as
// a write of that whole directory (treeWord), as `pip install --prefix
// DIR` and an archive extracted there are (effects_installbins.go), so
// the defaults that judge written trees judge it: a stage in the work
// tree (`make install DESTDIR=$PWD/stage`, `make DESTDIR=./pkg install`)
// is everyday. DESTDIR wins over the prefix (the files land below
// DESTDIR); an empty value is no choice. A plain `make install` writes
// where the Makefile says, which the line does not show: left alone.

// makeDirVars are the variables an install target reads for where it
// writes, as make's arguments or the line's settings name them.
var makeDirVars = []string{"DESTDIR", "PREFIX", "prefix"}

// configuredPrefix is the installDoers' setting for a prefix an earlier
// configure step of the line chose (not a variable a shell could set).
const configuredPrefix = "configure --prefix"

// makeTakes are make's options that take a value as the next word.
var makeTakes = []string{"-C", "--directory", "-f", "--file", "--makefile", "-I", "--include-dir", "-j", "--jobs",
	"-l", "--load-average", "-o", "--old-file", "--assume-old", "-W", "--what-if", "--new-file", "--assume-new", "-E", "--eval"}

// makeInstallWrites: make (and ninja) given an install target writes the
// tree below DESTDIR, else below the prefix its arguments, the line's
// settings or an earlier configure step choose.
func makeInstallWrites(p *Part, env map[string]string) []Word {
	s := scanArgs(p, makeTakes...)
	var install *Word // the target word, which the ask names for a directory the line sets elsewhere
	args := map[string]Word{}
	for i, w := range s.ops {
		lit, _ := litPrefix(w)
		if name, _, ok := strings.Cut(lit, "="); ok && contains(makeDirVars, name) {
			args[name] = w
			continue
		}
		if v, ok := w.Literal(); ok && install == nil && (v == "install" || strings.HasPrefix(v, "install-")) {
			install = &s.ops[i]
		}
	}
	if install == nil {
		return nil
	}
	for _, name := range makeDirVars {
		if w, ok := args[name]; ok {
			if d, ok := makeVarDir(w, name); ok && (name == "DESTDIR" || !handPrefix(w.Raw[len(name)+1:])) {
				return []Word{treeWord(d)}
			}
			if ok {
				return nil
			}
			continue
		}
		if v := env[name]; v != "" {
			if name != "DESTDIR" && handPrefix(v) || !knownDir(v) {
				return nil
			}
			return []Word{settingTree(v, *install)}
		}
	}
	if v := env[configuredPrefix]; v != "" && !handPrefix(v) && knownDir(v) {
		return []Word{settingTree(v, *install)}
	}
	return nil
}

// handPrefix reports whether v is a prefix software built by hand
// installs to by convention, /usr/local or the home's ~/.local
// (`make install PREFIX=$HOME/.local`, `make PREFIX=/usr/local
// install`): everyday, as a plain `make install` is.
func handPrefix(v string) bool {
	v = strings.TrimRight(strings.Trim(v, `'"`), "/")
	switch v {
	case "/usr/local", "~/.local", "$HOME/.local", "${HOME}/.local":
		return true
	}
	return false
}

// knownDir reports whether a setting's value names a directory the
// reader knows: no parameter or substitution but the home and the
// directory the line runs in (`make DESTDIR="$d" install` of a
// temporary directory made earlier is not judged).
func knownDir(v string) bool {
	v = strings.Trim(v, `'"`)
	for _, lead := range []string{"$PWD", "${PWD}", "$(pwd)", "$HOME", "${HOME}"} {
		if rest, ok := strings.CutPrefix(v, lead); ok && (rest == "" || strings.HasPrefix(rest, "/")) {
			v = rest
			break
		}
	}
	return !strings.ContainsAny(v, "$`")
}

// settingTree is the tree below the directory setting v names, with the
// span of the word at (the part's own word the ask names: the target).
func settingTree(v string, at Word) Word {
	d := installDirWord(v)
	d.Span = at.Span
	return treeWord(d)
}

// makeVarDir is the directory make's NAME=VALUE argument w names, with
// w's span (the ask names the argument); false for an empty value.
func makeVarDir(w Word, name string) (Word, bool) {
	raw := strings.Trim(strings.TrimPrefix(w.Raw, name+"="), `'"`)
	if raw == "" || !knownDir(raw) {
		return Word{}, false
	}
	d := installDirWord(raw)
	d.Span = w.Span
	return d, true
}

// cmakeInstallWrites: cmake --install DIR --prefix P writes the tree
// below P (without --prefix, the prefix the build was configured with,
// which an earlier `cmake -DCMAKE_INSTALL_PREFIX=P` of the line names).
func cmakeInstallWrites(p *Part, env map[string]string) []Word {
	s := scanArgs(p, "--install", "--prefix", "--config", "--component", "--build", "-S", "-B", "-G", "-T", "-A")
	dirs := s.all("--install")
	if len(dirs) == 0 {
		return nil
	}
	if ps := s.all("--prefix"); len(ps) > 0 {
		d := ps[len(ps)-1]
		if v, ok := d.Literal(); ok && v == "" {
			return nil
		}
		return []Word{treeWord(d)}
	}
	if v := env[configuredPrefix]; v != "" {
		return []Word{settingTree(v, dirs[0])}
	}
	return nil
}

// configurePrefix reads the install prefix a configure step chooses:
// `./configure --prefix=DIR` (or `--prefix DIR`), `cmake
// -DCMAKE_INSTALL_PREFIX=DIR` (a type, `:PATH`, allowed).
func configurePrefix(q *Part) (string, bool) {
	args := q.Args()
	for i, a := range args {
		raw := a.Raw
		switch q.Program {
		case "configure":
			if v, ok := strings.CutPrefix(raw, "--prefix="); ok {
				return strings.Trim(v, `'"`), true
			}
			if raw == "--prefix" && i+1 < len(args) {
				return strings.Trim(args[i+1].Raw, `'"`), true
			}
		case "cmake":
			if rest, ok := strings.CutPrefix(raw, "-DCMAKE_INSTALL_PREFIX"); ok {
				if _, v, ok := strings.Cut(rest, "="); ok && (rest[0] == '=' || rest[0] == ':') {
					return strings.Trim(v, `'"`), true
				}
			}
		}
	}
	return "", false
}
