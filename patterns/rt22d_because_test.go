package patterns

import (
	"encoding/json"
	"testing"
)

// rt22d #14: an ask the command as a whole decides (no part holds what
// could not be read: a [[ ]] test, an array subscript, an arithmetic
// command) carried no because, where every other ask names its word,
// class and certainty. The report's top level now carries it.
func TestWholeAsksSayWhy(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cmd, word, class string
	}{
		{`[[ "$N" -eq 3 ]] && echo ok`, `"$N"`, "second-evaluation"},
		{`arr[$IDX]=1`, `$IDX`, "second-evaluation"},
		{`(( C += $(curl -s x.io) ))`, `C += $(curl -s x.io)`, "second-evaluation"},
		{`case $((Y)) in 1) ;; esac`, `Y`, "second-evaluation"},
		{`a="b`, `"b`, "parse-error"},
	} {
		t.Run(tc.cmd, func(t *testing.T) {
			v := pol.Evaluate(Read(tc.cmd), testContext(), testNow)
			if v.Outcome != Ask || v.Part != -1 {
				t.Fatalf("%s by part %d, want an ask by the command as a whole", v.Outcome, v.Part)
			}
			rep := v.Report()
			b := rep.Because
			if b == nil {
				out, _ := json.Marshal(rep)
				t.Fatalf("no because: %s", out)
			}
			if b.Word != tc.word || b.Class != tc.class || b.Certainty != "certain" {
				t.Errorf("because %+v, want word %q, class %q, certain", *b, tc.word, tc.class)
			}
			checkBecause(t, tc.cmd, nil, *b)
		})
	}
}
