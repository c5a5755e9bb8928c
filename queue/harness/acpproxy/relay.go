package acpproxy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
)

// DefaultWait is how long a shell command's ask waits for the desk unless
// told otherwise. ACP sets no timeout on a permission request (Gemini CLI
// waits as long as it takes), so the wait is the desk's to choose.
const DefaultWait = 9 * time.Minute

// Harness is the harness name the proxy's asks carry; DefaultAgent the
// agent they come from unless [Config] names one.
const (
	Harness      = "acp"
	DefaultAgent = "acp-agent"
)

// CodeRefused is the JSON-RPC error code of the proxy's refusals (a
// terminal/create it refuses, a session/set_mode to yolo): one of the
// codes JSON-RPC leaves to implementations.
const CodeRefused = -32001

// Config configures [Relay].
type Config struct {
	// Open returns the queue. It is called for each command judged; an
	// error refuses the command.
	Open func() (queue.Asker, error)
	// Agent is the agent the asks come from (default [DefaultAgent]).
	Agent string
	// Wait is how long an ask waits for the desk (default [DefaultWait]).
	Wait time.Duration
	// Getenv reads the environment the agent is started in, the proxy's
	// own (default os.Getenv): BASH_ENV or ENV set there runs code before
	// every command the agent's shell runs
	// ([harness.RunningEnvDoubt]).
	Getenv func(string) string
	// LocalAsk hands a command the policy asks about to the editor (its
	// allow-always options removed) instead of waiting for the desk.
	LocalAsk bool
	// Rewrite, when set, is how the agent rewrites a shell command before
	// it runs it (see [Rewrites]): the proxy judges the text it makes, and
	// the command as the agent showed it. An error refuses the command.
	Rewrite func(command string) (string, error)
	// CheckSession, when set, checks the cwd of each session the editor
	// opens (session/new, load, resume, fork) before the request reaches
	// the agent: an error answers the request with a JSON-RPC error
	// saying it, and the agent never gets it. `ozdesk acp` checks there
	// Gemini CLI's settings and policies, which the agent reads in that
	// directory ([CheckGeminiConfig]; fx28i #4).
	CheckSession func(cwd string) error
	// Log receives one line for each message dropped or answered by the
	// proxy (standard error: editors keep it in their logs); nil for none.
	Log io.Writer
}

// Ending is why [Relay] returned.
type Ending int

// The endings of a relay.
const (
	// EditorGone: the editor's side ended (its output closed); the agent
	// should be stopped.
	EditorGone Ending = iota
	// AgentGone: the agent's output ended (it exited, most likely).
	AgentGone
	// Stopped: ctx was cancelled.
	Stopped
	// AgentUnguarded: the agent said it entered a mode in which it asks
	// nothing (yolo); the proxy stopped relaying, and the agent must be
	// stopped.
	AgentUnguarded
)

