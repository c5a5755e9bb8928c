package patterns

import "strings"

// Bash's globs stay within one path component, and a * or ? at the start
// of a component matches no name that starts with a dot (dotglob off):
// rm -f *.log cannot reach .claude/settings.json, and ./* is not .ssh.
// The path classes use these rules to narrow what a globbed path might
// be; a ** component (find's depth, made by the effects table) matches
// any number of components, dot-directories included.

// globMight reports whether the globbed path p might be the place pl (a
// star-pattern of dirPlaces: a literal path, or D/ followed by anything
// for what is below D). It answers true when it cannot tell.
func globMight(p pathOf, pl []string) bool {
	if len(p.shape) == 0 || p.shape[0] == "" {
		return true // a directory the reader does not know comes first
	}
	for _, piece := range p.shape {
		if strings.Contains(piece, "*") {
			return true
		}
	}
	g := splitPath(strings.Join(p.shape, "*"))
	var at []string
	below := false
	switch {
	case len(pl) == 1:
		at = splitPath(pl[0])
	case len(pl) == 2 && pl[1] == "" && strings.HasSuffix(pl[0], "/") && !strings.Contains(pl[0], "*"):
		at, below = splitPath(strings.TrimSuffix(pl[0], "/")), true
		if pl[0] == "/" {
			at = []string{""}
		}
		if p.deep && fileName(at[len(at)-1]) {
			// find's names below a file (settings.json): there are none.
			return false
		}
	case len(pl) == 2 && strings.HasSuffix(pl[0], "/") && pl[0] != "/" && pl[1] != "" &&
		!strings.Contains(pl[0], "*") && !strings.ContainsAny(pl[1], "*/"):
		// D/*SUFFIX ([namesIn]): below D, and a name that may end so.
		if !nameMayEnd(g[len(g)-1], pl[1]) {
			return false
		}
		at, below = splitPath(strings.TrimSuffix(pl[0], "/")), true
	case len(pl) >= 2 && pl[0] == "" && strings.HasPrefix(pl[1], "/"):
		// */NAME, */D/*SUFFIX: a harness's settings in any directory
		// (settingsAnywhere).
		return suffixGlobMight(g, strings.Join(pl[1:], "*")[1:], p.deep)
	default:
		return true
	}
	return globMeets(g, at, below, p.deep, 0)
}

// globMeets reports whether a path matching the glob components g might
// be the path at (below it, when below); deep makes each whole-component
// * a ** that matches any number of components. depth bounds the work on
// runs of ** components.
func globMeets(g, at []string, below, deep bool, depth int) bool {
	if depth > 64 {
		return true
	}
	for len(g) > 0 && len(at) > 0 {
		c := g[0]
		if deep && c == "*" {
			return globMeets(g[1:], at, below, deep, depth+1) || globMeets(g, at[1:], below, deep, depth+1)
		}
		if !globComponent(c, at[0], deep) {
			return false
		}
		g, at = g[1:], at[1:]
	}
	if len(at) > 0 {
		return false
	}
	if below {
		return len(g) > 0
	}
	for _, c := range g {
		if !(deep && c == "*") {
			return false
		}
	}
	return true
}

// globComponent matches one component: stars match any run of characters
// but a leading dot. In a deep path (find's ROOT/**/NAME, or a globstar
// word) a star matches a leading dot too: find's -name does.
func globComponent(c, name string, deep bool) bool {
	if !deep && strings.HasPrefix(name, ".") && !strings.HasPrefix(c, ".") {
		return false
	}
	return piecesMatch(strings.Split(c, "*"), name)
}

// fileName reports whether a name reads as a file's: it has an extension
// (settings.json), or is one of the protected files that have none
// (crush's crushrc), so nothing stands below it.
func fileName(name string) bool {
	switch name {
	case "crushrc", ".crushrc":
		return true
	}
	i := strings.LastIndexByte(name, '.')
	return i > 0 && i < len(name)-1
}

// splitPath splits a path at its slashes.
func splitPath(s string) []string { return strings.Split(s, "/") }

// nameMayEnd reports whether a name the glob component c matches may end
// in suffix: the literal text after c's last glob character must fit
// suffix's end (`*.pyc` cannot end in .toml; `*`, `x*ml` and `*.toml`
// may).
func nameMayEnd(c, suffix string) bool {
	tail := c[strings.LastIndexAny(c, "*?]")+1:]
	return strings.HasSuffix(suffix, tail) || strings.HasSuffix(tail, suffix)
}
