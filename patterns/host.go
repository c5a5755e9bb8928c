package patterns

import (
	"errors"
	"fmt"
	"strings"
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
