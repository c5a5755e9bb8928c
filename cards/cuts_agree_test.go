package cards

import "testing"

// TestCutsAgree: two drawn rows agree when their starts and their ends
// could be one command's; the decoy pair of rt37k MEDIUM-3 does, rows
// whose start or end differ do not.
func TestCutsAgree(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"rm …e/onf/x//srv/aaa…", "rm -rf /srv/aaa…eee/kee", true},
		{"rm…e/one/x//s…/keep", "rm …e/onf/x//srv/aaa…", true},
		{"rm…e/one/x//s…/keep", "rm -rf /srv/aaa…eee/kee", false},
		{"git push", "git push", true},
		{"git push", "git pull", false},
		{"git p…", "git push", true},
		{"…main", "…mair", false},
		{"a…b…c", "a…x…c", true},
		{"ab", "a…c", false},
		{"ab…c", "ax…c", false},
	} {
		if got := CutsAgree(c.a, c.b, "…"); got != c.want {
			t.Errorf("CutsAgree(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