// Relay relays ACP messages between the editor (editorIn, editorOut) and
// the agent (agentIn, agentOut) until either side's output ends or ctx
// is done, judging the messages the package doc names. It returns why it
// ended, with the reason as an error for AgentUnguarded. Asks still
// waiting then are withdrawn and their requests answered with the
// reject-once option.
func Relay(ctx context.Context, cfg Config, editorIn io.Reader, editorOut io.Writer, agentIn io.Writer, agentOut io.Reader) (Ending, error) {
	if cfg.Wait <= 0 {
		cfg.Wait = DefaultWait
	}
	if cfg.Agent == "" {
		cfg.Agent = DefaultAgent
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	p := &proxy{
		cfg:       cfg,
		ctx:       ctx,
		stop:      cancel,
		editor:    &writer{w: editorOut},
		agent:     &writer{w: agentIn},
		sessions:  newSessions(),
		toolCalls: newToolCalls(),
		forwarded: map[string]*permissionRequest{},
		waits:     map[string]map[*context.CancelCauseFunc]struct{}{},
		floodTold: map[string]bool{},
	}
	ended := make(chan Ending, 2)
	// Once the relay has ended, nothing more passes either way.
	live := func(fn func([]byte)) func([]byte) {
		return func(line []byte) {
			if ctx.Err() == nil {
				fn(line)
			}
		}
	}
	go func() { readLines(editorIn, MaxMessage, live(p.fromEditor), p.dropped("editor")); ended <- EditorGone }()
	go func() { readLines(agentOut, MaxMessage, live(p.fromAgent), p.dropped("agent")); ended <- AgentGone }()
	var end Ending
	select {
	case end = <-ended:
	case <-ctx.Done():
		end = Stopped
	}
	cause := context.Cause(ctx)
	cancel(errRelayEnded)
	p.mu.Lock()
	p.ended = true
	p.mu.Unlock()
	p.wg.Wait()
	if errors.Is(cause, errUnguarded) {
		return AgentUnguarded, cause
	}
	return end, nil
}

var (
	// errRelayEnded cancels the judgements still running when the relay
	// ends.
	errRelayEnded = errors.New("the relay ended")
	// errSessionCancelled cancels a session's judgements when the editor
	// sends session/cancel.
	errSessionCancelled = errors.New("the editor cancelled the prompt turn")
	// errUnguarded ends the relay when the agent enters a mode in which
	// it asks nothing.
	errUnguarded = errors.New("the agent runs shell commands without asking")
)

// proxy is one relay's state.
type proxy struct {
	cfg           Config
	ctx           context.Context
	stop          context.CancelCauseFunc
	editor, agent *writer
	sessions      *sessions
	toolCalls     *toolCalls
	wg            sync.WaitGroup

	mu sync.Mutex
	// forwarded are the agent's requests handed to the editor, by id
	// key, until it answers: with the permission request, for checking
	// its answer, when it is one.
	forwarded map[string]*permissionRequest
	// waits cancel the judgements running in each session.
	waits map[string]map[*context.CancelCauseFunc]struct{}
	// ended: the relay has ended, and starts no more judgements.
	ended bool
	// floodTold are the sessions whose flood of requests the editor was
	// told of (see [proxy.flooded]).
	floodTold map[string]bool
}

// judging runs fn, which judges the agent's request m, in a goroutine of
// its own (an ask may wait minutes for the desk; the relay goes on),
// with a context that session/cancel for its session cancels. Once the
// relay has ended, m is answered with onEnd at once.
func (p *proxy) judging(m *Message, session string, fn func(ctx context.Context), onEnd func()) {
	ctx, cancel := context.WithCancelCause(p.ctx)
	p.mu.Lock()
	if p.ended {
		p.mu.Unlock()
		cancel(errRelayEnded)
		onEnd()
		return
	}
	p.wg.Add(1)
	if p.waits[session] == nil {
		p.waits[session] = map[*context.CancelCauseFunc]struct{}{}
	}
	p.waits[session][&cancel] = struct{}{}
	p.mu.Unlock()
	go func() {
		defer p.wg.Done()
		defer func() {
			p.mu.Lock()
			delete(p.waits[session], &cancel)
			if len(p.waits[session]) == 0 {
				delete(p.waits, session)
			}
			p.mu.Unlock()
			cancel(nil)
		}()
		fn(ctx)
	}()
}

// cancelSession cancels the judgements running in session.
func (p *proxy) cancelSession(session string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for c := range p.waits[session] {
		(*c)(errSessionCancelled)
	}
}

// dropped logs a line from side that the relay drops.
func (p *proxy) dropped(side string) func(error) {
	return func(err error) { p.logf("dropped a line from the %s: %v", side, err) }
}

// logf writes one line to the log, escaped.
func (p *proxy) logf(format string, args ...any) {
	if p.cfg.Log != nil {
		fmt.Fprintln(p.cfg.Log, "ozdesk acp: "+cards.Escape(fmt.Sprintf(format, args...)))
	}
}

// unguarded ends the relay for reason (which wraps errUnguarded): the
// agent asks nothing any more, or ran a shell command without asking.
func (p *proxy) unguarded(session string, reason error) {
	p.logf("%v; ozdesk stops it", reason)
	p.tell(session, "\n\nozdesk: "+cards.Escape(reason.Error())+"; ozdesk stops it\n")
	p.stop(reason)
}

// yoloMode is the reason to stop an agent that entered mode.
func yoloMode(mode string) error {
	return fmt.Errorf("%w (mode %s)", errUnguarded, quote(mode))
}
