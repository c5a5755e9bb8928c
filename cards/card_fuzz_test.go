package cards

import (
	"strings"
	"testing"
)

// FuzzRenderCard reads any command with the real reader, decides it with
// the real policy and draws its card and its explanation at any width: no
// line may overflow, drive the terminal or hide a character unescaped, and
// the command section must read back as the start of the command.
func FuzzRenderCard(f *testing.F) {
	for _, gc := range goldenCases() {
		if gc.src != "" && len(gc.src) < 4096 {
			f.Add(gc.src, uint8(gc.width), gc.ops)
		}
	}
	f.Add("for f in *; do rm -rf \"$f\"; done | tee >(sh) <<< $'\\e'", uint8(33), false)
	f.Add("case $x in a) eval b;; esac; f() { sudo -u r bash -c 'x|sh'; }", uint8(47), true)
	f.Add("\x1b]8;;http://e\x1b\\ls\x1b]8;;\x1b\\ \u0301\u202e中", uint8(21), false)
	p := policy(f, false)
	ops := policy(f, true)
	f.Fuzz(func(t *testing.T, src string, w uint8, withOps bool) {
		width := int(w)%181 + MinWidth
		pol := p
		if withOps {
			pol = ops
		}
		c := cardFor(t, src, pol)
		lines := RenderCard(c, width, PlainStyles())
		checkLines(t, "card", lines, width)
		for _, s := range CardSections(c, width, PlainStyles()) {
			if s.Title != SectionCommand {
				continue
			}
			shown, _ := readCommand(t, s.Lines)
			if !strings.HasPrefix(src, shown) {
				t.Fatalf("the command reads back as %q, not a start of %q", shown, src)
			}
		}
		v := pol.Evaluate(c.Command, cardContext(), cardNow())
		checkLines(t, "explain", splitLines(RenderExplain(c.Command, v, width, PlainStyles())), width)
	})
}
