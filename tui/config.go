package tui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// DefaultGrace is how long a card that has just appeared ignores the
// decision keys.
const DefaultGrace = 400 * time.Millisecond

// Config says what desk to run and where.
type Config struct {
	// Service is the queue the desk decides on (required for Run;
	// RunDemo makes its own).
	Service queue.API
	// Changes is the change feed the desk waits on for the store's
	// changes; nil: Service itself. A host running many desks passes one
	// shared feed ([queue.Feed]), so that there is one store watch, not
	// one per desk.
	Changes queue.Watcher
	// Role is what the operator may do, as the queue service will hold
	// them to: the desk hides what the role cannot do (the service
	// refuses it anyway). Empty: everything (direct mode).
	Role Role
	// Operator is who decides here; empty: $USER (or $LOGNAME).
	Operator string
	// Node is this host's name, for telling which asks' waiting processes
	// can be checked; empty: the host name.
	Node string
	// Demo says the store is the demo's scratch store (RunDemo sets it):
	// the header says "demo", and the store is named a scratch store,
	// so that an operator never takes it for a real queue.
	Demo bool
	// In and Out are the terminal; nil: standard input and output.
	In io.Reader
	// Out: see In.
	Out io.Writer
	// Env is the environment the desk reads NO_COLOR, TERM, COLORTERM and
	// the locale (LC_ALL, LC_CTYPE, LANG) from; nil: os.Environ().
	Env []string
	// NoColor draws without colour whatever the terminal can do, as
	// NO_COLOR in Env does.
	NoColor bool
	// Grace is how long a card that has just appeared ignores decision
	// keys; 0: DefaultGrace.
	Grace time.Duration
	// Undo is how long an approval made at the desk waits before it
	// reaches the queue, while u takes it back; 0: DefaultUndo; below 0:
	// no window, decisions go at once.
	Undo time.Duration
	// Now is the clock; nil: time.Now. A desk on another clock does not
	// tick (tests and golden screens drive it).
	Now func() time.Time
	// Width and Height are the terminal's size before it says (tests).
	Width, Height int
	// NoBell keeps the desk from ringing the terminal's bell when asks
	// arrive; NoTitle from writing the count of waiting asks in the
	// window title. EnvBell and EnvTitle in Env switch them off too.
	NoBell, NoTitle bool
	// NoMouse leaves the mouse to the terminal (text selects as usual):
	// no click or wheel at the desk. EnvMouse=off in Env does too.
	NoMouse bool
	// Repaint is how often the desk writes every cell of its screen
	// again, so that what another process wrote over the desk goes
	// (printf … > /dev/pts/N): 0: DefaultRepaint; below 0: never, only
	// ctrl+l, a decision key and a change of the rows do. EnvRepaint in
	// Env wins.
	Repaint time.Duration
	// Open, when set, checks the store before the desk's first read (that
	// it is there, that it is a store): Run calls it in the background
	// once the desk draws, so that a store another process holds locked
	// shows the desk waiting for it, keys typed meanwhile are the desk's
	// (never echoed), and no I/O comes before the first frame. Its error
	// ends the desk, and Run returns it as it is.
	Open func() error
	// Notify names a desktop notification sent when asks arrive
	// (NotifyOSC9, NotifyOSC777; empty: EnvNotify in Env, else none).
	Notify string
}

// withDefaults fills what the config leaves empty.
func (cfg Config) withDefaults() Config {
	if cfg.Env == nil {
		cfg.Env = os.Environ()
	}
	env := envLookup(cfg.Env)
	if cfg.Operator == "" {
		cfg.Operator = env("USER")
	}
	if cfg.Operator == "" {
		cfg.Operator = env("LOGNAME")
	}
	if cfg.Operator == "" {
		cfg.Operator = "operator"
	}
	if cfg.Node == "" {
		cfg.Node, _ = os.Hostname()
	}
	if cfg.In == nil {
		cfg.In = os.Stdin
	}
	if cfg.Out == nil {
		cfg.Out = os.Stdout
	}
	if env("NO_COLOR") != "" {
		cfg.NoColor = true
	}
	if cfg.Grace <= 0 {
		cfg.Grace = DefaultGrace
	}
	switch {
	case cfg.Undo == 0:
		cfg.Undo = DefaultUndo
	case cfg.Undo < 0:
		cfg.Undo = 0
	}
	cfg.NoBell = cfg.NoBell || off(env(EnvBell))
	cfg.NoTitle = cfg.NoTitle || off(env(EnvTitle))
	if cfg.Notify == "" {
		cfg.Notify = env(EnvNotify)
	}
	return cfg
}

// envLookup reads a variable from an environment list.
func envLookup(env []string) func(string) string {
	return func(name string) string {
		for i := len(env) - 1; i >= 0; i-- {
			if v, ok := strings.CutPrefix(env[i], name+"="); ok {
				return v
			}
		}
		return ""
	}
}

// NewModel builds the desk's root model without a terminal, and without
// waiting for the store's changes: for tests and golden screens, which
// drive it with messages (StoreChangedMsg). cfg.Service is required.
func NewModel(cfg Config) (*Model, error) {
	return newDesk(cfg, nil)
}

