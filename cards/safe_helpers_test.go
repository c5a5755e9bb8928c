package cards

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// hiddenRune reports whether r may never reach the screen as itself: the
// list the desk's design names, written out here independently of
// mustEscapeRune so that a mistake there is caught.
func hiddenRune(r rune, newlineOK bool) bool {
	switch {
	case r == '\n':
		return !newlineOK
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069,
		r == 0x200e, r == 0x200f, r == 0x061c: // bidi
		return true
	case r >= 0x200b && r <= 0x200d, r >= 0x2060 && r <= 0x2064,
		r == 0xfeff, r == 0x180e, r == 0x00ad, r == 0x034f: // invisible
		return true
	case r >= 0xfe00 && r <= 0xfe0f, r >= 0xe0100 && r <= 0xe01ef: // variation selectors
		return true
	case r >= 0xe0000 && r <= 0xe007f: // tags
		return true
	case r >= 0xe000 && r <= 0xf8ff, r >= 0xf0000: // private use
		return true
	case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Zl, r), unicode.Is(unicode.Zp, r):
		return true
	case unicode.Is(unicode.Zs, r) && r != ' ':
		return true
	}
	return false
}

// firstHidden returns the first code point of s that must not be shown, or
// a description of invalid UTF-8, or "".
func firstHidden(s string, newlineOK bool) string {
	if !utf8.ValidString(s) {
		return "invalid UTF-8"
	}
	for _, r := range s {
		if hiddenRune(r, newlineOK) {
			return fmt.Sprintf("%U", r)
		}
	}
	return ""
}

// unescape reads escapes in the notation Sanitize documents (and the \\ of
// Escape) back into the bytes they stand for.
func unescape(esc string) (string, error) {
	var b strings.Builder
	for len(esc) > 0 {
		if len(esc) < 2 || esc[0] != '\\' {
			return "", fmt.Errorf("not an escape: %q", esc)
		}
		n := 0
		switch c := esc[1]; c {
		case '\\':
			b.WriteByte('\\')
			esc = esc[2:]
			continue
		case 'a', 'b', 't', 'n', 'v', 'f', 'r', 'e':
			b.WriteByte(map[byte]byte{'a': 7, 'b': 8, 't': 9, 'n': 10, 'v': 11, 'f': 12, 'r': 13, 'e': 27}[c])
			esc = esc[2:]
			continue
		case 'x':
			n = 2
		case 'u':
			n = 4
		case 'U':
			n = 8
		default:
			return "", fmt.Errorf("unknown escape: %q", esc)
		}
		if len(esc) < 2+n {
			return "", fmt.Errorf("short escape: %q", esc)
		}
		hex := esc[2 : 2+n]
		if strings.ToLower(hex) != hex {
			return "", fmt.Errorf("upper-case hex: %q", hex)
		}
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil {
			return "", err
		}
		if n == 2 {
			b.WriteByte(byte(v))
		} else {
			b.WriteRune(rune(v))
		}
		esc = esc[2+n:]
	}
	return b.String(), nil
}

// unescapeText reads text with escapes in it, as Escape writes it, back
// into the bytes it stands for.
func unescapeText(s string) (string, error) {
	var b strings.Builder
	for s != "" {
		i := strings.IndexByte(s, '\\')
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		s = s[i:]
		n := 2
		if len(s) > 1 {
			n = 2 + map[byte]int{'x': 2, 'u': 4, 'U': 8}[s[1]]
		}
		if n > len(s) {
			return "", fmt.Errorf("short escape %q", s)
		}
		t, err := unescape(s[:n])
		if err != nil {
			return "", err
		}
		b.WriteString(t)
		s = s[n:]
	}
	return b.String(), nil
}

// unrun puts runs back together into the text they came from.
func unrun(runs []Run) (string, error) {
	var b strings.Builder
	for _, r := range runs {
		if !r.Escaped {
			b.WriteString(r.Text)
			continue
		}
		t, err := unescape(r.Text)
		if err != nil {
			return "", err
		}
		b.WriteString(t)
	}
	return b.String(), nil
}

// seg is a piece of drawn output with the attributes it was drawn with.
type seg struct {
	text           string
	reverse, faint bool
}

// segments reads drawn output back into styled pieces. It fails on any
// escape sequence other than SGR, on any control character, and on text
// that begins with a character that would join onto the one before it.
func segments(out string) ([]seg, error) {
	var (
		segs           []seg
		reverse, faint bool
	)
	for len(out) > 0 {
		n := strings.IndexByte(out, 0x1b)
		if n < 0 {
			n = len(out)
		}
		if text := out[:n]; text != "" {
			for _, r := range text {
				if r < 0x20 || (r >= 0x7f && r < 0xa0) {
					return nil, fmt.Errorf("control %U in output", r)
				}
			}
			if joins(text) {
				return nil, fmt.Errorf("text %q joins onto what is drawn before it", text)
			}
			if l := len(segs); l > 0 && segs[l-1].reverse == reverse && segs[l-1].faint == faint {
				segs[l-1].text += text
			} else {
				segs = append(segs, seg{text, reverse, faint})
			}
			out = out[n:]
			continue
		}
		seq, _, n, _ := ansi.DecodeSequence(out, 0, nil)
		out = out[n:]
		if !strings.HasPrefix(seq, "\x1b[") || !strings.HasSuffix(seq, "m") {
			return nil, fmt.Errorf("sequence other than SGR in output: %q", seq)
		}
		if seq == "\x1b[m" {
			reverse, faint = false, false
		}
		for _, p := range strings.FieldsFunc(seq[2:len(seq)-1], func(r rune) bool { return r == ';' || r == ':' }) {
			switch p {
			case "0":
				reverse, faint = false, false
			case "7":
				reverse = true
			case "27":
				reverse = false
			case "2":
				faint = true
			case "22":
				faint = false
			}
		}
	}
	return segs, nil
}

// joins reports whether text would join onto a letter drawn before it.
func joins(text string) bool {
	c, _ := ansi.FirstGraphemeCluster("a"+text, ansi.GraphemeWidth)
	return len(c) != 1
}

// drawnLine is one line of drawn output read back.
type drawnLine struct {
	text  string // what the line stands for, escapes undone
	shown string // what the line shows, marks and escapes as drawn
	mark  string // the faint mark at the end, if any
}

// readLine reads a line drawn with PlainStyles back.
func readLine(out string) (drawnLine, error) {
	segs, err := segments(out)
	if err != nil {
		return drawnLine{}, err
	}
	var d drawnLine
	var text strings.Builder
	for i, sg := range segs {
		d.shown += sg.text
		switch {
		case sg.faint:
			if i != len(segs)-1 {
				return d, fmt.Errorf("muted text before the end of the line: %q", out)
			}
			d.mark = sg.text
		case sg.reverse:
			t, err := unescape(sg.text)
			if err != nil {
				return d, err
			}
			text.WriteString(t)
		default:
			text.WriteString(sg.text)
		}
	}
	d.text = text.String()
	return d, nil
}
