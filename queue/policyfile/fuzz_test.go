package policyfile

import (
	"errors"
	"testing"
)

// FuzzParse: Parse never panics, every problem it reports says something,
// and what parses writes back (Marshal) to a file that parses equal.
func FuzzParse(f *testing.F) {
	f.Add(file(baseFile...))
	f.Add(file("version: 1", "settings:", "  four_eyes: true", "  fallback: ask", "  ask_wait: 1h", "  ask_wait_max: 2h",
		"egress: []", "rules:", "  - outcome: refuse", "    over: cmd.unreadable", "    scope:", "      node: prod-*"))
	f.Add(file("version: 1", "rules:", "  - id: x", "    outcome: ask", "    pattern: \"rm -rf '~' \\t\"", "    reason: |", "      two", "      lines"))
	f.Add(file("version: 1", "rules:", "  - outcome: allow", "    pattern: go test ./...", "    reason: r", "    ends: 2026-12-31T10:00:00.5+01:00"))
	f.Add([]byte("version: 1\nrules: [{outcome: ask, pattern: 'rm x'}]\n"))
	f.Add([]byte("version: 1\nrules:\n  - &a {outcome: ask, pattern: rm}\n  - *a\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		pf, err := Parse(data)
		if err != nil {
			var es Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("error %T is not Errors: %v", err, err)
			}
			for _, e := range es {
				if e.Msg == "" {
					t.Fatalf("a problem without a message: %+v", e)
				}
			}
			return
		}
		out, err := Marshal(pf)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		again, err := Parse(out)
		if err != nil {
			t.Fatalf("what parsed does not parse once written:\n%s\n%v", out, err)
		}
		if !sameFile(pf, again) {
			t.Fatalf("written and read again, the file changed:\n%s", out)
		}
	})
}
