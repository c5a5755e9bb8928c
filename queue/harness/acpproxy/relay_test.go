package acpproxy

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestRelayUntouched: messages the proxy does not judge pass both ways
// byte for byte, whatever their id, spacing or method.
func TestRelayUntouched(t *testing.T) {
	r := startRelay(t, config(newService(t)))
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}`,
		`{ "id" : "zero" , "jsonrpc" : "2.0", "method":"session/prompt","params":{"prompt":[{"type":"text","text":"héllo \u2028 <b>"}]} }`,
		`{"jsonrpc":"2.0","id":null,"method":"x/unknown","params":[1,2,3]}`,
		`{"jsonrpc":"2.0","id":1.0,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"plan"}}`,
		`{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`,
	} {
		r.editor(line)
		if got := r.atAgent(); got != line {
			t.Errorf("the agent got\n%s\nfor the editor's\n%s", got, line)
		}
	}
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1}}`,
		`{"jsonrpc":"2.0","id":"zero","error":{"code":-32603,"message":"no"}}`,
		`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}}}`,
		`{"jsonrpc":"2.0","id":0,"method":"fs/read_text_file","params":{"sessionId":"s1","path":"/etc/hosts"}}`,
		`{"jsonrpc":"2.0","id":1,"method":"x/unknown"}`,
	} {
		r.agent(line)
		if got := r.atEditor(); got != line {
			t.Errorf("the editor got\n%s\nfor the agent's\n%s", got, line)
		}
	}
	// The editor's answers to the agent's requests, ids written as it
	// likes.
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":0.0,"result":{"content":"127.0.0.1 localhost"}}`,
		`{"id":1,"error":{"code":-32601,"message":"no"},"jsonrpc":"2.0"}`,
	} {
		r.editor(line)
		if got := r.atAgent(); got != line {
			t.Errorf("the agent got\n%s\nfor the editor's\n%s", got, line)
		}
	}
}

