package patterns

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/net/idna"
)

// MaxHostLen is the longest host name [CheckHost] takes.
const MaxHostLen = 253

// CheckHost reads a host name as the egress list and [host:NAME] take it:
// letters, digits, '-' and '_' in dot-separated labels, "*.example.com" for
// every host below a domain; no scheme, port or path. It returns the name
// in lower case without a trailing dot, or an error that says what is
// wrong with it.
func CheckHost(host string) (string, error) {
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	name := strings.TrimPrefix(h, "*.")
	switch {
	case name == "":
		return "", errors.New("a host name is needed")
	case len(h) > MaxHostLen:
		return "", fmt.Errorf("%d bytes is longer than a host name can be", len(h))
	case strings.Contains(h, "://"):
		return "", errors.New("it is a URL: write its host alone")
	case strings.ContainsAny(h, "/:"):
		return "", errors.New("it has a port or a path: write the host alone")
	}
	for _, label := range strings.Split(name, ".") {
		if label == "" {
			return "", errors.New("it has an empty label")
		}
		if strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") {
			return "", fmt.Errorf("the label %q starts or ends with '-'", label)
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return "", fmt.Errorf("it holds %q, which host names cannot have", c)
			}
		}
	}
	return h, nil
}

// DownloadHost is the host a downloader fetches from, for the host
// written in a URL: as [CheckHost] takes it, or else as an IDNA lookup
// maps it (UTS #46, as curl's libidn2 does: a zero-width space or a soft
// hyphen dropped, letters outside ASCII written in punycode), so that the
// egress list is compared with the host the download reaches, never
// with the text it was written as (rt18k #11). An error for a host no
// lookup takes.
func DownloadHost(host string) (string, error) {
	if h, err := CheckHost(host); err == nil {
		return h, nil
	}
	a, err := idna.Lookup.ToASCII(strings.TrimSuffix(host, "."))
	if err != nil {
		return "", fmt.Errorf("host %q cannot be looked up: %w", host, err)
	}
	return CheckHost(a)
}
