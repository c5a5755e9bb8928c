package broker

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"go.yaml.in/yaml/v3"

	"ozdesk.dev/ozdesk/internal/brokerconf"
	"ozdesk.dev/ozdesk/store"
)

// DefaultConfigPath is the node's ozdesk configuration. When it names a
// socket, every client talks to the broker there and never opens a store
// file; it must be owned by root and writable by nobody else, so that no
// agent can leave protected mode.
const DefaultConfigPath = "/etc/ozdesk/config.yaml"

// DefaultSocketPath is where the broker listens unless the configuration
// says otherwise.
const DefaultSocketPath = "/run/ozdesk/ozdesk.sock"

// Config is the node's configuration file: where the broker listens, and
// the broker's own files.
//
//	socket: /run/ozdesk/ozdesk.sock        # clients ask the broker here
//	store: /var/lib/ozdesk/desk.db         # the broker's store
//	operators: /etc/ozdesk/operators.yaml  # who acts as which operator
//	anchor: /var/lib/ozdesk/audit.head     # where the broker anchors the audit chain
//	evaluate-timeout: 10s                  # a client refuses when the broker has not answered an evaluation by then
//
// A node of a fleet names the etcd cluster as its store, with the TLS
// that reaches it and the node's name in the fleet:
//
//	store: etcd://10.0.0.1:2379,10.0.0.2:2379,10.0.0.3:2379/ozdesk
//	etcd-cacert: /etc/ozdesk/etcd-ca.pem
//	etcd-cert: /etc/ozdesk/etcd-client.pem
//	etcd-key: /etc/ozdesk/etcd-client-key.pem
//	node: build-07
type Config struct {
	Socket     string `yaml:"socket"`
	Store      string `yaml:"store"`
	Operators  string `yaml:"operators"`
	Anchor     string `yaml:"anchor"`
	EtcdCACert string `yaml:"etcd-cacert"`
	EtcdCert   string `yaml:"etcd-cert"`
	EtcdKey    string `yaml:"etcd-key"`
	Node       string `yaml:"node"`
	// EvaluateTimeout is how long a client waits for the broker's answer
	// to an evaluation (0: [DefaultEvaluateTimeout]; at most
	// [CallTimeout]); see [Config.EvaluateWithin].
	EvaluateTimeout time.Duration `yaml:"evaluate-timeout"`
	// Path is the file the configuration was read from.
	Path string `yaml:"-"`
}

// LoadConfig reads the configuration at path. A missing file is no error
// only when it is the default path and optional is set: the node then
// runs in direct mode (nil, nil). A file that exists but cannot be read,
// does not parse, or could have been written by someone other than root
// is an error: the caller fails closed.
func LoadConfig(path string, optional bool) (*Config, error) {
	b, err := brokerconf.Read(path, optional)
	if b == nil || err != nil {
		return nil, err
	}
	return parseConfig(path, b)
}

// parseConfig decodes the configuration b read from path and checks it.
func parseConfig(path string, b []byte) (*Config, error) {
	var c Config
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("configuration %s: %w (the keys are socket, store, operators, anchor, evaluate-timeout, etcd-cacert, etcd-cert, etcd-key and node)", path, err)
	}
	if err := oneDocument(dec); err != nil {
		return nil, fmt.Errorf("configuration %s: %w", path, err)
	}
	for _, p := range []*string{&c.Socket, &c.Store, &c.Operators, &c.Anchor, &c.EtcdCACert, &c.EtcdCert, &c.EtcdKey} {
		if p == &c.Store && store.IsEtcd(*p) {
			if err := store.CheckEtcdAddress(*p); err != nil {
				return nil, fmt.Errorf("configuration %s: %w", path, err)
			}
			continue
		}
		if *p != "" && !filepath.IsAbs(*p) {
			return nil, fmt.Errorf("configuration %s: %q is not an absolute path: write every path from /", path, *p)
		}
	}
	if err := checkEvaluateTimeout(c.EvaluateTimeout); err != nil {
		return nil, fmt.Errorf("configuration %s: %w", path, err)
	}
	c.Path = path
	return &c, nil
}

// SocketPath is the socket clients dial: the configuration's, or
// [DefaultSocketPath].
func (c *Config) SocketPath() string {
	if c.Socket != "" {
		return c.Socket
	}
	return DefaultSocketPath
}

// EvaluateWithin is how long a client waits for the broker's answer to
// an evaluation: the configuration's evaluate-timeout, or
// [DefaultEvaluateTimeout].
func (c *Config) EvaluateWithin() time.Duration {
	if c.EvaluateTimeout > 0 {
		return c.EvaluateTimeout
	}
	return DefaultEvaluateTimeout
}

// checkEvaluateTimeout refuses an evaluate-timeout that is negative or
// past [CallTimeout].
func checkEvaluateTimeout(d time.Duration) error {
	if d < 0 || d > CallTimeout {
		return fmt.Errorf("evaluate-timeout %s is outside 0 (the default, %s) to %s: write how long a client waits for the broker's answer to an evaluation, like 10s",
			d, DefaultEvaluateTimeout, CallTimeout)
	}
	return nil
}
