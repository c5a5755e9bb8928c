package safetext

import (
	"strings"
	"testing"
)

// TestSignLookalikesEscaped: a sign outside ASCII that reads as an ASCII
// one is drawn as its escape in a word that could pass for ASCII (rd69
// D1: `kubectl delete namespace payments ‐‐dry-run=client` with U+2010
// hyphens read as a dry run on the card, where kubectl reads a second
// name), in the desk's own words it is left as it is, and a word of
// another script keeps it.
func TestSignLookalikesEscaped(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"kubectl delete namespace payments \u2010\u2010dry-run=client", `\u2010\u2010dry-run=client`},
		{"kubectl delete ns x \u2011\u2011dry-run=client", `\u2011\u2011dry-run`},
		{"rm \u2013rf ~/x", `\u2013rf`},
		{"rm \u2212rf ~/x", `\u2212rf`},
		{"rm \u02d7rf ~/x", `\u02d7rf`},
		{"rm -rf ~/a\u2215b", `~/a\u2215b`},
		{"rm -rf ~/a\u2044b", `~/a\u2044b`},
		{"rm -rf \uff5e/x", `\uff5e/x`},
		{"ls\u037e rm -rf ~", `ls\u037e`},
		{"cat x\u2223sh", `x\u2223sh`},
		{"rm -rf ~/da\u2010ta", `~/da\u2010ta`},
		// Another script's word keeps its signs.
		{"echo \u043f\u0440\u0438\u2010\u0432\u0435\u0442", "\u043f\u0440\u0438\u2010\u0432\u0435\u0442"},
	} {
		if got := Escape(tc.in); !strings.Contains(got, tc.want) {
			t.Errorf("Escape(%q) = %q, want it to hold %q", tc.in, got, tc.want)
		}
	}
	// A sign alone between spaces is prose ("ok — pre-approved"), and
	// alone it can only make a command look more than it is (`cat x ∣ sh`
	// is cat of three files; ≈ still marks it beside `cat x | sh`).
	for _, in := range []string{"ok \u2014 pre-approved", "rule r1: terraform destroy ** \u2014 production", "cat x \u2223 sh"} {
		if got := Escape(in); got != in {
			t.Errorf("Escape(%q) = %q, want it as it is", in, got)
		}
	}
	// The desk's own words: "asks 1–4 of 9" keeps its en dash.
	sc := NewScanner("asks 1\u20134 of 9 \u2014 ok", false)
	sc.KeepBackslashes()
	for i := 0; i < len(sc.s); {
		u := sc.Next(i)
		if u.Kind != UnitText {
			t.Errorf("the desk's own %q was escaped at %d", sc.s[u.Start:u.End], u.Start)
		}
		i = u.End
	}
}

// TestPunctASCII: each look-alike sign reads as an ASCII sign, none as a
// letter or digit (those are Lookalikes'), and none is ASCII itself.
func TestPunctASCII(t *testing.T) {
	for r, b := range punctLookalikes {
		if r < 0x80 || b >= 0x80 || ('a' <= b && b <= 'z') || ('A' <= b && b <= 'Z') || ('0' <= b && b <= '9') {
			t.Errorf("U+%04X reads as %q: want a sign of ASCII for a character outside it", r, b)
		}
		if got, ok := PunctASCII(r); !ok || got != b {
			t.Errorf("PunctASCII(U+%04X) = %q, %v", r, got, ok)
		}
	}
	if _, ok := PunctASCII('-'); ok {
		t.Error("PunctASCII('-') says ASCII's own hyphen is a look-alike")
	}
}
