package policyfile

import (
	"strings"
	"testing"
)

// TestCheckNodeName: a broker's node name is one a rule scope can name
// alone (rt16f finding 5: each refused name here served before, and
// stayed a known node of the fleet).
func TestCheckNodeName(t *testing.T) {
	for _, tc := range []struct{ name, says string }{
		{"n1", ""},
		{"build-07.example.com", ""},
		{"node_3", ""},
		{"", "empty"},
		{" n1", "blanks"},
		{"n1 ", "blanks"},
		{"a b", "blank"},
		{"a\u00a0b", "invisible"},
		{"n*", "glob"},
		{"n?", "glob character"},
		{"n[12]", "glob character"},
		{"n1/x", "holds /"},
		{"..", "not a name"},
		{".", "not a name"},
		{"n\x1b", "control"},
		{"n\u202e1", "invisible"},
	} {
		got := CheckNodeName(tc.name)
		if (got == "") != (tc.says == "") || !strings.Contains(got, tc.says) {
			t.Errorf("CheckNodeName(%q) = %q, want it saying %q", tc.name, got, tc.says)
		}
	}
}

// FuzzCheckNodeName: a name taken is one a node scope takes, and that
// names itself alone.
func FuzzCheckNodeName(f *testing.F) {
	for _, s := range []string{"n1", "n*", "a b", "..", "n1/x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if CheckNodeName(name) != "" {
			return
		}
		if CheckNodeGlob(name) != "" || strings.ContainsAny(name, "*/ ") || name == ".." {
			t.Errorf("took %q", name)
		}
	})
}

// TestGlobHintShowsAsWritten: the hint holds no backslash, which safe
// display escapes (rt16f finding 10: it read "{ } and \\ are not globs").
func TestGlobHintShowsAsWritten(t *testing.T) {
	if strings.Contains(GlobHint, `\`) {
		t.Errorf("GlobHint holds a backslash, shown doubled: %s", GlobHint)
	}
}
