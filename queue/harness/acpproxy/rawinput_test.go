package acpproxy

import (
	"strings"
	"testing"
)

// TestRawInputShapes: a shell call's rawInput is judged as the whole
// command line it holds, in every shape the agents write (Claude Code's
// adapter's command string, Codex's cmd, codex-acp's list of words with
// bash -lc, command plus args, argv, script), and one in a shape ozdesk
// does not know (a key in another case or twice, args alone, a command
// nested deeper, a bare string) is refused, not judged by its title.
// Before, {"command":"touch","args":["forbidden"]} was judged as `touch`,
// and cmd, argv, script and the unknown shapes as the title: all allowed.
func TestRawInputShapes(t *testing.T) {
	const refused, allowed = "cancel", "proceed_once"
	tests := []struct {
		name, rawInput, content string
		want                    string
	}{
		{name: "command and args", rawInput: `{"command":"touch","args":["forbidden"]}`, want: refused},
		{name: "args joined by a shell", rawInput: `{"command":"ls","args":["x;","touch","forbidden"]}`, want: refused},
		{name: "codex-acp bash -lc", rawInput: `{"command":["bash","-lc","touch forbidden"],"cwd":"/tmp"}`, want: refused},
		{name: "codex cmd", rawInput: `{"cmd":"touch forbidden","workdir":"/tmp"}`, want: refused},
		{name: "argv", rawInput: `{"argv":["touch","forbidden"]}`, want: refused},
		{name: "script", rawInput: `{"script":"touch forbidden"}`, want: refused},
		{name: "env object", rawInput: `{"command":"touch forbidden","env":{"A":"b"}}`, want: refused},
		{name: "command in another case", rawInput: `{"Command":"touch forbidden"}`, want: refused},
		{name: "command in two cases", rawInput: `{"command":"ls","COMMAND":"touch forbidden"}`, want: refused},
		{name: "command and cmd", rawInput: `{"command":"ls","cmd":"touch forbidden"}`, want: refused},
		{name: "args alone", rawInput: `{"args":["touch","forbidden"]}`, want: refused},
		{name: "args not a list", rawInput: `{"command":"touch","args":"forbidden"}`, want: refused},
		{name: "args after a list", rawInput: `{"command":["touch"],"args":["forbidden"]}`, want: refused},
		{name: "nested", rawInput: `{"input":{"command":"touch forbidden"}}`, want: refused},
		{name: "nested in a list", rawInput: `{"calls":[{"argv":["touch","forbidden"]}]}`, want: refused},
		{name: "a bare string", rawInput: `"touch forbidden"`, want: refused},
		{name: "a bare list", rawInput: `["touch","forbidden"]`, want: refused},
		{name: "a command that is a number", rawInput: `{"command":7}`, want: refused},
		{name: "a blank command", rawInput: `{"command":"  "}`, want: refused},
		{name: "a bad env name", rawInput: `{"command":"ls","env":{"A B":"c"}}`, want: refused},
		{name: "cwd not a string", rawInput: `{"command":"ls","cwd":["/tmp"]}`, want: refused},
		{name: "two directories", rawInput: `{"command":"ls","cwd":"/tmp","workdir":"/etc"}`, want: refused},
		{name: "a directory other than the content's", rawInput: `{"command":"ls","cwd":"/tmp"}`,
			content: `[{"type":"content","content":{"type":"text","text":"[in /etc] (x)"}}]`, want: refused},
		// The everyday shapes that must stay allowed.
		{name: "claude code's Bash", rawInput: `{"command":"ls -la","description":"list","timeout":5000}`, want: allowed},
		{name: "command and args, allowed", rawInput: `{"command":"ls","args":["-la","a b"]}`, want: allowed},
		{name: "codex cmd, allowed", rawInput: `{"cmd":"ls -la","workdir":"/tmp"}`, want: allowed},
		{name: "codex-acp list, allowed", rawInput: `{"command":["bash","-c","ls -la"],"cwd":"/tmp"}`, want: allowed},
		{name: "snake_case dir", rawInput: `{"command":"ls","dir_path":"sub"}`, want: allowed},
		{name: "env, allowed", rawInput: `{"command":"ls","env":[{"name":"A","value":"b"}]}`, want: allowed},
		{name: "no command: the title", rawInput: `{"description":"list","timeout":5}`, want: allowed},
	}
	// A tool call of another kind whose rawInput has args, or a command
	// nested deeper (an MCP tool's), goes to the editor.
	for _, rawInput := range []string{`{"args":["x"]}`, `{"input":{"command":"x"}}`, `"text"`} {
		t.Run("an edit with "+rawInput, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			r.agent(strings.Replace(permission("0", "edit a.txt"), `"locations":[],"kind":"execute"`, editsA+`,"rawInput":`+rawInput, 1))
			if got := r.atEditor(); !strings.Contains(got, "session/request_permission") {
				t.Errorf("the editor got %s; want the request", got)
			}
		})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			line := strings.Replace(permission("0", "ls"), `"kind":"execute"`, `"kind":"execute","rawInput":`+tt.rawInput, 1)
			if tt.content != "" {
				line = strings.Replace(line, `"content":[]`, `"content":`+tt.content, 1)
			}
			r.agent(line)
			got := r.atAgent()
			// A request ozdesk cannot read is answered "cancelled"; both
			// block.
			if got != chose("0", tt.want) && (tt.want != refused || got != `{"jsonrpc":"2.0","id":0,"result":{"outcome":{"outcome":"cancelled"}}}`) {
				t.Errorf("the agent got %s; want %s", got, tt.want)
			}
		})
	}
}

