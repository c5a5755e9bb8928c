package patterns

import (
	"path"
	"strings"
	"testing"
)

func TestStarPattern(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"*.pyc", "*.pyc"},
		{"settings.jso?", "settings.jso*"},
		{"x[ab]y", "x*y"},
		{"x[!.]y", "x*y"},
		{"x[]a]y", "x*y"},
		{"x[^]]y", "x*y"},
		{"x[", "x["},
		{"a[b", "a[b"},
	} {
		got, ok := starPattern(c.in)
		if !ok || got != c.want {
			t.Errorf("starPattern(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
	for _, bad := range []string{"", "a/b", `a\*`} {
		if _, ok := starPattern(bad); ok {
			t.Errorf("starPattern(%q) accepted", bad)
		}
	}
}

// FuzzFindName: find's -name narrowing never leaves out a name the
// pattern matches (path.Match stands in for fnmatch, whose * and ? match
// a leading dot as -name's do), and a find that may delete the harness
// settings or their directory is never allowed.
func FuzzFindName(f *testing.F) {
	for _, s := range [][2]string{
		{"*.pyc", "a.pyc"}, {"settings.jso?", "settings.json"}, {"*claude", ".claude"},
		{"[s]ettings.json", "settings.json"}, {"*.[jJ]son", "x.JSON"}, {"x[]]", "x]"}, {"?", "."},
	} {
		f.Add(s[0], s[1])
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		f.Fatal(err)
	}
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, "/home/op/proj/.claude/settings.json")
	f.Fuzz(func(t *testing.T, pat, name string) {
		if len(pat) > 64 || len(name) > 64 || strings.ContainsAny(name, "/\x00") {
			return
		}
		if sp, ok := starPattern(pat); ok {
			if m, err := path.Match(pat, name); err == nil && m && !piecesMatch(strings.Split(sp, "*"), name) {
				t.Fatalf("-name %q matches %q, but its star-pattern %q does not", pat, name, sp)
			}
		}
		if strings.ContainsAny(pat, "'\x00\n") {
			return
		}
		hits := false
		for _, n := range []string{"settings.json", ".claude"} {
			m, err := path.Match(pat, n)
			hits = hits || err == nil && m
		}
		if !hits {
			return
		}
		for _, cmd := range []string{
			"find . -name '" + pat + "' -delete",
			"find . -name '" + pat + "' -exec rm -rf {} +",
			"find . -type f -name '" + pat + "' -exec rm {} \\;",
		} {
			if v := pol.Explain(cmd, ctx, testNow); v.Outcome == Allow {
				t.Fatalf("%q may delete the harness settings, and is allowed", cmd)
			}
		}
	})
}
