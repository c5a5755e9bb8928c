package cards

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

func TestSafeBlock(t *testing.T) {
	cases := []struct {
		name            string
		in              string
		width, maxLines int
		want            []string // what the terminal shows
		hidden          int
	}{
		{"wraps at the cell", "echo hello world this is long\nline two\n", 10, 9,
			[]string{"echo hell↴", "o world t↴", "his is lo↴", "ng", "line two"}, 0},
		{"a line of exactly the width", "0123456789\nab", 10, 9, []string{"0123456789", "ab"}, 0},
		{"max lines", "one\ntwo\nthree\nfour", 10, 2, []string{"one", "two"}, 10},
		{"max lines inside a wrapped line", "abcdefghijklmnopqrstuvwxyz", 10, 2, []string{"abcdefghi↴", "jklmnopqr↴"}, 8},
		{"escape moves to the next line whole", "abcdefgh\u202eij", 10, 9, []string{"abcdefgh↴", `\u202eij`}, 0},
		{"wide char at the edge", "abcdefgh中文", 10, 9, []string{"abcdefgh↴", "中文"}, 0},
		{"wide char fills the line", "abcdefgh中", 10, 9, []string{"abcdefgh中"}, 0},
		{"carriage return stays an escape", "a\r\nb", 10, 9, []string{`a\r`, "b"}, 0},
		{"tab stays an escape", "\tx", 10, 9, []string{`\tx`}, 0},
		{"escape sequence readable", "\x1b]52;c;aGk=\x07", 12, 9, []string{`\e]52;c;aGk↴`, `=\a`}, 0},
		{"trailing newline ends the line", "a\n", 10, 9, []string{"a"}, 0},
		{"empty line at the end", "a\n\n", 10, 9, []string{"a", ""}, 0},
		{"only a newline", "\n", 10, 9, []string{""}, 0},
		{"empty", "", 10, 9, nil, 0},
		{"no lines", "abc", 10, 0, nil, 3},
		{"no width", "abc", 0, 9, nil, 3},
		{"narrow: escape wider than the line", "\u202e", 4, 9, []string{`\u2↴`}, 0},
		{"narrow: wide char in one cell", "中a", 1, 9, []string{`\`, "a"}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lines, hidden := SafeBlock(c.in, c.width, c.maxLines, PlainStyles())
			var got []string
			for _, l := range lines {
				got = append(got, ansi.Strip(l))
			}
			if !reflect.DeepEqual(got, c.want) || hidden != c.hidden {
				t.Errorf("SafeBlock(%q, %d, %d) shows %q hiding %d, want %q hiding %d",
					c.in, c.width, c.maxLines, got, hidden, c.want, c.hidden)
			}
			checkBlock(t, c.in, lines, c.width)
		})
	}
}

// TestSafeBlockReadsBack lays out every hostile sample, and a mix of them
// across lines, at widths where every escape fits a line, and reads the
// lines back into the text.
func TestSafeBlockReadsBack(t *testing.T) {
	var texts []string
	var all strings.Builder
	for _, c := range hostileSamples {
		texts = append(texts, c.in)
		all.WriteString(c.in + "\n")
	}
	texts = append(texts, all.String(), strings.Repeat("wide 中文 ", 30))
	for _, s := range texts {
		for w := 11; w <= 50; w++ {
			lines, hidden := SafeBlock(s, w, 1<<30, PlainStyles())
			if hidden != 0 {
				t.Errorf("SafeBlock(%.30q, %d) hides %d bytes with no line limit", s, w, hidden)
			}
			checkBlock(t, s, lines, w)
			back, err := readBlock(lines)
			if err != nil {
				t.Fatal(err)
			}
			if back != strings.TrimSuffix(s, "\n") {
				t.Errorf("SafeBlock(%.30q, %d) reads back as %q", s, w, back)
			}
		}
	}
}

// TestSafeBlockNarrow checks that no width, however small, overflows.
func TestSafeBlockNarrow(t *testing.T) {
	for _, c := range hostileSamples {
		for w := 1; w <= 12; w++ {
			lines, _ := SafeBlock(c.in, w, 1<<30, PlainStyles())
			checkBlock(t, c.in, lines, w)
		}
	}
}

func TestSafeBlockFromPagesThroughEverything(t *testing.T) {
	s := strings.Repeat("line \x1b[1m with 中文 and \u202e\n", 40) + strings.Repeat("z", 500)
	want, _ := SafeBlock(s, 17, 1<<30, PlainStyles())
	var got []string
	for from, calls := 0, 0; from < len(s); calls++ {
		if calls > len(s) {
			t.Fatal("paging does not advance")
		}
		lines, next := SafeBlockFrom(s, from, 17, 3, PlainStyles())
		if next <= from {
			t.Fatalf("SafeBlockFrom(%d) returned next %d", from, next)
		}
		got = append(got, lines...)
		from = next
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("paging shows\n%q\nwant\n%q", got, want)
	}
}

func TestSafeBlockFromAlignsToACharacter(t *testing.T) {
	s := "ab中cd"
	for from, want := range []string{"ab中cd", "b中cd", "中cd", "中cd", "中cd", "cd", "d", ""} {
		lines, _ := SafeBlockFrom(s, from, 20, 1, PlainStyles())
		got := ansi.Strip(strings.Join(lines, ""))
		if got != want {
			t.Errorf("SafeBlockFrom(%q, %d) shows %q, want %q", s, from, got, want)
		}
	}
	if lines, next := SafeBlockFrom(s, 99, 20, 1, PlainStyles()); lines != nil || next != len(s) {
		t.Errorf("SafeBlockFrom past the end = %q, %d", lines, next)
	}
	if lines, _ := SafeBlockFrom("a\xe4\xb8", 2, 20, 1, PlainStyles()); ansi.Strip(lines[0]) != `\xb8` {
		t.Errorf("SafeBlockFrom inside invalid UTF-8 = %q", lines)
	}
}

// checkBlock checks every line of a block: it fits, it holds nothing but
// text and SGR, and it shows nothing hidden. (At widths below an escape's
// length an escape may be shown cut, so lines are not read back here.)
func checkBlock(t *testing.T, s string, lines []string, width int) {
	t.Helper()
	for i, l := range lines {
		if w, wc := ansi.StringWidth(l), ansi.StringWidthWc(l); w > width || wc > width {
			t.Errorf("SafeBlock(%.30q, %d) line %d is %d cells (wcwidth %d): %q", s, width, i, w, wc, l)
		}
		segs, err := segments(l)
		if err != nil {
			t.Errorf("SafeBlock(%.30q, %d) line %d: %v", s, width, i, err)
			continue
		}
		for _, sg := range segs {
			if bad := firstHidden(sg.text, false); bad != "" {
				t.Errorf("SafeBlock(%.30q, %d) line %d shows %s", s, width, i, bad)
			}
		}
	}
}

// readBlock reads lines drawn by SafeBlock back into the text they stand
// for: a line ending in the wrap mark continues on the next.
func readBlock(lines []string) (string, error) {
	var b strings.Builder
	for i, l := range lines {
		d, err := readLine(l)
		if err != nil {
			return "", err
		}
		if d.mark != "" && d.mark != "↴" {
			return "", fmt.Errorf("line %d ends in %q", i, d.mark)
		}
		b.WriteString(d.text)
		if d.mark == "" && i < len(lines)-1 {
			b.WriteByte('\n')
		}
	}
	return b.String(), nil
}