// TestAgentHostileInput: whatever the agent sends, a shell call is never
// let through unjudged, the relay goes on, and each request the proxy
// answers gets one answer echoing its id exactly.
func TestAgentHostileInput(t *testing.T) {
	svc := newService(t)
	huge := strings.Repeat("echo hi; ", 100000)
	tests := []struct {
		name    string
		cfg     func(Config) Config
		session string // the session's cwd ("" for none opened)
		line    string // from the agent
		agent   string // the proxy's answer to the agent ("" for none)
		editor  string // what the editor then gets ("" for nothing)
		told    string // a session/update to the editor holds this
	}{
		{name: "allowed, id 0", session: "/tmp", line: permission("0", "ls -la"), agent: chose("0", "proceed_once")},
		{name: "allowed, string id", session: "/tmp", line: permission(`"a\"b"`, "ls -la"), agent: chose(`"a\"b"`, "proceed_once")},
		{name: "allowed, id null", session: "/tmp", line: permission("null", "ls"), agent: chose("null", "proceed_once")},
		{name: "allowed, id 1e0", session: "/tmp", line: permission("1e0", "ls"), agent: chose("1e0", "proceed_once")},
		{name: "refused", session: "/tmp", line: permission("3", "touch forbidden"), agent: chose("3", "cancel"), told: "no touching"},
		{name: "huge command", session: "/tmp", line: permission("4", huge), agent: chose("4", "cancel"), told: "nobody decided",
			cfg: func(c Config) Config { c.Wait = 300 * time.Millisecond; return c }},
		{name: "no session opened: no cwd", line: permission("5", "ls"), agent: chose("5", "cancel"), told: "cannot tell the command's working directory"},
		{name: "relative cwd", session: "work", line: permission("5", "ls"), agent: chose("5", "cancel"), told: "not absolute"},
		// Claude Code's adapter: the title is the command in backquotes,
		// the command itself in rawInput.
		{name: "rawInput command", session: "/tmp",
			line:  strings.Replace(permission("20", "`touch forbidden`"), `"kind":"execute"`, `"kind":"execute","rawInput":{"command":"touch forbidden","description":"d"}`, 1),
			agent: chose("20", "cancel"), told: "no touching"},
		{name: "rawInput command words", session: "/tmp",
			line:  strings.Replace(permission("21", "touch"), `"kind":"execute"`, `"kind":"execute","rawInput":{"command":["touch","forbidden"]}`, 1),
			agent: chose("21", "cancel"), told: "no touching"},
		{name: "rawInput command allowed", session: "/tmp",
			line:  strings.Replace(permission("22", "`ls`"), `"kind":"execute"`, `"kind":"execute","rawInput":{"command":"ls"}`, 1),
			agent: chose("22", "proceed_once")},
		{name: "rawInput command empty", session: "/tmp",
			line:  strings.Replace(permission("23", "ls"), `"kind":"execute"`, `"kind":"execute","rawInput":{"command":""}`, 1),
			agent: `{"jsonrpc":"2.0","id":23,"result":{"outcome":{"outcome":"cancelled"}}}`},
		{name: "rawInput command a number", session: "/tmp",
			line:  strings.Replace(permission("24", "ls"), `"kind":"execute"`, `"kind":"execute","rawInput":{"command":7}`, 1),
			agent: `{"jsonrpc":"2.0","id":24,"result":{"outcome":{"outcome":"cancelled"}}}`},
		{name: "rawInput command twice", session: "/tmp",
			line:  strings.Replace(permission("25", "ls"), `"kind":"execute"`, `"kind":"execute","rawInput":{"command":"ls","command":"touch forbidden"}`, 1),
			agent: `{"jsonrpc":"2.0","id":25,"result":{"outcome":{"outcome":"cancelled"}}}`},
		{name: "no title", session: "/tmp", line: strings.Replace(permission("6", "ls"), `"title":"ls",`, "", 1), agent: chose("6", "cancel"), told: "names no command"},
		{name: "store unreachable", session: "/tmp", line: permission("7", "ls"), agent: chose("7", "cancel"), told: "could not open its store",
			cfg: func(c Config) Config {
				c.Open = func() (queue.Asker, error) { return nil, errors.New("broker down") }
				return c
			}},
		{name: "no allow-once option", session: "/tmp",
			line:  strings.Replace(permission("8", "ls"), `{"optionId":"proceed_once","name":"Allow","kind":"allow_once"},`, "", 1),
			agent: chose("8", "cancel"), told: "offers no allow-once option"},
		{name: "no reject option either", session: "/tmp",
			line:  `{"jsonrpc":"2.0","id":9,"method":"session/request_permission","params":{"sessionId":"s1","options":[{"optionId":"a","kind":"allow_always","name":"x"}],"toolCall":{"toolCallId":"t","title":"touch forbidden","kind":"execute"}}}`,
			agent: `{"jsonrpc":"2.0","id":9,"result":{"outcome":{"outcome":"cancelled"}}}`},
		{name: "an option id twice", session: "/tmp",
			line:  `{"jsonrpc":"2.0","id":10,"method":"session/request_permission","params":{"sessionId":"s1","options":[{"optionId":"p","kind":"allow_once","name":"x"},{"optionId":"p","kind":"allow_always","name":"y"}],"toolCall":{"toolCallId":"t","title":"ls","kind":"execute"}}}`,
			agent: `{"jsonrpc":"2.0","id":10,"result":{"outcome":{"outcome":"cancelled"}}}`},
		{name: "params not an object", session: "/tmp", line: `{"jsonrpc":"2.0","id":11,"method":"session/request_permission","params":"ls"}`,
			agent: `{"jsonrpc":"2.0","id":11,"result":{"outcome":{"outcome":"cancelled"}}}`},
		{name: "title twice", session: "/tmp",
			line:  strings.Replace(permission("12", "ls"), `"title":"ls"`, `"title":"ls","title":"rm -rf ~"`, 1),
			agent: `{"jsonrpc":"2.0","id":12,"result":{"outcome":{"outcome":"cancelled"}}}`},
		{name: "kind not a string", session: "/tmp", line: strings.Replace(permission("13", "ls"), `"kind":"execute"`, `"kind":["execute"]`, 1),
			agent: `{"jsonrpc":"2.0","id":13,"result":{"outcome":{"outcome":"cancelled"}}}`},
		// A tool call that is not a shell call goes to the editor, without
		// its allow-always option.
		// (An edit is judged first, by the file it writes: TestEditJudged,
		// TestEditTargets.)
		{name: "a fetch goes to the editor", session: "/tmp", line: strings.Replace(permission("14", "fetch a.txt"), `"kind":"execute"`, `"kind":"fetch"`, 1),
			editor: `{"jsonrpc":"2.0","id":14,"method":"session/request_permission","params":{"options":[{"optionId":"proceed_once","name":"Allow","kind":"allow_once"},{"optionId":"cancel","name":"Reject","kind":"reject_once"}],"sessionId":"s1","toolCall":{"toolCallId":"t1","status":"pending","title":"fetch a.txt","content":[],"locations":[],"kind":"fetch"}}}`},
		// Lines that are not one JSON-RPC message are dropped; the relay
		// goes on.
		{name: "not JSON", line: `{"jsonrpc":"2.0","id":1,"method":"session/request_permission"`},
		{name: "method twice", line: `{"jsonrpc":"2.0","id":1,"method":"x/y","method":"session/request_permission","params":{}}`},
		{name: "two values", line: `{"jsonrpc":"2.0","method":"x/y"} {"jsonrpc":"2.0","method":"x/z"}`},
		{name: "a batch", line: `[{"jsonrpc":"2.0","id":1,"method":"session/request_permission"}]`},
		{name: "id an object", line: `{"jsonrpc":"2.0","id":{"a":1},"method":"session/request_permission","params":{}}`},
		{name: "invalid UTF-8", line: "{\"jsonrpc\":\"2.0\",\"method\":\"x/\xff\"}"},
		{name: "result and method", line: `{"jsonrpc":"2.0","id":1,"method":"x/y","result":{}}`},
		// An unknown request passes untouched.
		{name: "unknown method", line: `{"jsonrpc":"2.0","id":0,"method":"_gemini/whatever","params":{"command":"rm -rf /"}}`,
			editor: `{"jsonrpc":"2.0","id":0,"method":"_gemini/whatever","params":{"command":"rm -rf /"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := config(svc)
			if tt.cfg != nil {
				cfg = tt.cfg(cfg)
			}
			r := startRelay(t, cfg)
			if tt.session != "" {
				r.session(tt.session)
			}
			r.agent(tt.line)
			if tt.agent != "" {
				if got := r.atAgent(); got != tt.agent {
					t.Errorf("the agent got\n%s\nwant\n%s", got, tt.agent)
				}
			}
			got := r.editorLines()
			told, forwarded := tt.told == "", tt.editor == ""
			for _, l := range got {
				switch {
				case l == tt.editor:
					forwarded = true
				case strings.Contains(l, `"sessionUpdate":"agent_message_chunk"`) && strings.Contains(l, "ozdesk · "):
					told = told || strings.Contains(l, tt.told)
				default:
					t.Errorf("the editor got %s", l)
				}
			}
			if !told || !forwarded {
				t.Errorf("the editor got %q; want %q and a session/update holding %q", got, tt.editor, tt.told)
			}
			r.quietAtAgent()
		})
	}
}

// TestEditorHostileInput: the editor cannot put the agent in a mode that
// asks nothing, nor answer what it was not asked.
func TestEditorHostileInput(t *testing.T) {
	tests := []struct {
		name   string
		line   string
		editor string // the proxy's answer to the editor ("" for none)
		agent  string // what the agent gets ("" for nothing)
	}{
		{name: "set_mode yolo", line: `{"jsonrpc":"2.0","id":0,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"yolo"}}`,
			editor: `"id":0,"error":{"code":-32001`},
		{name: "set_mode YOLO, string id", line: `{"jsonrpc":"2.0","id":"m","method":"session/set_mode","params":{"sessionId":"s1","modeId":"YOLO"}}`,
			editor: `"id":"m","error":{"code":-32001`},
		{name: "set_mode bypassPermissions", line: `{"jsonrpc":"2.0","id":2,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"bypassPermissions"}}`,
			editor: `"id":2,"error"`},
		{name: "set_mode modeId twice", line: `{"jsonrpc":"2.0","id":3,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"default","modeId":"yolo"}}`,
			editor: `"id":3,"error"`},
		{name: "set_mode modeId not a string", line: `{"jsonrpc":"2.0","id":4,"method":"session/set_mode","params":{"sessionId":"s1","modeId":["yolo"]}}`,
			editor: `"id":4,"error"`},
		{name: "set_config_option yolo", line: `{"jsonrpc":"2.0","id":5,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"mode","value":"yolo"}}`,
			editor: `"id":5,"error"`},
		{name: "set_config_option approval never", line: `{"jsonrpc":"2.0","id":8,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"approval_policy","value":"never"}}`,
			editor: `"id":8,"error"`},
		// Only options known to be harmless pass (rt18h #7).
		{name: "set_config_option another never refused", line: `{"jsonrpc":"2.0","id":9,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"auto_compact","value":"never"}}`,
			editor: `"id":9,"error"`},
		{name: "set_config_option thought level passes", line: `{"jsonrpc":"2.0","id":23,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"thought_level","value":"high"}}`,
			agent: `{"jsonrpc":"2.0","id":23,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"thought_level","value":"high"}}`},
		// Modes that run some tool calls unasked, and modes ozdesk does
		// not know, are refused too (autoEdit, acceptEdits, auto and an
		// unknown one passed before); default and plan pass.
		{name: "set_mode autoEdit", line: `{"jsonrpc":"2.0","id":6,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"autoEdit"}}`,
			editor: `"id":6,"error":{"code":-32001`},
		{name: "set_mode acceptEdits", line: `{"jsonrpc":"2.0","id":12,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"acceptEdits"}}`,
			editor: `"id":12,"error"`},
		{name: "set_mode codex auto", line: `{"jsonrpc":"2.0","id":13,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"auto"}}`,
			editor: `"id":13,"error"`},
		{name: "set_mode unknown", line: `{"jsonrpc":"2.0","id":14,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"turbo"}}`,
			editor: `"id":14,"error"`},
		{name: "set_mode no modeId", line: `{"jsonrpc":"2.0","id":15,"method":"session/set_mode","params":{"sessionId":"s1"}}`,
			editor: `"id":15,"error"`},
		{name: "set_config_option mode autoEdit", line: `{"jsonrpc":"2.0","id":16,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"approval_mode","value":"autoEdit"}}`,
			editor: `"id":16,"error"`},
		{name: "set_config_option auto_approve true", line: `{"jsonrpc":"2.0","id":17,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"auto_approve","value":true}}`,
			editor: `"id":17,"error"`},
		{name: "set_mode default passes", line: `{"jsonrpc":"2.0","id":18,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"default"}}`,
			agent: `{"jsonrpc":"2.0","id":18,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"default"}}`},
		{name: "set_mode plan passes", line: `{"jsonrpc":"2.0","id":19,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"plan"}}`,
			agent: `{"jsonrpc":"2.0","id":19,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"plan"}}`},
		{name: "set_config_option model passes", line: `{"jsonrpc":"2.0","id":20,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"model","value":"gemini-2.5-pro"}}`,
			agent: `{"jsonrpc":"2.0","id":20,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"model","value":"gemini-2.5-pro"}}`},
		{name: "set_config_option mode plan passes", line: `{"jsonrpc":"2.0","id":21,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"mode","value":"plan"}}`,
			agent: `{"jsonrpc":"2.0","id":21,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"mode","value":"plan"}}`},
		{name: "set_config_option another switch refused", line: `{"jsonrpc":"2.0","id":22,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"thinking","value":true}}`,
			editor: `"id":22,"error"`},
		{name: "set_mode yolo as a notification", line: `{"jsonrpc":"2.0","method":"session/set_mode","params":{"sessionId":"s1","modeId":"yolo"}}`},
		{name: "set_config_option yolo as a notification", line: `{"jsonrpc":"2.0","method":"session/set_config_option","params":{"sessionId":"s1","configId":"mode","value":"Yolo"}}`},
		{name: "set_mode autoEdit as a notification", line: `{"jsonrpc":"2.0","method":"session/set_mode","params":{"sessionId":"s1","modeId":"autoEdit"}}`},
		{name: "set_mode default as a notification passes", line: `{"jsonrpc":"2.0","method":"session/set_mode","params":{"sessionId":"s1","modeId":"default"}}`,
			agent: `{"jsonrpc":"2.0","method":"session/set_mode","params":{"sessionId":"s1","modeId":"default"}}`},
		{name: "set_mode Codex full-access", line: `{"jsonrpc":"2.0","id":10,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"full-access"}}`,
			editor: `"id":10,"error"`},
		{name: "set_mode yolo in blanks, huge id", line: `{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"session/set_mode","params":{"sessionId":"s1","modeId":" yolo "}}`,
			editor: `"id":123456789012345678901234567890,"error"`},
		{name: "a batch", line: `[{"jsonrpc":"2.0","id":11,"method":"session/set_mode","params":{"sessionId":"s1","modeId":"yolo"}}]`},
		{name: "not JSON", line: `{"jsonrpc":"2.0","id":7,"method":"session/set_mode"`},
		// An answer to a request the agent never sent (or not yet) is
		// dropped: it could answer one before the proxy judged it.
		{name: "answer to nothing", line: `{"jsonrpc":"2.0","id":0,"result":{"outcome":{"outcome":"selected","optionId":"proceed_always"}}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.editor(tt.line)
			if tt.editor != "" {
				if got := r.atEditor(); !strings.Contains(got, tt.editor) {
					t.Errorf("the editor got %s; want it to hold %s", got, tt.editor)
				}
			}
			if tt.agent != "" {
				if got := r.atAgent(); got != tt.agent {
					t.Errorf("the agent got %s, want %s", got, tt.agent)
				}
			}
			r.quietAtAgent()
			r.quietAtEditor()
		})
	}
}

