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
	for _, tool := range []string{"tmux", "ssh", "ssh-keygen"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (.ci/run installs it)", tool)
		}
	}
	brokerAcct := makeAccount(t, "oztbroker")
	agent := makeAccount(t, "oztagent")
	keys := t.TempDir()
	key := filepath.Join(keys, "id_ed25519")
	if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "carol@laptop", "-f", key).CombinedOutput(); err != nil {
		t.Fatalf("ssh-keygen: %v\n%s", err, out)
	}
	pub, err := os.ReadFile(key + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct,
		"operators:\n  - name: carol\n    role: approver\n    keys: [\""+strings.TrimSpace(string(pub))+"\"]\n")
	port := freePort(t)
	addr := "127.0.0.1:" + strconv.Itoa(port)
	n.start(t, "--ssh", addr)
	waitListening(t, addr, n)

	knownHosts := filepath.Join(keys, "known_hosts")
	r := n.ozdesk(brokerAcct, "", "serve", "--print-host-key", "--ssh", addr)
	if r.code != 0 || !strings.HasPrefix(r.stdout, "[127.0.0.1]:"+strconv.Itoa(port)+" ssh-ed25519 ") {
		t.Fatalf("serve --print-host-key: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if err := os.WriteFile(knownHosts, []byte(r.stdout), 0o600); err != nil {
		t.Fatal(err)
	}
	sshArgs := []string{"-F", "/dev/null", "-p", strconv.Itoa(port), "-i", key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
		"-o", "UserKnownHostsFile=" + knownHosts, "-o", "StrictHostKeyChecking=yes", "carol@127.0.0.1"}

	sock := filepath.Join(keys, "tmux.sock")
	tmux := func(args ...string) (string, error) {
		out, err := exec.Command("tmux", append([]string{"-S", sock}, args...)...).CombinedOutput()
		return string(out), err
	}
	if out, err := tmux(append([]string{"-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "100", "-y", "30",
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "ssh", "-tt"}, sshArgs...)...); err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() { _, _ = tmux("kill-server") })
	waitFor := func(wants ...string) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); ; {
			scr, _ := tmux("capture-pane", "-p", "-t", "desk")
			ok := true
			for _, w := range wants {
				ok = ok && strings.Contains(scr, w)
			}
			if ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the desk over SSH never showed %q:\n%s\nbroker:\n%s", wants, scr, n.serveLog)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	waitFor("Nothing waits for you.", "carol@")

	w := n.startAsk(t, agent, "rm -rf ~")
	waitFor("rm -rf ~", "cmd.delete-home")
	time.Sleep(time.Second) // the card that just appeared ignores keys a moment
	if out, err := tmux("send-keys", "-t", "desk", "a"); err != nil {
		t.Fatalf("send-keys: %v\n%s", err, out)
	}
	if code := w.wait(t); code != exitOK {
		t.Fatalf("the ask ended %d after the operator's key over SSH, want 0\n%s", code, w.out)
	}
	waitFor("approved ask 1 once")
	if out, err := tmux("send-keys", "-t", "desk", "q"); err != nil {
		t.Fatalf("send-keys: %v\n%s", err, out)
	}

	// The same key runs the CLI's verbs, as carol.
	out, err := exec.Command("ssh", append(sshArgs, "queue", "show", "1")...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "carol") {
		t.Fatalf("ssh … queue show 1: %v\n%s", err, out)
	}
	out, err = exec.Command("ssh", append(sshArgs, "audit", "--kind", "login", "--json")...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "SHA256:") {
		t.Fatalf("ssh … audit --kind login: %v\n%s", err, out)
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
