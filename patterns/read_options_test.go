package patterns

import (
	"strings"
	"testing"
)

func TestReadMaxBytes(t *testing.T) {
	src := "rm " + strings.Repeat("x", 100)
	cmd := Read(src, MaxBytes(50))
	if len(cmd.Parts) != 0 || len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableSize || cmd.Unreadable[0].Part != -1 {
		t.Fatalf("over the limit: parts %v, unreadable %v", programs(cmd), cmd.Unreadable)
	}
	if got := cmd.Tree.Children; len(got) != 1 || got[0].Kind != NodeUnreadable {
		t.Errorf("over the limit: tree %+v, want one unreadable marker", got)
	}
	if cmd := Read(src, MaxBytes(len(src))); !cmd.Readable() || len(cmd.Parts) != 1 {
		t.Errorf("at the limit: unreadable %v", cmd.Unreadable)
	}
	if cmd := Read(strings.Repeat("a", DefaultMaxBytes+1)); cmd.Readable() {
		t.Errorf("over the default limit, yet readable")
	}
}

func TestReadMaxDepth(t *testing.T) {
	cmd := Read("bash -c 'rm x'", MaxDepth(0))
	if len(cmd.Parts) != 1 || len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableDepth || cmd.Unreadable[0].Part != 0 {
		t.Fatalf("depth 0: parts %v, unreadable %v", programs(cmd), cmd.Unreadable)
	}
	cmd = Read("bash -c 'sh -c \"rm x\"'", MaxDepth(2))
	if len(cmd.Parts) != 3 || !cmd.Readable() {
		t.Errorf("depth 2: parts %v, unreadable %v", programs(cmd), cmd.Unreadable)
	}
	cmd = Read("find . -exec find . -exec rm {} + \\;", MaxDepth(1))
	if len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableDepth || cmd.Unreadable[0].Part != 1 {
		t.Errorf("find in find at depth 1: parts %v, unreadable %v", programs(cmd), cmd.Unreadable)
	}
}

// A Reader reused for many commands gives the same readings as fresh ones.
func TestReaderReuse(t *testing.T) {
	r := NewReader()
	for _, src := range diffCommands {
		got, want := r.Read(src), Read(src)
		if g, w := programs(got), programs(want); strings.Join(g, " ") != strings.Join(w, " ") {
			t.Errorf("%q: reused reader reads %v, a fresh one %v", src, g, w)
		}
	}
}

func TestReadParseError(t *testing.T) {
	cmd := Read("echo ok; echo \"unclosed")
	if len(cmd.Parts) != 0 || len(cmd.Unreadable) != 1 {
		t.Fatalf("parts %v, unreadable %v", programs(cmd), cmd.Unreadable)
	}
	u := cmd.Unreadable[0]
	if u.Code != UnreadableParse || u.Part != -1 || u.Detail == "" || u.Span.End != len(cmd.Source) {
		t.Errorf("unreadable %+v", u)
	}
}

func TestReadSpans(t *testing.T) {
	for _, src := range []string{
		"sudo -u op rm -rf ~ > out",
		"bash -c 'rm -rf ~' && ssh h \"ls -l\"",
		"env -S'rm x' && mapfile -tC'ls' a",
	} {
		cmd := Read(src)
		for _, p := range cmd.Parts {
			if got := src[p.Span.Start:p.Span.End]; got != p.Text() && p.Depth == 0 {
				t.Errorf("%q part %d: span %q, text %q", src, p.Index, got, p.Text())
			}
			if p.Depth > 0 && src[p.Span.Start:p.Span.End] != p.Text() {
				t.Errorf("%q nested part %d: span %q does not map to its text %q", src, p.Index, src[p.Span.Start:p.Span.End], p.Text())
			}
			for _, w := range p.Words {
				if got := src[w.Span.Start:w.Span.End]; got != w.Raw {
					t.Errorf("%q part %d: word span %q, raw %q", src, p.Index, got, w.Raw)
				}
			}
		}
		checkSpans(t, cmd)
	}
	cmd := Read("sudo -u op rm x > out")
	if w := cmd.Parts[0].Wrappers[0]; cmd.Source[w.Span.Start:w.Span.End] != "sudo -u op" {
		t.Errorf("wrapper span %v", w.Span)
	}
	if r := cmd.Parts[0].Redirs[0]; cmd.Source[r.Span.Start:r.Span.End] != "> out" {
		t.Errorf("redirection span %v", r.Span)
	}
}

// TestReadAssignmentTilde: bash (not in POSIX mode) expands a tilde after
// the = of an argument that looks like an assignment, and after each : in
// its value, as it does in an assignment: dd of=~/x writes in the home
// directory.
func TestReadAssignmentTilde(t *testing.T) {
	tests := []struct{ word, want string }{
		{"of=~/x", "of= ~ /x"},
		{"x=~", "x= ~"},
		{"PATH=a:~/b:~op/c", "PATH=a: ~ /b: ~op /c"},
		{"a=b:~:c", "a=b: ~ :c"},
		{"_a=~", "_a= ~"},
		{"--opt=~/x", "--opt=~/x"},
		{"1a=~", "1a=~"},
		{`of=\~/x`, "of=~/x"},
		{"a:~/x", "a:~/x"},
		{`"q=~"`, "q=~"},
	}
	for _, tt := range tests {
		w := Read("x " + tt.word).Parts[0].Words[1]
		var got []string
		for _, s := range w.Segs {
			switch s.Kind {
			case SegTilde:
				got = append(got, "~"+s.Text)
			case SegLit:
				got = append(got, s.Text)
			default:
				got = append(got, "?")
			}
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%s: segments %q, want %q", tt.word, strings.Join(got, " "), tt.want)
		}
	}
}
