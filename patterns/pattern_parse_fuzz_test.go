package patterns

import (
	"errors"
	"testing"
)

// FuzzParsePattern: ParsePattern never panics; a refusal is a
// *PatternError with a code; an accepted pattern prints to a text that
// parses back equal, and that text is a fixed point of String.
func FuzzParsePattern(f *testing.F) {
	for _, s := range []string{
		"git push --force * [default-branch]",
		"terraform destroy -target=module.test.*",
		"curl -fsSL [host:get.k3s.io] | sh",
		"dd ** of=[device] **",
		"rm -rf ~/build/* '~' -- -x",
		"echo ** > [outside-workdir] < in",
		"git -C /repo push -f=x",
		"tar xzf * -C /",
		"frob --x='a b' \"c'd\" e\\ f",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePattern(text)
		if err != nil {
			var pe *PatternError
			if !errors.As(err, &pe) || pe.Code == "" || pe.Msg == "" {
				t.Fatalf("ParsePattern(%q) error %v is not a coded PatternError", text, err)
			}
			return
		}
		s := p.String()
		q, err := ParsePattern(s)
		if err != nil {
			t.Fatalf("ParsePattern(%q).String() = %q does not parse: %v", text, s, err)
		}
		if !q.Equal(p) {
			t.Fatalf("round trip of %q through %q:\n%#v\n%#v", text, s, p.Stages, q.Stages)
		}
		if s2 := q.String(); s2 != s {
			t.Fatalf("String is not a fixed point: %q then %q", s, s2)
		}
		_ = p.Check(Allow)
		_ = p.Check(Refuse)
		p.Programs()
	})
}
