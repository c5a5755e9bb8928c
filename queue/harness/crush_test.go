package harness

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// crushBash is a bash call as crush sends it; extra fields go into
// tool_input beside the command.
func crushBash(cmd, cwd string, extra map[string]any) string {
	input := map[string]any{"command": cmd, "description": "d"}
	for k, v := range extra {
		input[k] = v
	}
	b, _ := json.Marshal(map[string]any{"event": "PreToolUse", "tool_name": "bash", "cwd": cwd, "session_id": "s1", "tool_input": input})
	return string(b)
}

// TestCrushHostileInput: whatever crush (or anyone) sends, the hook
// answers crush's envelope at exit 0, a deny with a reason unless the
// policy allows, never "no opinion" for a bash call (crush run approves
// what no hook decided), and opens the store only for a well-formed bash
// call.
func TestCrushHostileInput(t *testing.T) {
	huge := `{"event":"PreToolUse","tool_name":"bash","tool_input":{"command":"` + strings.Repeat("a", MaxHookInput) + `"}}`
	tests := []struct {
		name      string
		in        string
		store     bool   // a real store (else one that cannot be opened)
		want      string // decision, "" for a pass-through
		reasonHas string
		opened    bool
		cwd       string // the cwd the ask was judged in, when one is queued
	}{
		{name: "not json", in: "rm -rf /", want: CrushDeny, reasonHas: "could not read the tool call"},
		{name: "empty", in: "", want: CrushDeny, reasonHas: "empty"},
		{name: "two values", in: `{} {}`, want: CrushDeny, reasonHas: "more than one"},
		{name: "null", in: `null`, want: CrushDeny, reasonHas: "PreToolUse only"},
		{name: "array", in: `[]`, want: CrushDeny, reasonHas: "could not read"},
		{name: "huge", in: huge, want: CrushDeny, reasonHas: "longer than"},
		{name: "unknown event", in: `{"event":"PostToolUse","tool_name":"bash","tool_input":{"command":"ls"}}`, want: CrushDeny, reasonHas: "PreToolUse only, not PostToolUse"},
		{name: "lower-case event", in: `{"event":"pretooluse","tool_name":"bash","tool_input":{"command":"ls"}}`, want: CrushDeny, reasonHas: "not pretooluse"},
		{name: "no event", in: `{"tool_name":"bash","tool_input":{"command":"ls"}}`, want: CrushDeny, reasonHas: "names no event"},
		{name: "claude's shape", in: `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`, want: CrushDeny, reasonHas: "another harness"},
		{name: "escapes in the event", in: `{"event":"\u001b[2J","tool_name":"x"}`, want: CrushDeny, reasonHas: `\e[2J`},
		{name: "no tool", in: `{"event":"PreToolUse"}`, want: CrushDeny, reasonHas: "tool_name"},
		{name: "other tool passes", in: `{"event":"PreToolUse","tool_name":"view","tool_input":{"file_path":"/etc/passwd"}}`, want: ""},
		{name: "empty tool_input (crush's for invalid arguments)", in: `{"event":"PreToolUse","tool_name":"bash","tool_input":{}}`, want: CrushDeny, reasonHas: "no command"},
		{name: "command not a string", in: `{"event":"PreToolUse","tool_name":"bash","tool_input":{"command":7}}`, want: CrushDeny, reasonHas: "not a string"},
		{name: "Command beside command", in: `{"event":"PreToolUse","tool_name":"bash","cwd":"/tmp","tool_input":{"command":"ls","Command":"rm -rf /"}}`, want: CrushDeny, reasonHas: `"Command"`},
		{name: "only COMMAND", in: `{"event":"PreToolUse","tool_name":"bash","cwd":"/tmp","tool_input":{"COMMAND":"rm -rf /"}}`, want: CrushDeny, reasonHas: `"COMMAND"`},
		{name: "working_dir not a string", in: crushBash("ls", "/tmp", map[string]any{"working_dir": 7}), want: CrushDeny, reasonHas: "working_dir is not a string"},
		{name: "Working_Dir beside working_dir", in: crushBash("ls", "/tmp", map[string]any{"working_dir": "/tmp", "Working_Dir": "/"}), want: CrushDeny, reasonHas: `"Working_Dir"`},
		{name: "kelvin-sign working_dir", in: crushBash("ls", "/tmp", map[string]any{"wor\u212aing_dir": "/"}), want: CrushDeny, reasonHas: "where the command runs"},
		{name: "relative working_dir with no cwd", in: crushBash("ls", "", map[string]any{"working_dir": "sub"}), want: CrushDeny, reasonHas: "relative"},
		{name: "relative cwd", in: crushBash("ls", "rel", nil), want: CrushDeny, reasonHas: "not absolute"},
		{name: "store fails", in: crushBash("ls", "/tmp", nil), want: CrushDeny, reasonHas: "no such store", opened: true},
		{name: "missing cwd refused", in: crushBash("ls", "", nil), store: true, want: CrushDeny, reasonHas: "no cwd"},
		// crush finds its tools by exact name: one that reads as bash but
		// is not it is refused, not let through with no opinion (rt14h #4).
		{name: "Bash refused", in: strings.Replace(crushBash("rm -rf ~", "/tmp", nil), `"tool_name":"bash"`, `"tool_name":"Bash"`, 1), want: CrushDeny, reasonHas: "reads as it"},
		{name: "BASH refused", in: strings.Replace(crushBash("rm -rf ~", "/tmp", nil), `"tool_name":"bash"`, `"tool_name":"BASH"`, 1), want: CrushDeny, reasonHas: "reads as it"},
		{name: "bash with a space refused", in: strings.Replace(crushBash("rm -rf ~", "/tmp", nil), `"tool_name":"bash"`, `"tool_name":" bash"`, 1), want: CrushDeny, reasonHas: "reads as it"},
		{name: "allowed", in: crushBash("ls", "/tmp", nil), store: true, want: CrushAllow, opened: true},
		{name: "refused", in: crushBash("rm -rf /", "/tmp", nil), store: true, want: CrushDeny, reasonHas: "never the root", opened: true},
		{name: "refused in background", in: crushBash("rm -rf /", "/tmp", map[string]any{"run_in_background": true}), store: true, want: CrushDeny, reasonHas: "never the root", opened: true},
		// A command too long to judge is asked about; nobody decides here.
		{name: "huge command", in: crushBash(strings.Repeat("echo hi; ", 100000), "/tmp", nil), store: true, want: CrushDeny, reasonHas: "nobody decided", opened: true},
		// The command runs in working_dir, so it is judged there: the ask
		// names that directory.
		{name: "judged in working_dir", in: crushBash("npm publish", "/tmp", map[string]any{"working_dir": "/srv/app"}), store: true, want: CrushDeny, reasonHas: "nobody decided", opened: true, cwd: "/srv/app"},
		{name: "judged in a relative working_dir", in: crushBash("npm publish", "/tmp", map[string]any{"working_dir": "sub/../app"}), store: true, want: CrushDeny, reasonHas: "nobody decided", opened: true, cwd: "/tmp/app"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opened := false
			var svc *queue.Service
			if tt.store {
				svc = newService(t)
			}
			cfg := CrushConfig{Wait: time.Second, Open: func() (queue.Asker, error) {
				opened = true
				if svc == nil {
					return nil, errors.New("no such store")
				}
				return svc, nil
			}}
			r := Crush(context.Background(), strings.NewReader(tt.in), cfg)
			if r.Decision != tt.want || !strings.Contains(r.Reason, tt.reasonHas) {
				t.Errorf("reply %+v; want %q holding %q", r, tt.want, tt.reasonHas)
			}
			if opened != tt.opened {
				t.Errorf("opened the store: %v, want %v", opened, tt.opened)
			}
			if tt.cwd != "" {
				checkAskedIn(t, svc, tt.cwd)
			}
			checkCrushWrite(t, r)
		})
	}
}

