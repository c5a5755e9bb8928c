package patterns

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestAuthorityHost: the host is read up to the first '/', '?' or '#',
// after the last '@' before it; a '\' in the authority leaves no host
// (curl reads "a\@b" as user "a\" at b, others stop at the '\').
func TestAuthorityHost(t *testing.T) {
	tests := []struct {
		url  string
		host string
		ok   bool
	}{
		{"https://github.com/x", "github.com", true},
		{"https://GitHub.COM./x", "github.com", true},
		{"https://evil.example#@github.com/x", "evil.example", true},
		{"https://evil.example?@github.com/x", "evil.example", true},
		{"https://evil.example/@github.com/x", "evil.example", true},
		{"https://github.com#@evil.example/x", "github.com", true},
		{"https://u:p@github.com:8443/x", "github.com", true},
		{"https://github.com%23@evil.example/x", "evil.example", true},
		{"https://evil.example%40github.com/x", "evil.example%40github.com", true},
		{"https://evil.example%23@github.com/x", "github.com", true},
		{"https://[::1]:8080/x", "::1", true},
		{"https://u@[fe80::1]/x", "fe80::1", true},
		{"https://evil.example\\@github.com/x", "", false},
		{"https://github.com\\@evil.example/x", "", false},
		{"https://github.com\\/x", "", false},
		{"https://github.com/a\\b", "github.com", true},
		{"https://", "", false},
		{"github.com/x", "", false},
	}
	for _, tt := range tests {
		host, ok := URLHost(tt.url)
		if host != tt.host || ok != tt.ok {
			t.Errorf("URLHost(%q) = %q, %v; want %q, %v", tt.url, host, ok, tt.host, tt.ok)
		}
	}
}

// TestDownloadRailHostIsFetchedHost: with github.com listed, an allow
// whose URL names github.com only after a '#', '?' or '\' is refused by
// the download rail, and the host the editor would offer for the ask is
// the one fetched from (rt39k HIGH-1).
func TestDownloadRailHostIsFetchedHost(t *testing.T) {
	ctx := testContext()
	ctx.Egress = []string{"github.com"}
	end := testNow.Add(24 * time.Hour)
	tests := []struct {
		pattern string
		command string
		refused bool
		offered []string
	}{
		{pattern: "curl -o f 'https://a.example#@github.com/x'", command: `curl -o f https://a.example\#@github.com/x`, refused: true, offered: []string{"a.example"}},
		{pattern: "curl -o f 'https://a.example?@github.com/x'", command: `curl -o f 'https://a.example?@github.com/x'`, refused: true, offered: []string{"a.example"}},
		{pattern: `curl -o f 'https://a.example\@github.com/x'`, command: `curl -o f 'https://a.example\@github.com/x'`, refused: true},
		{pattern: `curl -o f 'https://github.com\@a.example/x'`, command: `curl -o f 'https://github.com\@a.example/x'`, refused: true},
		{pattern: `curl -o f https://github.com/x 'https://github.com\@a.example/x'`, command: `curl -o f https://github.com/x 'https://github.com\@a.example/x'`, refused: true},
		{pattern: "curl -o f 'https://a.example%40github.com/x'", command: "curl -o f 'https://a.example%40github.com/x'", refused: true},
		{pattern: "curl -o f 'https://a.example%23@github.com/x'", command: "curl -o f 'https://a.example%23@github.com/x'"},
		{pattern: "curl -o f 'https://github.com#@a.example/x'", command: "curl -o f 'https://github.com#@a.example/x'"},
		{pattern: "curl -o f https://u@github.com:443/x", command: "curl -o f https://u@github.com:443/x"},
	}
	for _, tt := range tests {
		r := &Rule{ID: "r1", Outcome: Allow, Pattern: MustParsePattern(tt.pattern), Reason: "x", End: end}
		refused := slices.ContainsFunc(CheckAllow(r, nil, 0, ctx), func(e *RailError) bool { return e.Rail == RailDownload })
		if refused != tt.refused {
			t.Errorf("%s: download rail refuses %v, want %v", tt.pattern, refused, tt.refused)
		}
		cmd := Read(tt.command)
		if got := OffEgress(cmd.Parts[0], ctx); !slices.Equal(got, tt.offered) {
			t.Errorf("%s: offered %q, want %q", tt.command, got, tt.offered)
		}
	}
}

// FuzzURLHostAgrees: for every URL, the host the download rail reads in a
// pattern's literal is the host the evaluator reads in the command's
// word ([host:NAME], [egress]), and the host offered for the egress list
// is that host or none.
func FuzzURLHostAgrees(f *testing.F) {
	for _, s := range []string{
		"https://evil.example#@github.com/x", "https://a?@b/x", `https://a\@b/x`,
		"https://a%40b/x", "https://a%23@b/x", "https://[::1]:80/x", "https://u:p@h:1/p",
		"https://h", "ftp://H.Example./x", "https://a@b@c/x", "https://[x@y]/z",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if strings.ContainsAny(s, "'\x00") || !strings.Contains(s, "://") {
			return
		}
		cmd := Read("curl -o f '" + s + "'")
		if len(cmd.Parts) != 1 || len(cmd.Parts[0].Words) != 4 {
			return
		}
		w := cmd.Parts[0].Words[3]
		evalHost, known := hostOf(&w, nil)
		railHost, ok := urlHost(s)
		if ok && (!known || railHost != evalHost) {
			t.Fatalf("%q: rail reads host %q, evaluator %q (known %v)", s, railHost, evalHost, known)
		}
		if !ok && known && evalHost != "" {
			t.Fatalf("%q: rail reads no host, evaluator %q", s, evalHost)
		}
		for _, h := range OffEgress(cmd.Parts[0], &Context{}) {
			if want, err := DownloadHost(evalHost); err != nil || h != want {
				t.Fatalf("%q: offers %q for the egress list, evaluator reads %q", s, h, evalHost)
			}
		}
	})
}

// TestEgressAllowReadsFetchedHost: with github.com listed, an allow of
// downloads from the list certainly matches a URL of github.com, and
// never one curl fetches from elsewhere: a.example before '#@', or the
// host after a '\@' (curl keeps the '\' in the user part).
func TestEgressAllowReadsFetchedHost(t *testing.T) {
	ctx := testContext()
	ctx.Egress = []string{"github.com"}
	for _, tc := range []struct {
		cmd  string
		want bool
	}{
		{"curl -o f https://github.com/x", true},
		{"curl -o f https://u@github.com:443/x", true},
		{`curl -o f https://a.example\#@github.com/x`, false},
		{`curl -o f 'https://a.example?@github.com/x'`, false},
		{`curl -o f 'https://github.com\@a.example/x'`, false},
		{`curl -o f 'https://a.example\@github.com/x'`, false},
	} {
		for _, p := range []string{"curl -o f [egress]", "curl -o f [host:github.com]"} {
			_, got := MustParsePattern(p).MatchAt(Read(tc.cmd), 0, ctx, Certainly)
			if got != tc.want {
				t.Errorf("%s certainly matches %s: %v, want %v", p, tc.cmd, got, tc.want)
			}
		}
	}
}
