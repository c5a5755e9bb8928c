package patterns

import (
	"strings"
	"testing"
)

// rt22d #7: a long pipeline or && / || list was parsed, and walked one
// level deeper per stage, before its parts were counted: 64 KiB of
// a|a|… cost 0.37 s and 159 MB to be told it has too many parts. The
// stages are counted while the text is scanned, before it is parsed, so
// an input over the cap costs about what a small one does.
func TestOverCapListsAreNotParsed(t *testing.T) {
	over := func(unit, tail string) string {
		return strings.Repeat(unit, 32000/len(unit)*2)[:60000-len(tail)] + tail
	}
	for _, tc := range []struct {
		name, src string
	}{
		{"pipe", over("a|", "a")},
		{"pipe-spaced", over("cat x | ", "sh")},
		{"pipe-stderr", over("a|&", "a")},
		{"or", over("a||", "a")},
		{"and", over("a&&", "a")},
		{"assign-and", over("x=1&&", "x=1")},
		{"block", "{ " + over("a|", "a") + "; }"},
		{"subst", "echo $(" + over("a|", "a") + ")"},
		{"quoted-subst", `echo "$(` + over("a|", "a") + `)"`},
		{"backticks", "echo `" + over("a|", "a") + "`"},
		{"test", "[[ " + over("a && ", "a") + " ]]"},
		{"nested-string", "bash -c '" + over("a|", "a") + "'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := Read(tc.src)
			if len(cmd.Unreadable) == 0 || cmd.Unreadable[0].Code != UnreadableParts {
				t.Fatalf("read as %v, want unreadable %s", cmd.Unreadable, UnreadableParts)
			}
			if n := testing.AllocsPerRun(2, func() { Read(tc.src) }); n > 150 {
				t.Errorf("reading %d bytes over the parts cap took %.0f allocations, want at most 150 (the text is scanned, not parsed)", len(tc.src), n)
			}
		})
	}
}

// The stages are counted outside quotes: a long alternation in a quoted
// pattern is one word, and the command stays readable.
func TestQuotedBarsAreNotStages(t *testing.T) {
	alts := strings.Repeat("ab|", 1500) + "c"
	for _, src := range []string{
		"grep -E '" + alts + "' f.txt",
		`grep -E "` + alts + `" f.txt`,
		`grep -E $'` + alts + `' f.txt`,
		`grep -E ` + strings.ReplaceAll(alts, "|", `\|`) + ` f.txt`,
		"grep x f.txt # " + alts,
		strings.Repeat("a|", 998) + "a",
		strings.Repeat("a && ", 998) + "a",
	} {
		cmd := Read(src)
		if !cmd.Readable() {
			t.Errorf("%.40q… (%d bytes): unreadable %v, want it read", src, len(src), cmd.Unreadable[0])
		}
	}
}
