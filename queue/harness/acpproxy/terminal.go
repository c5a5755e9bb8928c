package acpproxy

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"ozdesk.dev/ozdesk/queue/harness"
)

// terminalRequest is what the proxy reads of the agent's terminal/create.
type terminalRequest struct {
	session string
	// command is the command line the terminal runs, as one shell text:
	// the environment's assignments, the command and its arguments.
	command string
	cwd     string // "" for the session's
}

// readTerminal reads a terminal/create's params into the command text
// judged: NAME=value assignments for its env, then its command, then its
// args, each quoted for bash; and, when it reads otherwise, a second line
// with the command and args joined by spaces as they are, as Zed runs
// them (sh -c). A command with no args stays as written, so that a
// command line with spaces is judged as the shell would read it.
func readTerminal(params json.RawMessage) (*terminalRequest, error) {
	f, err := members(params, "the terminal/create params")
	if err != nil {
		return nil, err
	}
	t := &terminalRequest{}
	if t.session, err = needString(f, "sessionId", "the terminal/create request"); err != nil {
		return nil, err
	}
	command, err := needString(f, "command", "the terminal/create request")
	if err != nil {
		return nil, err
	}
	if command == "" {
		return nil, fmt.Errorf("the terminal/create request's command is empty")
	}
	if t.cwd, _, err = stringField(f, "cwd", "the terminal/create request"); err != nil {
		return nil, err
	}
	if t.cwd != "" && !filepath.IsAbs(t.cwd) {
		return nil, fmt.Errorf("the terminal/create request's cwd %s is not absolute", quote(t.cwd))
	}
	var words []string
	if raw, ok := f["env"]; ok && string(raw) != "null" {
		env, err := arrayField(f, "env", "the terminal/create request")
		if err != nil {
			return nil, err
		}
		for i, e := range env {
			assign, err := envAssignment(e, i)
			if err != nil {
				return nil, err
			}
			words = append(words, assign)
		}
	}
	var args []string
	if raw, ok := f["args"]; ok && string(raw) != "null" {
		if err := json.Unmarshal(raw, &args); err != nil {
			return nil, fmt.Errorf("the terminal/create request's args are not an array of strings")
		}
	}
	env := strings.Join(words, " ")
	if len(args) == 0 {
		t.command = strings.TrimSpace(env + " " + command)
		return t, nil
	}
	quoted, err := quoteWords(append([]string{command}, args...))
	if err != nil {
		return nil, fmt.Errorf("the terminal/create request's %w", err)
	}
	// An editor may exec the words (the quoted line says what runs),
	// or, as Zed does, join them with spaces unquoted and run the line
	// with sh -c: both lines are judged together, the strictest wins.
	joined := strings.Join(append([]string{command}, args...), " ")
	t.command = strings.TrimSpace(env + " " + quoted)
	if joined != quoted {
		t.command += "\n" + strings.TrimSpace(env+" "+joined)
	}
	return t, nil
}

// quoteWords writes words as one bash command line, each quoted.
func quoteWords(words []string) (string, error) {
	quoted := make([]string, 0, len(words))
	for _, w := range words {
		q, err := syntax.Quote(w, syntax.LangBash)
		if err != nil {
			return "", fmt.Errorf("command cannot be written for the shell: %w", err)
		}
		quoted = append(quoted, q)
	}
	return strings.Join(quoted, " "), nil
}

// envAssignment reads the i-th env variable as NAME=value, for bash.
func envAssignment(raw json.RawMessage, i int) (string, error) {
	what := fmt.Sprintf("the terminal/create request's env %d", i)
	f, err := members(raw, what)
	if err != nil {
		return "", err
	}
	name, err := needString(f, "name", what)
	if err != nil {
		return "", err
	}
	value, err := needString(f, "value", what)
	if err != nil {
		return "", err
	}
	if !syntax.ValidName(name) {
		return "", fmt.Errorf("%s names %s, which is not a variable name", what, quote(name))
	}
	q, err := syntax.Quote(value, syntax.LangBash)
	if err != nil {
		return "", fmt.Errorf("%s cannot be written for the shell: %w", what, err)
	}
	return name + "=" + q, nil
}

// terminal judges the agent's terminal/create m as a shell command: an
// allowed one goes to the editor as it came, any other end is a JSON-RPC
// error with the reason. The editor has no prompt for a terminal, so an
// ask always waits for the desk.
func (p *proxy) terminal(m *Message) {
	t, err := readTerminal(m.Params)
	if err != nil {
		p.logf("refused terminal/create %s, which ozdesk cannot read: %v", m.ID, err)
		p.refuse(p.agent, m.ID, "ozdesk could not read the terminal/create request ("+err.Error()+"); the command is refused")
		return
	}
	refuse := func(reason string) { p.refuse(p.agent, m.ID, "ozdesk: "+reason) }
	if p.flooded(t.session) {
		refuse(fmt.Sprintf("the agent has %d requests waiting in this session, the most ozdesk lets wait at once; the command is refused", MaxPending))
		return
	}
	p.judging(m, t.session, func(ctx context.Context) {
		defer func() {
			if v := recover(); v != nil {
				refuse(fmt.Sprintf("internal error (%v); the command is refused", v))
			}
		}()
		r := p.judge(ctx, t.session, t.command, t.cwd, "", func(r harness.Result) bool {
			p.tell(t.session, shownCommand(t.command)+r.Say()+"\n")
			return true
		})
		if r.End == harness.Allowed && !r.Stopped {
			p.expect(m, nil)
			p.editor.line(m.Line)
			return
		}
		p.tell(t.session, shownCommand(t.command)+r.Say()+"\n")
		refuse(r.Say())
	}, func() { refuse("the relay ended; the command is refused") })
}
