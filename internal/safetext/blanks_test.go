package safetext

import "testing"

// scanAll writes s as a scanner marking its trailing blanks draws it:
// escapes as their notation, text as it is.
func scanAll(s string) string {
	sc := NewScanner(s, true)
	sc.MarkTrailingBlanks()
	var out []byte
	for i := 0; i < len(s); {
		u := sc.Next(i)
		if u.Kind == UnitEscape {
			out, _ = AppendEscape(out, s[u.Start:])
		} else {
			out = append(out, s[u.Start:u.End]...)
		}
		i = u.End
	}
	return string(out)
}

// TestMarkTrailingBlanks: the spaces that end the text are escaped, and
// no other: not those inside it, not a text of spaces alone (nothing else
// to tell it from), not spaces before a line break.
func TestMarkTrailingBlanks(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"git push origin main", "git push origin main"},
		{"git push origin main ", `git push origin main\x20`},
		{"a  b   ", `a  b\x20\x20\x20`},
		{"   ", "   "},
		{"", ""},
		{"ls \nrm  ", "ls \nrm\\x20\\x20"},
		{"é ", `é\x20`},
	} {
		if got := scanAll(c.in); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}
