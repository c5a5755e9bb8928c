package main

// Tests of `ozdesk shell` with real processes: the built binary runs real
// commands with the real bash, and is signalled like any shell.

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestShell(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	oz.must(t, "policy", "refuse", "touch refused.txt", "--reason", "no touching")
	// A home whose ~/.bashrc makes a file where it runs: sshd sets
	// SSH_CLIENT, and Debian's bash then runs ~/.bashrc for bash -c
	// (rt16h F5).
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".bashrc"), []byte("touch bashrc-ran.txt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sshEnv := []string{"HOME=" + home, "SSH_CLIENT=127.0.0.1 40000 22", "SSH_CONNECTION=127.0.0.1 40000 127.0.0.1 22", "SHLVL=0"}
	scpStream := "C0644 6 written.txt\nhello\n\x00"
	tests := []struct {
		name      string
		args      []string
		env       []string
		stdin     string
		code      int
		stdout    string
		stderrHas string
		file      string // a file the command makes; it must exist exactly when code is not 126
		absent    string // a file that must not exist after the command
	}{
		{name: "exit status is bash's", args: []string{"-c", "echo out; echo err >&2; exit 7"}, code: 7, stdout: "out\n", stderrHas: "err"},
		{name: "stdin passes through", args: []string{"-c", "tr a-z A-Z"}, stdin: "quiet\n", stdout: "QUIET\n"},
		{name: "arguments are bash's", args: []string{"-c", `echo "$0:$1:$2"`, "zero", "-x", "two"}, stdout: "zero:-x:two\n"},
		{name: "bash -lc callers", args: []string{"-lc", `echo login`}, stdout: "login\n"},
		{name: "allowed runs", args: []string{"-c", "touch ran.txt"}, file: "ran.txt"},
		{name: "refused", args: []string{"-c", "touch refused.txt"}, code: 126, stderrHas: "refuse: rule r1: no touching", file: "refused.txt"},
		{name: "undecided", args: []string{"--wait", "1s", "-c", "npm publish"}, code: 126, stderrHas: "nobody decided"},
		{name: "store unreadable", args: []string{"--db", filepath.Join(root, "missing", "desk.db"), "-c", "touch ran2.txt"}, code: 126, stderrHas: "could not be read", file: "ran2.txt"},
		{name: "ssh forced command", env: []string{"SSH_ORIGINAL_COMMAND=echo via ssh"}, stdout: "via ssh\n"},
		{name: "ssh forced command refused", env: []string{"SSH_ORIGINAL_COMMAND=touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "interactive login refused", code: 126, stderrHas: "interactive logins are refused"},
		{name: "never itself", args: []string{"-c", "echo no"}, env: []string{"OZDESK_BASH=" + ozBin}, code: 126, stderrHas: "never runs itself"},
		{name: "arguments without -c", args: []string{"ls"}, code: 126, stderrHas: "without -c"},
		// bash -c '' exits 0 having run nothing (rt37h D8): so does the
		// guarded shell, with or without -l.
		{name: "-c '' exits 0 as bash's", args: []string{"-c", ""}},
		{name: "-lc '' exits 0 as bash's", args: []string{"-lc", "", "zero"}},
		// The argument list is read as bash reads it: the command judged
		// is the one bash runs, whatever options come before or after -c.
		{name: "-c -e judges the command", args: []string{"-c", "-e", "touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "-c -- judges the command", args: []string{"-c", "--", "touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "-c +x judges the command", args: []string{"-c", "+x", "touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "-c -l judges the command", args: []string{"-c", "-l", "touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "-e before -c judges the command", args: []string{"-e", "-c", "touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "-ec judges the command", args: []string{"-ec", "touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "-o pipefail judges the command", args: []string{"-c", "-o", "pipefail", "touch refused.txt"}, code: 126, stderrHas: "no touching", file: "refused.txt"},
		{name: "-c -i refused", args: []string{"-c", "-i", "touch i.txt"}, code: 126, stderrHas: "cannot be judged", file: "i.txt"},
		{name: "-c -s refused", args: []string{"-c", "-s", "touch s.txt"}, code: 126, stderrHas: "cannot be judged", file: "s.txt"},
		{name: "-c=-x refused", args: []string{"-c=-x", "touch x.txt"}, code: 126, stderrHas: "cannot be judged", file: "x.txt"},
		{name: "-k refused", args: []string{"-k", "-c", "touch k.txt"}, code: 126, stderrHas: "cannot be judged", file: "k.txt"},
		{name: "-o with another name refused", args: []string{"-o", "keyword", "-c", "touch o.txt"}, code: 126, stderrHas: "option names", file: "o.txt"},
		{name: "late long option refused", args: []string{"-c", "--rcfile", "touch r.txt"}, code: 126, stderrHas: "long options", file: "r.txt"},
		{name: "Claude Code's -c -l runs", args: []string{"-c", "-l", `echo "$0"`, "zero"}, stdout: "zero\n"},
		{name: "--norc -ec runs with -e", args: []string{"--norc", "-ec", "false; echo not"}, code: 1},
		{name: "-c -- runs an option-like $0", args: []string{"-c", "--", `echo "$0"`, "-x"}, stdout: "-x\n"},
		// The command is judged as bash reads it: another shell (dash)
		// could run another command than the one judged.
		{name: "OZDESK_BASH not bash", args: []string{"-c", "touch dash.txt"}, env: []string{"OZDESK_BASH=/bin/sh"}, code: 126, stderrHas: "is not bash", file: "dash.txt"},
		// Its standard input is the agent's: a shell or interpreter that
		// reads its program from there runs what comes after the judged
		// command (rt14h #1). It is refused, however it is spelled.
		{name: "bare shell on ssh", env: []string{"SSH_ORIGINAL_COMMAND=bash"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "sh -c sh", args: []string{"-c", "sh"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "send the script's text", file: "typed.txt"},
		{name: "exec bash -i", args: []string{"-c", "exec bash -i"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "exec -a x bash", env: []string{"SSH_ORIGINAL_COMMAND=exec -a x bash"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "bash -s", args: []string{"-c", "bash -s"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "bash /dev/stdin", args: []string{"-c", "bash /dev/stdin"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "bash /proc/self/fd/0", args: []string{"-c", "bash /proc/self/fd/0"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "bash 0</dev/stdin", args: []string{"-c", "bash 0</dev/stdin"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "env dash", args: []string{"-c", "env dash"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "command bash after cd", args: []string{"-c", "cd . && command bash"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "subshell", args: []string{"-c", "(sh)"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "python3 -", args: []string{"-c", "python3 -"}, stdin: "open('typed.txt','w')\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "perl", args: []string{"-c", "perl"}, stdin: "open(F,'>typed.txt')\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "xargs sh", args: []string{"-c", "xargs sh"}, code: 126, stderrHas: "cannot be judged"},
		{name: "sudo -s", args: []string{"-c", "sudo -s"}, code: 126, stderrHas: "cannot be judged"},
		{name: "su", env: []string{"SSH_ORIGINAL_COMMAND=su -"}, code: 126, stderrHas: "cannot be judged"},
		{name: "login shell wrapper -c bash -i", args: []string{"-c", "bash -i"}, stdin: "touch typed.txt\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		// Their neighbours run: a script given as text, a filter of stdin.
		{name: "bash -c with the text runs", args: []string{"-c", "bash -c 'touch ran3.txt'"}, file: "ran3.txt"},
		{name: "tr reads stdin", env: []string{"SSH_ORIGINAL_COMMAND=tr a-z A-Z"}, stdin: "x\n", stdout: "X\n"},
		{name: "OZDESK_BASH bash", args: []string{"-c", "touch bash.txt"}, env: []string{"OZDESK_BASH=/bin/bash"}, file: "bash.txt"},
		// bash does not run ~/.bashrc because sshd set SSH_CLIENT, and the
		// command still sees SSH_CLIENT and SSH_CONNECTION (rt16h F5).
		{name: "ssh session skips ~/.bashrc", args: []string{"-c", `echo "$SSH_CLIENT|$SSH_CONNECTION"`}, env: sshEnv, stdout: "127.0.0.1 40000 22|127.0.0.1 40000 127.0.0.1 22\n", absent: "bashrc-ran.txt"},
		{name: "ssh forced command skips ~/.bashrc", env: append([]string{"SSH_ORIGINAL_COMMAND=true"}, sshEnv...), absent: "bashrc-ran.txt"},
		{name: "--norc given twice", args: []string{"--norc", "-c", "true"}, env: sshEnv, absent: "bashrc-ran.txt"},
		// A file transfer's server end writes the files its stream names,
		// which the command does not show (rt16h F5): refused.
		{name: "scp -t sink", env: append([]string{"SSH_ORIGINAL_COMMAND=scp -t ."}, sshEnv...), stdin: scpStream, code: 126, stderrHas: "cannot be judged", file: "written.txt"},
		{name: "scp -t named file", env: []string{"SSH_ORIGINAL_COMMAND=scp -t written.txt"}, stdin: scpStream, code: 126, stderrHas: "cannot be judged", file: "written.txt"},
		{name: "scp -r -t", args: []string{"-c", "scp -r -t ."}, stdin: scpStream, code: 126, stderrHas: "cannot be judged", file: "written.txt"},
		{name: "scp -f source", env: []string{"SSH_ORIGINAL_COMMAND=scp -f /etc/hostname"}, code: 126, stderrHas: "cannot be judged"},
		{name: "sftp-server", env: []string{"SSH_ORIGINAL_COMMAND=/usr/lib/openssh/sftp-server"}, code: 126, stderrHas: "cannot be judged"},
		{name: "internal-sftp", env: []string{"SSH_ORIGINAL_COMMAND=internal-sftp"}, code: 126, stderrHas: "cannot be judged"},
		{name: "git-receive-pack", env: []string{"SSH_ORIGINAL_COMMAND=git-receive-pack '/srv/repo.git'"}, code: 126, stderrHas: "cannot be judged"},
		{name: "git receive-pack", args: []string{"-c", "git receive-pack ."}, code: 126, stderrHas: "cannot be judged"},
		{name: "git-upload-pack", env: []string{"SSH_ORIGINAL_COMMAND=git-upload-pack '/srv/repo.git'"}, code: 126, stderrHas: "cannot be judged"},
		{name: "rsync --server", env: []string{"SSH_ORIGINAL_COMMAND=rsync --server -logDtpre.iLsfxCIvu . ."}, code: 126, stderrHas: "cannot be judged"},
		{name: "tar -x from stdin", args: []string{"-c", "tar -x"}, code: 126, stderrHas: "cannot be judged"},
		{name: "tar xf -", args: []string{"-c", "tar xf - -C ."}, code: 126, stderrHas: "cannot be judged"},
		{name: "tar --extract --file=/dev/stdin", args: []string{"-c", "tar --extract --file=/dev/stdin"}, code: 126, stderrHas: "cannot be judged"},
		{name: "cd then cpio -i", args: []string{"-c", "cd . && cpio -idm"}, code: 126, stderrHas: "cannot be judged"},
		{name: "env scp -t", args: []string{"-c", "env scp -t ."}, stdin: scpStream, code: 126, stderrHas: "cannot be judged", file: "written.txt"},
		// Programs that run what is typed into them (rt16h F4).
		{name: "python3 -i -c 1", args: []string{"-c", "python3 -i -c 1"}, stdin: "open('typed.txt','w')\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "python3 -i FILE", args: []string{"-c", "python3 -i /dev/null"}, stdin: "open('typed.txt','w')\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "PYTHONINSPECT", args: []string{"-c", "PYTHONINSPECT=1 python3 -c 1"}, stdin: "open('typed.txt','w')\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "ed", env: []string{"SSH_ORIGINAL_COMMAND=ed"}, stdin: "!touch typed.txt\nq\n", code: 126, stderrHas: "cannot be judged", file: "typed.txt"},
		{name: "perl -d", args: []string{"-c", "perl -de1"}, code: 126, stderrHas: "cannot be judged"},
		{name: "git -c core.pager=less log", args: []string{"-c", "git -c core.pager=less log"}, code: 126, stderrHas: "cannot be judged"},
		{name: "man", args: []string{"-c", "man ls"}, code: 126, stderrHas: "cannot be judged"},
		// Their neighbours run: a copy the command names, an archive it
		// makes.
		{name: "cat > named file", env: []string{"SSH_ORIGINAL_COMMAND=cat > copied.txt"}, stdin: "x\n", file: "copied.txt"},
		{name: "tar -c to stdout", args: []string{"-c", "touch a.txt && tar -cf - a.txt >/dev/null"}, file: "a.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wd := t.TempDir()
			cmd := oz.shell(wd, tt.args, tt.env)
			cmd.Stdin = strings.NewReader(tt.stdin)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			code := exitCodeOf(t, cmd.Run())
			if code != tt.code || (tt.stdout != "" || tt.code == 0) && out.String() != tt.stdout || !strings.Contains(errOut.String(), tt.stderrHas) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q, stderr holding %q", code, out.String(), errOut.String(), tt.code, tt.stdout, tt.stderrHas)
			}
			if tt.absent != "" {
				if _, err := os.Stat(filepath.Join(wd, tt.absent)); err == nil {
					t.Errorf("%s was made", tt.absent)
				}
			}
			if tt.file != "" {
				_, err := os.Stat(filepath.Join(wd, tt.file))
				if made := err == nil; made != (tt.code != 126) {
					t.Errorf("%s made: %v, want %v", tt.file, made, tt.code != 126)
				}
			}
		})
	}
	if p := pendingAsks(t, oz); len(p) != 0 {
		t.Errorf("asks left pending: %+v", p)
	}
}

// TestShellSignals: a signal while the shell waits for the desk withdraws
// the ask and exits 128+n; once the command runs, signals are bash's own.
func TestShellSignals(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	tests := []struct {
		name    string
		command string
		sig     syscall.Signal
		waiting bool // the signal comes while an ask waits
		code    int  // -1: killed by the signal
	}{
		{name: "SIGTERM while waiting", command: "npm publish", sig: syscall.SIGTERM, waiting: true, code: 128 + int(syscall.SIGTERM)},
		{name: "SIGINT while waiting", command: "npm publish", sig: syscall.SIGINT, waiting: true, code: 128 + int(syscall.SIGINT)},
		// A dropped SSH session sends SIGHUP: the ask is withdrawn, not
		// left for nobody (rt14h #3); SIGQUIT too, with no stack dump.
		{name: "SIGHUP while waiting", command: "npm publish", sig: syscall.SIGHUP, waiting: true, code: 128 + int(syscall.SIGHUP)},
		{name: "SIGQUIT while waiting", command: "npm publish", sig: syscall.SIGQUIT, waiting: true, code: 128 + int(syscall.SIGQUIT)},
		{name: "SIGTERM to the running command", command: "sleep 30", sig: syscall.SIGTERM, code: -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := oz.shell(t.TempDir(), []string{"-c", tt.command}, nil)
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			if tt.waiting {
				waitPendingAsk(t, oz, tt.command)
			} else {
				// bash -c with one command execs it in turn.
				waitExec(t, cmd.Process.Pid, "sleep")
			}
			if err := cmd.Process.Signal(tt.sig); err != nil {
				t.Fatal(err)
			}
			err := cmd.Wait()
			code := exitCodeOf(t, err)
			if code != tt.code {
				t.Errorf("exit %d (%v), want %d; stderr %q", code, err, tt.code, errOut.String())
			}
			if strings.Contains(errOut.String(), "goroutine ") {
				t.Errorf("a Go stack on stderr: %q", errOut.String())
			}
			if tt.code == -1 {
				ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
				if !ws.Signaled() || ws.Signal() != tt.sig {
					t.Errorf("wait status %v; want killed by %v", ws, tt.sig)
				}
			}
			if p := pendingAsks(t, oz); len(p) != 0 {
				t.Errorf("asks left pending: %+v", p)
			}
		})
	}
}

// shell is `ozdesk shell ARGS` on o's store, in wd.
func (o ozdeskCLI) shell(wd string, args, env []string) *exec.Cmd {
	cmd := exec.Command(o.bin, append([]string{"shell", "--db", o.db, "--agent", "bot"}, args...)...)
	cmd.Dir = wd
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(o.db), "state"))
	cmd.Env = append(cmd.Env, env...)
	return cmd
}

// exitCodeOf is a finished process's exit code: -1 when a signal killed it.
func exitCodeOf(t *testing.T, err error) int {
	t.Helper()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.ExitCode()
	}
	t.Fatal(err)
	return 0
}

// waitExec waits until process pid runs the program named comm (it has
// exec'd it).
func waitExec(t *testing.T, pid int, comm string) {
	t.Helper()
	path := filepath.Join("/proc", strconv.Itoa(pid), "comm")
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if b, err := os.ReadFile(path); err == nil && strings.TrimSpace(string(b)) == comm {
			return
		}
	}
	t.Fatalf("process %d did not become %s", pid, comm)
}
