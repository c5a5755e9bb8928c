package broker

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestSocketOwner: a client believes a socket only in a directory that
// root and the directory's owner alone could change, each directory above
// it root's (a sticky one only over an entry of root's).
func TestSocketOwner(t *testing.T) {
	needRootOwner(t)
	type dir struct {
		name string
		mode os.FileMode
		uid  int
		link string // when set, name is a link to this directory
	}
	tests := []struct {
		name   string
		dirs   []dir // made in order under a root-owned 0755 directory in /tmp
		socket string
		owner  uint32
		refuse string // what the refusal names; "" when believed
	}{
		{"the broker's own directory", []dir{{"run", 0o755, hostileUID, ""}}, "run/s", hostileUID, ""},
		{"a root directory", []dir{{"run", 0o755, 0, ""}}, "run/s", 0, ""},
		{"a shared sticky directory", []dir{{"shared", os.ModeSticky | 0o777, 0, ""}}, "shared/s", 0, "shared is writable by group or others"},
		{"group-writable", []dir{{"run", 0o775, hostileUID, ""}}, "run/s", 0, "run is writable by group or others"},
		{"a parent not root's", []dir{{"p", 0o755, hostileUID, ""}, {"p/run", 0o755, hostileUID, ""}}, "p/run/s", 0, "p is owned by uid 65534, not root"},
		{"a parent others may write", []dir{{"p", 0o757, 0, ""}, {"p/run", 0o755, hostileUID, ""}}, "p/run/s", 0, "p is writable by group or others"},
		{"under a sticky parent, an agent's entry", []dir{{"tmp", os.ModeSticky | 0o777, 0, ""}, {"tmp/run", 0o755, hostileUID, ""}}, "tmp/run/s", 0, "tmp/run in it is not root's"},
		{"under a sticky parent, root's entry", []dir{{"tmp", os.ModeSticky | 0o777, 0, ""}, {"tmp/root", 0o755, 0, ""}, {"tmp/root/run", 0o755, hostileUID, ""}}, "tmp/root/run/s", hostileUID, ""},
		{"a link to a shared directory", []dir{{"shared", os.ModeSticky | 0o777, 0, ""}, {"run", 0, 0, "shared"}}, "run/s", 0, "shared is writable by group or others"},
		{"a missing directory", nil, "gone/s", 0, "gone"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := socketDir(t)
			must(t, os.Chmod(base, 0o755))
			for _, d := range tt.dirs {
				p := filepath.Join(base, d.name)
				if d.link != "" {
					must(t, os.Symlink(filepath.Join(base, d.link), p))
					continue
				}
				must(t, os.Mkdir(p, 0o700))
				must(t, os.Chmod(p, d.mode))
				chown(t, p, d.uid)
			}
			owner, err := socketOwner(filepath.Join(base, tt.socket))
			switch {
			case tt.refuse == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.refuse == "" && owner != tt.owner:
				t.Errorf("owner %d, want %d", owner, tt.owner)
			case tt.refuse != "" && err == nil:
				t.Fatalf("believed (owner %d), want a refusal naming %q", owner, tt.refuse)
			case tt.refuse != "" && !strings.Contains(err.Error(), tt.refuse):
				t.Errorf("refusal %q does not say %q", err, tt.refuse)
			case tt.refuse != "" && !errors.Is(err, ErrUnreachable):
				t.Errorf("refusal %v is not ErrUnreachable: adapters would not deny", err)
			}
		})
	}
}

// TestImpostorInSharedDirectory (rt10s F1): an agent that binds the
// configured socket in a directory every account may write, while the
// broker is away, and answers allow, is not believed by another account's
// client (root's here): the client refuses the socket, naming the
// directory.
func TestImpostorInSharedDirectory(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("the attack runs a process as another account: run as root (CI does)")
	}
	base := socketDir(t)
	must(t, os.Chmod(base, 0o755))
	shared := filepath.Join(base, "shared")
	must(t, os.Mkdir(shared, 0o700))
	must(t, os.Chmod(shared, os.ModeSticky|0o777))
	sock := filepath.Join(shared, "s")
	startImpostor(t, base, sock)
	ans, err := NewClient(sock).Evaluate(queue.Request{Command: "rm -rf /", Cwd: "/"})
	if err != nil {
		t.Fatal(err)
	}
	if ans.Outcome == patterns.Allow || ans.Unavailable == nil {
		t.Fatalf("another account's client believed the impostor: %s (%s)", ans.Outcome, ans.Rule)
	}
	if !strings.Contains(ans.Reason, shared+" is writable by group or others") {
		t.Errorf("the refusal does not name the directory and what is wrong: %s", ans.Reason)
	}
	// In a directory of root's (opened to it only while it binds), its
	// uid is neither root nor the directory's owner.
	rootDir := filepath.Join(base, "rootrun")
	must(t, os.Mkdir(rootDir, 0o755))
	sock2 := filepath.Join(rootDir, "s")
	must(t, os.Chmod(rootDir, 0o777))
	startImpostor(t, base, sock2)
	must(t, os.Chmod(rootDir, 0o755))
	ans, _ = NewClient(sock2).Evaluate(queue.Request{Command: "rm -rf /", Cwd: "/"})
	if ans.Outcome == patterns.Allow || !strings.Contains(ans.Reason, "neither root nor uid 0") {
		t.Errorf("a socket served by uid %d in root's directory: %s %s", hostileUID, ans.Outcome, ans.Reason)
	}
}

// startImpostor runs the test binary as uid 65534 serving a broker that
// allows everything at sock, until the test ends.
func startImpostor(t *testing.T, base, sock string) {
	t.Helper()
	exe, err := os.Executable()
	must(t, err)
	b, err := os.ReadFile(exe)
	must(t, err)
	bin := filepath.Join(base, "impostor.test")
	if _, err := os.Stat(bin); err != nil {
		must(t, os.WriteFile(bin, b, 0o755))
	}
	cmd := exec.Command(bin)
	cmd.Env = []string{"OZB_HOSTILE=impostor-serve", "OZB_SOCKET=" + sock}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: hostileUID, Gid: hostileUID, Groups: []uint32{}}}
	stdin, err := cmd.StdinPipe()
	must(t, err)
	stdout, err := cmd.StdoutPipe()
	must(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	must(t, cmd.Start())
	t.Cleanup(func() {
		stdin.Close()
		_ = cmd.Wait()
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "serving") {
		t.Fatalf("the impostor: %q, %v\n%s", line, err, stderr.String())
	}
}

// impostorServe serves a "broker" at socket that answers every request
// allow, says "serving", and serves until its stdin closes.
func impostorServe(socket string) int {
	ln, err := net.Listen("unix", socket)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	allow, _ := json.Marshal(Response{Result: mustJSON(wireAnswer{Outcome: patterns.Allow, Rule: "impostor"})})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			_, _ = bufio.NewReader(c).ReadBytes('\n')
			_, _ = c.Write(append(allow, '\n'))
			c.Close()
		}
	}()
	fmt.Println("serving")
	_, _ = io.Copy(io.Discard, os.Stdin)
	return 0
}
