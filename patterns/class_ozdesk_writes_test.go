package patterns

import "testing"

// TestOzdeskVerbPair: ozdesk's deciding verbs side by side under any
// program word might be ozdesk run under another name (rt53 N3, N10):
// a copy at /tmp/od, through a wrapper; another program's queue or
// policy words that are not those verbs stay quiet.
func TestOzdeskVerbPair(t *testing.T) {
	for _, c := range []struct {
		cmd  string
		want bool
	}{
		{"/tmp/od queue approve 1", true},
		{"./od --db x queue deny 2", true},
		{"x policy allow 'rm -rf **'", true},
		{"x policy retire r3", true},
		{"x --json policy apply p.yaml --yes", true},
		{"python3 manage.py queue list", false},
		{"./bin/worker queue drain", false},
		{"aws iam put-role-policy --policy-name p", false},
		{"x queue", false},
		{"x approve queue", false},
		{`x queue "$V"`, false},
	} {
		cmd := Read(c.cmd)
		if len(cmd.Parts) != 1 {
			t.Fatalf("%q: %d parts", c.cmd, len(cmd.Parts))
		}
		if got := ozdeskVerbPair(cmd.Parts[0]); got != c.want {
			t.Errorf("ozdeskVerbPair(%q) = %v, want %v", c.cmd, got, c.want)
		}
	}
}
