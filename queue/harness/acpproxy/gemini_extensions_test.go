package acpproxy

import "testing"

// TestOverrideMatches: extension-enablement.json overrides match a
// directory (with its leading and trailing slash) as Gemini CLI 0.61.0's
// globToRegex has them: a trailing * takes the directory and every one
// below it, a rule without it only that directory, and regexp
// metacharacters are literal.
func TestOverrideMatches(t *testing.T) {
	for _, tt := range []struct {
		rule, path string
		want       bool
	}{
		{"/home/u/*", "/home/u/", true},
		{"/home/u/*", "/home/u/p/q/", true},
		{"/home/u/*", "/home/uv/", false},
		{"/home/u/", "/home/u/", true},
		{"/home/u/", "/home/u/p/", false},
		{"/home/u.x/", "/home/uax/", false},
		{"/home/u.x/", "/home/u.x/", true},
		{"/home/(a)/*", "/home/(a)/b/", true},
		{"/home/[/", "/home/[/", true},
		{"*", "/anything/", true},
		{"/a*b/", "/axyzb/", true},
	} {
		if got := overrideMatches(tt.rule, tt.path); got != tt.want {
			t.Errorf("overrideMatches(%q, %q) = %v, want %v", tt.rule, tt.path, got, tt.want)
		}
	}
}

// FuzzOverrideMatches: any override and path are judged without a panic,
// and a rule of the path itself always matches it.
func FuzzOverrideMatches(f *testing.F) {
	for _, s := range []string{"/home/u/*", "!/x/", "(", `\`, "/**", "[*]"} {
		f.Add(s, "/home/u/p/")
	}
	f.Fuzz(func(t *testing.T, rule, path string) {
		overrideMatches(rule, path)
		if !overrideMatches(path, path) && isLiteral(path) {
			t.Errorf("the rule %q does not match itself", path)
		}
	})
}

// isLiteral reports whether s holds no * and is valid UTF-8 text a
// regexp can hold literally.
func isLiteral(s string) bool {
	for _, c := range s {
		if c == '*' || c == '\uFFFD' {
			return false
		}
	}
	return true
}
