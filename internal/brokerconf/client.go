package brokerconf

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"
)

// DefaultSocketPath is where the broker listens unless the configuration
// says otherwise (queue/broker's DefaultSocketPath).
const DefaultSocketPath = "/run/ozdesk/ozdesk.sock"

// Keys are the configuration's keys, each a line `key: value` (see
// queue/broker's Config).
var Keys = []string{"socket", "store", "operators", "anchor", "etcd-cacert", "etcd-cert", "etcd-key", "node", "evaluate-timeout"}

// Client is what a client reads of the configuration.
type Client struct {
	// Socket is the broker's socket ("" for [DefaultSocketPath]).
	Socket string
	// EvaluateTimeout is how long a client waits for the broker's answer
	// to an evaluation (0 for the default).
	EvaluateTimeout time.Duration
	// Values are every key's value as written.
	Values map[string]string
	// Path is the file it was read from.
	Path string
}

// LoadClient reads the configuration at path as a client needs it
// ([Read]: nil, nil when optional and missing), with [ParseClient].
func LoadClient(path string, optional bool) (*Client, error) {
	b, err := Read(path, optional)
	if b == nil || err != nil {
		return nil, err
	}
	c, err := ParseClient(b)
	if err != nil {
		return nil, fmt.Errorf("configuration %s: %w", path, err)
	}
	c.Path = path
	return c, nil
}

// ParseClient reads a configuration written as queue/broker's Config
// documents it: one `key: value` a line, a key at the line's start, a
// value with neither quotes nor spaces, comments after " #" or on lines
// of their own. Whatever else YAML allows (quotes, indentation, flow,
// anchors, tags, a second document, a key twice, a tab, a carriage
// return, any byte but printable ASCII and newlines) it refuses rather
// than read it otherwise than yaml.v3 does: the caller fails closed. Paths must be absolute, a store absolute or an
// etcd:// address (whose hosts the broker checks, not a client), and
// evaluate-timeout a duration with its unit from 0 to 60s.
func ParseClient(b []byte) (*Client, error) {
	c := &Client{Values: map[string]string{}}
	for i, ch := range b {
		if (ch < 0x20 || ch > 0x7e) && ch != '\n' {
			return nil, fmt.Errorf("byte %d is %q: this reader reads printable ASCII only, comments included", i, ch)
		}
	}
	for n, line := range strings.Split(string(b), "\n") {
		n++
		if strings.TrimLeft(line, " ") == "" || line[0] == '#' {
			continue
		}
		key, rest, ok := strings.Cut(line, ":")
		if !ok || !known(key) {
			return nil, fmt.Errorf("line %d: not a line `key: value` of one of the keys %s (this reader reads no other YAML: write the file as the documentation shows, or use ozdesk)", n, strings.Join(Keys, ", "))
		}
		if _, twice := c.Values[key]; twice {
			return nil, fmt.Errorf("line %d: %s is written twice", n, key)
		}
		value, err := plainValue(rest)
		if err != nil {
			return nil, fmt.Errorf("line %d: %s: %w", n, key, err)
		}
		if err := checkValue(key, value); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		c.Values[key] = value
	}
	c.Socket = c.Values["socket"]
	if v := c.Values["evaluate-timeout"]; v != "" {
		c.EvaluateTimeout, _ = time.ParseDuration(v) // checkValue read it
	}
	return c, nil
}

// known reports whether key is one of [Keys].
func known(key string) bool {
	for _, k := range Keys {
		if k == key {
			return true
		}
	}
	return false
}

// plainValue is the value after a key's colon: nothing, or spaces then a
// word of plainChars, then nothing, spaces, or spaces and a comment.
func plainValue(rest string) (string, error) {
	if rest == "" {
		return "", nil
	}
	if rest[0] != ' ' {
		return "", fmt.Errorf("no space after the colon")
	}
	rest = strings.TrimLeft(rest, " ")
	end := 0
	for end < len(rest) && strings.IndexByte(plainChars, rest[end]) >= 0 {
		end++
	}
	value, after := rest[:end], rest[end:]
	switch trimmed := strings.TrimLeft(after, " "); {
	case trimmed == "":
	case trimmed[0] == '#' && (len(trimmed) < len(after) || value == ""):
	default:
		return "", fmt.Errorf("the value holds a character this reader does not read (%q): write a path, an etcd address, a name or a duration, unquoted", after[0])
	}
	return value, nil
}

// plainChars are the characters of a value this reader reads.
const plainChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+@=,:"

// checkValue checks a key's value as queue/broker's LoadConfig does
// (an empty value is the key's default).
func checkValue(key, value string) error {
	switch {
	case value == "":
		return nil
	case key == "evaluate-timeout":
		d, err := time.ParseDuration(value)
		if err != nil || !strings.ContainsAny(value, "nuµmsh") {
			return fmt.Errorf("evaluate-timeout %q is not a duration like 10s", value)
		}
		if d < 0 || d > 60*time.Second {
			return fmt.Errorf("evaluate-timeout %s is outside 0 to 1m0s: write how long a client waits for the broker's answer to an evaluation, like 10s", d)
		}
	case key == "node":
		if value[0] < 'A' || strings.ContainsAny(value, "/:") {
			return fmt.Errorf("node %q is not a name this reader reads (a letter first, no / or :)", value)
		}
	case key == "store" && strings.HasPrefix(value, "etcd://"):
	case !filepath.IsAbs(value):
		return fmt.Errorf("%q is not an absolute path: write every path from /", value)
	case strings.Contains(value, ":"):
		return fmt.Errorf("%s %q holds a colon, which this reader does not read in a path", key, value)
	}
	return nil
}
