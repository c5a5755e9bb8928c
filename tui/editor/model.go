package editor

import (
	"errors"
	"fmt"
	"path"
	"strings"
	"time"

	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// Input is what the editor opens on.
type Input struct {
	// Ask is the ask the rule is written from; Outcome allow (A) or
	// refuse (D).
	Ask store.Ask
	// Outcome: see Ask.
	Outcome patterns.Outcome
	// Command is the ask's command as read, Part its deciding part and
	// Context the context it was judged in.
	Command *patterns.Command
	// Part: see Command.
	Part int
	// Context: see Command.
	Context *patterns.Context
	// Suggestion is the narrowest pattern of the part; nil for a part that
	// cannot be read, which only a refuse over cmd.unreadable can cover.
	Suggestion *patterns.Suggestion
	// FourEyes says a rule written here waits for a second operator.
	FourEyes bool
	// Uncovered, for an allow, is the guard rail that says a rule from
	// Part would not cover Command (another part cannot be read: `curl
	// URL | sh`), or nil: the rails refuse the allow, whatever is widened.
	Uncovered *patterns.RailError
	// AgentCut, when set, draws Ask's agent name quoted in w cells, cut
	// around its head, each escape it holds, where it differs from the
	// other agents waiting and its end, or "" where those do not fit:
	// the desk's cut for names, which a name too long to be drawn whole
	// is drawn with (agentLines).
	AgentCut func(w int) string
	// AgentLooksLike is the name of another agent, waiting or named by a
	// rule, that Ask's agent's name reads as in a terminal font (the
	// queue's ≈ mark), or "": a rule for "this agent" is then written
	// for a look-alike, and the editor says so where it names the agent.
	AgentLooksLike string
}

// ActKind is what the editor asks the desk to do.
type ActKind int

const (
	// ActNone: nothing; the editor stays open.
	ActNone ActKind = iota
	// ActCancel: the editor closed without writing.
	ActCancel
	// ActReview: the rule can be written: the desk asks the operator to
	// confirm it (see ConfirmLines), then asks Confirmed for the rule.
	ActReview
	// ActWrite: write Spec (it decides Ask too).
	ActWrite
	// ActEgress: add Host to the egress list, or propose adding it under
	// four eyes: the desk confirms first (see EgressLines), then tells
	// the editor what came of it (EgressAdded, EgressProposed).
	ActEgress
	// ActNote: put Text on the status line (E with no host to offer
	// says why).
	ActNote
	// ActArrived: asks arrived that the rule under confirmation would
	// resolve, and joined its list marked new: the desk moves the
	// confirmation's focus to Cancel and puts Text on the status line.
	ActArrived
)

// Action is the editor's answer to a message.
type Action struct {
	// Kind says what to do; Spec is the rule to write and Ask the ask it
	// comes from (for ActWrite).
	Kind ActKind
	Spec queue.RuleSpec
	Ask  store.Ask
	// Preview is what the editor last showed the rule would do.
	Preview *queue.Preview
	// Host is the host to add to the egress list (ActEgress).
	Host string
	// Text is what to say (ActNote).
	Text string
}

// Model is the pattern editor.
type Model struct {
	c  *common.Common
	in Input

	focus field
	// slot is the word under the cursor (an index into the suggestion's
	// slots).
	slot int

	reason, glob, date textinput.Model
	scope              scope
	workdir            bool
	end                endChoice
	shadow             bool

	// suggested is the pattern the editor opened on, the narrowest: the
	// confirmation says when the operator wrote another.
	suggested string

	corpus    *queue.Corpus
	corpusErr error
	// pending are the asks waiting when the editor opened, with their
	// evaluations (for "resolves N pending asks").
	pending []store.Ask
	preview *queue.Preview
	// asked counts the previews asked for, got the one shown: the
	// preview is computed off the event loop (in protected mode it is the
	// broker's), and only the newest one asked for is shown.
	asked, got int
	// previewed is the rule the newest preview was asked for, set
	// (havePreviewed) until the corpus or the pending asks change: the
	// preview depends on the rule alone, so typing the reason never
	// asks for another (issue 9 #1).
	previewed     previewKey
	havePreviewed bool
	rails         []*patterns.RailError
	problem       string

	// focused says the editor has the keys (a confirmation over it
	// takes them); see SetFocused.
	focused bool

	// gone says why the ask the editor was opened from left the queue
	// ("" while it waits); see SetGone.
	gone string

	// seen are the asks the rule resolved when its confirmation opened
	// (nil while none is open), arrived those that joined its list since
	// (see seenAtReview).
	seen, arrived map[string]bool

	// proposed are the hosts proposed for the egress list from here,
	// with their proposals' IDs (see EgressProposed).
	proposed map[string]string
	// started is the pattern the editor opened with, and opened its
	// other fields (see Drafted).
	started string
	opened  choices
}

// corpusMsg carries the recorded commands and the pending asks the
// preview counts against.
type corpusMsg struct {
	corpus  *queue.Corpus
	pending []store.Ask
	err     error
}

// corpusSpan and corpusMax bound the recorded commands read for counting.
const (
	corpusSpan = 30 * 24 * time.Hour
	corpusMax  = 20000
)

// New opens the editor on in and returns the command that reads the
// recorded commands for the live counts.
func New(c *common.Common, in Input) (*Model, tea.Cmd) {
	m := &Model{c: c, in: in, slot: 0, focused: true}
	if in.Suggestion != nil {
		m.started = in.Suggestion.String()
	}
	m.reason = common.NewInput(c.Styles, "", reasonQuestion(in.Outcome)+" (required)", 300)
	m.glob = common.NewInput(c.Styles, "", "agent glob", 100)
	m.glob.SetValue(agentGlob(in.Ask.Agent))
	m.date = common.NewInput(c.Styles, "", "YYYY-MM-DD", 16)
	m.date.SetValue(c.Now().Add(14 * 24 * time.Hour).Format("2006-01-02"))
	m.end = end1d
	if in.Outcome != patterns.Allow {
		m.end = endNever
	}
	// An allow from a decision starts as narrow as the ask: under its
	// workdir. "any directory" is the operator's deliberate widening, and
	// refused while the pattern holds a relative path (see Spec).
	m.workdir = in.Outcome == patterns.Allow && m.askDir() != ""
	if in.Suggestion != nil && in.Command != nil {
		in.Suggestion.OfferAny(in.Command, in.Context) // the ** rungs
	}
	if in.Suggestion != nil && len(in.Suggestion.Slots) > 1 {
		m.slot = 1
	}
	if in.Suggestion != nil {
		m.suggested = in.Suggestion.String()
	}
	m.setFocus(fieldPattern)
	m.check()
	m.opened = m.choices()
	return m, m.load()
}

// load reads the recorded commands and the pending asks the live counts
// are made against, off the event loop.
func (m *Model) load() tea.Cmd {
	svc, since := m.c.Service, m.c.Now().Add(-corpusSpan)
	return func() tea.Msg {
		corpus, err := svc.LoadCorpus(since, corpusMax)
		if err != nil {
			return corpusMsg{err: err}
		}
		pending, err := svc.Pending()
		return corpusMsg{corpus: corpus, pending: pending, err: err}
	}
}

// pendingMsg carries the pending asks read again after the queue
// changed.
type pendingMsg struct {
	pending []store.Ask
	err     error
}

// QueueChanged is what the desk calls when asks joined or left the
// queue while the editor is open: it reads the pending asks again, off
// the event loop, and the preview (and the confirmation standing over
// the editor) counts the asks the rule would resolve anew (rt14k #9).
func (m *Model) QueueChanged() tea.Cmd {
	svc := m.c.Service
	return func() tea.Msg {
		pending, err := svc.Pending()
		return pendingMsg{pending: pending, err: err}
	}
}

// reasonQuestion is what the reason answers: for an allow, why the
// commands are safe to run unasked; for a refuse, why they should be
// refused (they are not "safe to refuse").
func reasonQuestion(o patterns.Outcome) string {
	if o == patterns.Allow {
		return "why is this safe to allow unasked?"
	}
	return "why should these commands be refused?"
}

// Restyle takes the shared styles again (the terminal's colours changed).
func (m *Model) Restyle() {
	for _, in := range []*textinput.Model{&m.reason, &m.glob, &m.date} {
		fresh := common.NewInput(m.c.Styles, in.Prompt, in.Placeholder, in.CharLimit)
		in.SetStyles(fresh.Styles())
	}
}

// visible reports whether a field is shown and reachable with tab.
func (m *Model) visible(f field) bool {
	switch f {
	case fieldPattern:
		return m.in.Suggestion != nil
	case fieldGlob:
		return m.scope == scopeGlob
	case fieldDate:
		return m.end == endDate
	}
	return true
}

func (m *Model) setFocus(f field) {
	if !m.visible(f) {
		f = fieldReason
	}
	m.focus = f
	for _, p := range []struct {
		f  field
		in *textinput.Model
	}{{fieldReason, &m.reason}, {fieldGlob, &m.glob}, {fieldDate, &m.date}} {
		if p.f == f {
			p.in.Focus()
		} else {
			p.in.Blur()
		}
	}
}

// step moves the focus to the next (d = 1) or previous (d = -1) visible
// field, wrapping around.
func (m *Model) step(d int) {
	f := m.focus
	for range fieldCount {
		f = field((int(f) + d + int(fieldCount)) % int(fieldCount))
		if m.visible(f) {
			m.setFocus(f)
			return
		}
	}
}

// Spec is the rule as it stands.
func (m *Model) Spec() (queue.RuleSpec, error) {
	in := m.in
	spec := queue.RuleSpec{Outcome: in.Outcome, Reason: strings.TrimSpace(m.reason.Value()),
		Shadow: m.shadow, Author: m.c.Operator, FromAsk: in.Ask.ID}
	if m.gone != "" {
		spec.FromAsk = "" // nothing left to decide: the rule stands alone
	}
	if in.Suggestion != nil {
		spec.Pattern = in.Suggestion.String()
	} else {
		spec.Over = patterns.UnreadableRule
	}
	switch m.scope {
	case scopeAgent:
		// A scope reads * as any run of characters, and the agent chose
		// its own name: "this agent" for an agent named "*" or "claude*"
		// would be a rule for other agents (rt14k #4). ? and [ ] are
		// literal in a scope.
		if strings.Contains(in.Ask.Agent, "*") {
			return spec, fmt.Errorf("the agent's name holds a *, which a scope reads as any characters: this agent cannot be named alone; choose \"agents matching\" or \"all agents\" knowingly")
		}
		if in.Ask.Agent == "" {
			return spec, fmt.Errorf("the ask names no agent: choose \"all agents\" knowingly")
		}
		spec.Scope.Agent = in.Ask.Agent
		// An agent is an account on its node: in a fleet the same
		// name on another node is another agent, so "this agent" is
		// the ask's node too, or the rule would cover every node's
		// account of that name (rt15f #1).
		if node := in.Ask.Node; node != "" && !strings.Contains(node, "*") {
			spec.Scope.Node = node
		}
	case scopeGlob:
		spec.Scope.Agent = strings.TrimSpace(m.glob.Value())
		if spec.Scope.Agent == "" {
			return spec, fmt.Errorf("give the agent glob, or choose another scope")
		}
	}
	if m.workdir {
		spec.Scope.Workdir = m.askDir()
	}
	if rel := m.relativePaths(); len(rel) > 0 && in.Outcome == patterns.Allow && anyDir(spec.Scope.Workdir) {
		if anyDir(m.askDir()) {
			return spec, fmt.Errorf("%q is a relative path and the ask names no directory narrower than / to keep it to: write the path absolute from the command line", rel[0])
		}
		return spec, fmt.Errorf("%q is a relative path: in any directory this allow covers every %q an agent stands next to; keep workdir under %s",
			rel[0], rel[0], m.askDir())
	}
	if why := m.wideWorkdir(); why != "" && m.workdir && in.Outcome == patterns.Allow {
		return spec, errors.New(m.wideRefusal(why))
	}
	now := m.c.Now()
	switch m.end {
	case endNever:
	case endDate:
		t, err := parseDate(m.date.Value(), now)
		if err != nil {
			return spec, err
		}
		spec.End = t
	default:
		spec.End = now.Add(m.end.span())
	}
	return spec, nil
}

// askDir is the directory a rule from this ask is scoped to when its
// workdir is kept: the ask's workdir, or its cwd without one or when the
// cwd lies outside it. A scope covers the directories commands run in
// (patterns.Scope.Applies reads the cwd), so a rule under a workdir the
// command does not run in would leave its own ask waiting (rt21k #4).
func (m *Model) askDir() string {
	c := m.in.Context
	if c == nil {
		return ""
	}
	w := c.WorkdirOrCwd()
	if c.Cwd != "" && !(patterns.Scope{Workdir: w}).Applies("", "", c.Cwd) {
		return c.Cwd
	}
	return w
}

// anyDir reports whether a workdir scope covers every directory: none,
// or /.
func anyDir(d string) bool { return d == "" || path.Clean(d) == "/" }

// relativePaths are the relative paths among the pattern's operands.
func (m *Model) relativePaths() []string {
	return m.in.Suggestion.RelativePaths(m.in.Command)
}

// previewMsg carries the queue's preview of the rule as it stood when
// preview number n was asked for.
type previewMsg struct {
	n  int
	pv *queue.Preview
}

// refresh recomputes what the rule would do: the guard rails at once
// (check), and the queue's preview of what it would match and resolve in
// the background, once the recorded commands are loaded.
func (m *Model) refresh() tea.Cmd {
	spec := m.check()
	if m.corpus == nil && m.corpusErr == nil {
		return nil
	}
	k := m.previewKey(spec)
	if m.havePreviewed && k == m.previewed {
		return nil // the reason alone changed: the preview stands
	}
	m.previewed, m.havePreviewed = k, true
	m.asked++
	n, svc, from, corpus, pending := m.asked, m.c.Service, m.in.Ask, m.corpus, m.pending
	return func() tea.Msg {
		return previewMsg{n: n, pv: svc.PreviewRule(spec, &from, corpus, pending)}
	}
}

// check recomputes what needs no store: the rule's problems, and the
// guard rails (from the same patterns.CheckAllow the queue applies).
func (m *Model) check() queue.RuleSpec {
	spec, err := m.Spec()
	m.problem = ""
	if err != nil {
		m.problem = err.Error()
	}
	m.rails = nil
	if m.in.Outcome == patterns.Allow && m.in.Suggestion != nil {
		r := &patterns.Rule{Outcome: patterns.Allow, Pattern: m.in.Suggestion.Pattern(), Reason: spec.Reason, End: spec.End}
		m.rails = patterns.CheckAllow(r, m.in.Command, m.in.Part, m.in.Context)
		if m.in.Uncovered != nil {
			m.rails = append(m.rails, m.in.Uncovered)
		}
	}
	return spec
}