// TestEditorAnswers: the editor's answer to a request the proxy answers
// is dropped; its answer to a forwarded one must pick an option it was
// shown.
func TestEditorAnswers(t *testing.T) {
	r := startRelay(t, Config{Open: config(newService(t)).Open, Wait: 5 * time.Second, LocalAsk: true})
	r.session("/tmp")
	// The proxy answers a shell call it allows; an editor's answer to the
	// same id, sent meanwhile or after, never reaches the agent.
	r.agent(permission("0", "ls"))
	if got := r.atAgent(); got != chose("0", "proceed_once") {
		t.Fatalf("the agent got %s", got)
	}
	// With --local-ask, an asked command goes to the editor without its
	// allow-always option; an allow-always answer (never offered) becomes
	// the reject-once option.
	r.agent(permission("1", "npm publish"))
	fwd := r.atEditor()
	if strings.Contains(fwd, "allow_always") || !strings.Contains(fwd, `"title":"npm publish"`) {
		t.Fatalf("the editor got %s", fwd)
	}
	r.editor(chose("1", "proceed_always"))
	if got := r.atAgent(); got != chose("1", "cancel") {
		t.Errorf("the agent got %s; want the reject-once option", got)
	}
	r.agent(permission("2", "npm publish"))
	r.atEditor()
	r.editor(chose("2", "proceed_once"))
	if got := r.atAgent(); got != chose("2", "proceed_once") {
		t.Errorf("the agent got %s; want the editor's allow-once answer", got)
	}
	r.agent(permission("3", "npm publish"))
	r.atEditor()
	r.editor(`{"jsonrpc":"2.0","id":3,"result":{"outcome":{"outcome":"cancelled"}}}`)
	if got := r.atAgent(); got != `{"jsonrpc":"2.0","id":3,"result":{"outcome":{"outcome":"cancelled"}}}` {
		t.Errorf("the agent got %s; want the editor's cancelled answer", got)
	}
	// An answer to id 0, which the proxy answered, is dropped.
	r.editor(chose("0", "proceed_always"))
	r.quietAtAgent()
}

