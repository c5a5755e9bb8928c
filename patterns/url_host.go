package patterns

import "strings"

// authorityEnds are the bytes that end a URL's authority, as curl
// (and RFC 3986) read it: the path, the query or the fragment starts
// there. A '#' or '?' before an '@' ends the host, so the '@' and what
// follows it are not a host ("https://evil.example#@github.com/x" fetches
// from evil.example; rt39k HIGH-1).
const authorityEnds = "/?#"

// AuthorityHost reads the host of the authority at the start of rest (a
// URL's text after "scheme://", or a host operand such as
// git@host:org/repo), as the evaluator, the guard rails and the egress
// offer all read it. ended is false when no '/', '?' or '#' ends the
// authority within rest (what follows rest could still be part of it).
// ok is false when the authority names no host one reading agrees on:
// it holds a '\', which curl keeps in the user part ("a\@b" fetches from
// b) while other readers end the host there ("a"). host is lower-cased,
// without user, port, IPv6 brackets or trailing dot; it is "" where the
// authority names none.
func AuthorityHost(rest string) (host string, ended, ok bool) {
	auth := rest
	if end := strings.IndexAny(rest, authorityEnds); end >= 0 {
		auth, ended = rest[:end], true
	}
	if strings.ContainsRune(auth, '\\') {
		return "", ended, false
	}
	if i := strings.LastIndexByte(auth, '@'); i >= 0 {
		auth = auth[i+1:]
	}
	if strings.HasPrefix(auth, "[") {
		if i := strings.IndexByte(auth, ']'); i > 0 {
			return strings.ToLower(auth[1:i]), ended, true
		}
		return "", ended, true
	}
	if i := strings.IndexByte(auth, ':'); i >= 0 {
		auth = auth[:i]
	}
	return strings.TrimSuffix(strings.ToLower(auth), "."), ended, true
}

// URLHost returns the host of a URL written scheme://host/… as
// [AuthorityHost] reads it: the one parse of a URL's host that the
// evaluator ([host:NAME], [egress]) and the download rail share. ok is
// false for a word with no "://", or with no host one reading agrees
// on.
func URLHost(s string) (host string, ok bool) {
	_, rest, found := strings.Cut(s, "://")
	if !found {
		return "", false
	}
	host, _, ok = AuthorityHost(rest)
	return host, ok && host != ""
}

// urlHost is [URLHost].
func urlHost(s string) (string, bool) { return URLHost(s) }
