package patterns

import (
	"slices"
	"testing"
)

// TestSuggestionRelativePaths: the operands that are relative paths, and
// none that are names (a branch) or absolute (rt14k #1: an allow of
// `rm -rf data` in any directory).
func TestSuggestionRelativePaths(t *testing.T) {
	cases := []struct {
		src  string
		want []string
	}{
		{"rm -rf data", []string{"data"}},
		{"rm -rf build/output ./cache", []string{"build/output", "./cache"}},
		{"rm -rf /tmp/x ~/y", nil},
		{"git push origin feature-x", nil},
		{"npm publish --tag beta ./packages/ui", []string{"./packages/ui"}},
		{"terraform destroy -target=module.m5", nil},
	}
	for _, tc := range cases {
		cmd := Read(tc.src)
		s, err := Suggest(cmd, 0, testContext())
		if err != nil {
			t.Fatalf("%q: %v", tc.src, err)
		}
		if got := s.RelativePaths(cmd); !slices.Equal(got, tc.want) {
			t.Errorf("%q: relative paths %q, want %q", tc.src, got, tc.want)
		}
	}
	var none *Suggestion
	if got := none.RelativePaths(Read("rm -rf data")); got != nil {
		t.Errorf("nil suggestion: %q", got)
	}
}
