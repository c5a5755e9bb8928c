package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestShellRefusesTerminal: with a terminal on its standard input (ssh
// -t, a harness's pseudo-terminal) ozdesk shell refuses even an allowed
// command, since any program it runs may read what is typed there (a
// pager, an editor, a prompt, one ozdesk does not know); without one the
// same command runs. The terminal is a real one: util-linux's script
// runs the shell on a new pseudo-terminal.
func TestShellRefusesTerminal(t *testing.T) {
	scriptBin, err := exec.LookPath("script")
	if err != nil {
		t.Skip("util-linux's script is not installed: it gives the test a pseudo-terminal")
	}
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	for _, tt := range []struct {
		name     string
		terminal bool
		code     int
		made     bool
	}{
		{name: "on a terminal", terminal: true, code: exitShellRefused},
		{name: "on a pipe", code: 0, made: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			wd := t.TempDir()
			cmd := oz.shell(wd, []string{"--wait", "5s", "-c", "touch made.txt"}, nil)
			if tt.terminal {
				words := make([]string, len(cmd.Args))
				for i, w := range cmd.Args {
					words[i] = shellQuote(w)
				}
				line := strings.Join(words, " ")
				cmd = exec.Command(scriptBin, "-q", "-e", "-c", line, "/dev/null")
				cmd.Dir, cmd.Env = wd, append(cmd.Env, oz.shell(wd, nil, []string{"SHELL=/bin/sh"}).Env...)
			}
			cmd.Stdin = strings.NewReader("")
			out, err := cmd.CombinedOutput()
			code := exitCodeOf(t, err)
			if code != tt.code || tt.terminal && !strings.Contains(string(out), "standard input is a terminal") {
				t.Errorf("exit %d, output %q; want %d", code, out, tt.code)
			}
			if _, err := os.Stat(filepath.Join(wd, "made.txt")); (err == nil) != tt.made {
				t.Errorf("made.txt made: %v, want %v", err == nil, tt.made)
			}
		})
	}
}
