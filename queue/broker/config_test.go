package broker

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// nobodyUID owns the files of the cases that need an owner other than root.
const nobodyUID = 65534

// needRootOwner skips a test whose files must be owned by root (the
// configuration is trusted only then) when the test cannot make them so.
func needRootOwner(t *testing.T) {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("the configuration is trusted only when root owns it and its directories: run as root (CI does)")
	}
}

// trustedDir makes a directory for configuration files whose ancestors
// only root can write: t.TempDir is under /tmp (root's, sticky), and its
// directories are the test's (root's when run as root), 0700.
func trustedDir(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "etc")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestLoadConfig(t *testing.T) {
	needRootOwner(t)
	const good = "socket: /run/ozdesk/ozdesk.sock\nstore: /var/lib/ozdesk/desk.db\noperators: /etc/ozdesk/operators.yaml\nanchor: /var/lib/ozdesk/audit.head\n"
	cases := []struct {
		name string
		// setup lays the case out in dir and returns the path to load.
		setup    func(t *testing.T, dir string) string
		optional bool
		// want is the error's words ("" for none); nilConfig a missing file
		// in direct mode.
		want      []string
		nilConfig bool
	}{
		{
			name:  "good",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "config.yaml", good, 0o644) },
		},
		{
			name:  "empty: direct mode",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "config.yaml", "", 0o644) },
		},
		{
			name:  "comments only",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "config.yaml", "# not yet\n", 0o600) },
		},
		{
			name: "in a sticky directory others may write",
			setup: func(t *testing.T, dir string) string {
				chmod(t, dir, 0o777|os.ModeSticky)
				return write(t, dir, "config.yaml", good, 0o644)
			},
		},
		{
			name:      "missing, optional (the default path): direct mode",
			setup:     func(t *testing.T, dir string) string { return filepath.Join(dir, "config.yaml") },
			optional:  true,
			nilConfig: true,
		},
		{
			name:  "missing, named explicitly",
			setup: func(t *testing.T, dir string) string { return filepath.Join(dir, "config.yaml") },
			want:  []string{"read the ozdesk configuration", "no such file"},
		},
		{
			name: "missing directory, named explicitly",
			setup: func(t *testing.T, dir string) string {
				return filepath.Join(dir, "nowhere", "config.yaml")
			},
			want: []string{"no such file"},
		},
		{
			name: "owned by another account",
			setup: func(t *testing.T, dir string) string {
				p := write(t, dir, "config.yaml", good, 0o644)
				chown(t, p, nobodyUID)
				return p
			},
			optional: true,
			want:     []string{"owned by uid 65534", "chown root"},
		},
		{
			name:     "group-writable",
			setup:    func(t *testing.T, dir string) string { return write(t, dir, "config.yaml", good, 0o664) },
			optional: true,
			want:     []string{"writable by group or others", "chmod go-w"},
		},
		{
			name:  "world-writable",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "config.yaml", good, 0o646) },
			want:  []string{"writable by group or others", "chmod go-w"},
		},
		{
			name: "in a directory others may write, not sticky",
			setup: func(t *testing.T, dir string) string {
				chmod(t, dir, 0o777)
				return write(t, dir, "config.yaml", good, 0o644)
			},
			want: []string{dir0(), "writable by group or others", "chmod go-w"},
		},
		{
			name: "in a group-writable directory",
			setup: func(t *testing.T, dir string) string {
				chmod(t, dir, 0o775)
				return write(t, dir, "config.yaml", good, 0o644)
			},
			want: []string{"writable by group or others", "chmod go-w"},
		},
		{
			name: "in a directory another account owns",
			setup: func(t *testing.T, dir string) string {
				p := write(t, dir, "config.yaml", good, 0o644)
				chown(t, dir, nobodyUID)
				return p
			},
			want: []string{"owned by uid 65534", "chown root"},
		},
		{
			name: "a directory above it others may write",
			setup: func(t *testing.T, dir string) string {
				sub := filepath.Join(dir, "ozdesk")
				if err := os.Mkdir(sub, 0o755); err != nil {
					t.Fatal(err)
				}
				chmod(t, dir, 0o757)
				return write(t, sub, "config.yaml", good, 0o644)
			},
			want: []string{"writable by group or others"},
		},
		{
			name: "a symlink",
			setup: func(t *testing.T, dir string) string {
				real := write(t, dir, "real.yaml", good, 0o644)
				link := filepath.Join(dir, "config.yaml")
				if err := os.Symlink(real, link); err != nil {
					t.Fatal(err)
				}
				return link
			},
			optional: true,
			want:     []string{"symbolic link", "real.yaml"},
		},
		{
			name: "a directory",
			setup: func(t *testing.T, dir string) string {
				p := filepath.Join(dir, "config.yaml")
				if err := os.Mkdir(p, 0o755); err != nil {
					t.Fatal(err)
				}
				return p
			},
			want: []string{"config.yaml"},
		},
		{
			name: "a relative socket",
			setup: func(t *testing.T, dir string) string {
				return write(t, dir, "c.yaml", "socket: run/ozdesk.sock\n", 0o644)
			},
			want: []string{`"run/ozdesk.sock" is not an absolute path`, "write every path from /"},
		},
		{
			name:  "a relative store",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "c.yaml", "store: ./desk.db\n", 0o644) },
			want:  []string{"not an absolute path"},
		},
		{
			name: "an etcd store without a prefix",
			setup: func(t *testing.T, dir string) string {
				return write(t, dir, "c.yaml", "store: etcd://10.0.0.1:2379\n", 0o644)
			},
			want: []string{"names no prefix"},
		},
		{
			name: "a relative etcd certificate",
			setup: func(t *testing.T, dir string) string {
				return write(t, dir, "c.yaml", "store: etcd://10.0.0.1:2379/ozdesk\netcd-cert: client.pem\n", 0o644)
			},
			want: []string{`"client.pem" is not an absolute path`},
		},
		{
			name:  "a relative operators file",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "c.yaml", "operators: ops.yaml\n", 0o644) },
			want:  []string{"not an absolute path"},
		},
		{
			name:  "a relative anchor",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "c.yaml", "anchor: ~/head\n", 0o644) },
			want:  []string{"not an absolute path"},
		},
		{
			name: "an evaluate-timeout that is not a duration",
			setup: func(t *testing.T, dir string) string {
				return write(t, dir, "c.yaml", good+"evaluate-timeout: soon\n", 0o644)
			},
			want: []string{"line 5", "soon"},
		},
		{
			name: "a negative evaluate-timeout",
			setup: func(t *testing.T, dir string) string {
				return write(t, dir, "c.yaml", good+"evaluate-timeout: -1s\n", 0o644)
			},
			want: []string{"evaluate-timeout -1s is outside 0"},
		},
		{
			name: "an evaluate-timeout past the call timeout",
			setup: func(t *testing.T, dir string) string {
				return write(t, dir, "c.yaml", good+"evaluate-timeout: 2m\n", 0o644)
			},
			want: []string{"evaluate-timeout 2m0s is outside 0", "to 1m0s"},
		},
		{
			name:  "an unknown key",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "c.yaml", good+"db: /tmp/x.db\n", 0o644) },
			want:  []string{"line 5", "db", "the keys are socket, store, operators, anchor, evaluate-timeout, etcd-cacert, etcd-cert, etcd-key and node"},
		},
		{
			name: "a second document",
			setup: func(t *testing.T, dir string) string {
				return write(t, dir, "c.yaml", good+"---\nsocket: /tmp/x.sock\n", 0o644)
			},
			want: []string{"line 6", "second YAML document", "---"},
		},
		{
			name:  "not YAML",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "c.yaml", "socket: [\n", 0o644) },
			want:  []string{"the keys are"},
		},
		{
			name:  "a list",
			setup: func(t *testing.T, dir string) string { return write(t, dir, "c.yaml", "- /run/x.sock\n", 0o644) },
			want:  []string{"the keys are"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := c.setup(t, trustedDir(t))
			cfg, err := LoadConfig(path, c.optional)
			switch {
			case len(c.want) > 0:
				if err == nil {
					t.Fatalf("LoadConfig(%s) = %+v, want an error", path, cfg)
				}
				if cfg != nil {
					t.Errorf("LoadConfig returned a configuration with its error: %+v", cfg)
				}
				for _, w := range c.want {
					w = strings.ReplaceAll(w, dir0(), filepath.Dir(path))
					if !strings.Contains(err.Error(), w) {
						t.Errorf("the error does not say %q:\n%v", w, err)
					}
				}
			case err != nil:
				t.Fatalf("LoadConfig(%s): %v", path, err)
			case c.nilConfig:
				if cfg != nil {
					t.Errorf("LoadConfig(%s) = %+v, want nil (direct mode)", path, cfg)
				}
			case cfg == nil:
				t.Fatalf("LoadConfig(%s) = nil", path)
			case cfg.Path != path:
				t.Errorf("Path = %q, want %q", cfg.Path, path)
			}
		})
	}
}

