package patterns

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The table tests describe each expected part with tiny helpers:
//
//	pt("rm", wr("sudo"), ws("rm", "-rf", "/"))
//
// Program, wrappers, depth, parent and feed are always compared (their
// zero values are "none", top level, no parent, not fed); words, pipeline
// places and redirections only when the case names them.

type partWant struct {
	program  string
	wrappers []string
	words    []string
	depth    int
	parent   int
	feed     Feed
	pipe     *PipeRef
	redirs   []string
}

type partOpt func(*partWant)

func pt(program string, opts ...partOpt) partWant {
	w := partWant{program: program, parent: -1}
	for _, o := range opts {
		o(&w)
	}
	return w
}

// wr names the wrappers peeled off, outermost first.
func wr(names ...string) partOpt { return func(w *partWant) { w.wrappers = names } }

// ws gives the part's words' literal values ("?" for a word that is not
// literal).
func ws(words ...string) partOpt { return func(w *partWant) { w.words = words } }

// in says the part was read from a nested string or command handed over by
// part parent, depth levels deep.
func in(depth, parent int) partOpt {
	return func(w *partWant) { w.depth, w.parent = depth, parent }
}

func fed(f Feed) partOpt { return func(w *partWant) { w.feed = f } }

func stage(id, i, n int) partOpt {
	return func(w *partWant) { w.pipe = &PipeRef{ID: id, Stage: i, Len: n} }
}

// rd lists redirections as "OP TARGET" with W and/or R after them when
// they write or read: "> out W", "2>&1".
func rd(redirs ...string) partOpt { return func(w *partWant) { w.redirs = redirs } }

// un is an expected unreadable: its code and the index of its part.
type unWant struct {
	code UnreadableCode
	part int
}

func un(code UnreadableCode, part int) unWant { return unWant{code, part} }

type readCase struct {
	src    string
	parts  []partWant
	unread []unWant
}

// rc builds a case: the source, then parts and unreadables in any order.
func rc(src string, items ...any) readCase {
	c := readCase{src: src}
	for _, it := range items {
		switch it := it.(type) {
		case partWant:
			c.parts = append(c.parts, it)
		case unWant:
			c.unread = append(c.unread, it)
		default:
			panic(fmt.Sprintf("rc: %T", it))
		}
	}
	return c
}

func wordText(w Word) string {
	if v, ok := w.Literal(); ok {
		return v
	}
	return "?"
}

func redirText(r Redir) string {
	s := r.Fd + r.Op + " " + wordText(r.Target)
	if strings.HasSuffix(r.Op, "&") && !r.Writes {
		s = r.Fd + r.Op + wordText(r.Target)
	}
	if r.Writes {
		s += " W"
	}
	if r.Reads {
		s += " R"
	}
	return s
}

// checkRead reads c.src and compares it with the case.
func checkRead(t *testing.T, c readCase) {
	t.Helper()
	cmd := Read(c.src)
	if len(cmd.Parts) != len(c.parts) {
		t.Errorf("%q: %d parts %s, want %d %v", c.src, len(cmd.Parts), programs(cmd), len(c.parts), wantPrograms(c.parts))
		return
	}
	for i, want := range c.parts {
		p := cmd.Parts[i]
		var wraps []string
		for _, w := range p.Wrappers {
			wraps = append(wraps, w.Name)
		}
		if p.Program != want.program || !slices.Equal(wraps, want.wrappers) ||
			p.Depth != want.depth || p.Parent != want.parent || p.Feed != want.feed {
			t.Errorf("%q part %d: got %q wrappers %v depth %d parent %d feed %d; want %q %v %d %d %d",
				c.src, i, p.Program, wraps, p.Depth, p.Parent, p.Feed,
				want.program, want.wrappers, want.depth, want.parent, want.feed)
		}
		if want.words != nil {
			var got []string
			for _, w := range p.Words {
				got = append(got, wordText(w))
			}
			if !slices.Equal(got, want.words) {
				t.Errorf("%q part %d words: got %q, want %q", c.src, i, got, want.words)
			}
		}
		if want.pipe != nil && p.Pipe != *want.pipe {
			t.Errorf("%q part %d pipe: got %+v, want %+v", c.src, i, p.Pipe, *want.pipe)
		}
		if want.redirs != nil {
			var got []string
			for _, r := range p.Redirs {
				got = append(got, redirText(r))
			}
			if !slices.Equal(got, want.redirs) {
				t.Errorf("%q part %d redirs: got %q, want %q", c.src, i, got, want.redirs)
			}
		}
	}
	var got []unWant
	for _, u := range cmd.Unreadable {
		got = append(got, unWant{u.Code, u.Part})
	}
	if !slices.Equal(got, c.unread) {
		t.Errorf("%q unreadable: got %v, want %v", c.src, got, c.unread)
		for _, u := range cmd.Unreadable {
			t.Logf("  %s: %s", u.Code, u.Detail)
		}
	}
}

func programs(cmd *Command) []string {
	var out []string
	for _, p := range cmd.Parts {
		out = append(out, p.Program)
	}
	return out
}

func wantPrograms(ps []partWant) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.program)
	}
	return out
}