// TestAskAtTheDesk: an asked command waits for the desk; approved, it
// runs (allow-once); a session/cancel meanwhile answers "cancelled" and
// withdraws the ask.
func TestAskAtTheDesk(t *testing.T) {
	for _, tt := range []struct {
		name     string
		line     string // the request ("" for npm publish)
		cwd      string // the ask's ("" for /tmp)
		decide   func(t *testing.T, svc *queue.Service, r *relay, ask store.Ask)
		agent    string
		askState string
	}{
		{name: "approved", decide: func(t *testing.T, svc *queue.Service, _ *relay, ask store.Ask) {
			if _, err := svc.Decide(ask.ID, queue.Decision{Outcome: patterns.Allow, By: "bob"}); err != nil {
				t.Fatal(err)
			}
		}, agent: chose("0", "proceed_once"), askState: store.StateApproved},
		{name: "denied", decide: func(t *testing.T, svc *queue.Service, _ *relay, ask store.Ask) {
			if _, err := svc.Decide(ask.ID, queue.Decision{Outcome: patterns.Refuse, By: "bob", Reason: "not today"}); err != nil {
				t.Fatal(err)
			}
		}, agent: chose("0", "cancel"), askState: store.StateDenied},
		{name: "approved, run in the directory the agent names", line: strings.Replace(permission("0", "npm publish"), `"content":[]`,
			`"content":[{"type":"content","content":{"type":"text","text":"[in sub] (publish)"}}]`, 1), cwd: "/tmp/sub",
			decide: func(t *testing.T, svc *queue.Service, _ *relay, ask store.Ask) {
				if _, err := svc.Decide(ask.ID, queue.Decision{Outcome: patterns.Allow, By: "bob"}); err != nil {
					t.Fatal(err)
				}
			}, agent: chose("0", "proceed_once"), askState: store.StateApproved},
		{name: "cancelled by the editor", decide: func(_ *testing.T, _ *queue.Service, r *relay, _ store.Ask) {
			r.editor(`{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`)
		}, agent: `{"jsonrpc":"2.0","id":0,"result":{"outcome":{"outcome":"cancelled"}}}`, askState: store.StateWithdrawn},
	} {
		t.Run(tt.name, func(t *testing.T) {
			svc := newService(t)
			r := startRelay(t, config(svc))
			r.session("/tmp")
			line, cwd := tt.line, tt.cwd
			if line == "" {
				line, cwd = permission("0", "npm publish"), "/tmp"
			}
			r.agent(line)
			if got := r.atEditor(); !strings.Contains(got, "waiting for an operator at the desk") {
				t.Fatalf("the editor got %s; want to be told the command waits", got)
			}
			p, err := svc.Pending()
			if err != nil || len(p) != 1 {
				t.Fatalf("pending asks %v, %v", p, err)
			}
			if p[0].Harness != Harness || p[0].Agent != "gemini" || p[0].Session != "s1" || p[0].Cwd != cwd {
				t.Errorf("the ask: %+v", p[0])
			}
			tt.decide(t, svc, r, p[0])
			got := r.atAgent()
			if strings.Contains(got, "session/cancel") {
				got = r.atAgent()
			}
			if got != tt.agent {
				t.Errorf("the agent got %s, want %s", got, tt.agent)
			}
			ask, err := svc.Get(p[0].ID)
			if err != nil || ask.State != tt.askState {
				t.Errorf("the ask is %s (%v), want %s", ask.State, err, tt.askState)
			}
		})
	}
}

