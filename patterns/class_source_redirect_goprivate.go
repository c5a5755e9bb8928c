package patterns

import "strings"

// goPrivateEnv are the go environment keys that take the modules they
// match off the checksum database (GONOPROXY off the proxy): for the
// modules they match, go takes whatever their origin serves.
var goPrivateEnv = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"GOPRIVATE": true, "GONOPROXY": true, "GONOSUMDB": true}
}}

// goPrivateWide judges NAME=VALUE given to a part or set earlier in the
// line as `go env -w` is judged (goPrivateNarrow): ok reports that NAME
// is one of [goPrivateEnv], and wide that VALUE covers more than named
// organisations' modules: `GOPRIVATE=*`, `GOPRIVATE='*'`, a glob of
// hosts, `GONOSUMDB=*`, or a value that is not literal. A wildcard that
// covers every module turns checksum verification off for public
// modules, so a go get under it fetches code nobody has checked, and asks
// as cmd.download-run, as GOINSECURE does (fx21a2 item 3); an
// organisation's private modules (`GOPRIVATE=github.com/myorg/*`) are
// everyday setup. An empty VALUE turns nothing off.
func goPrivateWide(name, val string, lit bool) (wide, ok bool) {
	if !goPrivateEnv.get()[name] {
		return false, false
	}
	return val != "" && (!lit || !goPrivateNarrow(name+"="+val)), true
}

// assignText is an assignment word's text for envAssigns, and whether
// its value is known: a literal word, or one of go's private-module keys
// whose value is plain text with glob characters
// (`export GOPRIVATE=github.com/myorg/*`), which names no file and stays
// as written, as `go env -w` reads it (globOnlyRaw); other words with
// each expansion standing as $.
func assignText(x Word) (string, bool) {
	if _, ok := x.Literal(); ok {
		return segText(x), true
	}
	if raw := globOnlyRaw(x); raw != "" {
		if name, _, _ := strings.Cut(raw, "="); goPrivateEnv.get()[name] {
			return raw, true
		}
	}
	return segText(x), false
}
