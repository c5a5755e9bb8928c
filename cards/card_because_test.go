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
