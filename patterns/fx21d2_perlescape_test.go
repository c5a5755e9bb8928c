package patterns

import "testing"

// fx21d2PerlEscapeCases are rt21d #13 (perl only): a layout escape in a
// string (\n, \t, \r) leaves a plain expression plain, as DEFAULTS.md says
// perl's print is; other escapes and an escaped backslash still ask.
var fx21d2PerlEscapeCases = []doesCase{
	{`perl -e 'print "hi\n"'`, ""},
	{`perl -e 'print "a\tb\n"'`, ""},
	{`python3 -c 'print("a\nb")'`, ""},
	// Still not plain.
	{`perl -e 'print "\x41\n"'`, UnreadableRule},
	{`perl -e 'print "a\\n"'`, UnreadableRule},
	{`perl -e 'print "@{[ system q(id) ]}\n"'`, UnreadableRule},
	{`perl -e 'system "id\n"'`, UnreadableRule},
}

// TestFx21d2PerlEscape checks fx21d2PerlEscapeCases against the defaults.
func TestFx21d2PerlEscape(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "perl ", fx21d2PerlEscapeCases)
}
