package safetext

import "testing"

// TestQuotedIn: a name is quoted as queue ls writes it, whatever marks
// enclose it: its own quote marks (the desk's and the enclosing ones)
// and its ending spaces are escapes, so it can neither close its quotes
// nor end in an invisible space (rt38k LOW-5).
func TestQuotedIn(t *testing.T) {
	for _, tt := range []struct {
		name, s, open, closing, want string
	}{
		{"plain", "claude", "«", "»", "«claude»"},
		{"desk quotes in the name", "«x»", "«", "»", `«\u00abx\u00bb»`},
		{"desk quotes under ASCII marks", "«x»", `"`, `"`, `"\u00abx\u00bb"`},
		{"ASCII quote under ASCII marks", `a"b`, `"`, `"`, `"a\x22b"`},
		{"trailing space", "lead ", "«", "»", `«lead\x20»`},
		{"leading space", " lead", "«", "»", "« lead»"},
		{"newline and trailing space", "nl\nrm -rf / ", "«", "»", `«nl\nrm -rf /\x20»`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := QuotedIn(tt.s, 80, tt.open, tt.closing); got != tt.want {
				t.Errorf("QuotedIn(%q) = %q; want %q", tt.s, got, tt.want)
			}
			if tt.open == "«" {
				if got := ListedQuoted(tt.s, 80); got != tt.want {
					t.Errorf("ListedQuoted(%q) = %q; want %q", tt.s, got, tt.want)
				}
			}
		})
	}
}
