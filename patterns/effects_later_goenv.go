package patterns

import "strings"

// goPrivateNames are the go env keys that name the modules go fetches
// straight from their repositories, without the proxy or the checksum
// database.
var goPrivateNames = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"GOPRIVATE": true, "GONOPROXY": true, "GONOSUMDB": true, "GONOSUMCHECK": true}
}}

// goPrivateNarrow reports whether `go env -w NAME=VALUE` only marks some
// organisation's modules private: NAME is GOPRIVATE (or GONOPROXY,
// GONOSUMDB) and every comma-separated pattern of VALUE begins with a
// literal host that holds a dot (github.com/myorg/*, *.corp.example.com
// is not: it may be any host under a glob). That is everyday setup for a
// private repository; `GOPRIVATE=*` or a glob of hosts turns the
// checksum database off for every module a later build fetches, and
// asks.
func goPrivateNarrow(kv string) bool {
	name, val, ok := strings.Cut(kv, "=")
	if !ok || !goPrivateNames.get()[name] || val == "" {
		return false
	}
	for _, pat := range strings.Split(val, ",") {
		host, _, _ := strings.Cut(pat, "/")
		if !strings.Contains(host, ".") || strings.ContainsAny(host, "*?[]\\") ||
			strings.HasPrefix(host, ".") || strings.HasSuffix(host, ".") {
			return false
		}
	}
	return true
}

// globOnlyRaw returns a word's text when it is plain text with glob
// characters and nothing else bash expands (GOPRIVATE=github.com/o/*,
// which names no file and stays as written), else "".
func globOnlyRaw(w Word) string {
	for _, r := range w.Raw {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("./*?,=_-", r)) {
			return ""
		}
	}
	return w.Raw
}
