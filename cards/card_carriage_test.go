package cards

import (
	"strings"
	"testing"
)

// TestControlBetweenWordsShows: the reader takes a carriage return (or a
// tab) between words as a word break, like a space; the parse tree and
// the verdict's part line show it as its escape, where a space would hide
// it (DESIGN "Safe display").
func TestControlBetweenWordsShows(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string // in the tree and the verdict's part line
		not       string
	}{
		{"carriage return between words", "rm -rf /tmp/x\rfoo bar", []string{`rm -rf /tmp/x\rfoo bar`}, "/tmp/x foo"},
		{"tab between words", "rm\t-rf /tmp/x", []string{`rm\t-rf /tmp/x`}, "rm -rf"},
		{"carriage return before a redirection", "echo hi\r> /tmp/out", []string{`echo hi\r>/tmp/out`}, "hi >"},
		{"carriage return inside a wrapper", "sudo -u\rroot rm -rf /tmp/x", []string{`sudo -u\rroot`, `rm -rf /tmp/x`}, "-u root"},
		{"runs of spaces read as one", "echo   a  b", []string{"echo a b"}, ""},
	}
	p := policy(t, false)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			card := cardFor(t, c.src, p)
			for _, w := range []int{80, 120} {
				var tree, verdict string
				for _, s := range CardSections(card, w, PlainStyles()) {
					switch s.Title {
					case SectionTree:
						tree = plain(s.Lines)
					case SectionVerdict:
						verdict = plain(s.Lines)
					}
					checkLines(t, s.Title, s.Lines, w)
				}
				for _, want := range c.want {
					if !strings.Contains(tree, want) {
						t.Errorf("width %d: the parse tree does not show %q:\n%s", w, want, tree)
					}
				}
				if c.not != "" && (strings.Contains(tree, c.not) || strings.Contains(verdict, c.not)) {
					t.Errorf("width %d: a control character reads as a space (%q):\n%s\n%s", w, c.not, verdict, tree)
				}
			}
		})
	}
}
