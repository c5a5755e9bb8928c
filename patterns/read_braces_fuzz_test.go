package patterns

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

// FuzzBraceCount: the words the reader counts for a word's brace
// expansions are the words the shell library's own expansion makes,
// whenever that is few enough to make; past the limit the count stops
// at the limit and nothing is expanded.
func FuzzBraceCount(f *testing.F) {
	for _, s := range []string{
		"f{,.bak}", "src/{a,b,c}", "{1..10}", "{a..z}", "{a,b}{c,d}", "{x,{a,b}{c,d}}", "{1..10..3}",
		"{10..1..-2}", "{1..5..0}", "{a..e..2}", "{{1..3},{a,b}}x", "{a,'b,c'}", "{a,$x}", "{1..99999999999999999999}",
		"{-3..3}", "{a,b}{1..100000}", "x{a..Z}", "{01..10}", "{,}", "{a}", "{a,b",
	} {
		f.Add(s)
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	const most = 4096
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 200 || strings.ContainsAny(src, "\x00\n;&|<>()`") {
			return
		}
		file, err := p.Parse(strings.NewReader("echo "+src), "")
		if err != nil || len(file.Stmts) != 1 {
			return
		}
		call, ok := file.Stmts[0].Cmd.(*syntax.CallExpr)
		if !ok || len(call.Args) != 2 {
			return
		}
		w := call.Args[1]
		n := braceExtra(w, most) + 1
		if n < 1 || n > most+2 {
			t.Fatalf("%q counts %d words, outside 1..%d", src, n, most+2)
		}
		if n > most {
			return // past the limit: not expanded, here as in the reader
		}
		split := &syntax.Word{Parts: append([]syntax.WordPart(nil), w.Parts...)}
		want := 1
		if syntax.SplitBraces(split) {
			want = 0
			for _, err := range expand.BracesSeq(nil, split) {
				if err != nil {
					t.Fatalf("%q: the expansion: %v", src, err)
				}
				want++
			}
		}
		if n != want {
			t.Fatalf("%q counts %d words, the expansion makes %d", src, n, want)
		}
	})
}
