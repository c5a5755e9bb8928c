package main

import (
	"runtime/debug"
	"strings"
)

// version says which ozdesk this is, from what the Go toolchain recorded
// in the binary: the module's version ("(devel)" for a build from a
// checkout), the commit it was built from and whether the tree had
// changes, and the Go version. A development build that recorded no
// commit says so plainly, so a report never quotes a bare "(devel)". A
// binary with no build information says "unknown".
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	return versionOf(info)
}

// versionOf is [version] for the build information info.
func versionOf(info *debug.BuildInfo) string {
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, at string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	var more []string
	if rev == "" && v == "(devel)" {
		more = append(more, "no commit recorded: built without version control information, as with -buildvcs=false or outside a git checkout")
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		r := "revision " + rev
		if at != "" {
			r += " of " + at
		}
		if modified {
			r += ", with changes not committed"
		}
		more = append(more, r)
	}
	if info.GoVersion != "" {
		more = append(more, "built with "+info.GoVersion)
	}
	if len(more) == 0 {
		return v
	}
	return v + " (" + strings.Join(more, "; ") + ")"
}