// dir0 stands for the case's directory in the words an error must hold.
func dir0() string { return "\x00DIR\x00" }

func TestLoadConfigValues(t *testing.T) {
	needRootOwner(t)
	dir := trustedDir(t)
	p := write(t, dir, "config.yaml", "socket: /s/x.sock\nstore: /s/d.db\noperators: /s/o.yaml\nanchor: /s/h\n", 0o644)
	cfg, err := LoadConfig(p, false)
	if err != nil {
		t.Fatal(err)
	}
	want := Config{Socket: "/s/x.sock", Store: "/s/d.db", Operators: "/s/o.yaml", Anchor: "/s/h", Path: p}
	if *cfg != want {
		t.Errorf("LoadConfig = %+v, want %+v", *cfg, want)
	}
	if cfg.SocketPath() != "/s/x.sock" {
		t.Errorf("SocketPath = %q", cfg.SocketPath())
	}
	if (&Config{}).SocketPath() != DefaultSocketPath {
		t.Errorf("an empty configuration's socket is not the default")
	}
	if got := cfg.EvaluateWithin(); got != DefaultEvaluateTimeout {
		t.Errorf("EvaluateWithin with no evaluate-timeout = %s, want the default %s", got, DefaultEvaluateTimeout)
	}
	bound := write(t, dir, "bound.yaml", "socket: /s/x.sock\nevaluate-timeout: 2500ms\n", 0o644)
	if cfg, err := LoadConfig(bound, false); err != nil || cfg.EvaluateWithin() != 2500*time.Millisecond {
		t.Errorf("evaluate-timeout: 2500ms: %+v, %v; want 2.5s", cfg, err)
	}
	fleet := write(t, dir, "fleet.yaml", "store: etcd://a:2379,b:2379/ozdesk\netcd-cacert: /e/ca.pem\netcd-cert: /e/c.pem\netcd-key: /e/k.pem\nnode: build-07\n", 0o644)
	cfg, err = LoadConfig(fleet, false)
	if err != nil {
		t.Fatal(err)
	}
	want = Config{Store: "etcd://a:2379,b:2379/ozdesk", EtcdCACert: "/e/ca.pem", EtcdCert: "/e/c.pem", EtcdKey: "/e/k.pem", Node: "build-07", Path: fleet}
	if *cfg != want {
		t.Errorf("LoadConfig = %+v, want %+v", *cfg, want)
	}
}

func write(t *testing.T, dir, name, text string, mode os.FileMode) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
	chmod(t, p, mode) // past the umask
	return p
}

func chmod(t *testing.T, path string, mode os.FileMode) {
	t.Helper()
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
}

func chown(t *testing.T, path string, uid int) {
	t.Helper()
	if err := os.Chown(path, uid, uid); err != nil {
		t.Fatal(err)
	}
}
