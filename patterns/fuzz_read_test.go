package patterns

import (
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzRead reads arbitrary text: the reader must never panic, every span
// must lie within the source with Start <= End, every part's Index must be
// its position, and every part must stand once in the tree. The seed
// corpus is in testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	for _, c := range diffCommands {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan *Command, 1)
		go func() { done <- Read(src) }()
		select {
		case cmd := <-done:
			checkSpans(t, cmd)
		case <-time.After(5 * time.Second):
			t.Fatalf("%q: reading takes more than 5s", src)
		}
	})
}

// checkSpans checks what FuzzRead promises about a reading.
func checkSpans(t *testing.T, cmd *Command) {
	t.Helper()
	n := len(cmd.Source)
	ok := func(what string, s Span) {
		if s.Start < 0 || s.Start > s.End || s.End > n {
			t.Fatalf("%q: %s span %v outside [0, %d]", cmd.Source, what, s, n)
		}
	}
	for i, p := range cmd.Parts {
		if p.Index != i {
			t.Fatalf("%q: part %d has Index %d", cmd.Source, i, p.Index)
		}
		if p.Parent >= i {
			t.Fatalf("%q: part %d has parent %d, not before it", cmd.Source, i, p.Parent)
		}
		ok("part", p.Span)
		for _, w := range p.Words {
			ok("word", w.Span)
			if p.Depth == 0 && cmd.Source[w.Span.Start:w.Span.End] != w.Raw {
				t.Fatalf("%q: part %d word %q stands at %v, which holds %q", cmd.Source, i, w.Raw, w.Span, cmd.Source[w.Span.Start:w.Span.End])
			}
		}
		if p.Depth == 0 && cmd.Source[p.Span.Start:p.Span.End] != p.Text() {
			t.Fatalf("%q: part %d text %q differs from its span %v", cmd.Source, i, p.Text(), p.Span)
		}
		for _, w := range p.Wrappers {
			ok("wrapper", w.Span)
		}
		for _, r := range p.Redirs {
			ok("redirection", r.Span)
		}
		if utf8.ValidString(cmd.Source) && !utf8.ValidString(p.Text()) {
			t.Fatalf("%q: part %d text %q is not valid UTF-8", cmd.Source, i, p.Text())
		}
	}
	for _, u := range cmd.Unreadable {
		ok("unreadable", u.Span)
		if u.Part < -1 || u.Part >= len(cmd.Parts) {
			t.Fatalf("%q: unreadable %s names part %d", cmd.Source, u.Code, u.Part)
		}
	}
	seen := make([]int, len(cmd.Parts))
	cmd.Tree.Walk(func(nd *Node) bool {
		ok("node", nd.Span)
		if nd.Kind == NodePart {
			if nd.Part < 0 || nd.Part >= len(cmd.Parts) {
				t.Fatalf("%q: part node names part %d", cmd.Source, nd.Part)
			}
			seen[nd.Part]++
		} else if nd.Part != -1 {
			t.Fatalf("%q: a %d node has Part %d", cmd.Source, nd.Kind, nd.Part)
		}
		return true
	})
	for i, n := range seen {
		if n != 1 {
			t.Fatalf("%q: part %d stands %d times in the tree", cmd.Source, i, n)
		}
	}
}