// newDesk builds the desk; it waits for the store's changes while watch
// lasts (nil: it does not).
func newDesk(cfg Config, watch context.Context) (*Model, error) {
	if cfg.Service == nil {
		return nil, errors.New("the desk needs a queue service (Config.Service)")
	}
	live := cfg.Now == nil
	if live {
		cfg.Now = time.Now
	}
	cfg = cfg.withDefaults()
	desktop, err := ParseNotify(cfg.Notify)
	if err != nil {
		return nil, err
	}
	// The environment says what the terminal can do; whether the output is
	// a terminal at all, bubbletea tells the model (tea.ColorProfileMsg).
	profile := colorprofile.Env(cfg.Env)
	if cfg.NoColor {
		profile = colorprofile.Ascii
	}
	st := cards.NewStyles(true, profile)
	ascii := !cards.UTF8Locale(envLookup(cfg.Env))
	if ascii {
		st.Glyphs = cards.ASCIIGlyphs()
	}
	keys := common.NewKeys(ascii)
	keys.Limit(cfg.Role.canDecide(), cfg.Role.canWrite())
	c := &common.Common{Styles: st, Keys: keys, Width: cfg.Width, Height: cfg.Height,
		Service: cfg.Service, Operator: cfg.Operator, Node: cfg.Node, Now: cfg.Now, Grace: cfg.Grace, Undo: cfg.Undo,
		Marks: common.MarksFor(st.Glyphs)}
	m := newModel(c, watch, live)
	m.feed = cfg.Changes
	if m.feed == nil {
		m.feed = cfg.Service
	}
	m.storePath = displayPath(cfg.Service.StorePath(), envLookup(cfg.Env)("HOME"))
	m.demo = cfg.Demo
	m.open = cfg.Open
	m.calls = calls{bell: !cfg.NoBell, title: !cfg.NoTitle, desktop: desktop, tmux: envLookup(cfg.Env)("TMUX") != ""}
	m.colours = colours{dark: true, profile: profile, none: cfg.NoColor}
	m.noMouse = cfg.NoMouse || off(envLookup(cfg.Env)(EnvMouse))
	m.paint.every = repaintEvery(cfg)
	if note := cfg.Role.note(); note != "" {
		m.setStatus(statusInfo, note)
	}
	if watch != nil {
		// The event loop ends with the context: a decision it holds
		// still in its undo window is dropped then, not applied (see
		// holds.drop), unless the operator answered the quit question.
		svc, by, now := cfg.Service, cfg.Operator, cfg.Now
		context.AfterFunc(watch, func() { m.holds.drop(svc, by, now()) })
	}
	m.prepare()
	return m, nil
}

// Run runs the desk on cfg.Service until the operator quits (nil) or ctx
// is done (nil too: the caller cancelled). When a decision the operator
// chose to send at the quit question was refused by the queue, it
// returns that refusal (wrapping the queue's error: a
// queue.DecidedError for an ask someone else decided first). It waits on the queue service
// for other processes' changes (queue.Service.WaitChange), so new asks
// appear as they are submitted. It returns once every decision made at
// the desk has reached the queue: those the operator chose to send at the
// quit question too; a decision still in its undo window when ctx ends
// (a signal, a hangup) is dropped, and its ask still waits.
func Run(ctx context.Context, cfg Config) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	p, m, err := newProgram(ctx, cfg)
	if err != nil {
		return err
	}
	// a desk on this process's terminal looks at its tmux pane; a host's
	// desk (NewProgram: an SSH session, whose environment its client
	// sends) does not
	m.pane.socket, m.pane.target = tmuxPlace(envLookup(cfg.withDefaults().Env))
	restoreTitle := KeepTitle(cfg, cfg.withDefaults().Out)
	_, err = p.Run()
	restoreTitle()
	cancel()
	m.holds.drop(m.c.Service, m.c.Operator, m.c.Now())
	if say := m.quitNotice(); say != "" {
		// past the desk's screen: the terminal's own, which stays
		out := cfg.Out
		if out == nil {
			out = os.Stderr
		}
		_, _ = io.WriteString(out, say)
	}
	if m.openErr != nil {
		return m.openErr
	}
	if err != nil && ctx.Err() != nil {
		return nil
	}
	if err != nil {
		return fmt.Errorf("run the desk: %w", err)
	}
	return m.refusedErr()
}

// NewProgram builds the desk's program for a host that runs it (the SSH
// desk builds one per session): the desk on cfg.Service, drawing on
// cfg.Out and reading cfg.In, at cfg's size, waiting for changes on
// cfg.Changes while ctx lasts. The host's options come last, and so win
// (a colour profile, say). The host runs the program and sends it the
// terminal's resizes. The decisions the desk holds in their undo window
// when it ends without the operator's word (an SSH session dropped) are
// dropped when ctx is done, never applied: the host cancels ctx when the
// program ends.
func NewProgram(ctx context.Context, cfg Config, host ...tea.ProgramOption) (*tea.Program, error) {
	p, _, err := newProgram(ctx, cfg, host...)
	return p, err
}

func newProgram(ctx context.Context, cfg Config, host ...tea.ProgramOption) (*tea.Program, *Model, error) {
	if cfg.Service == nil {
		return nil, nil, errors.New("run the desk: no queue service (Config.Service)")
	}
	cfg.Now = nil
	m, err := newDesk(cfg, ctx)
	if err != nil {
		return nil, nil, err
	}
	cfg = cfg.withDefaults()
	opts := []tea.ProgramOption{tea.WithContext(ctx), tea.WithInput(cfg.In), tea.WithOutput(cfg.Out),
		tea.WithEnvironment(cfg.Env)}
	if cfg.NoColor {
		opts = append(opts, tea.WithColorProfile(colorprofile.Ascii))
	}
	if cfg.Width > 0 && cfg.Height > 0 {
		opts = append(opts, tea.WithWindowSize(cfg.Width, cfg.Height))
	}
	return tea.NewProgram(m, append(opts, host...)...), m, nil
}