// checkAskedIn checks that the one ask svc holds was judged in cwd.
func checkAskedIn(t *testing.T, svc *queue.Service, cwd string) {
	t.Helper()
	asks, err := svc.Asks(store.AskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(asks) != 1 || asks[0].Cwd != cwd {
		t.Fatalf("asks %+v; want one judged in %s", asks, cwd)
	}
}

// checkCrushWrite writes r: exit 0, and no output for a pass-through or
// exactly one envelope with a decision crush knows (and a reason for a
// deny).
func checkCrushWrite(t *testing.T, r CrushReply) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := r.Write(&out, &errOut); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if r.Decision == "" {
		if out.Len() != 0 {
			t.Fatalf("a pass-through wrote %q", out.String())
		}
		return
	}
	var got struct {
		Version  int    `json:"version"`
		Decision string `json:"decision"`
		Reason   string `json:"reason"`
	}
	dec := json.NewDecoder(&out)
	if err := dec.Decode(&got); err != nil || dec.More() {
		t.Fatalf("stdout %q is not one JSON object: %v", out.String(), err)
	}
	if got.Version != CrushVersion || (got.Decision != CrushAllow && got.Decision != CrushDeny) || (got.Decision == CrushDeny && got.Reason == "") {
		t.Fatalf("envelope %+v", got)
	}
}

// TestCrushWriteFails: an answer that cannot be written blocks (exit 2,
// the reason on standard error), an allow too.
func TestCrushWriteFails(t *testing.T) {
	for _, r := range []CrushReply{crushDeny("no"), {Version: 1, Decision: CrushAllow, Reason: "ok"}} {
		var errOut bytes.Buffer
		code := r.Write(failingWriter{}, &errOut)
		if code != ExitBlock || !strings.Contains(errOut.String(), "could not write") || !strings.Contains(errOut.String(), "refused") && r.Decision == CrushAllow {
			t.Errorf("%+v: exit %d, stderr %q; want a block", r, code, errOut.String())
		}
	}
}

// FuzzCrush feeds the hook any input with a store that cannot be opened:
// it never panics, never allows, never passes a bash call through, and
// always writes crush's envelope (or nothing) at exit 0.
func FuzzCrush(f *testing.F) {
	for _, s := range []string{
		crushBash("ls", "/tmp", nil), crushBash("ls", "/tmp", map[string]any{"working_dir": "x"}),
		`{"event":"PreToolUse","tool_name":"view"}`, "", "null", "[]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		cfg := CrushConfig{Open: func() (queue.Asker, error) { return nil, errors.New("unavailable") }}
		r := Crush(context.Background(), strings.NewReader(in), cfg)
		if r.Decision == CrushAllow {
			t.Fatalf("input %q: allowed without a store", in)
		}
		if call, err := ReadCrushInput(strings.NewReader(in)); err == nil && call.ToolName == CrushShell && r.Decision != CrushDeny {
			t.Fatalf("input %q: a bash call passed through", in)
		}
		checkCrushWrite(t, r)
	})
}
