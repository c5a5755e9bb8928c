package patterns

import "testing"

// fx54a (rt53 N1): rbash is bash restricted, which still runs a script
// (and ozdesk in it), and the other POSIX-like shells run one as sh does:
// each reads the script as bash's runner does.
var fx54aShellCases = []struct{ cmd, rule, reason string }{
	{"rbash x.sh", guardTamperRule, "the script x.sh runs"},
	{"rbash -e x.sh", guardTamperRule, "the script x.sh runs"},
	{"yash x.sh", guardTamperRule, "the script x.sh runs"},
	{"posh x.sh", guardTamperRule, "the script x.sh runs"},
	{"ksh93 x.sh", guardTamperRule, "the script x.sh runs"},
	{"hush x.sh", guardTamperRule, "the script x.sh runs"},
	// everyday
	{"rbash h.sh", "", ""},
	{"yash h.sh", "", ""},
	{"rbash -n x.sh", "", ""}, // -n runs nothing
}

// TestOtherShellsReadScript checks fx54aShellCases over real files.
func TestOtherShellsReadScript(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, map[string]string{"proj/x.sh": "ozdesk queue approve 6\n", "proj/h.sh": "echo hello\n"})
	fx53mCheck(t, pol, home, fx54aShellCases, false)
}