// TestTerminalCreate: terminal/create is judged as the command line it
// runs; allowed it reaches the editor as it came, refused it is a
// JSON-RPC error with the reason.
func TestTerminalCreate(t *testing.T) {
	term := func(id, params string) string {
		return `{"jsonrpc":"2.0","id":` + id + `,"method":"terminal/create","params":` + params + `}`
	}
	tests := []struct {
		name, line string
		editor     string // the line the editor gets ("" for none)
		agent      string // the error the agent gets holds this ("" for none)
	}{
		{name: "allowed", line: term("0", `{"sessionId":"s1","command":"ls","args":["-la"]}`),
			editor: term("0", `{"sessionId":"s1","command":"ls","args":["-la"]}`)},
		{name: "refused", line: term("1", `{"sessionId":"s1","command":"touch","args":["forbidden"]}`), agent: "no touching"},
		{name: "refused as one line", line: term("2", `{"sessionId":"s1","command":"touch forbidden"}`), agent: "no touching"},
		{name: "refused in its cwd", line: term("3", `{"sessionId":"s1","command":"touch","args":["forbidden"],"cwd":"/srv"}`), agent: "no touching"},
		{name: "relative cwd", line: term("4", `{"sessionId":"s1","command":"ls","cwd":"srv"}`), agent: "not absolute"},
		{name: "env bad name", line: term("5", `{"sessionId":"s1","command":"ls","env":[{"name":"A B","value":"x"}]}`), agent: "not a variable name"},
		{name: "no command", line: term("6", `{"sessionId":"s1"}`), agent: "has no command"},
		{name: "args not strings", line: term("7", `{"sessionId":"s1","command":"ls","args":[1]}`), agent: "not an array of strings"},
		// Zed joins command and args with spaces, unquoted, and runs the
		// line with sh -c: the line as it runs is judged too.
		{name: "refused as the editor joins it", line: term("9", `{"sessionId":"s1","command":"echo","args":["hi; touch forbidden"]}`), agent: "no touching"},
		{name: "refused as the editor joins words", line: term("10", `{"sessionId":"s1","command":"echo","args":["hi;","touch","forbidden"]}`), agent: "no touching"},
		{name: "refused: a command with a space", line: term("11", `{"sessionId":"s1","command":"echo hi; touch","args":["forbidden"]}`), agent: "no touching"},
		{name: "unknown session", line: term("8", `{"sessionId":"s2","command":"ls"}`), agent: "cannot tell the command's working directory"},
		// Without an id it cannot be refused: it reaches no one (the
		// editor got it before, unjudged).
		{name: "a notification", line: `{"jsonrpc":"2.0","method":"terminal/create","params":{"sessionId":"s1","command":"touch","args":["forbidden"]}}`},
		{name: "a permission request as a notification", line: strings.Replace(permission("0", "touch forbidden"), `"id":0,`, "", 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			r.agent(tt.line)
			if tt.editor != "" {
				if got := r.atEditor(); got != tt.editor {
					t.Errorf("the editor got %s, want %s", got, tt.editor)
				}
			}
			if tt.agent != "" {
				got := r.atAgent()
				if !strings.Contains(got, `"error":{"code":-32001`) || !strings.Contains(got, tt.agent) {
					t.Errorf("the agent got %s; want an error holding %q", got, tt.agent)
				}
				r.editorLines() // told, when the command could be read
			}
			r.quietAtEditor()
			r.quietAtAgent()
		})
	}
}

