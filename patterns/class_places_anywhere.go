package patterns

import (
	"path/filepath"
	"slices"
	"strings"
)

// A harness reads its project settings from the directory it is started
// in (and crush from every directory up to the repository's root), not
// only from the workdir: a line that writes sub/.claude/settings.json and
// then starts Claude Code in sub runs the hook it wrote (rt37h D1). The
// queue lists the settings of the home, the project and the workdir's
// ancestors by their full paths; a harness's project settings in any
// other directory are guarded by their names: a path whose last
// components are one of [HarnessSettings] (component-aligned:
// x/.claude/settings.json is, x.claude/settings.json is not), or the
// directory a name of it stands in (x/.claude, as the root's .claude is a
// directory holding a protected path). The table is fixed, so the cost
// of a look does not grow with anything.

// settingsAnywhere are the places of [HarnessSettings]' names in any
// directory: */NAME for each file (*/D/*SUFFIX for the files a harness
// loads from D by their extension), and */D for each directory a name
// stands in (settingsAnywhereDirs). They are shared, and not to be
// changed.
var settingsAnywhere = lazy[[][]string]{build: func() [][]string {
	var out [][]string
	for _, name := range HarnessSettings() {
		name = filepath.ToSlash(name)
		if dir, suffix, ok := namesIn("/" + name); ok {
			out = append(out, []string{"", dir + "/", suffix})
		} else {
			out = append(out, []string{"", "/" + name})
		}
	}
	for _, d := range settingsAnywhereDirs.get() {
		out = append(out, []string{"", d})
	}
	return out
}}

// settingsAnywhereDirs are the directories [HarnessSettings]' names
// stand in, each with a slash before it: /.claude, /.gemini,
// /.gemini/policies …
var settingsAnywhereDirs = lazy[[]string]{build: func() []string {
	var out []string
	for _, name := range HarnessSettings() {
		for d := dirOfName(filepath.ToSlash(name)); d != ""; d = dirOfName(d) {
			if !slices.Contains(out, "/"+d) {
				out = append(out, "/"+d)
			}
		}
	}
	return out
}}

// dirOfName returns the directory part of a slash-separated name, ""
// when it has none (a name with one slash, at its start, has none).
func dirOfName(name string) string {
	if i := strings.LastIndexByte(name, '/'); i > 0 {
		return name[:i]
	}
	return ""
}

// settingsDirAnywhere reports whether the cleaned, lowercased absolute
// path v is a directory a harness's settings name stands in (x/.claude,
// x/.gemini/policies), without being a settings file itself: a
// directory made there makes no settings ([protected-made]).
func settingsDirAnywhere(v string) bool {
	for _, d := range settingsAnywhereDirs.get() {
		if strings.HasSuffix(v, d) {
			return true
		}
	}
	return false
}

// suffixGlobMight is globMight for a place */NAME of settingsAnywhere:
// whether a path matching the glob components g might end in NAME's
// components (a component of NAME with a star, *.toml, is left to
// suffixPlaceNamed, which compared it).
func suffixGlobMight(g []string, name string, deep bool) bool {
	if deep {
		return true
	}
	s := splitPath(name)
	if len(g) < len(s)+1 {
		return false
	}
	for i, c := range s {
		if !strings.Contains(c, "*") && !globComponent(g[len(g)-len(s)+i], c, false) {
			return false
		}
	}
	return true
}

// suffixPlaceNamed reports whether a path of the shape sh, not known
// whole, may be the place pl of settingsAnywhere by its name: sh's last
// component is known and is the place's (settings.json, .claude), or
// ends as the place's files do (*.toml), or sh is the entries of a
// directory the place's file stands in (x/.codex/*). A path whose name is not known
// (build/*, "$OUT", sub/*.json) is not read as a harness's settings in
// some directory: only the settings the context lists by their full
// paths are guarded against every path that might be them.
func suffixPlaceNamed(pl []string, sh shape) bool {
	if len(sh) == 2 && sh[1] == "" && strings.HasSuffix(sh[0], "/") {
		// The entries of x/.codex/ (rsync -a evil/ sub/.codex/): the
		// files of the directories the place's file stands in.
		dir := strings.TrimSuffix(sh[0], "/")
		for d := dirOfName(pl[1]); d != ""; d = dirOfName(d) {
			if strings.HasSuffix(dir, d) {
				return true
			}
		}
		return false
	}
	last := sh[len(sh)-1]
	i := strings.LastIndexByte(last, '/')
	if i < 0 {
		return false
	}
	name := last[i+1:]
	if len(pl) == 3 {
		return len(name) > len(pl[2]) && strings.HasSuffix(name, pl[2])
	}
	return name == pl[1][strings.LastIndexByte(pl[1], '/')+1:]
}
