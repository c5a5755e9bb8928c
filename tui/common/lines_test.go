package common

import (
	"testing"

	"charm.land/bubbles/v2/key"

	"ozdesk.dev/ozdesk/cards"
)

func TestFit(t *testing.T) {
	cases := []struct {
		in   string
		w    int
		want string
	}{
		{"abc", 5, "abc  "},
		{"abcdef", 4, "abcd"},
		{"\x1b[1mbold\x1b[m", 6, "\x1b[1mbold\x1b[m  "},
		{"日本語", 4, "日本"},
		{"日本語", 5, "日本 "},
		{"x", 0, ""},
	}
	for _, tc := range cases {
		got := Fit(tc.in, tc.w)
		if Width(got) != max(tc.w, 0) {
			t.Errorf("Fit(%q, %d) = %q, %d cells", tc.in, tc.w, got, Width(got))
		}
		if tc.want != got && stripSGR(got) != stripSGR(tc.want) {
			t.Errorf("Fit(%q, %d) = %q, want %q", tc.in, tc.w, got, tc.want)
		}
	}
}

func stripSGR(s string) string {
	out := []byte{}
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b {
			for i < len(s) && s[i] != 'm' {
				i++
			}
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}

func TestBlockAndBeside(t *testing.T) {
	b := Block([]string{"a", "bbbbbb"}, 3, 3)
	if len(b) != 3 || b[0] != "a  " || b[1] != "bbb" || b[2] != "   " {
		t.Fatalf("Block = %q", b)
	}
	if got := Beside([]string{"ab", "cd"}, []string{"x"}, "|"); len(got) != 2 || got[0] != "ab|x" || got[1] != "cd|" {
		t.Fatalf("Beside = %q", got)
	}
	for _, c := range []struct{ v, lo, hi, want int }{{5, 0, 3, 3}, {-1, 0, 3, 0}, {2, 0, 3, 2}, {2, 0, -1, 0}} {
		if got := Clamp(c.v, c.lo, c.hi); got != c.want {
			t.Errorf("Clamp(%d, %d, %d) = %d", c.v, c.lo, c.hi, got)
		}
	}
}

func TestMarks(t *testing.T) {
	a := MarksFor(cards.ASCIIGlyphs())
	u := MarksFor(cards.UnicodeGlyphs())
	if !a.ASCII || u.ASCII {
		t.Fatal("MarksFor does not tell the sets apart")
	}
	for _, s := range []string{a.Dot, a.Select, a.Focus, a.Range, a.Dash, a.More, a.Next} {
		for _, r := range s {
			if r > 0x7e {
				t.Errorf("ASCII mark %q", s)
			}
		}
	}
}

func TestKeysHelpASCII(t *testing.T) {
	k := NewKeys(true)
	var all []key.Binding
	for _, g := range [][][]key.Binding{k.Global.FullHelp(), k.List.FullHelp(), k.Decide.FullHelp(), k.Card.FullHelp(),
		k.Filter.FullHelp(), k.Prompt.FullHelp(), k.Confirm.FullHelp(), k.Editor.FullHelp(), k.Rules.FullHelp(), k.Audit.FullHelp()} {
		for _, row := range g {
			all = append(all, row...)
		}
	}
	for _, b := range all {
		h := b.Help()
		for _, r := range h.Key + h.Desc {
			if r > 0x7e {
				t.Errorf("ASCII key help %q %q", h.Key, h.Desc)
			}
		}
	}
}
