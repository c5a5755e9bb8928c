package main

// The opencode plugin's hostile-input table, under node: a small driver
// loads the plugin as opencode does (an ES module whose export is a
// function of {directory} returning the hooks) and calls its
// "tool.execute.before" handler as opencode does, (input {tool,
// sessionID, callID}, output {args}), with the real ozdesk built by the
// test. A handler that returns lets the tool run; one that throws blocks it.

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// opencodeDriver calls the plugin's handler once: argv[2] the plugin,
// argv[3] the directory, standard input {input, output}; it prints
// {"ran":true} or {"ran":false,"message":…}.
const opencodeDriver = `import { readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"
const mod = await import(pathToFileURL(process.argv[2]).href)
const call = JSON.parse(readFileSync(0, "utf8"))
let result
try {
  for (const make of Object.values(mod)) {
    const hooks = await make({ directory: process.argv[3] === "-" ? undefined : process.argv[3] })
    await hooks["tool.execute.before"](call.input, call.output)
  }
  result = { ran: true }
} catch (e) {
  result = { ran: false, message: String(e && e.message) }
}
process.stdout.write(JSON.stringify(result))
`

func TestOpencodePluginHostileInput(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the opencode plugin's table runs under node (apt-get install nodejs)")
	}
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	oz.must(t, "policy", "refuse", "touch refused.txt", "--reason", "no touching")
	driver := filepath.Join(root, "drive.mjs")
	if err := os.WriteFile(driver, []byte(opencodeDriver), 0o600); err != nil {
		t.Fatal(err)
	}
	// A stand-in ozdesk killed by a signal before it answers.
	killed := filepath.Join(root, "killed-ozdesk")
	if err := os.WriteFile(killed, []byte("#!/bin/sh\nkill -9 $$\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	bash := func(args any) map[string]any {
		return map[string]any{"input": map[string]any{"tool": "bash", "sessionID": "ses_1", "callID": "call_1"}, "output": map[string]any{"args": args}}
	}
	project := filepath.Join(root, "project")
	file := func(tool string, args any) map[string]any {
		return map[string]any{"input": map[string]any{"tool": tool, "sessionID": "ses_1", "callID": "call_2"}, "output": map[string]any{"args": args}}
	}
	patch := func(name string) map[string]any {
		return map[string]any{"patchText": "*** Begin Patch\n*** Add File: " + name + "\n+x\n*** End Patch"}
	}
	tests := []struct {
		name       string
		call       map[string]any
		directory  string   // "" for the project, "-" for none
		plugin     []string // the plugin's flags beyond --wait
		ran        bool
		messageHas string
		askedIn    string // the cwd the ask was judged in
	}{
		{name: "allowed", call: bash(map[string]any{"command": "ls", "description": "d"}), ran: true},
		{name: "refused", call: bash(map[string]any{"command": "touch refused.txt"}), messageHas: "ozdesk: refuse: rule r1: no touching"},
		{name: "asked, nobody decides", call: bash(map[string]any{"command": "npm publish"}), messageHas: "nobody decided", askedIn: project},
		{name: "judged in workdir", call: bash(map[string]any{"command": "npm publish", "workdir": "/srv/app"}), messageHas: "nobody decided", askedIn: "/srv/app"},
		{name: "judged in a relative workdir", call: bash(map[string]any{"command": "npm publish", "workdir": "sub/../app"}), messageHas: "nobody decided", askedIn: filepath.Join(project, "app")},
		// The model's workdir is where the command runs, not the task's
		// workdir: deleting in /etc still asks, as cd /etc && rm does.
		{name: "delete in a workdir outside the project", call: bash(map[string]any{"command": "rm -rf nginx", "workdir": "/etc"}), messageHas: "nobody decided", askedIn: "/etc"},
		{name: "delete in a relative workdir outside the project", call: bash(map[string]any{"command": "rm -rf nginx", "workdir": "../../../../../../../../etc"}), messageHas: "nobody decided", askedIn: "/etc"},
		{name: "another tool passes, ozdesk not run", call: map[string]any{"input": map[string]any{"tool": "read"}, "output": map[string]any{"args": map[string]any{"filePath": "/etc/passwd"}}},
			plugin: []string{"--ozdesk", "/nonexistent/ozdesk"}, ran: true},
		// opencode's batch tool (rt37h D7): its inner bash calls passed
		// unjudged; every batch call is refused, ozdesk not even run.
		{name: "batch with an inner bash call", call: map[string]any{"input": map[string]any{"tool": "batch", "sessionID": "ses_1", "callID": "call_3"},
			"output": map[string]any{"args": map[string]any{"tool_calls": []any{map[string]any{"tool": "bash", "parameters": map[string]any{"command": "rm -rf ~"}}}}}},
			plugin: []string{"--ozdesk", "/nonexistent/ozdesk"}, messageHas: "batch tool"},
		{name: "batch of reads", call: map[string]any{"input": map[string]any{"tool": "batch"},
			"output": map[string]any{"args": map[string]any{"tool_calls": []any{map[string]any{"tool": "read", "parameters": map[string]any{"filePath": "a"}}}}}},
			messageHas: "batch tool"},
		{name: "Batch", call: map[string]any{"input": map[string]any{"tool": "Batch"}, "output": map[string]any{"args": nil}}, messageHas: "batch tool"},
		{name: "task passes, ozdesk not run", call: map[string]any{"input": map[string]any{"tool": "task"}, "output": map[string]any{"args": map[string]any{"prompt": "rm -rf ~"}}},
			plugin: []string{"--ozdesk", "/nonexistent/ozdesk"}, ran: true},
		// opencode's own file tools (rt18i #9): a write of a guarded file
		// waits for the desk (refused when nobody decides within --wait 1s,
		// by the ask's end or the hook's own deadline: both say "ozdesk: "),
		// any other goes to opencode's permission.
		{name: "write its plugin", call: file("write", map[string]any{"filePath": filepath.Join(project, ".opencode", "plugin", "ozdesk.js"), "content": ""}), messageHas: "ozdesk: ", askedIn: project},
		{name: "write another plugin", call: file("write", map[string]any{"filePath": ".opencode/plugins/evil.ts", "content": ""}), messageHas: "ozdesk: ", askedIn: project},
		{name: "edit opencode.json", call: file("edit", map[string]any{"filePath": filepath.Join(project, "opencode.json"), "oldString": "a", "newString": "b"}), messageHas: "ozdesk: ", askedIn: project},
		{name: "multiedit opencode.jsonc", call: file("multiedit", map[string]any{"filePath": filepath.Join(project, "opencode.jsonc"), "edits": []any{}}), messageHas: "ozdesk: ", askedIn: project},
		{name: "apply_patch its plugin", call: file("apply_patch", patch(".opencode/plugin/ozdesk.js")), messageHas: "ozdesk: ", askedIn: project},
		{name: "patch a shell profile", call: file("patch", patch("~/.bashrc")), messageHas: "ozdesk: ", askedIn: project},
		{name: "write a source file", call: file("write", map[string]any{"filePath": filepath.Join(project, "src", "a.go"), "content": "x"}), ran: true},
		{name: "apply_patch a source file", call: file("apply_patch", patch("src/a.go")), ran: true},
		{name: "write names no file", call: file("write", map[string]any{"content": "x"}), messageHas: "names no file"},
		{name: "write's path in another case", call: file("write", map[string]any{"filePath": "a.txt", "FilePath": "opencode.json"}), messageHas: "not certain"},
		{name: "apply_patch without a patch", call: file("apply_patch", map[string]any{}), messageHas: "no patchText"},
		{name: "write with no arguments", call: file("write", nil), messageHas: "names no file"},
		{name: "write, ozdesk missing", call: file("write", map[string]any{"filePath": "a.txt", "content": "x"}), plugin: []string{"--ozdesk", "/nonexistent/ozdesk"}, messageHas: "ozdesk could not be run ("},
		{name: "write, no directory", call: file("write", map[string]any{"filePath": "a.txt", "content": "x"}), directory: "-", messageHas: "no absolute directory"},
		{name: "no arguments", call: bash(nil), messageHas: "has no arguments"},
		{name: "arguments not an object", call: bash("rm -rf /"), messageHas: "has no arguments"},
		{name: "no command", call: bash(map[string]any{}), messageHas: "not a non-empty string"},
		{name: "command not a string", call: bash(map[string]any{"command": []string{"rm", "-rf", "/"}}), messageHas: "not a non-empty string"},
		{name: "blank command", call: bash(map[string]any{"command": " \n"}), messageHas: "not a non-empty string"},
		{name: "workdir not a string", call: bash(map[string]any{"command": "ls", "workdir": 7}), messageHas: "workdir is not a string"},
		{name: "no directory", call: bash(map[string]any{"command": "ls"}), directory: "-", messageHas: "no absolute directory"},
		{name: "relative directory", call: bash(map[string]any{"command": "ls"}), directory: "rel", messageHas: "no absolute directory"},
		{name: "huge command", call: bash(map[string]any{"command": strings.Repeat("a", 5<<20)}), messageHas: "ozdesk failed (exit 2"},
		{name: "escapes in the command", call: bash(map[string]any{"command": "touch refused.txt # \x1b[2J"}), messageHas: "ozdesk: refuse"},
		{name: "ozdesk missing", call: bash(map[string]any{"command": "ls"}), plugin: []string{"--ozdesk", "/nonexistent/ozdesk"}, messageHas: "ozdesk could not be run ("},
		{name: "ozdesk killed", call: bash(map[string]any{"command": "ls"}), plugin: []string{"--ozdesk", killed}, messageHas: "stopped by SIGKILL"},
		{name: "store unreadable", call: bash(map[string]any{"command": "ls"}), plugin: []string{}, messageHas: "exit 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plugin := filepath.Join(t.TempDir(), "ozdesk.mjs")
			// 1s where nobody decides an ask; where none is made, a wait
			// that a loaded machine never runs out of before ozdesk has
			// read the call (with 1s, "write a source file" was refused
			// here: "could not evaluate the command before the deadline
			// passed", at a load of 28).
			wait := "30s"
			if tt.askedIn != "" {
				wait = "1s"
			}
			if err := os.WriteFile(plugin, opencodePlugin(t, ozBin, append([]string{"--wait", wait}, tt.plugin...)...), 0o600); err != nil {
				t.Fatal(err)
			}
			dir := tt.directory
			if dir == "" {
				dir = project
			}
			db := oz.db
			if tt.name == "store unreadable" {
				db = filepath.Join(root, "none", "desk.db")
			}
			in, _ := json.Marshal(tt.call)
			cmd := exec.Command(node, driver, plugin, dir)
			cmd.Dir = root
			cmd.Env = append(os.Environ(), "OZDESK_DB="+db, "XDG_STATE_HOME="+filepath.Join(root, "state"))
			cmd.Stdin = bytes.NewReader(in)
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("node: %v\n%s", err, errOut.String())
			}
			var got struct {
				Ran     bool   `json:"ran"`
				Message string `json:"message"`
			}
			if err := json.Unmarshal(out, &got); err != nil {
				t.Fatalf("the driver printed %q: %v", out, err)
			}
			if got.Ran != tt.ran || !strings.Contains(got.Message, tt.messageHas) {
				t.Errorf("ran %v, message %q; want ran %v, a message holding %q", got.Ran, got.Message, tt.ran, tt.messageHas)
			}
			if strings.ContainsRune(got.Message, 0x1b) {
				t.Errorf("the message carries an escape: %q", got.Message)
			}
			if tt.askedIn != "" {
				checkLastAskCwd(t, oz, tt.askedIn)
			}
		})
	}
}

// checkLastAskCwd checks the cwd of the newest ask in oz's store, and that
// it came from the agent opencode.
func checkLastAskCwd(t *testing.T, oz ozdeskCLI, cwd string) {
	t.Helper()
	var asks []struct {
		Cwd     string `json:"cwd"`
		Agent   string `json:"agent"`
		Session string `json:"session"`
	}
	out := oz.must(t, "queue", "ls", "--all", "--json")
	if err := json.Unmarshal(out, &asks); err != nil {
		t.Fatalf("queue ls --json: %v\n%s", err, out)
	}
	if len(asks) == 0 {
		t.Fatal("no ask was queued")
	}
	last := asks[len(asks)-1]
	if last.Cwd != cwd || last.Agent != "opencode" {
		t.Errorf("the last ask %+v; want cwd %s, agent opencode", last, cwd)
	}
}
