package patterns

import (
	"path"
	"strings"
)

// A place is a path a part makes or runs, as far as the reader knows it
// without the ask's context: relative to the directory the line starts in
// or to the home directory (neither of which it knows), absolute, or below
// a directory it cannot place at all. Two places under the same known
// anchor are compared exactly; otherwise the anchor might be anywhere, and
// they are compared as star-patterns (see piecesMeet): "might be the
// same".

// anchor is what a place's path is relative to.
type anchor uint8

// The anchors of a place.
const (
	atRoot anchor = iota // an absolute path
	atCwd                // the directory the line starts in
	atHome               // the home directory
	atSome               // a directory the reader cannot place
)

// place is a path made or run.
type place struct {
	at anchor
	// pat is the path below the anchor as a star-pattern: absolute for
	// atRoot, else "" for the anchor itself and "/a/b" below it.
	pat []string
	// tree: a directory made, everything below it made too.
	tree bool
}

// fakeHome is the home directory the line's directories are walked with
// (see partDirs): a path no real one can be, deep enough that leaving it
// with ".." is seen.
const fakeHome = "/\x00home/\x00/\x00/\x00/\x00/\x00/\x00/\x00/\x00"

// lineDirs returns, per part, the directory it runs in as a place: where a
// literal cd moved it from the line's start.
func lineDirs(cmd *Command) []place {
	dirs := partDirs(cmd, ".", fakeHome)
	out := make([]place, len(dirs))
	for i, d := range dirs {
		out[i] = dirPlace(d)
	}
	return out
}

// dirPlace reads a directory from partDirs (walked from "." with
// fakeHome) as a place.
func dirPlace(dir string) place {
	switch {
	case dir == unknownDir:
		return place{at: atSome, pat: []string{""}}
	case dir == fakeHome || strings.HasPrefix(dir, fakeHome+"/"):
		return place{at: atHome, pat: []string{dir[len(fakeHome):]}}
	case strings.IndexByte(dir, 0) >= 0:
		// Above the home directory: somewhere the reader cannot place.
		return place{at: atSome, pat: []string{dir[strings.LastIndexByte(dir, 0)+1:]}}
	case strings.HasPrefix(dir, "/"):
		return place{at: atRoot, pat: []string{dir}}
	}
	return below(atCwd, "", dir)
}

// below returns the place rel (relative, literal) below base (a literal
// path under anchor at: "" or "/a/b"); leaving the anchor with ".." leads
// somewhere the reader cannot place.
func below(at anchor, base, rel string) place {
	if at == atRoot {
		return place{at: atRoot, pat: []string{path.Clean(base + "/" + rel)}}
	}
	r := cleanRel(strings.TrimPrefix(base, "/") + "/" + rel)
	if r == ".." || strings.HasPrefix(r, "../") {
		for r == ".." || strings.HasPrefix(r, "../") {
			r = strings.TrimPrefix(strings.TrimPrefix(r, ".."), "/")
		}
		at = atSome
	}
	if r == "" {
		return place{at: at, pat: []string{""}}
	}
	return place{at: at, pat: []string{"/" + r}}
}

// wordPlace reads word w, a path a part names, in directory dir. ok is
// false for a word that names no file (standard input, a device).
func wordPlace(w Word, dir place) (place, bool) {
	if rest, isHome := homeRest(&w); isHome {
		if v, lit := rest.Literal(); lit {
			return below(atHome, "", v), true
		}
		sh := wordShape(&rest, &Context{})
		if !strings.HasPrefix(sh[0], "/") {
			return place{at: atSome, pat: sh}, true
		}
		return place{at: atHome, pat: sh}, true
	}
	sh := wordShape(&w, &Context{})
	if v, ok := sh.certain(); ok {
		switch {
		case v == "" || v == "-":
			return place{}, false
		case strings.HasPrefix(v, "/"):
			c := path.Clean(v)
			if pl, ok, special := specialPlace(c); special {
				return pl, ok
			}
			return place{at: atRoot, pat: []string{c}}, true
		}
		if len(dir.pat) != 1 {
			return place{at: atSome, pat: []string{"/" + cleanRel(v)}}, true
		}
		return below(dir.at, dir.pat[0], v), true
	}
	switch {
	case strings.HasPrefix(sh[0], "/"):
		return place{at: atRoot, pat: sh}, true
	case sh[0] == "" || strings.Contains(sh[0], "..") || len(dir.pat) != 1:
		return place{at: atSome, pat: sh}, true
	}
	head := sh[0]
	for strings.HasPrefix(head, "./") {
		head = strings.TrimLeft(head[2:], "/") // ./x is x (find's {} is ./**)
	}
	first := strings.TrimSuffix(dir.pat[0], "/") + "/" + head
	if head == "" && len(sh) > 1 {
		first = strings.TrimSuffix(dir.pat[0], "/") // ./**/x: the star may be no directory at all
	}
	pat := append([]string{first}, sh[1:]...)
	return place{at: dir.at, pat: pat}, true
}

// loose is the place's pattern when its anchor might be anywhere: a star
// in front of it.
func (p place) loose() []string {
	if p.at == atRoot {
		return p.pat
	}
	return append([]string{""}, p.pat...)
}

// under is the pattern of what stands below pattern pat.
func under(pat []string) []string {
	out := append([]string{}, pat...)
	if last := out[len(out)-1]; !strings.HasSuffix(last, "/") {
		out[len(out)-1] = last + "/"
	}
	return append(out, "")
}

// covers reports whether the made place m might be, or hold, the place
// run.
func (m place) covers(run place) bool {
	if m.at == atCwd && run.at == atHome && len(m.pat) == 1 && len(run.pat) == 1 {
		return cwdCoversHome(m, run) // effects_place_home.go
	}
	a, b := m.pat, run.pat
	if m.at != run.at || m.at == atSome {
		a, b = m.loose(), run.loose()
	}
	return piecesMeet(a, b) || m.tree && piecesMeet(under(a), b)
}

// String writes the place for a sentence: ~ for the home directory, ./ for
// the line's directory, … for one the reader cannot place, * for what it
// does not know.
func (p place) String() string {
	head := map[anchor]string{atRoot: "", atCwd: ".", atHome: "~", atSome: "…"}[p.at]
	s := head + strings.Join(p.pat, "*")
	if s == "." {
		return "./"
	}
	return s
}
