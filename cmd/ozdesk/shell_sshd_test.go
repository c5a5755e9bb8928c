package main

// `ozdesk shell` behind a real sshd: the system's OpenSSH server runs on a
// loopback port (as root, with a host key of the test's own) for a real
// OS account, and the system's OpenSSH client runs commands as that
// account, once through a ForceCommand and once through the account's
// login shell (the two-line wrapper `ozdesk shell --help` gives). The
// system's scp and sftp clients try to write the account's ~/.bashrc
// through both doors (scp's own protocol and sftp's), and do it through a
// door with no guarded shell, to show the transfers themselves work.

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestShellOverSSH(t *testing.T) {
	needRoot(t)
	sshd := "/usr/sbin/sshd"
	if _, err := os.Stat(sshd); err != nil {
		t.Skip("the OpenSSH server is not installed (/usr/sbin/sshd): apt-get install openssh-server (.ci/run does)")
	}
	for _, tool := range []string{"ssh", "ssh-keygen"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skip("the OpenSSH client is not installed (" + tool + "): apt-get install openssh-client (.ci/run does)")
		}
	}
	// A directory every account can read, for the login shell; t.TempDir's
	// are the test's alone. The binary is the one every test shares, in a
	// directory every account can read too.
	shared, err := os.MkdirTemp("", "ozsshd-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(shared) })
	if err := os.Chmod(shared, 0o755); err != nil {
		t.Fatal(err)
	}
	ozBin := buildOzdesk(t)
	acct := makeAccount(t, "ozssh")
	db := filepath.Join(acct.home, "desk.db")
	// The line sshd runs for ~/.ssh/rc (relative or, in newer OpenSSH,
	// under the home directory) is allowed, as an operator who
	// trusts it would: the defaults ask about a shell reading a file
	// under ~/.ssh (it might print a secret in its errors), and the rc
	// subtests below show that allowing the line runs whatever the file
	// says, and that the README's Match blocks keep it from running.
	for _, args := range [][]string{
		{"init"},
		{"policy", "refuse", "touch refused.txt", "--reason", "no touching"},
		{"policy", "allow", "/bin/sh .ssh/rc", "--ends", "1d", "--reason", "the account's own ssh rc"},
		{"policy", "allow", "/bin/sh " + filepath.Join(acct.home, ".ssh", "rc"), "--ends", "1d", "--reason", "the account's own ssh rc"},
	} {
		if r := acct.run(ozBin, "", append(args, "--db", db)...); r.code != 0 {
			t.Fatalf("ozdesk %s as %s: exit %d\n%s", strings.Join(args, " "), acct.name, r.code, r.stderr)
		}
	}
	// The client's key, and the account's authorized_keys.
	keys := t.TempDir()
	key := filepath.Join(keys, "id_ed25519")
	hostKey := filepath.Join(keys, "host_ed25519")
	for _, k := range []string{key, hostKey} {
		if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", k).CombinedOutput(); err != nil {
			t.Fatalf("ssh-keygen: %v\n%s", err, out)
		}
	}
	pub, err := os.ReadFile(key + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	sshDir := filepath.Join(acct.home, ".ssh")
	if err := os.MkdirAll(sshDir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sshDir, "authorized_keys"), pub, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{sshDir, filepath.Join(sshDir, "authorized_keys")} {
		if err := os.Chown(p, int(acct.uid), int(acct.gid)); err != nil {
			t.Fatal(err)
		}
	}
	// sshd wants its privilege separation directory.
	if err := os.MkdirAll("/run/sshd", 0o755); err != nil {
		t.Fatal(err)
	}
	// The login shell: the wrapper `ozdesk shell --help` gives.
	loginShell := filepath.Join(shared, "ozshell")
	// Asks wait 3 s for the desk, not the desk's default.
	guarded := ozBin + " shell --db " + db + " --agent remote --wait 3s"
	wrapper := "#!/bin/sh\nexec " + guarded + " \"$@\"\n"
	if err := os.WriteFile(loginShell, []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}

	for _, door := range []struct {
		name   string
		config string // sshd_config lines beyond the common ones
		shell  string // the account's login shell
	}{
		// The README's Match blocks: no forwarding, and for the login
		// shell no ~/.ssh/rc (see the rc subtests below).
		{name: "ForceCommand", config: "Match User " + acct.name + "\n    ForceCommand " + guarded + "\n    DisableForwarding yes\n", shell: "/bin/sh"},
		{name: "login shell", config: "Match User " + acct.name + "\n    PermitUserRC no\n    DisableForwarding yes\n", shell: loginShell},
	} {
		t.Run(door.name, func(t *testing.T) {
			// "*": no password works, but the account is not locked ("!"),
			// which sshd without PAM would refuse.
			if out, err := exec.Command("usermod", "--shell", door.shell, "--password", "*", acct.name).CombinedOutput(); err != nil {
				t.Fatalf("usermod: %v\n%s", err, out)
			}
			port := startSSHD(t, sshd, hostKey, "AllowUsers "+acct.name+"\n"+door.config)
			tests := []struct {
				name      string
				args      []string // ssh's arguments before the destination
				command   string   // "" for an interactive login
				stdin     string
				code      int
				stdout    string
				stderrHas string
				made      string // a file the command would make in the home
				notMade   string // a file the command must not make
			}{
				{name: "stdin and stdout pass through", command: "tr a-z A-Z", stdin: "quiet\n", stdout: "QUIET\n"},
				{name: "the exit status passes through", command: "echo out; echo err >&2; exit 7", code: 7, stdout: "out\n", stderrHas: "err"},
				{name: "runs as the account, in its home", command: "id -un; pwd", stdout: acct.name + "\n" + acct.home + "\n"},
				{name: "allowed makes its file", command: "touch ran.txt", made: "ran.txt"},
				{name: "refused", command: "touch refused.txt", code: exitShellRefused, stderrHas: "refuse: rule r1: no touching"},
				{name: "undecided", command: "npm publish", code: exitShellRefused, stderrHas: "nobody decided"},
				{name: "interactive login refused", args: []string{"-T"}, code: exitShellRefused, stderrHas: "interactive logins are refused"},
				// ssh agent@node bash < script.sh: the script comes on the
				// channel after the command is judged (rt14h #1).
				{name: "a shell reading the channel refused", command: "bash", stdin: "touch refused.txt\n", code: exitShellRefused, stderrHas: "cannot be judged"},
				{name: "exec bash -i refused", command: "exec bash -i", stdin: "touch refused.txt\n", code: exitShellRefused, stderrHas: "cannot be judged"},
				{name: "bash /dev/stdin refused", command: "bash /dev/stdin", stdin: "touch refused.txt\n", code: exitShellRefused, stderrHas: "cannot be judged"},
				{name: "an interpreter reading the channel refused", command: "python3 -", stdin: "open('refused.txt','w')\n", code: exitShellRefused, stderrHas: "cannot be judged"},
				// An editor, and a pager, reading the channel: ed's ! and
				// less's ! run what comes after the judged command.
				{name: "an editor reading the channel refused", command: "ed", stdin: "!touch refused.txt\nq\n", code: exitShellRefused, stderrHas: "cannot be judged"},
				{name: "a pager reading the channel refused", command: "less .profile", stdin: "!touch refused.txt\nq\n", code: exitShellRefused, stderrHas: "cannot be judged"},
				// ssh -t: a terminal, which any program may read.
				{name: "a terminal refused", args: []string{"-tt"}, command: "touch tty.txt", code: exitShellRefused, stderrHas: "standard input is a terminal", notMade: "tty.txt"},
				// The client cannot point ozdesk at another store: sshd
				// accepts no environment from it.
				{name: "the client's environment is not taken", args: []string{"-o", "SetEnv=OZDESK_DB=/tmp/none.db OZDESK_BASH=/bin/true"},
					command: "touch refused.txt", code: exitShellRefused, stderrHas: "no touching"},
			}
			// A ~/.ssh/rc the agent left: the README's blocks keep it from
			// running through either door.
			rc := filepath.Join(acct.home, ".ssh", "rc")
			if err := os.WriteFile(rc, []byte("touch rc-ran.txt\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.Remove(rc) })
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					if tt.made != "" || tt.name == "refused" {
						_ = os.Remove(filepath.Join(acct.home, "ran.txt"))
					}
					code, stdout, stderr := sshRun(t, key, port, acct.name, tt.args, tt.command, tt.stdin)
					if tt.notMade != "" {
						// On a terminal, what is written to standard error
						// comes on standard output.
						stderr += stdout
						stdout = ""
					}
					if code != tt.code || (tt.stdout != "" || tt.code == 0) && stdout != tt.stdout || !strings.Contains(stderr, tt.stderrHas) {
						t.Errorf("ssh exit %d, stdout %q, stderr %q; want %d, %q, stderr holding %q", code, stdout, stderr, tt.code, tt.stdout, tt.stderrHas)
					}
					if tt.made != "" {
						if _, err := os.Stat(filepath.Join(acct.home, tt.made)); err != nil {
							t.Errorf("the allowed command did not run: %v", err)
						}
					}
					for _, f := range []string{"refused.txt", "rc-ran.txt", tt.notMade} {
						if f == "" {
							continue
						}
						if _, err := os.Stat(filepath.Join(acct.home, f)); err == nil {
							t.Fatalf("%s exists: a refused command ran", f)
						}
					}
				})
			}
			// File transfers: their server ends (scp -t, sftp-server)
			// write what the stream names, here ~/.bashrc, which bash runs
			// before later commands. The real clients get nowhere.
			bashrc := filepath.Join(acct.home, ".bashrc")
			payload := filepath.Join(t.TempDir(), "payload")
			if err := os.WriteFile(payload, []byte("touch refused.txt # payload\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			batch := filepath.Join(t.TempDir(), "batch")
			if err := os.WriteFile(batch, []byte("put "+payload+" .bashrc\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, tr := range []struct {
				name, tool string
				args       []string
			}{
				{name: "scp upload (scp protocol)", tool: "scp", args: []string{"-O", payload, acct.name + "@127.0.0.1:.bashrc"}},
				{name: "scp upload (sftp protocol)", tool: "scp", args: []string{payload, acct.name + "@127.0.0.1:.bashrc"}},
				{name: "sftp put", tool: "sftp", args: []string{"-b", batch, acct.name + "@127.0.0.1"}},
			} {
				t.Run(tr.name, func(t *testing.T) {
					code, stderr := sshTransfer(t, tr.tool, key, port, tr.args)
					if code == 0 {
						t.Errorf("%s exit 0; want a failure (stderr %q)", tr.tool, stderr)
					}
					if b, err := os.ReadFile(bashrc); err == nil && strings.Contains(string(b), "payload") {
						t.Fatalf("~/.bashrc holds the payload: %s wrote it", tr.tool)
					}
				})
			}
		})
	}

	// The same clients and the same sshd put the file in place when no
	// guarded shell stands in the way: the refusals above are ozdesk's,
	// not a transfer that could not have worked.
	t.Run("transfers work unguarded", func(t *testing.T) {
		if out, err := exec.Command("usermod", "--shell", "/bin/sh", "--password", "*", acct.name).CombinedOutput(); err != nil {
			t.Fatalf("usermod: %v\n%s", err, out)
		}
		port := startSSHD(t, sshd, hostKey, "AllowUsers "+acct.name+"\n")
		payload := filepath.Join(t.TempDir(), "payload")
		if err := os.WriteFile(payload, []byte("payload\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		batch := filepath.Join(t.TempDir(), "batch")
		if err := os.WriteFile(batch, []byte("put "+payload+" sftp.txt\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, tr := range []struct {
			tool, made string
			args       []string
		}{
			{tool: "scp", made: "scp-O.txt", args: []string{"-O", payload, acct.name + "@127.0.0.1:scp-O.txt"}},
			{tool: "scp", made: "scp.txt", args: []string{payload, acct.name + "@127.0.0.1:scp.txt"}},
			{tool: "sftp", made: "sftp.txt", args: []string{"-b", batch, acct.name + "@127.0.0.1"}},
		} {
			made := filepath.Join(acct.home, tr.made)
			if code, out := sshTransfer(t, tr.tool, key, port, tr.args); code != 0 {
				t.Errorf("%s %v: exit %d: %s", tr.tool, tr.args, code, out)
			}
			if b, err := os.ReadFile(made); err != nil || string(b) != "payload\n" {
				t.Errorf("%s did not write %s: %v %q", tr.tool, tr.made, err, b)
			}
			_ = os.Remove(made)
		}
	})

	// Why the login shell's Match block says PermitUserRC no: sshd runs
	// ~/.ssh/rc as LOGIN_SHELL -c '/bin/sh ~/.ssh/rc' before the command,
	// so ozdesk judges that line, never the file. A ForceCommand is
	// immune: sshd skips the rc for an administrator's forced command.
	for _, door := range []struct {
		name, config, shell string
		rcRuns              bool
	}{
		{name: "ForceCommand, rc permitted", config: "ForceCommand " + guarded + "\n", shell: "/bin/sh"},
		{name: "login shell, rc permitted", shell: loginShell, rcRuns: true},
	} {
		t.Run(door.name, func(t *testing.T) {
			if out, err := exec.Command("usermod", "--shell", door.shell, "--password", "*", acct.name).CombinedOutput(); err != nil {
				t.Fatalf("usermod: %v\n%s", err, out)
			}
			rc := filepath.Join(acct.home, ".ssh", "rc")
			ran := filepath.Join(acct.home, "rc-ran.txt")
			if err := os.WriteFile(rc, []byte("touch rc-ran.txt\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.Remove(rc); _ = os.Remove(ran) })
			port := startSSHD(t, sshd, hostKey, "AllowUsers "+acct.name+"\n"+door.config)
			if code, _, stderr := sshRun(t, key, port, acct.name, nil, "true", ""); code != 0 {
				t.Fatalf("ssh exit %d (stderr %q); want 0", code, stderr)
			}
			if _, err := os.Stat(ran); (err == nil) != door.rcRuns {
				t.Errorf("~/.ssh/rc ran: %v, want %v", err == nil, door.rcRuns)
			}
		})
	}
}

// startSSHD runs sshd in the foreground on a free loopback port with
// hostKey, the config's extra lines, keys only; it is stopped when the
// test ends. It returns the port once sshd accepts connections.
func startSSHD(t *testing.T, sshd, hostKey, extra string) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	_ = l.Close()
	config := filepath.Join(t.TempDir(), "sshd_config")
	body := fmt.Sprintf(`Port %d
ListenAddress 127.0.0.1
HostKey %s
PidFile none
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
AuthorizedKeysFile .ssh/authorized_keys
StrictModes yes
PermitRootLogin no
X11Forwarding no
AllowTcpForwarding no
AllowAgentForwarding no
PermitUserEnvironment no
Subsystem sftp %s
LogLevel VERBOSE
%s`, port, hostKey, sftpServer(), extra)
	if err := os.WriteFile(config, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(sshd, "-t", "-f", config).CombinedOutput(); err != nil {
		t.Fatalf("sshd -t: %v\n%s", err, out)
	}
	var log bytes.Buffer
	cmd := exec.Command(sshd, "-D", "-e", "-f", config)
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("sshd's log:\n%s", log.String())
		}
	})
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(port)); err == nil {
			_ = c.Close()
			return port
		}
	}
	t.Fatalf("sshd did not listen on port %d:\n%s", port, log.String())
	return 0
}

// sftpServer is the system's sftp-server, for sshd's sftp subsystem (a
// subsystem sshd does not know would fail the transfer tests for the
// wrong reason).
func sftpServer() string {
	for _, p := range []string{"/usr/lib/openssh/sftp-server", "/usr/libexec/openssh/sftp-server", "/usr/lib/ssh/sftp-server", "/usr/libexec/sftp-server"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return "internal-sftp"
}

// sshTransfer runs the OpenSSH scp or sftp client (tool) with key on
// the loopback port, with args after the common options.
func sshTransfer(t *testing.T, tool, key string, port int, args []string) (code int, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	all := []string{"-F", "/dev/null", "-i", key, "-P", strconv.Itoa(port),
		"-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no",
		"-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR"}
	cmd := exec.CommandContext(ctx, tool, append(all, args...)...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	code = exitCodeOf(t, cmd.Run())
	if ctx.Err() != nil {
		t.Fatalf("%s did not finish in time: %s", tool, out.String())
	}
	return code, out.String()
}

// sshRun runs the OpenSSH client as this process's user: command (none
// for an interactive login) as user on the loopback port, with key only,
// feeding stdin.
func sshRun(t *testing.T, key string, port int, user string, args []string, command, stdin string) (code int, stdout, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	all := []string{"-F", "/dev/null", "-i", key, "-p", strconv.Itoa(port),
		"-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no",
		"-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR"}
	all = append(all, args...)
	all = append(all, user+"@127.0.0.1")
	if command != "" {
		all = append(all, command)
	}
	cmd := exec.CommandContext(ctx, "ssh", all...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	code = exitCodeOf(t, cmd.Run())
	if ctx.Err() != nil {
		t.Fatalf("ssh did not finish in time; stderr: %s", errOut.String())
	}
	return code, out.String(), errOut.String()
}
