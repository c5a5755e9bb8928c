package cards

import (
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// hostile is one sample of untrusted text and what the desk must show for
// it on one line.
type hostile struct {
	name, in, want string
}

// hostileSamples are the classes of hostile input, each with the exact text
// the desk shows. Backquoted wants are read literally: `\e` is a backslash
// and an e on screen.
var hostileSamples = []hostile{
	// Plain and printable text passes through.
	{"ascii", "ls -la ~/src", "ls -la ~/src"},
	{"cjk", "echo 中文 > 文件", "echo 中文 > 文件"},
	{"emoji", "git commit -m '🐛 fix'", "git commit -m '🐛 fix'"},
	{"flag", "echo 🇺🇸", "echo 🇺🇸"},
	{"precomposed and combining", "café cafe\u0301", "café cafe" + `\u0301`},
	{"replacement char", "\ufffd", "\ufffd"},

	// Terminal escape sequences: ESC is \e, the rest reads as text.
	{"csi colour", "\x1b[31mred\x1b[0m", `\e[31mred\e[0m`},
	{"csi erase and move", "ok\x1b[2K\x1b[1A\x1b[999C", `ok\e[2K\e[1A\e[999C`},
	{"osc 52 clipboard bel", "\x1b]52;c;cm0gLXJmIH4=\x07", `\e]52;c;cm0gLXJmIH4=\a`},
	{"osc 52 clipboard st", "\x1b]52;c;eA==\x1b\\", `\e]52;c;eA==\e\\`},
	{"osc 8 hyperlink", "\x1b]8;;https://evil.example\x1b\\docs\x1b]8;;\x1b\\", `\e]8;;https://evil.example\e\\docs\e]8;;\e\\`},
	{"osc title", "\x1b]0;pwned\x07ls", `\e]0;pwned\als`},
	{"dcs", "\x1bP+q544e\x1b\\", `\eP+q544e\e\\`},
	{"alt screen", "\x1b[?1049h", `\e[?1049h`},
	{"c1 csi code point", "\u009b31mred", `\u009b31mred`},
	{"c1 osc code point", "\u009d0;t\u009c", `\u009d0;t\u009c`},
	{"c1 csi raw byte", "\x9b31m", `\x9b31m`},

	// Overwrite tricks and other C0 controls.
	{"carriage return", "rm -rf ~\r# tidy up", `rm -rf ~\r# tidy up`},
	{"backspace", "rm -rf /\b\b\b\bls", `rm -rf /\b\b\b\bls`},
	{"nul", "a\x00b", `a\x00b`},
	{"del", "a\x7fb", `a\x7fb`},
	// A backslash is an escape of its own: a literal \u202e must not
	// read as a real U+202E where the escape style does not show
	// (rt35k L5).
	{"literal backslash escape", `rm -rf /srv/\u202eatad`, `rm -rf /srv/\\u202eatad`},
	{"real bidi beside it", "rm -rf /srv/\u202eatad", `rm -rf /srv/\u202eatad`},
	{"tab", "a\tb", `a\tb`},
	{"newline on one line", "ls\nrm -rf ~", `ls\nrm -rf ~`},
	{"bell vt ff", "\a\v\f", `\a\v\f`},
	{"other c0", "\x01\x1f", `\x01\x1f`},

	// Bidi controls: the Trojan Source samples.
	{"rlo filename", "cat invoice\u202etxt.exe", `cat invoice\u202etxt.exe`},
	{"trojan source comment", "if ok { /*\u202e } \u2066if admin\u2069 \u2066*/", `if ok { /*\u202e } \u2066if admin\u2069 \u2066*/`},
	{"embeddings and pdf", "\u202a\u202b\u202c\u202d", `\u202a\u202b\u202c\u202d`},
	{"isolates", "\u2066\u2067\u2068\u2069", `\u2066\u2067\u2068\u2069`},
	{"marks", "a\u200eb\u200fc\u061cd", `a\u200eb\u200fc\u061cd`},

	// Zero-width and invisible characters.
	{"zwj inside rm", "r\u200dm -rf /", `r\u200dm -rf /`},
	{"zwsp", "r\u200bm", `r\u200bm`},
	{"zwnj", "r\u200cm", `r\u200cm`},
	{"word joiner and invisible operators", "a\u2060b\u2062c\u2064", `a\u2060b\u2062c\u2064`},
	{"bom", "\ufeffls", `\ufeffls`},
	{"soft hyphen", "r\u00adm", `r\u00adm`},
	{"combining grapheme joiner", "r\u034fm", `r\u034fm`},
	{"mongolian vowel separator", "a\u180eb", `a\u180eb`},
	{"hangul fillers", "\u3164\u115f\uffa0", `\u3164\u115f\uffa0`},
	{"braille blank", "a\u2800b", `a\u2800b`},
	{"tag characters", "ls\U000e0072\U000e006d\U000e007f", `ls\U000e0072\U000e006d\U000e007f`},
	{"variation selector 16", "\u2764\ufe0f", `❤\ufe0f`},
	{"ideographic variation selector", "葛\U000e0100", `葛\U000e0100`},

	// Spaces that are not the space the shell splits words on.
	{"no-break space", "rm -rf /tmp/a\u00a0/", `rm -rf /tmp/a\u00a0/`},
	{"ideographic space", "a\u3000b", `a\u3000b`},
	{"line separator", "a\u2028b\u2029c", `a\u2028b\u2029c`},

	// Code points with no agreed look.
	{"private use", "\ue000\U000f0000", `\ue000\U000f0000`},
	{"noncharacter", "\uffff", `\uffff`},
	{"unassigned", "\U0002fffd", `\U0002fffd`},

	// Invalid UTF-8, byte by byte.
	{"invalid bytes", "\xff\xfe", `\xff\xfe`},
	{"truncated rune", "a\xe2\x82", `a\xe2\x82`},
	{"overlong slash", "\xc0\xaf", `\xc0\xaf`},
	{"encoded surrogate", "\xed\xa0\x80", `\xed\xa0\x80`},

	// Marks with nothing to combine with, and clusters whose width terminals
	// disagree on.
	{"mark at start", "\u0301x", `\u0301x`},
	{"mark after escape", "\x1b\u0301", `\e\u0301`},
	{"skin tone", "👍🏻", `👍\U0001f3fb`},
	{"zwj family", "👨\u200d👩\u200d👧", `👨\u200d👩\u200d👧`},
	{"keycap", "1\ufe0f\u20e3", `1\ufe0f\u20e3`},
	{"decomposed hangul", "\u1112\u1161\u11ab", `ᄒ\u1161\u11ab`},
	// A mark on an ASCII letter is escaped, every one: cl\u0307aude and
	// /srv/da\u0307ta read as claude and /srv/data (rt50k F1); decomposed
	// text pays with escapes, its precomposed spelling does not. A letter
	// outside ASCII keeps up to two.
	{"combining stack capped", "é" + strings.Repeat("\u0301", 40),
		"é\u0301\u0301" + strings.Repeat(`\u0301`, 38)},
	{"three marks", "ё\u0323\u0302\u0301x", "ё\u0323\u0302" + `\u0301` + "x"},
	{"decomposed vietnamese", "Vie\u0323\u0302t", "Vie" + `\u0323\u0302` + "t"},
	{"precomposed vietnamese", "Việt", "Việt"},
	{"dot above on an ascii letter", "cl\u0307aude", `cl\u0307aude`},
	{"dot below on an ascii letter", "c\u0323laude", `c\u0323laude`},
	{"acute on an ascii letter", "claude\u0301", `claude\u0301`},
	{"dot above in a path", "rm -rf /srv/da\u0307ta", `rm -rf /srv/da\u0307ta`},
	{"mark on an ascii digit", "10\u0338.0.0.1", `10\u0338.0.0.1`},
	// overlay marks strike through their base: "[" with U+0338 read as
	// another sign, a path with one as its neighbour (rt14k #10)
	{"overlay solidus", "echo zz13[\u0338]", `echo zz13[\u0338]`},
	{"overlay tilde on a path", "rm -rf /tmp/out\u0334put", `rm -rf /tmp/out\u0334put`},
	{"overlay after a kept mark", "é\u0301\u20d2x", "é\u0301" + `\u20d2` + "x"},
	{"marks on every letter", strings.Repeat("ä\u0301\u0300\u0302", 2),
		strings.Repeat("ä\u0301\u0300"+`\u0302`, 2)},
	// enclosing marks circle or cross out their base, U+FFFC draws a
	// box for nothing, and U+16FE4 is a mark drawn two cells wide
	// (rt41k F10)
	{"enclosing prohibition", "a\u20e0b", `a\u20e0b`},
	{"enclosing circle", "rm -rf a\u20ddb", `rm -rf a\u20ddb`},
	{"enclosing millions sign", "a\u0489b", `a\u0489b`},
	{"enclosing keycap on a letter", "x\u20e3y", `x\u20e3y`},
	{"object replacement", "a\ufffcb", `a\ufffcb`},
	{"wide nonspacing mark", "echo \U00016fe4\U00016fe4x", `echo \U00016fe4\U00016fe4x`},
}

func TestEscapeHostileSamples(t *testing.T) {
	for _, c := range hostileSamples {
		t.Run(c.name, func(t *testing.T) {
			if got := joinRuns(Sanitize(c.in)); got != c.want {
				t.Errorf("Sanitize(%q)\n got %q\nwant %q", c.in, got, c.want)
			}
			checkEscape(t, c.in)
			checkSanitized(t, c.in, Sanitize(c.in), false)
			checkSanitized(t, c.in, SanitizeLines(c.in), true)
		})
	}
}

// checkSanitized checks the invariants of runs from s: nothing hidden is
// shown, escaped runs hold escapes only, and the runs read back into s.
func checkSanitized(t *testing.T, s string, runs []Run, lines bool) {
	t.Helper()
	for _, r := range runs {
		if r.Text == "" {
			t.Errorf("empty run in %+v", runs)
		}
		if bad := firstHidden(r.Text, lines && !r.Escaped); bad != "" {
			t.Errorf("run %q of %q shows %s", r.Text, s, bad)
		}
		if r.Escaped && !strings.HasPrefix(r.Text, `\`) {
			t.Errorf("escaped run %q does not start with an escape", r.Text)
		}
		if lines && !r.Escaped && strings.Contains(r.Text, "\n") && r.Text != "\n" {
			t.Errorf("newline inside a text run %q", r.Text)
		}
	}
	back, err := unrun(runs)
	if err != nil {
		t.Fatalf("runs of %q do not read back: %v", s, err)
	}
	if back != s {
		t.Errorf("runs of %q read back as %q", s, back)
	}
}

// checkEscape checks that Escape(s) shows nothing hidden and reads back
// into s.
func checkEscape(t *testing.T, s string) {
	t.Helper()
	esc := Escape(s)
	if bad := firstHidden(esc, false); bad != "" {
		t.Errorf("Escape(%q) shows %s", s, bad)
	}
	back, err := unescapeText(esc)
	if err != nil || back != s {
		t.Errorf("Escape(%q) = %q reads back as %q (%v)", s, esc, back, err)
	}
}

func TestEscapeDoublesBackslashes(t *testing.T) {
	cases := []struct{ in, want string }{
		{`find . -exec rm {} \;`, `find . -exec rm {} \\;`},
		{"printf 'a\\nb'", `printf 'a\\nb'`},
		{"printf 'a\nb'", `printf 'a\nb'`},
		{"\x1b\\", `\e\\`},
	}
	for _, c := range cases {
		if got := Escape(c.in); got != c.want {
			t.Errorf("Escape(%q) = %q, want %q", c.in, got, c.want)
		}
		checkEscape(t, c.in)
	}
}

func TestSanitizeRuns(t *testing.T) {
	cases := []struct {
		name  string
		lines bool
		in    string
		want  []Run
	}{
		{"empty", false, "", nil},
		{"text only", false, "ls", []Run{{Text: "ls", Escaped: false}}},
		{"escapes merge into one run", false, "a\x1b\x07b", []Run{{Text: "a", Escaped: false}, {Text: `\e\a`, Escaped: true}, {Text: "b", Escaped: false}}},
		{"sequence tail is text", false, "\x1b[1m", []Run{{Text: `\e`, Escaped: true}, {Text: "[1m", Escaped: false}}},
		{"newline escaped on one line", false, "a\nb", []Run{{Text: "a", Escaped: false}, {Text: `\n`, Escaped: true}, {Text: "b", Escaped: false}}},
		{"newline kept in lines", true, "a\nb", []Run{{Text: "a", Escaped: false}, {Text: "\n", Escaped: false}, {Text: "b", Escaped: false}}},
		{"crlf in lines", true, "a\r\n\nb", []Run{{Text: "a", Escaped: false}, {Text: `\r`, Escaped: true}, {Text: "\n", Escaped: false}, {Text: "\n", Escaped: false}, {Text: "b", Escaped: false}}},
		{"tab stays an escape in lines", true, "\ta", []Run{{Text: `\t`, Escaped: true}, {Text: "a", Escaped: false}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Sanitize(c.in)
			if c.lines {
				got = SanitizeLines(c.in)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestEscapeLongInputReadsBack(t *testing.T) {
	in := strings.Repeat("abc\x1b[0m\u202e中\xff", 20000)
	checkSanitized(t, in, Sanitize(in), false)
}

// TestSafeLineMiddleKeepsEscapes (rt50k F2): a middle cut that would fall
// on an escape moves, the width kept, to where it keeps every escape
// that fits, the first word kept; a cut that must drop one still drops
// whole units, never part of an escape.
func TestSafeLineMiddleKeepsEscapes(t *testing.T) {
	const s = "rm -rf /srv/d\u0430ta/\u0455ub/\u043eld"
	plain := PlainStyles()
	for _, c := range []struct {
		w    int
		want string
	}{
		{39, `rm -rf /srv/d\u0430ta/\u0455ub/\u043eld`},
		{33, `rm -rf…\u0430ta/\u0455ub/\u043eld`},
		{29, `rm…\u0430ta/\u0455ub/\u043eld`},
		{20, `rm…\u0455ub/\u043eld`},
	} {
		if got := ansi.Strip(SafeLineMiddle(s, c.w, plain)); got != c.want {
			t.Errorf("SafeLineMiddle(%d) = %q, want %q", c.w, got, c.want)
		}
	}
	for w := 1; w <= 40; w++ {
		got := ansi.Strip(SafeLineMiddle(s, w, plain))
		if n := ansi.StringWidth(got); n > w {
			t.Errorf("SafeLineMiddle(%d) = %q takes %d cells", w, got, n)
		}
		for i := strings.Index(got, `\u`); i >= 0; i = strings.Index(got, `\u`) {
			if len(got) < i+6 || strings.Trim(got[i+2:i+6], "0123456789abcdef") != "" {
				t.Errorf("SafeLineMiddle(%d) = %q holds part of an escape", w, got)
				break
			}
			got = got[i+6:]
		}
	}
}