// TestRawInputCommandText: the command line read from a rawInput is the
// one form that says what runs: a list of words (codex-acp's argv) is
// quoted once; a command string with args (terminal/create's shape, which
// Zed runs joined with sh -c) is also judged joined when that reads
// otherwise. Before, ["bash","-lc","rm -rf ~"] read as two lines, `bash
// -lc 'rm -rf ~'` and `bash -lc rm -rf ~`, and the desk showed both
// (rt37h D8).
func TestRawInputCommandText(t *testing.T) {
	tests := []struct {
		name, rawInput, want string
	}{
		{name: "codex-acp bash -lc", rawInput: `{"command":["bash","-lc","rm -rf ~"],"cwd":"/tmp"}`, want: `bash -lc 'rm -rf ~'`},
		{name: "argv with a space", rawInput: `{"argv":["ls","a b"]}`, want: `ls 'a b'`},
		{name: "argv with env", rawInput: `{"command":["ls","a;b"],"env":{"A":"b c"}}`, want: `A='b c' ls 'a;b'`},
		{name: "argv that reads alike", rawInput: `{"command":["ls","-la"]}`, want: `ls -la`},
		{name: "a command string", rawInput: `{"command":"ls -la; pwd"}`, want: `ls -la; pwd`},
		{name: "a command string with args", rawInput: `{"command":"echo","args":["hi; rm -rf ~"]}`, want: "echo 'hi; rm -rf ~'\necho hi; rm -rf ~"},
		{name: "args that read alike", rawInput: `{"command":"ls","args":["-la"]}`, want: `ls -la`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := readRawInput([]byte(tt.rawInput))
			if r.err != nil {
				t.Fatalf("error %v", r.err)
			}
			if r.command != tt.want {
				t.Errorf("command %q; want %q", r.command, tt.want)
			}
		})
	}
}

// FuzzRawInput: reading a rawInput never panics, and names a command, or
// none, or an error; never an empty command with a directory.
func FuzzRawInput(f *testing.F) {
	for _, s := range []string{
		`{"command":"ls","args":["-la"],"env":{"A":"b"},"cwd":"/tmp"}`, `{"cmd":"ls","workdir":"x"}`,
		`{"command":["bash","-lc","ls"]}`, `{"a":{"b":[{"argv":["x"]}]}}`, `"ls"`, `[]`, `{}`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if len(raw) == 0 {
			return
		}
		r := readRawInput(raw)
		if r.err != nil && r.command != "" {
			t.Fatalf("a command %q with an error %v", r.command, r.err)
		}
		if r.command == "" && r.dir != "" {
			t.Fatalf("a directory %q with no command", r.dir)
		}
	})
}
