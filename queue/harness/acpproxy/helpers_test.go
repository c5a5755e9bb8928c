package acpproxy

import (
	"bufio"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// newService opens a queue over a fresh store in a temporary directory,
// with one refusing rule.
func newService(t *testing.T) *queue.Service {
	t.Helper()
	st := store.New(filepath.Join(t.TempDir(), "desk.db"))
	svc := queue.New(st, queue.WithNode("node1"))
	if _, err := svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "touch forbidden", Reason: "no touching", Author: "alice"}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := st.VerifyAudit(); err != nil {
			t.Errorf("audit trail: %v", err)
		}
	})
	return svc
}

// relay is one [Relay] run with the test on both sides: it writes what
// the editor and the agent send, and reads what the proxy passes on.
type relay struct {
	t                  *testing.T
	editorIn, agentOut *io.PipeWriter // the test writes as the editor, as the agent
	toEditor, toAgent  chan string    // what the proxy wrote to each side
	ended              chan Ending
	err                error
}

// startRelay runs [Relay] with cfg until the test ends.
func startRelay(t *testing.T, cfg Config) *relay {
	t.Helper()
	edR, edW := io.Pipe()
	agR, agW := io.Pipe()
	outEdR, outEdW := io.Pipe()
	outAgR, outAgW := io.Pipe()
	r := &relay{t: t, editorIn: edW, agentOut: agW, toEditor: lines(outEdR), toAgent: lines(outAgR), ended: make(chan Ending, 1)}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		end, err := Relay(ctx, cfg, edR, outEdW, outAgW, agR)
		r.err = err
		r.ended <- end
	}()
	t.Cleanup(func() {
		cancel()
		_ = edW.Close()
		_ = agW.Close()
		select {
		case <-r.ended:
		case <-time.After(10 * time.Second):
			t.Error("the relay did not end within 10 s of its context")
		}
	})
	return r
}

// lines reads r's lines into a channel.
func lines(r io.Reader) chan string {
	ch := make(chan string, 1000)
	go func() {
		br := bufio.NewReaderSize(r, 1<<20)
		for {
			l, err := br.ReadString('\n')
			if l != "" {
				ch <- strings.TrimSuffix(l, "\n")
			}
			if err != nil {
				close(ch)
				return
			}
		}
	}()
	return ch
}

// editor writes a line as the editor.
func (r *relay) editor(line string) {
	r.t.Helper()
	if _, err := io.WriteString(r.editorIn, line+"\n"); err != nil {
		r.t.Fatal(err)
	}
}

// agent writes a line as the agent.
func (r *relay) agent(line string) {
	r.t.Helper()
	if _, err := io.WriteString(r.agentOut, line+"\n"); err != nil {
		r.t.Fatal(err)
	}
}

// next returns the next line the proxy wrote to ch, failing after 10 s.
func (r *relay) next(ch chan string, side string) string {
	r.t.Helper()
	select {
	case l := <-ch:
		return l
	case <-time.After(10 * time.Second):
		r.t.Fatalf("nothing reached the %s within 10 s", side)
		return ""
	}
}

// atEditor and atAgent return the next line the proxy wrote to each side.
func (r *relay) atEditor() string { r.t.Helper(); return r.next(r.toEditor, "editor") }
func (r *relay) atAgent() string  { r.t.Helper(); return r.next(r.toAgent, "agent") }

// quiet checks that nothing more reached ch: a marker sent through the
// relay arrives first.
func (r *relay) quietAtEditor() {
	r.t.Helper()
	r.agent(`{"jsonrpc":"2.0","method":"ozdesk/marker"}`)
	if got := r.atEditor(); got != `{"jsonrpc":"2.0","method":"ozdesk/marker"}` {
		r.t.Fatalf("the editor got %s before the marker", got)
	}
}

// editorLines returns what reached the editor until now: the lines
// before a marker sent through the relay.
func (r *relay) editorLines() []string {
	r.t.Helper()
	const marker = `{"jsonrpc":"2.0","method":"ozdesk/marker"}`
	r.agent(marker)
	var out []string
	for l := r.atEditor(); l != marker; l = r.atEditor() {
		out = append(out, l)
	}
	return out
}

func (r *relay) quietAtAgent() {
	r.t.Helper()
	r.editor(`{"jsonrpc":"2.0","method":"ozdesk/marker"}`)
	if got := r.atAgent(); got != `{"jsonrpc":"2.0","method":"ozdesk/marker"}` {
		r.t.Fatalf("the agent got %s before the marker", got)
	}
}

// session opens session s1 in cwd through the relay.
func (r *relay) session(cwd string) {
	r.t.Helper()
	req := `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":` + quote(cwd) + `,"mcpServers":[]}}`
	r.editor(req)
	if got := r.atAgent(); got != req {
		r.t.Fatalf("session/new reached the agent as %s", got)
	}
	resp := `{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s1","modes":{"currentModeId":"default"}}}`
	r.agent(resp)
	if got := r.atEditor(); got != resp {
		r.t.Fatalf("the session/new answer reached the editor as %s", got)
	}
}

// config is a relay's configuration over svc.
func config(svc queue.Asker) Config {
	return Config{Open: func() (queue.Asker, error) { return svc, nil }, Agent: "gemini", Wait: 5 * time.Second}
}

// geminiOptions are the options gemini --acp offers for a shell call.
const geminiOptions = `[{"optionId":"proceed_always","name":"Allow for this session","kind":"allow_always"},{"optionId":"proceed_once","name":"Allow","kind":"allow_once"},{"optionId":"cancel","name":"Reject","kind":"reject_once"}]`

// permission is gemini's session/request_permission for command, with id.
func permission(id, command string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"method":"session/request_permission","params":{"sessionId":"s1","options":` + geminiOptions +
		`,"toolCall":{"toolCallId":"t1","status":"pending","title":` + quote(command) + `,"content":[],"locations":[],"kind":"execute"}}}`
}

// chose is the proxy's answer choosing option with id.
func chose(id, option string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"result":{"outcome":{"optionId":"` + option + `","outcome":"selected"}}}`
}
