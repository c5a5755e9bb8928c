package broker

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// yamlConfig reads a configuration's text as a YAML library does, as
// LoadConfig read it before it had its own reader: one document, known
// keys only.
func yamlConfig(b []byte) (Config, error) {
	var c Config
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) {
		return c, err
	}
	var more yaml.Node
	if err := dec.Decode(&more); !errors.Is(err, io.EOF) {
		return c, errors.New("a second document")
	}
	return c, nil
}

// configTexts are configurations as operators write them, and YAML this
// reader refuses; each row says whether it reads.
var configTexts = []struct {
	name, text string
	ok         bool
}{
	{"the documented form", "socket: /run/ozdesk/ozdesk.sock\nstore: /var/lib/ozdesk/desk.db\noperators: /etc/ozdesk/operators.yaml\nanchor: /var/lib/ozdesk/audit.head\n", true},
	{"a fleet node", "store: etcd://10.0.0.1:2379,10.0.0.2:2379/ozdesk\netcd-cacert: /etc/ozdesk/etcd-ca.pem\netcd-cert: /etc/ozdesk/c.pem\netcd-key: /etc/ozdesk/k.pem\nnode: build-07\n", true},
	{"comments and blank lines", "# ozdesk\n\nsocket: /run/x.sock   # the broker\n  # indented comment\nstore: /s/d.db\n", true},
	{"a document start", "---\nsocket: /run/x.sock\n", true},
	{"quoted values", "socket: '/run/o''zdesk.sock'\nstore: \"/var/lib/desk #1.db\" # c\nnode: 'n 1'\n", true},
	{"CRLF line ends", "socket: /run/x.sock\r\nstore: /s/d.db\r\n", true},
	{"an empty value and null", "socket:\nstore: ~\nnode: null\n", true},
	{"no final newline", "socket: /run/x.sock", true},
	{"a hash inside a plain value", "socket: /run/x#y.sock\n", true},
	{"a flow mapping", "{socket: /run/x.sock}\n", false},
	{"a flow sequence value", "socket: [/run/x.sock]\n", false},
	{"an anchor", "socket: &a /run/x.sock\nstore: *a\n", false},
	{"a tag", "socket: !!str /run/x.sock\n", false},
	{"a block scalar", "socket: |\n  /run/x.sock\n", false},
	{"a continued plain value", "socket: /run/x\n  .sock\n", false},
	{"an escape in double quotes", "socket: \"/run/\\x41.sock\"\n", false},
	{"a key given twice", "socket: /a.sock\nsocket: /b.sock\n", false},
	{"a second document", "socket: /a.sock\n---\nstore: /b.db\n", false},
	{"an unknown key", "db: /tmp/x.db\n", false},
	{"a tab", "socket:\t/run/x.sock\n", false},
	{"a lone carriage return", "socket: /run/x.sock\rstore: /s/d.db\n", false},
	{"a quoted key", "\"socket\": /run/x.sock\n", false},
	{"text after a quote", "socket: '/a' b\n", false},
}

// TestConfigText reads every row, and holds each that reads to what a
// YAML library reads from it.
func TestConfigText(t *testing.T) {
	for _, c := range configTexts {
		t.Run(c.name, func(t *testing.T) {
			var got Config
			err := parseConfigText([]byte(c.text), &got)
			if (err == nil) != c.ok {
				t.Fatalf("parseConfigText(%q): err %v, want ok %v", c.text, err, c.ok)
			}
			if err != nil {
				if !strings.Contains(err.Error(), "line ") {
					t.Errorf("the error names no line: %v", err)
				}
				return
			}
			want, yerr := yamlConfig([]byte(c.text))
			if yerr != nil {
				t.Fatalf("read here but not as YAML (%v): %q", yerr, c.text)
			}
			if got != want {
				t.Errorf("read as %+v, YAML reads %+v", got, want)
			}
		})
	}
}

// FuzzConfigTextAsYAML: whatever the configuration's reader takes, a YAML
// library reads the same way, so no file means one thing to the broker
// and another to an operator who reads it as YAML.
func FuzzConfigTextAsYAML(f *testing.F) {
	for _, c := range configTexts {
		f.Add(c.text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var got Config
		if err := parseConfigText([]byte(text), &got); err != nil {
			return
		}
		want, err := yamlConfig([]byte(text))
		if err != nil {
			t.Fatalf("read here as %+v but not as YAML (%v): %q", got, err, text)
		}
		if got != want {
			t.Fatalf("%q: read as %+v, YAML reads %+v", text, got, want)
		}
	})
}
