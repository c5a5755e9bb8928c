package cards

import (
	"strings"
	"testing"
)

// TestControlBetweenWordsShows: the reader takes a tab between words as a
// word break, like a space; the parse tree and the verdict's part line
// show it as its escape, where a space would hide it (DESIGN "Safe
// display"). A carriage return makes the command unreadable (bash keeps
// it inside a word): the command shows it as its escape, and no section
// shows it as a space.
func TestControlBetweenWordsShows(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string // in the parse tree, or the command when cr is set
		not       string
		cr        bool // a carriage return: the command is unreadable
	}{
		{"carriage return between words", "rm -rf /tmp/x\rfoo bar", []string{`rm -rf /tmp/x\rfoo bar`}, "/tmp/x foo", true},
		{"tab between words", "rm\t-rf /tmp/x", []string{`rm\t-rf /tmp/x`}, "rm -rf", false},
		{"carriage return before a redirection", "echo hi\r> /tmp/out", []string{`echo hi\r> /tmp/out`}, "hi >", true},
		{"carriage return inside a wrapper", "sudo -u\rroot rm -rf /tmp/x", []string{`sudo -u\rroot rm -rf /tmp/x`}, "-u root", true},
		{"runs of spaces read as one", "echo   a  b", []string{"echo a b"}, "", false},
	}
	p := policy(t, false)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			card := cardFor(t, c.src, p)
			for _, w := range []int{80, 120} {
				var command, tree, verdict string
				for _, s := range CardSections(card, w, PlainStyles()) {
					switch s.Title {
					case SectionCommand:
						command = plain(s.Lines)
					case SectionTree:
						tree = plain(s.Lines)
					case SectionVerdict:
						verdict = plain(s.Lines)
					}
					checkLines(t, s.Title, s.Lines, w)
				}
				shown := tree
				if c.cr {
					shown = command
					if !strings.Contains(verdict, "carriage return") {
						t.Errorf("width %d: the verdict does not say the carriage return makes the command unreadable:\n%s", w, verdict)
					}
				}
				for _, want := range c.want {
					if !strings.Contains(shown, want) {
						t.Errorf("width %d: the card does not show %q:\n%s", w, want, shown)
					}
				}
				if c.not != "" && (strings.Contains(command, c.not) || strings.Contains(tree, c.not) || strings.Contains(verdict, c.not)) {
					t.Errorf("width %d: a control character reads as a space (%q):\n%s\n%s", w, c.not, verdict, tree)
				}
			}
		})
	}
}
