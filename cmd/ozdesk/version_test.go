package main

import (
	"runtime/debug"
	"testing"
)

// TestVersionOf: the version names the module's version, the commit (cut
// to 12 hex digits) with its time and whether the tree had changes, and
// the Go version, from what the toolchain recorded. A development build
// with no commit recorded says so plainly (rt22k #11e: it printed only
// "(devel)", nothing to quote in a report).
func TestVersionOf(t *testing.T) {
	rev := []debug.BuildSetting{{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "5c7f9c512745068c801079392735b20cbae8cbbd"},
		{Key: "vcs.time", Value: "2026-12-01T07:54:40Z"}}
	for _, tt := range []struct {
		name string
		info debug.BuildInfo
		want string
	}{
		{"a test binary", debug.BuildInfo{}, "(devel) (no commit recorded: built without version control information, as with -buildvcs=false or outside a git checkout)"},
		{"a checkout without git", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}},
			"(devel) (no commit recorded: built without version control information, as with -buildvcs=false or outside a git checkout; built with go1.26.8)"},
		{"a checkout", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: rev},
			"(devel) (revision 5c7f9c512745 of 2026-12-01T07:54:40Z; built with go1.26.8)"},
		{"a checkout with changes", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: append(rev, debug.BuildSetting{Key: "vcs.modified", Value: "true"})},
			"(devel) (revision 5c7f9c512745 of 2026-12-01T07:54:40Z, with changes not committed; built with go1.26.8)"},
		{"go install at a tag", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.4.0"}},
			"v1.4.0 (built with go1.26.8)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := versionOf(&tt.info); got != tt.want {
				t.Errorf("versionOf = %q, want %q", got, tt.want)
			}
		})
	}
}