// TestTerminalEnvJudged: the environment a terminal gets is part of the
// command judged.
func TestTerminalEnvJudged(t *testing.T) {
	tr, err := readTerminal([]byte(`{"sessionId":"s1","command":"ls","args":["a b"],"env":[{"name":"PATH","value":"/tmp/evil bin"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := "PATH='/tmp/evil bin' ls 'a b'\nPATH='/tmp/evil bin' ls a b"; tr.command != want {
		t.Errorf("judged %q, want %q", tr.command, want)
	}
}

// TestAgentUnguarded: an agent that says it entered yolo mode is stopped.
func TestAgentUnguarded(t *testing.T) {
	for _, line := range []string{
		`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"current_mode_update","currentModeId":"yolo"}}}`,
		// A mode told as a config option.
		`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"config_option_update","configOptions":[{"type":"select","id":"mode","name":"Mode","category":"mode","currentValue":"YOLO","options":[]}]}}}`,
		`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"config_option_update","configOptions":[{"type":"select","id":"model","name":"Model","currentValue":"m1","options":[]},{"type":"select","id":"approval_policy","name":"Approvals","currentValue":"never","options":[]}]}}}`,
		// Sent with an id, as a request (it passed unread before).
		`{"jsonrpc":"2.0","id":9,"method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"current_mode_update","currentModeId":"yolo"}}}`,
	} {
		r := startRelay(t, config(newService(t)))
		r.agent(line)
		if got := r.atEditor(); !strings.Contains(got, "ozdesk stops it") {
			t.Errorf("the editor got %s", got)
		}
		select {
		case end := <-r.ended:
			if end != AgentUnguarded || r.err == nil {
				t.Errorf("the relay ended %v (%v), want AgentUnguarded", end, r.err)
			}
			r.ended <- end
		case <-time.After(10 * time.Second):
			t.Fatal("the relay went on")
		}
	}
	// An agent whose new session is in yolo mode is stopped too, whether
	// its modes or its config options say so.
	for _, answer := range []string{
		`{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s1","modes":{"currentModeId":"yolo"}}}`,
		`{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s1","modes":{"currentModeId":"default"},"configOptions":[{"type":"select","id":"mode","name":"Mode","currentValue":"bypassPermissions","options":[]}]}}`,
	} {
		r := startRelay(t, config(newService(t)))
		r.editor(`{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`)
		r.atAgent()
		r.agent(answer)
		r.atEditor() // the answer
		if got := r.atEditor(); !strings.Contains(got, "ozdesk stops it") {
			t.Errorf("the editor got %s", got)
		}
		select {
		case end := <-r.ended:
			if end != AgentUnguarded {
				t.Errorf("the relay ended %v, want AgentUnguarded", end)
			}
			r.ended <- end
		case <-time.After(10 * time.Second):
			t.Fatal("the relay went on")
		}
	}
	// A config option of another kind that says "never" is no mode.
	r := startRelay(t, config(newService(t)))
	line := `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"config_option_update","configOptions":[{"type":"select","id":"auto_compact","name":"Compact","currentValue":"never","options":[]}]}}}`
	r.agent(line)
	if got := r.atEditor(); got != line {
		t.Errorf("the editor got %s, want it as it came", got)
	}
}

