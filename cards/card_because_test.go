package cards

import (
	"strings"
	"testing"
)

// TestCardSaysBecause: the verdict says why the deciding part asks, in
// the command's own words, and those words never reach the terminal raw:
// an escape in the word is drawn as its escape.
func TestCardSaysBecause(t *testing.T) {
	p := policy(t, false)
	for _, c := range []struct{ cmd, want string }{
		{`dd if=disk.img of="$OUT"`, "might: `\"$OUT\"` is not known here; if it names a block device, this overwrites it"},
		{"rm -rf ~", "certain: `~` is your home directory"},
		{"rm -rf \"$DIR\"$'\x1b]0;owned\x07'", "might: `\"$DIR\"$'\\e]0;owned\\a'` is not known here"},
	} {
		lines := RenderCard(cardFor(t, c.cmd, p), 200, PlainStyles())
		checkLines(t, c.cmd, lines, 200)
		out := plain(lines)
		if !strings.Contains(out, c.want) {
			t.Errorf("%q: the card does not say %q:\n%s", c.cmd, c.want, out)
		}
		if strings.ContainsAny(out, "\x1b\x07") {
			t.Errorf("%q: a control byte reaches the terminal:\n%q", c.cmd, out)
		}
	}
}

// TestCardSaysWhyTheWholeCommandAsks: when the command as a whole decides
// an ask (no part holds what could not be read: a parse error, a value
// bash reads as code a second time), the Verdict names that word (the
// report's top-level because), drawn safely, beside what it cannot be
// read for in plain words, never the raw code.
func TestCardSaysWhyTheWholeCommandAsks(t *testing.T) {
	p := policy(t, false)
	for _, c := range []struct{ cmd, want string }{
		{`[[ "$N" -eq 3 ]] && echo ok`, "! decided by the command as a whole, at `\"$N\"`: bash reads a value as code a second time"},
		{`arr[$IDX]=1`, "! decided by the command as a whole, at `$IDX`: bash reads a value as code a second time"},
		{"echo 'unclosed \x1b]0;owned\x07", "! decided by the command as a whole, at `'unclosed \\e]0;owned\\a`: the shell cannot parse it"},
	} {
		card := cardFor(t, c.cmd, p)
		if card.Report.Part >= 0 || card.Report.Because == nil {
			t.Fatalf("%q: decided by part %d, because %v: not a whole-command ask", c.cmd, card.Report.Part, card.Report.Because)
		}
		var verdict []string
		for _, s := range CardSections(card, 200, PlainStyles()) {
			if s.Title == SectionVerdict {
				verdict = s.Lines
			}
		}
		out := plain(verdict)
		if !strings.Contains(out, c.want) {
			t.Errorf("%q: the Verdict does not say %q:\n%s", c.cmd, c.want, out)
		}
		// the reason says it cannot be read; the line that names the
		// word says why, not "cannot be read" again (fx28k #5)
		if n := strings.Count(out, "cannot be read"); n != 1 {
			t.Errorf("%q: the Verdict says \"cannot be read\" %d times:\n%s", c.cmd, n, out)
		}
		if strings.ContainsAny(out, "\x1b\x07") || strings.Contains(out, "(second-evaluation)") || strings.Contains(out, "(parse-error)") {
			t.Errorf("%q: a control byte or a raw code in the Verdict:\n%q", c.cmd, out)
		}
	}
}

// TestCardSaysWhyAPartCannotBeRead: a part that cannot be read says which
// of its words, and why in plain words, never the raw code
// ("(dynamic-nested)").
func TestCardSaysWhyAPartCannotBeRead(t *testing.T) {
	p := policy(t, false)
	src := `sh -c "$(get_cmd)" | tee install.log`
	want := "certain: `\"$(get_cmd)\"` cannot be read: a command string handed to a shell is only known when it runs"
	card := cardFor(t, src, p)
	var verdict []string
	for _, s := range CardSections(card, 300, PlainStyles()) {
		if s.Title == SectionVerdict {
			verdict = s.Lines
		}
	}
	out := plain(verdict)
	if !strings.Contains(out, want) || strings.Contains(out, "(dynamic-nested)") {
		t.Errorf("the Verdict does not say %q, or names the raw code:\n%s", want, out)
	}
}
