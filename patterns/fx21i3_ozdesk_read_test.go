package patterns

import "testing"

// TestOzdeskReadCopies (rt21i #8): a command that reads ozdesk's
// executable by its path (a word, an input redirection, a descriptor
// opened on it, a glob that may match it, a substitution finding it) and
// may write what it read asks as guard-tamper, whatever the verb; one
// that only looks at it (a checksum, ls -l, file) or runs it by its path
// is left alone, as are reads of other files.
func TestOzdeskReadCopies(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, "/tmp/rt/ozdesk")
	const oz = "/tmp/rt/ozdesk"
	tests := []struct {
		command string
		ask     bool
	}{
		{"cat < " + oz + " > t", true},
		{"tee t < " + oz, true},
		{"exec 3<" + oz + "; cat <&3 > t", true},
		{"head -c 999999999 " + oz + " > t", true},
		{"tail -c +1 " + oz + " > t", true},
		{"sed -n p " + oz + " > t", true},
		{"awk 1 " + oz + " > t", true},
		{"perl -pe1 " + oz + " > t", true},
		{"strip -o t " + oz, true},
		{"objcopy " + oz + " t", true},
		{"curl file://" + oz + " -o t", true},
		{"gzip -c " + oz + " > t.gz", true},
		{"base64 " + oz + " > t.b64", true},
		{"zip t.zip " + oz, true},
		{"split -b 10M " + oz + " part", true},
		{"xxd " + oz + " > t.hex", true},
		{"cat $(which ozdesk) > t", true},
		{"cat /tmp/rt/ozd?sk > t", true},
		{"cd /tmp/rt && cat < ozdesk > ~/t", true},
		// Looks, runs and other files.
		{"ozdesk --version", false},
		{oz + " --version", false},
		{oz + " queue ls", false},
		{"ls -l $(which ozdesk)", false},
		{"sha256sum " + oz, false},
		{"file " + oz, false},
		{"stat " + oz, false},
		{"cat < notes.txt > t", false},
		{"head -c 100 /tmp/rt/other > t", false},
		{"gzip -c build/app > app.gz", false},
		{"go test ./cmd/ozdesk", false},
		{"ls cmd/ozdesk", false},
	}
	for _, tt := range tests {
		v := pol.Explain(tt.command, ctx, testNow)
		asked := v.Outcome == Ask && v.Rule == "cmd.guard-tamper"
		if asked != tt.ask {
			t.Errorf("%q: %s by %q (%s); want guard-tamper's ask %v", tt.command, v.Outcome, v.Rule, v.Reason, tt.ask)
		}
	}
}
