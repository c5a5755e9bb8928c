package patterns

import (
	"strings"
	"testing"
)

// TestMatchGlobWord (rt18k #2): in an allow, a star inside a pattern word
// reads as a glob in a pathname: `*` is one or more characters other than
// '/', `**` one or more characters with '/' among them, and neither
// stands for a "." or ".." component. `rm -r -f /srv/p1/*` allows the
// entries of /srv/p1, never /srv/p1/ itself. Tightening rules read stars
// widely (might).
func TestMatchGlobWord(t *testing.T) {
	const p1 = "rm -r -f /srv/p1/*"
	const deep = "rm -r -f /srv/p1/**"
	runMatchCases(t, []matchCase{
		// One component, one or more characters.
		{pat: p1, cmd: "rm -rf /srv/p1/item2", might: true, certain: true},
		{pat: p1, cmd: "rm -rf /srv/p1/.cache", might: true, certain: true},
		{pat: p1, cmd: "rm -rf /srv/p1/", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1//", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1///", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1/x/y", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1/x/", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1/./", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1/.", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1/..", might: true},
		{pat: p1, cmd: "rm -rf /srv/p1/../../etc", might: true},
		// A recursive delete of /srv/p1 deletes its entries: a
		// tightening rule matches it, an allow does not (fx36p).
		{pat: p1, cmd: "rm -rf /srv/p1", might: true},
		{pat: p1, cmd: "rm -f /srv/p1", might: false},
		{pat: p1, cmd: `rm -rf "/srv/p1/$X"`, might: true}, // $X may be empty or ../..
		{pat: p1, cmd: "rm -rf /srv/p1/*", might: true},    // several operands: only ** takes them
		// ** crosses '/', never a dot component, never the empty string.
		{pat: deep, cmd: "rm -rf /srv/p1/item2", might: true, certain: true},
		{pat: deep, cmd: "rm -rf /srv/p1/x/y/z", might: true, certain: true},
		{pat: deep, cmd: "rm -rf /srv/p1/x/", might: true, certain: true},
		{pat: deep, cmd: "rm -rf /srv/p1/", might: true},
		{pat: deep, cmd: "rm -rf /srv/p1//", might: true},
		{pat: deep, cmd: "rm -rf /srv/p1///", might: true},
		{pat: deep, cmd: "rm -rf /srv/p1/x/../../etc", might: true},
		{pat: deep, cmd: "rm -rf /srv/p1/..", might: true},
		{pat: deep, cmd: "rm -rf /srv/p1/x/./y", might: true},
		{pat: deep, cmd: "rm -rf /srv/p1/x..y/z", might: true, certain: true},
		{pat: "cat /srv/**.log", cmd: "cat /srv/a/b.log", might: true, certain: true},
		{pat: "cat /srv/**.log", cmd: "cat /srv/.log", might: true},
		{pat: "cat /srv/**/x", cmd: "cat /srv/a/b/x", might: true, certain: true},
		{pat: "cat /srv/**/x", cmd: "cat /srv/x"},
		// Dots the pattern writes itself.
		{pat: "cat ../shared/*", cmd: "cat ../shared/notes", might: true, certain: true},
		{pat: "cat /srv/p1/../*", cmd: "cat /srv/p1/../x", might: true, certain: true},
		{pat: "cat /srv/.*", cmd: "cat /srv/..", might: true},
		{pat: "cat /srv/.*", cmd: "cat /srv/.env", might: true, certain: true},
		// Stars inside a name.
		{pat: "make test.*", cmd: "make test.", might: true},
		{pat: "make test.*", cmd: "make test.a/b", might: true},
		{pat: "cp src/*.go dst", cmd: "cp src/.go dst", might: true},
		{pat: "cp src/*.go dst", cmd: "cp src/x/a.go dst", might: true},
		{pat: "cat a*b*c", cmd: "cat abc", might: true},
		{pat: "cat a*b*c", cmd: "cat aXbYc", might: true, certain: true},
		{pat: "cat a*bb*b", cmd: "cat aXbbYb", might: true, certain: true},
		{pat: "cat a*bb*b", cmd: "cat abbb", might: true},
		// The home.
		{pat: "rm -r -f ~/*", cmd: "rm -rf ~/", might: true},
		{pat: "rm -r -f ~/*", cmd: "rm -rf /home/op/x", might: true, certain: true},
		{pat: "rm -r -f ~/*", cmd: "rm -rf ~/x", ctx: emptyCtx, might: true, certain: true},
		{pat: "rm -r -f ~/*", cmd: "rm -rf ~/", ctx: emptyCtx, might: true},
		{pat: "rm -r -f ~/*", cmd: "rm -rf ~/x/..", ctx: emptyCtx, might: true},
		// A flag's value and a redirection's target read the same way.
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy -target=module.test.db", might: true, certain: true},
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy -target=module.test.", might: true},
		{pat: "echo ** > /tmp/out/*", cmd: "echo hi > /tmp/out/a", might: true, certain: true},
		{pat: "echo ** > /tmp/out/*", cmd: "echo hi > /tmp/out/a/b", might: true},
	})
}

// TestGlobWordMatch pins the matcher itself on texts.
func TestGlobWordMatch(t *testing.T) {
	for _, c := range globWordCases {
		if got := compileGlob(c.p).match(c.s); got != c.want {
			t.Errorf("%q on %q = %v, want %v", c.p, c.s, got, c.want)
		}
	}
}

var globWordCases = []struct {
	p, s string
	want bool
}{
	{"/srv/p1/*", "/srv/p1/x", true}, {"/srv/p1/*", "/srv/p1/", false}, {"/srv/p1/*", "/srv/p1//", false},
	{"/srv/p1/*", "/srv/p1/x/y", false}, {"/srv/p1/*", "/srv/p1/..", false}, {"/srv/p1/*", "/srv/p1/.", false},
	{"/srv/p1/*", "/srv/p1/...", true}, {"/srv/p1/**", "/srv/p1/a/b", true}, {"/srv/p1/**", "/srv/p1/", false},
	{"/srv/p1/**", "/srv/p1/a/../b", false}, {"/srv/p1/**", "/srv/p1/a/..", false}, {"/srv/p1/**", "/srv/p1//", false}, {"/srv/p1/**", "/srv/p1/x//", true},
	{"*", "", false}, {"*", "a", true}, {"*", "/", false}, {"**", "/", false}, {"**", "a/", true}, {"**", "", false}, {"**", "..", false},
	{"a*", "a", false}, {"*a", "a", false}, {"a*b", "ab", false}, {"a*b", "a/b", false}, {"a**b", "a/b", false}, {"a**b", "a/x/b", true},
	{"*.*.*", "a.b", false}, {"*.*.*", "a.b.c", true}, {"x*y*z*", "xyz", false}, {"x*y*z*", "x1y2z3", true},
	{"../*", "../a", true}, {"../*", "../..", false}, {"*/..", "a/..", true}, {"a/../*", "a/../b", true},
	{"*a*", "bab", true}, {"*a*", "ab", false}, {"a*bb*b", "a1bb2b", true}, {"a*bb*b", "abbbb", false}, {"a*bb*b", "abbbbb", true},
}

// FuzzGlobWord: a pattern word with stars never matches a text shorter
// than its literal parts plus one per star, a * never takes a '/', no
// star takes a "." or ".." component (a pattern without dots matches no
// text with one), and what the pattern matches the wide reading of
// tightening rules matches too.
func FuzzGlobWord(f *testing.F) {
	for _, c := range globWordCases {
		f.Add(c.p, c.s)
	}
	f.Fuzz(func(t *testing.T, p, s string) {
		if len(p) > 64 || len(s) > 256 || strings.Contains(p, "***") {
			return
		}
		g := compileGlob(p)
		if !g.match(s) {
			return
		}
		min := 0
		for _, tk := range g {
			if tk.gap == gapNone {
				min += len(tk.lit)
			} else {
				min++
			}
		}
		if len(s) < min {
			t.Fatalf("%q matched %q, shorter than %d", p, s, min)
		}
		if !strings.Contains(p, "**") && strings.Count(s, "/") != strings.Count(p, "/") {
			t.Fatalf("%q matched %q: a * took a '/'", p, s)
		}
		if !strings.Contains(p, ".") && dotComponentCount(s) > 0 {
			t.Fatalf("%q matched %q: a star took a dot component", p, s)
		}
		if !piecesMatch(globPieces(strings.ReplaceAll(p, "**", "*")), s) {
			t.Fatalf("%q matched %q, which the wide reading does not", p, s)
		}
	})
}

// dotComponentCount counts the "." and ".." components of a
// slash-separated text.
func dotComponentCount(s string) int {
	n := 0
	for c := range strings.SplitSeq(s, "/") {
		if c == "." || c == ".." {
			n++
		}
	}
	return n
}
