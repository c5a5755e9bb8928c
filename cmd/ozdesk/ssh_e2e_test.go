package main

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSSHDeskWithOpenSSH approves a waiting 'ozdesk ask' from the desk
// served over SSH, through the system's OpenSSH client in tmux: the
// operator's key is all it takes, and the agent's process exits 0.
func TestSSHDeskWithOpenSSH(t *testing.T) {
	needRoot(t)
	needOpenSSH(t)
	brokerAcct := makeAccount(t, "oztbroker")
	agent := makeAccount(t, "oztagent")
	key, pub := sshKey(t, "carol@laptop")
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct,
		"operators:\n  - name: carol\n    role: approver\n    keys: [\""+pub+"\"]\n")
	addr := "127.0.0.1:" + strconv.Itoa(freePort(t))
	n.start(t, "--ssh", addr)
	desk := openSSHDesk(t, n, brokerAcct, key, "carol", addr)
	desk.waitFor("Nothing waits for you.", "carol@")

	w := n.startAsk(t, agent, "rm -rf ~")
	desk.waitFor("rm -rf ~", "cmd.delete-home")
	time.Sleep(time.Second) // the card that just appeared ignores keys a moment
	desk.send("a")
	if code := w.wait(t); code != exitOK {
		t.Fatalf("the ask ended %d after the operator's key over SSH, want 0\n%s", code, w.out)
	}
	desk.waitFor("approved ask 1 once")
	desk.send("q")

	// The same key runs the CLI's verbs, as carol.
	out, err := exec.Command("ssh", append(desk.args, "queue", "show", "1")...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "carol") {
		t.Fatalf("ssh … queue show 1: %v\n%s", err, out)
	}
	out, err = exec.Command("ssh", append(desk.args, "audit", "--kind", "login", "--json")...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "SHA256:") {
		t.Fatalf("ssh … audit --kind login: %v\n%s", err, out)
	}
}

// needOpenSSH skips a test when the system's OpenSSH client or tmux is
// missing (.ci/run installs them).
func needOpenSSH(t *testing.T) {
	t.Helper()
	if tool := openSSHMissing(); tool != "" {
		t.Skipf("%s is not installed (.ci/run installs it)", tool)
	}
}

// openSSHMissing names the first of OpenSSH's client, ssh-keygen and
// tmux that is not installed, or "".
func openSSHMissing() string {
	for _, tool := range []string{"tmux", "ssh", "ssh-keygen"} {
		if _, err := exec.LookPath(tool); err != nil {
			return tool
		}
	}
	return ""
}

// sshKey makes an operator's SSH key: its private key's file, and the
// public key's line for the operators file.
func sshKey(t *testing.T, comment string) (key, pub string) {
	t.Helper()
	key = filepath.Join(t.TempDir(), "id_ed25519")
	if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", comment, "-f", key).CombinedOutput(); err != nil {
		t.Fatalf("ssh-keygen: %v\n%s", err, out)
	}
	b, err := os.ReadFile(key + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	return key, strings.TrimSpace(string(b))
}

// sshDesk is the desk node n serves over SSH at addr, opened as user
// with key by the system's OpenSSH client in a tmux session of 100x30.
type sshDesk struct {
	t    *testing.T
	n    *node
	sock string   // tmux's
	args []string // ssh's, to run a verb as the same operator
}

// openSSHDesk opens n's SSH desk; hostKeyFlags are the flags n's broker
// serves with that name its host key, if any.
func openSSHDesk(t *testing.T, n *node, brokerAcct account, key, user, addr string, hostKeyFlags ...string) *sshDesk {
	t.Helper()
	waitListening(t, addr, n)
	host, port, _ := net.SplitHostPort(addr)
	dir := t.TempDir()
	knownHosts := filepath.Join(dir, "known_hosts")
	r := n.ozdesk(brokerAcct, "", append([]string{"serve", "--print-host-key", "--ssh", addr}, hostKeyFlags...)...)
	if r.code != 0 || !strings.HasPrefix(r.stdout, "["+host+"]:"+port+" ssh-ed25519 ") {
		t.Fatalf("serve --print-host-key: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if err := os.WriteFile(knownHosts, []byte(r.stdout), 0o600); err != nil {
		t.Fatal(err)
	}
	d := &sshDesk{t: t, n: n, sock: filepath.Join(dir, "tmux.sock"),
		args: []string{"-F", "/dev/null", "-p", port, "-i", key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
			"-o", "UserKnownHostsFile=" + knownHosts, "-o", "StrictHostKeyChecking=yes", user + "@" + host}}
	if out, err := d.tmux(append([]string{"-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "100", "-y", "30",
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "ssh", "-tt"}, d.args...)...); err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() { _, _ = d.tmux("kill-server") })
	return d
}

func (d *sshDesk) tmux(args ...string) (string, error) {
	out, err := exec.Command("tmux", append([]string{"-S", d.sock}, args...)...).CombinedOutput()
	return string(out), err
}

// waitFor waits until the screen shows every one of wants.
func (d *sshDesk) waitFor(wants ...string) {
	d.t.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; {
		scr, _ := d.tmux("capture-pane", "-p", "-t", "desk")
		ok := true
		for _, w := range wants {
			ok = ok && strings.Contains(scr, w)
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			d.t.Fatalf("the desk over SSH never showed %q:\n%s\nbroker:\n%s", wants, scr, d.n.serveLog)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// send types keys into the desk (tmux send-keys names).
func (d *sshDesk) send(keys ...string) {
	d.t.Helper()
	if out, err := d.tmux(append([]string{"send-keys", "-t", "desk"}, keys...)...); err != nil {
		d.t.Fatalf("send-keys: %v\n%s", err, out)
	}
}

// freePort finds a loopback TCP port nobody listens on.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// waitListening waits for the SSH desk to listen at addr.
func waitListening(t *testing.T, addr string, n *node) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return
		}
	}
	t.Fatalf("the SSH desk did not listen on %s:\n%s", addr, n.serveLog)
}
