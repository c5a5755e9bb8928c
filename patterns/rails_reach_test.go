package patterns

import (
	"strings"
	"testing"
	"time"
)

// TestReachRail: the download rail refuses an allow that names a
// downloader's option reaching past the pin with a wild value (or none),
// names itself and says what to write; the option word for word, a wild
// value of an option that sends a file only as @FILE, and ** (which never
// stands for such an option: TestMatchReach) pass (rt45k HIGH-1).
func TestReachRail(t *testing.T) {
	ctx := testContext()
	end := testNow.Add(24 * time.Hour)
	tests := []struct {
		pattern string
		refused bool
		hint    string
	}{
		{"curl -s -S -L -o=k3s.sh [host:get.k3s.io] **", false, ""},
		{"curl -f -s -S -L [host:get.k3s.io]", false, ""},
		{"curl -s -x=http://proxy.corp:3128 [host:get.k3s.io]", false, ""},
		{"curl -s -d=* [host:get.k3s.io]", false, ""},
		{"curl -s -H=* [host:get.k3s.io] **", false, ""},
		{"curl -s -x=* [host:get.k3s.io]", true, "-x=VALUE"},
		{"curl -s --proxy=* [host:get.k3s.io]", true, "--proxy=VALUE"},
		{"curl -s --resolve=* [host:get.k3s.io] **", true, "--resolve=VALUE"},
		{"curl -s --config=* [host:get.k3s.io]", true, "--config=VALUE"},
		{"curl -s -T=* [host:get.k3s.io]", true, "-T=VALUE"},
		{"curl -s --upload-file=[inside-workdir] [host:get.k3s.io]", true, "--upload-file=VALUE"},
		{"wget -q -e=* [host:get.k3s.io]", true, "-e=VALUE"},
		{"wget -q --post-file=*.json [host:get.k3s.io]", true, "--post-file=VALUE"},
		{"aria2c --all-proxy=* [host:get.k3s.io]", true, "--all-proxy=VALUE"},
		{"xh --proxy=* [host:get.k3s.io]", true, "--proxy=VALUE"},
	}
	for _, tt := range tests {
		r := &Rule{ID: "r1", Outcome: Allow, Reason: "why", End: end, Pattern: MustParsePattern(tt.pattern)}
		var got *RailError
		for _, e := range CheckAllow(r, nil, -1, ctx) {
			if e.Rail == RailDownload {
				got = e
			} else {
				t.Errorf("%q: unexpected rail %v", tt.pattern, e)
			}
		}
		if (got != nil) != tt.refused {
			t.Errorf("%q: download rail %v, want refused %v", tt.pattern, got, tt.refused)
			continue
		}
		if got != nil && !strings.Contains(got.Hint, tt.hint) {
			t.Errorf("%q: hint %q, want it to say %q", tt.pattern, got.Hint, tt.hint)
		}
	}
}
