package patterns

import (
	"strconv"
	"strings"
)

// A cloud machine's metadata service hands whoever asks on the machine
// the credentials of the role it runs as (rt16d #1): AWS's
// /latest/meta-data/iam/security-credentials/ROLE (IMDS at
// 169.254.169.254 and fd00:ec2::254; ECS's task credentials at
// 169.254.170.2), GCP's service accounts' token and identity
// (metadata.google.internal), Azure's managed identity token
// (/metadata/identity/oauth2/token), Alibaba's RAM credentials
// (100.100.100.200). A downloader fetching such a URL prints a secret:
// piped, substituted or written to a file and then sent, it counts as
// `vault kv get` does (class_secret_printers.go). The address is read
// as the resolver reads it, so 2852039166, 0xa9fea9fe and
// 0251.0376.0251.0376 are 169.254.169.254. The metadata the service
// gives out that is not a credential (instance-id, region, hostname) is
// left alone.

// metadataHosts are the metadata services' hosts; every path of the ones
// marked true is a credential.
var metadataHosts = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"169.254.169.254": false, "fd00:ec2::254": false, "metadata.google.internal": false, "metadata": false,
		"metadata.goog": false, "169.254.170.2": true, "100.100.100.200": false,
	}
}}

// metadataCredentialPaths are the paths (lower-cased pieces) below which
// a metadata service hands out credentials.
var metadataCredentialPaths = []string{
	"/iam/security-credentials", "/identity-credentials", "/service-accounts", "/identity/oauth2/token",
	"/ram/security-credentials", "/latest/user-data", "/computemetadata/v1/instance/attributes/",
}

// fetchesCloudCredential reports whether part p fetches a credential from
// a metadata service: a downloader given such a URL.
func fetchesCloudCredential(p *Part) bool {
	if !downloaderPrograms.get()[p.Program] && !downloaderPrograms.get()[strings.TrimRight(p.Program, "0123456789")] {
		return false
	}
	// A URL's text as written: a bracketed IPv6 host reads to the
	// shell as a glob, a role's name may be a variable.
	for _, a := range p.Args() {
		if metadataCredentialURL(strings.Trim(a.Raw, `'"`)) {
			return true
		}
	}
	return false
}

// metadataCredentialURL reports whether v names a credential of a
// metadata service, with or without a scheme.
func metadataCredentialURL(v string) bool {
	rest := v
	if _, r, ok := strings.Cut(v, "://"); ok {
		rest = r
	}
	host, pth := rest, ""
	if strings.HasPrefix(rest, "[") {
		if i := strings.IndexByte(rest, ']'); i > 0 {
			host, pth = rest[1:i], rest[i+1:]
		}
	} else if i := strings.IndexByte(rest, '/'); i >= 0 {
		host, pth = rest[:i], rest[i:]
	}
	if i := strings.LastIndexByte(host, '@'); i >= 0 {
		host = host[i+1:]
	}
	if i := strings.LastIndexByte(host, ':'); i >= 0 && strings.Count(host, ":") == 1 {
		host = host[:i]
	}
	if i := strings.IndexByte(pth, '/'); i > 0 {
		pth = pth[i:] // a port after ]
	}
	host = strings.TrimPrefix(strings.TrimSuffix(strings.ToLower(host), "."), "::ffff:")
	if ip, ok := looseIPv4(host); ok {
		host = ip
	}
	all, ok := metadataHosts.get()[host]
	if !ok {
		return false
	}
	if all {
		return true
	}
	pth = strings.ToLower(pth)
	for _, c := range metadataCredentialPaths {
		if strings.Contains(pth, c) {
			return true
		}
	}
	return false
}

// looseIPv4 reads an IPv4 address as inet_aton does (one to four parts,
// each decimal, 0x hex or 0 octal; the last fills the rest), and returns
// it dotted.
func looseIPv4(s string) (string, bool) {
	parts := strings.Split(s, ".")
	if len(parts) > 4 || s == "" {
		return "", false
	}
	vals := make([]uint64, len(parts))
	for i, p := range parts {
		v, err := strconv.ParseUint(p, 0, 32)
		if err != nil || p == "" {
			return "", false
		}
		vals[i] = v
	}
	var n uint64
	for i, v := range vals[:len(vals)-1] {
		if v > 255 {
			return "", false
		}
		n |= v << (24 - 8*uint(i))
	}
	last := vals[len(vals)-1]
	if last >= 1<<(8*uint(5-len(vals))) {
		return "", false
	}
	n |= last
	return strconv.Itoa(int(n>>24)) + "." + strconv.Itoa(int(n>>16&255)) + "." +
		strconv.Itoa(int(n>>8&255)) + "." + strconv.Itoa(int(n&255)), true
}
