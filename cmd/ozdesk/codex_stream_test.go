package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestHookCodexRefusesFileStreams: the codex hook denies the server end
// of a file transfer or a push (patterns.Part.TakesFileStream), as ozdesk
// shell does: started in a Codex terminal, write_stdin would feed it a
// stream naming ~/.bashrc or .git/hooks, which no hook sees. A command
// that names the files it writes is judged as usual.
func TestHookCodexRefusesFileStreams(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	hook := func(command string) string {
		in, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": root,
			"session_id": "s1", "tool_input": map[string]any{"command": command}})
		cmd := exec.Command(ozBin, "--db", oz.db, "hook", "codex", "--wait", "30s")
		cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(root, "state"))
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", command, err)
		}
		return string(out)
	}
	for _, command := range []string{
		"scp -t ~/.bashrc", "scp -f ~/.ssh/id_ed25519", "scp -r -t ~", "/usr/lib/openssh/sftp-server",
		"internal-sftp", "rsync --server -logDtpre.iLsfxCIvu . ~/", "git-receive-pack /srv/repo.git",
		"git upload-pack .", "tar -xf - -C ~", "cd ~ && scp -t .", "exec /usr/lib/sftp-server",
	} {
		if out := hook(command); !strings.Contains(out, "deny") || !strings.Contains(out, "write_stdin") || !strings.Contains(out, "files named") {
			t.Errorf("%q: hook said %q; want a deny naming the stream and write_stdin", command, out)
		}
	}
	if out := hook("tar -tf x.tar"); out != "" {
		t.Errorf("tar -tf x.tar: hook said %q; want nothing (allowed)", out)
	}
}
