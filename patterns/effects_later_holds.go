package patterns

import "strings"

// A directory copied or extracted wholesale into a directory that holds
// a place whose files run later writes that place too (rt21i #3, rt21d
// #5): `cp -r x/hooks .git/`, `tar xf hk.tar -C .git`, `unzip a.zip -d
// .git`, `rsync -a x/ .git/` and `tar xf cfg.tar -C .vscode` carry
// .git/hooks/*, .git/config or .vscode/tasks.json with them, as a copy
// into the place itself does. Such a write is judged as writing DIR/*:
// runs-later when DIR is at or above a place of the one runs-later table
// (below the anchor: an extraction into the project's top, or the home,
// is judged by what it may overwrite there, see effects_later.go).
// A plain copy of named files into such a directory (`cp ci.yml
// .github/`) is judged by the names it writes, as before.

// holdsLaterAt reports whether part p writes the tree m (a recursive
// copy or sync, or an extraction, into a directory) that is, or lies
// above, a place whose files run later, and what runs it.
func holdsLaterAt(p *Part, m made) (string, bool) {
	if !m.tree || len(m.pat) != 1 || m.pat[0] == "" || m.pat[0] == "/" {
		return "", false
	}
	if what, ok := namedInto(p, m); ok {
		return what, true
	}
	if !wholesale(p, m) {
		return "", false
	}
	dirs := append([]string{m.pat[0]}, gitDirAliases(m.pat[0])...)
	for _, n := range gitNested {
		// a nested git directory itself (.git/modules/sub) holds what
		// .git does
		if i := strings.Index(m.pat[0]+"/", n); i >= 0 {
			dirs = append(dirs, m.pat[0][:i]+"/.git")
		}
	}
	for _, d := range dirs {
		for _, tables := range [][]laterPlace{laterPlaces, laterPlacesRoot, laterPlacesBuild, laterPlacesHookManagers} { // not the harness directories: cmd.guard-tamper judges a tree written into .claude, .gemini …
			for _, l := range tables {
				if holdsPlace(l, m.at, d) {
					return l.what, true
				}
			}
		}
	}
	return "", false
}

// wholesale reports whether part p writes its tree m as a whole: an
// extraction, a sync, or a recursive copy.
func wholesale(p *Part, m made) bool {
	switch {
	case m.how == "extracts into" || m.how == "receives into" || m.how == "copies into":
		return true
	case p.Program == "rsync":
		return true
	case p.Program == "cp" || p.Program == "scp":
		return hasFlag(p, "-r", "-R", "--recursive", "-a", "--archive")
	}
	return false
}

// holdsPlace reports whether directory d (a path below anchor at) is or
// holds the runs-later place l, a place in any directory: d ends with a
// leading part of l's components (.git holds /.git/hooks, .github holds
// /.github/workflows).
func holdsPlace(l laterPlace, at anchor, d string) bool {
	d = strings.TrimSuffix(d, "/")
	if l.at != atSome {
		// a place of the home or the root (tar -x -C /etc, ~/.config):
		// judged by what it may overwrite there, as the home's top is
		return false
	}
	lp := strings.ToLower(l.pat[0]) // d is folded (effects_later.go)
	for i := 1; i <= len(lp); i++ {
		if i < len(lp) && lp[i] != '/' {
			continue
		}
		if strings.HasSuffix(d, lp[:i]) { // lp[:i] starts with "/": a whole component
			return true
		}
	}
	return false
}

// namedInto reports whether a copy or move of literal sources into the
// directory m writes, by a source's own name, a place whose files run
// later (`mv hooks .git/` writes .git/hooks), and what runs it.
func namedInto(p *Part, m made) (string, bool) {
	switch p.Program {
	case "cp", "mv", "rsync", "scp", "install":
	default:
		return "", false
	}
	ops, targets := operandWords(p, "--target-directory", "-t")
	if len(targets) == 0 && len(ops) > 0 {
		dest, _ := ops[len(ops)-1].Literal()
		ops = ops[:len(ops)-1]
		if len(ops) == 1 && !strings.HasSuffix(dest, "/") && !holdsAny(m) {
			return "", false // cp a b: b may be the new file's name, not a directory
		}
	}
	for _, w := range ops {
		v, ok := w.Literal()
		if !ok || p.Program == "rsync" && strings.HasSuffix(v, "/") {
			continue // contents, or a name not known: wholesale judges it
		}
		base := v[strings.LastIndexByte(strings.TrimRight(v, "/"), '/')+1:]
		base = strings.ToLower(strings.TrimRight(base, "/")) // m is folded
		if base == "" || base == "." || base == ".." {
			continue
		}
		if what, ok := runsLaterAt(place{at: m.at, pat: []string{strings.TrimSuffix(m.pat[0], "/") + "/" + base}, tree: true}); ok {
			return what, true
		}
	}
	return "", false
}

// holdsAny reports whether the directory m is at or above a place whose
// files run later (.git, .github, .vscode): a directory, whatever its
// spelling.
func holdsAny(m made) bool {
	for _, tables := range [][]laterPlace{laterPlaces, laterPlacesRoot, laterPlacesBuild, laterPlacesHookManagers} {
		for _, l := range tables {
			if holdsPlace(l, m.at, m.pat[0]) && !strings.HasSuffix(m.pat[0], strings.ToLower(l.pat[0])) {
				return true
			}
		}
	}
	return false
}
