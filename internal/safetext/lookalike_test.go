package safetext

import (
	"strings"
	"testing"
)

// TestLookalikesEscaped: a word that could pass for ASCII is drawn with
// its look-alike letters as escapes, the letter-like symbols among them
// (rt47k #4: stage-ǀ and stage-ℓ beside stage-l were drawn as they are,
// neither escaped nor marked), and a word of another script keeps its
// letters.
func TestLookalikesEscaped(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"kubectl delete ns stage-\u01c0", `stage-\u01c0`},
		{"kubectl delete ns stage-\u2113", `stage-\u2113`},
		{"curl ex\u0430mple.com", `ex\u0430mple.com`},
		{"rm -rf \u216ftmp", `\u216ftmp`},
		{"echo \u212aelvin", `\u212aelvin`},
		// rt48k F-lookalike-gaps: small capitals and Lisu letters.
		{"kubectl delete ns \ua731taging", `\ua731taging`},
		{"kubectl delete ns \ua4e2taging", `\ua4e2taging`},
		{"\u1d04laude", `\u1d04laude`},
		{"age\u0274t", `age\u0274t`},
		{"\ua4d2eploy", `\ua4d2eploy`},
		{"echo \u043f\u0440\u0438\u0432\u0435\u0442", "\u043f\u0440\u0438\u0432\u0435\u0442"},
		// rt50k: punctuation and symbols outside ASCII beside a word (the
		// desk's ellipsis after a cut word, its quote marks) do not make
		// it foreign; another script's letters still do.
		{"`/srv/d\u0430ta/\u0455ub/\u043eld/aaaa\u2026`", `/srv/d\u0430ta/\u0455ub/\u043eld/aaaa`},
		{"\u00abex\u0430mple.com\u00bb", `ex\u0430mple.com`},
		{"d\u0430ta\u2192x", `d\u0430ta`},
		{"echo \u043f\u0440\u0438\u0432\u0435\u0442\u2026", "\u043f\u0440\u0438\u0432\u0435\u0442\u2026"},
	} {
		if got := Escape(tc.in); !strings.Contains(got, tc.want) {
			t.Errorf("Escape(%q) = %q, want it to hold %q", tc.in, got, tc.want)
		}
	}
}
