package broker

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The configuration file is YAML, but only its flattest form: one "key:
// value" a line, each value a plain, single-quoted or double-quoted
// scalar on its line, comments and blank lines. Every hook process reads
// it (or finds it missing), so it is read here rather than by a YAML
// library, whose initialisers (two regular expressions compiled) would
// cost every hook more than the rest of its start; and the broker reads
// it with the same code, so the broker and its clients can never read one
// file two ways. Whatever this reader takes, a YAML library reads the same
// way (FuzzConfigTextAsYAML); YAML it does not take (flow or block
// collections, anchors, tags, multi-line scalars, escapes) is an error
// that names its line, so a client fails closed.

// configKeys are the configuration's keys, in the order its errors list
// them, with where each is kept.
func configKeys(c *Config) []struct {
	name string
	to   *string
} {
	return []struct {
		name string
		to   *string
	}{
		{"socket", &c.Socket}, {"store", &c.Store}, {"operators", &c.Operators}, {"anchor", &c.Anchor},
		{"etcd-cacert", &c.EtcdCACert}, {"etcd-cert", &c.EtcdCert}, {"etcd-key", &c.EtcdKey}, {"node", &c.Node},
	}
}

// configKeyList says which keys a configuration may hold.
const configKeyList = "the keys are socket, store, operators, anchor, etcd-cacert, etcd-cert, etcd-key and node"

// parseConfigText reads a configuration's text into c. An error names the
// line it is on.
func parseConfigText(b []byte, c *Config) error {
	keys := configKeys(c)
	seen := map[string]int{}
	docStarted, secondDoc := false, 0
	for i, line := range strings.Split(string(b), "\n") {
		n := i + 1
		line = strings.TrimSuffix(line, "\r")
		if strings.ContainsRune(line, '\t') {
			return fmt.Errorf("line %d: holds a tab: write the configuration with spaces, one key: value a line (%s)", n, configKeyList)
		}
		if err := printable(line); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		body := strings.TrimRight(line, " ")
		if body == "" || strings.HasPrefix(strings.TrimLeft(body, " "), "#") {
			continue
		}
		if body == "---" || strings.HasPrefix(body, "--- #") {
			if docStarted || len(seen) > 0 {
				secondDoc = n
			}
			docStarted = true
			continue
		}
		if body == "..." || strings.HasPrefix(body, "%") || strings.HasPrefix(body, " ") {
			return fmt.Errorf("line %d: write the configuration as one key: value a line, from its first column (%s)", n, configKeyList)
		}
		key, rest, ok := strings.Cut(body, ":")
		if !ok || (rest != "" && rest[0] != ' ') {
			return fmt.Errorf("line %d: not a key: value line (%s)", n, configKeyList)
		}
		var to *string
		for _, k := range keys {
			if k.name == key {
				to = k.to
			}
		}
		if to == nil {
			return fmt.Errorf("line %d: %q is not a key of the configuration (%s)", n, key, configKeyList)
		}
		if secondDoc > 0 {
			return fmt.Errorf("line %d: a second YAML document (after --- on line %d) would be ignored: write everything in one", n, secondDoc)
		}
		if at, dup := seen[key]; dup {
			return fmt.Errorf("line %d: %s is given again (first on line %d): give each key once", n, key, at)
		}
		seen[key] = n
		v, err := configValue(strings.TrimLeft(rest, " "))
		if err != nil {
			return fmt.Errorf("line %d: %s: %w (%s)", n, key, err, configKeyList)
		}
		*to = v
	}
	if secondDoc > 0 {
		return fmt.Errorf("line %d: a second YAML document (after ---) would be ignored: write everything in one", secondDoc)
	}
	return nil
}

// configValue reads one value: what follows "key: " on its line, with the
// line's trailing spaces gone.
func configValue(s string) (string, error) {
	if s == "" || s[0] == '#' {
		return "", nil // no value: YAML's null, the key unset
	}
	var v, after string
	switch s[0] {
	case '\'':
		end := closingQuote(s)
		if end < 0 {
			return "", fmt.Errorf("a single-quoted value must end on its line")
		}
		v, after = strings.ReplaceAll(s[1:end], "''", "'"), s[end+1:]
	case '"':
		end := strings.IndexByte(s[1:], '"')
		if end < 0 {
			return "", fmt.Errorf("a double-quoted value must end on its line")
		}
		v, after = s[1:end+1], s[end+2:]
		if strings.ContainsRune(v, '\\') {
			return "", fmt.Errorf("a double-quoted value holds a backslash: write the value in single quotes, or plain")
		}
	default:
		if strings.ContainsRune("[]{}>|*&!%@`,?:-", rune(s[0])) {
			return "", fmt.Errorf("a value that begins with %q is YAML this configuration does not hold: write a plain or quoted value", s[0])
		}
		v = s
		if i := strings.Index(s, " #"); i >= 0 {
			v = strings.TrimRight(s[:i], " ")
		}
		if strings.Contains(v, ": ") || strings.HasSuffix(v, ":") {
			return "", fmt.Errorf("a plain value holds \": \": quote it")
		}
		switch v {
		case "~", "null", "Null", "NULL":
			return "", nil
		}
		return v, nil
	}
	if after = strings.TrimLeft(after, " "); after != "" && (after[0] != '#' || len(after) == len(s)) {
		return "", fmt.Errorf("text after a quoted value")
	}
	if after != "" && !strings.HasSuffix(s[:len(s)-len(after)], " ") {
		return "", fmt.Errorf("a comment after a quoted value must follow a space")
	}
	return v, nil
}

// printable refuses a line that holds a control character or is not
// UTF-8: YAML reads some of those as line breaks, and no path holds them.
func printable(v string) error {
	if !utf8.ValidString(v) {
		return fmt.Errorf("not UTF-8")
	}
	for _, r := range v {
		if r < 0x20 || (r >= 0x7f && r < 0xa0) || r == 0x2028 || r == 0x2029 || r == 0xfeff {
			return fmt.Errorf("holds a control character")
		}
	}
	return nil
}

// closingQuote finds the quote that ends a single-quoted scalar starting
// at s[0], or -1.
func closingQuote(s string) int {
	for i := 1; i < len(s); i++ {
		if s[i] != '\'' {
			continue
		}
		if i+1 < len(s) && s[i+1] == '\'' {
			i++
			continue
		}
		return i
	}
	return -1
}
