package store

import (
	"errors"
	"testing"
)

// TestOperatorKey: names that differ only in case or compatibility form
// are one operator's; names that differ in a letter are not.
func TestOperatorKey(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"alice", "ALICE", true},
		{"alice", "ａｌｉｃｅ", true},
		{"straße", "STRASSE", true},
		{"ﬁona", "fiona", true}, // ligature
		{"alice", "alicia", false},
		{"alice", "", false},
		{"", "", false},
		{"alice", "\u0430lice", false}, // refused by CheckOperatorName instead
	} {
		if got := SameOperator(tc.a, tc.b); got != tc.same {
			t.Errorf("SameOperator(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.same)
		}
	}
}

// TestCheckOperatorName: the names refused when claimed, and a few kept.
func TestCheckOperatorName(t *testing.T) {
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"alice", true}, {"Alice Smith", true}, {"uid:1000", true}, {"Zoë", true},
		{"Дмитрий", true}, {"田中さん", true}, {"ops-bot_2", true},
		{"", false}, {" alice", false}, {"alice ", false}, {"al\u200bice", false},
		{"alice\u2060", false}, {"\u202ealice", false}, {"alice\n", false},
		{"al\x00ice", false}, {"\u0430lice", false}, {"alicе", false}, {"alice\xff", false},
		{"a\u00a0lice", false}, {"alice\ufe0f", false}, {"\u3164", false},
	} {
		err := CheckOperatorName(tc.name)
		if (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrOperatorName)) {
			t.Errorf("CheckOperatorName(%q) = %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}

// FuzzOperatorName: a name that passes the check has a key that is its
// own key (folding is stable), and is the same operator as itself.
func FuzzOperatorName(f *testing.F) {
	for _, s := range []string{"alice", "ALICE", "ａｌｉｃｅ", "straße", "\u0430lice", "Zoë"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if CheckOperatorName(name) != nil {
			return
		}
		if k := OperatorKey(name); OperatorKey(k) != k {
			t.Errorf("OperatorKey(%q) = %q, whose key is %q", name, k, OperatorKey(k))
		}
		if !SameOperator(name, name) {
			t.Errorf("%q is not the same operator as itself", name)
		}
	})
}