// TestUnaskedShellCall: an agent that shows a shell call running whose
// permission request never passed the proxy (a policy of its own, an
// allow-always it remembers, a sandbox's approved list) is stopped;
// calls that asked, that are not shell calls, or that did not run, are
// not.
func TestUnaskedShellCall(t *testing.T) {
	update := func(u string) string {
		return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":` + u + `}}`
	}
	status := func(s string) string {
		return update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"` + s + `"}`)
	}
	asked := strings.Replace(permission("0", "ls"), `"toolCallId":"t1"`, `"toolCallId":"c1"`, 1)
	announced := update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"touch x","kind":"execute"}`)
	tests := []struct {
		name    string
		lines   []string // from the agent, after the session opened
		stopped bool
		asked   int // permission requests among lines, each answered before the next line
	}{
		{name: "in progress unasked", lines: []string{update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"in_progress","title":"touch x","kind":"execute"}`)}, stopped: true},
		{name: "completed unasked, the kind from before", lines: []string{announced, status("completed")}, stopped: true},
		{name: "asked first", lines: []string{asked,
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"completed","kind":"execute"}`)}, asked: 1},
		{name: "asked, then in progress three times and completed", lines: []string{announced, asked,
			status("in_progress"), status("in_progress"), status("in_progress"), status("completed")}, asked: 1},
		{name: "asked, then failed", lines: []string{announced, asked, status("failed")}, asked: 1},
		{name: "asked twice, run twice", lines: []string{announced, asked, status("in_progress"), status("completed"),
			strings.Replace(asked, `"id":0`, `"id":1`, 1), status("completed")}, asked: 2},
		{name: "asked in another session", lines: []string{asked,
			strings.Replace(update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"in_progress","kind":"execute"}`), `"s1"`, `"s2"`, 1)}, stopped: true, asked: 1},
		{name: "an edit", lines: []string{update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"in_progress","kind":"edit"}`)}},
		{name: "pending", lines: []string{update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","kind":"execute"}`)}},
		{name: "PENDING", lines: []string{announced, status("PENDING")}},
		// Each of these passed before: a status or kind in another case,
		// failed, a status ACP does not define, a kind ACP does not define,
		// and a second run under a tool call id that asked once.
		{name: "sent as a request, with an id", lines: []string{strings.Replace(update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"completed","kind":"execute"}`), `"method"`, `"id":3,"method"`, 1)}, stopped: true},
		{name: "failed unasked", lines: []string{update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"failed","kind":"execute"}`)}, stopped: true},
		{name: "Completed", lines: []string{announced, status("Completed")}, stopped: true},
		{name: "IN_PROGRESS", lines: []string{announced, status("IN_PROGRESS")}, stopped: true},
		{name: "in-progress", lines: []string{announced, status("in-progress")}, stopped: true},
		{name: "a status ACP does not define", lines: []string{announced, status("done")}, stopped: true},
		{name: "kind EXECUTE", lines: []string{update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"completed","kind":"EXECUTE"}`)}, stopped: true},
		{name: "a kind ACP does not define", lines: []string{update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"completed","kind":"shell"}`)}, stopped: true},
		{name: "Tool_Call", lines: []string{update(`{"sessionUpdate":"Tool_Call","toolCallId":"c1","status":"completed","kind":"execute"}`)}, stopped: true},
		{name: "asked once, run twice", lines: []string{announced, asked, status("in_progress"), status("completed"), status("in_progress")}, stopped: true, asked: 1},
		{name: "asked once, completed twice", lines: []string{announced, asked, status("completed"), status("completed")}, stopped: true, asked: 1},
		{name: "asked once, announced again and run", lines: []string{announced, asked, status("completed"),
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"in_progress","title":"touch y","kind":"execute"}`)}, stopped: true, asked: 1},
		// A run shown before the answer (the ask waits at the desk), or
		// after a refusal, is not covered by the request (both passed
		// before); a refused call shown failed is.
		{name: "run before the answer", lines: []string{announced, strings.Replace(asked, `"title":"ls"`, `"title":"rm -rf ~"`, 1), status("in_progress")}, stopped: true},
		{name: "run after a refusal", lines: []string{announced, strings.Replace(asked, `"title":"ls"`, `"title":"touch forbidden"`, 1), status("completed")}, stopped: true, asked: 1},
		{name: "refused, then failed", lines: []string{announced, strings.Replace(asked, `"title":"ls"`, `"title":"touch forbidden"`, 1), status("failed")}, asked: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			answers := 0
			for _, l := range tt.lines {
				r.agent(l)
				if strings.Contains(l, "session/request_permission") && answers < tt.asked {
					answers++
					want := `"proceed_once"`
					if strings.Contains(l, "forbidden") {
						want = `"cancel"`
					}
					if got := r.atAgent(); !strings.Contains(got, want) {
						t.Errorf("the agent got %s; want %s", got, want)
					}
				}
			}
			if !tt.stopped {
				r.quietAtAgent() // the relay goes on
				return
			}
			select {
			case end := <-r.ended:
				if end != AgentUnguarded {
					t.Errorf("the relay ended %v (%v), want AgentUnguarded", end, r.err)
				}
				r.ended <- end
			case <-time.After(10 * time.Second):
				t.Error("the relay went on")
			}
		})
	}
}

// TestDirChosenByTheModel: a command the agent runs in a directory it
// names ([in DIR]) is judged there, but deleting outside the session's
// cwd still asks: `rm -rf nginx` in /etc asks as `cd /etc && rm -rf
// nginx` does.
func TestDirChosenByTheModel(t *testing.T) {
	for _, dir := range []string{"/etc", "../../../../../../../../etc"} {
		t.Run(dir, func(t *testing.T) {
			svc := newService(t)
			r := startRelay(t, config(svc))
			r.session(t.TempDir())
			r.agent(strings.Replace(permission("0", "rm -rf nginx"), `"content":[]`,
				`"content":[{"type":"content","content":{"type":"text","text":"[in `+dir+`] (x)"}}]`, 1))
			if got := r.atEditor(); !strings.Contains(got, "waiting for an operator at the desk") {
				t.Fatalf("the editor got %s; want the delete outside the workdir asked", got)
			}
			p, err := svc.Pending()
			if err != nil || len(p) != 1 || p[0].Cwd != "/etc" {
				t.Fatalf("pending asks %+v, %v; want one judged in /etc", p, err)
			}
		})
	}
}

// TestPermissionKindRemembered: a permission request whose toolCall
// leaves kind out refers to the tool call an update announced; an
// execute one (in any case) is judged, not sent to the editor. A kind ACP
// does not define is judged as a command too (fail closed).
func TestPermissionKindRemembered(t *testing.T) {
	update := func(kind string) string {
		return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"tool_call","toolCallId":"t1","title":"touch forbidden","kind":"` + kind + `","status":"pending"}}}`
	}
	noKind := strings.Replace(permission("0", "touch forbidden"), `,"kind":"execute"`, "", 1)
	for _, tt := range []struct {
		name, update, line string
	}{
		{"kind announced by an update", update("execute"), noKind},
		{"kind announced in another case", update("Execute"), noKind},
		{"kind in another case", "", strings.Replace(permission("0", "touch forbidden"), `"kind":"execute"`, `"kind":"EXECUTE"`, 1)},
		{"a kind ACP does not define", "", strings.Replace(permission("0", "touch forbidden"), `"kind":"execute"`, `"kind":"shell"`, 1)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			if tt.update != "" {
				r.agent(tt.update)
				r.atEditor()
			}
			r.agent(tt.line)
			if got := r.atAgent(); got != chose("0", "cancel") {
				t.Errorf("the agent got %s; want the proxy's refusal", got)
			}
		})
	}
}

// TestCommandWhateverKind: a tool call whose rawInput names a command is
// judged as a shell call whatever kind the agent gives it ("other",
// "edit", "read", none): a careless or hostile agent's shell tool of the
// wrong kind went to the editor before, unjudged, and an allow there ran
// it. And a tool call the editor alone decided (its kind unknown when it
// asked) that then runs as "execute" stops the agent, as one that never
// asked does: it passed as "asked" before.
func TestCommandWhateverKind(t *testing.T) {
	withKind := func(kind string) string {
		line := strings.Replace(permission("0", "Tidy up"), `"kind":"execute"`, `"kind":"execute","rawInput":{"command":"touch forbidden"}`, 1)
		if kind == "" {
			return strings.Replace(line, `,"kind":"execute"`, "", 1)
		}
		return strings.Replace(line, `"kind":"execute"`, `"kind":"`+kind+`"`, 1)
	}
	for _, kind := range []string{"other", "edit", "read", "fetch", "think", ""} {
		t.Run("kind "+kind, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			r.agent(withKind(kind))
			if got := r.atAgent(); got != chose("0", "cancel") {
				t.Errorf("the agent got %s; want the proxy's refusal", got)
			}
		})
	}
	t.Run("the editor decided, then it ran as execute", func(t *testing.T) {
		// With --local-ask: a tool call of no kind that names no
		// command is an unknown action that asks (fx28i #2), and the
		// editor decides it.
		cfg := config(newService(t))
		cfg.LocalAsk = true
		r := startRelay(t, cfg)
		r.session("/tmp")
		noKind := strings.Replace(permission("0", "touch forbidden"), `,"kind":"execute"`, "", 1)
		r.agent(noKind)
		if got := r.atEditor(); !strings.Contains(got, "session/request_permission") {
			t.Fatalf("the editor got %s; want the permission request", got)
		}
		r.editor(`{"jsonrpc":"2.0","id":0,"result":{"outcome":{"outcome":"selected","optionId":"proceed_once"}}}`)
		if got := r.atAgent(); !strings.Contains(got, "proceed_once") {
			t.Fatalf("the agent got %s; want the editor's answer", got)
		}
		r.agent(`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"tool_call_update","toolCallId":"t1","status":"in_progress","kind":"execute"}}}`)
		select {
		case end := <-r.ended:
			if end != AgentUnguarded {
				t.Errorf("the relay ended %v (%v), want AgentUnguarded", end, r.err)
			}
			r.ended <- end
		case <-time.After(10 * time.Second):
			t.Error("the relay went on")
		}
	})
}

// TestEditorAnswersIdsAlike: ids that read as one number (past 2^53 a
// float64 holds them alike) or that repeat are told apart, or the
// stricter check is kept: an edit's permission request forwarded as id
// 9007199254740993, then a file read as ...992, then the editor's
// allow-always answer to ...993, which it was never offered, still
// becomes the reject-once option. The read's request overwrote the
// permission request's check before, and the allow-always reached the
// agent.
func TestEditorAnswersIdsAlike(t *testing.T) {
	for _, ids := range [][2]string{{"9007199254740993", "9007199254740992"}, {"7", "7"}} {
		t.Run(ids[0]+"/"+ids[1], func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			r.agent(strings.Replace(permission(ids[0], "edit a.txt"), `"locations":[],"kind":"execute"`, editsA, 1))
			if got := r.atEditor(); !strings.Contains(got, "session/request_permission") {
				t.Fatalf("the editor got %s", got)
			}
			r.agent(`{"jsonrpc":"2.0","id":` + ids[1] + `,"method":"fs/read_text_file","params":{"sessionId":"s1","path":"/tmp/a.txt"}}`)
			if got := r.atEditor(); !strings.Contains(got, "fs/read_text_file") {
				t.Fatalf("the editor got %s", got)
			}
			r.editor(chose(ids[0], "proceed_always"))
			if got := r.atAgent(); strings.Contains(got, "proceed_always") {
				t.Errorf("the agent got %s; want no allow-always", got)
			}
		})
	}
}
