package tui

import (
	"context"
	"time"

	"charm.land/bubbles/v2/help"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// view is one of the desk's screens.
type view int

const (
	viewQueue view = iota
	viewRules
	viewAudit
	viewNodes
	viewHelp
)

// Model is the desk's root model. It routes: messages from the outside
// (store changes, the clock, the queue service's answers) update the
// shared state, keys go to the top dialog of the stack, else to the global
// keys, else to the view on screen. Each pane and dialog is its own small type with
// its own keys.
type Model struct {
	c *common.Common

	// watch is how long the desk waits for the store's changes (nil:
	// it does not, tests and drivers tell it); watchSeq is the audit head
	// it waits to move. live says the clock is real, so the desk ticks.
	watch    context.Context
	watchSeq uint64
	// feed is what the desk waits on for changes: a host's shared feed,
	// else the queue service.
	feed queue.Watcher
	live bool
	// noMouse leaves the mouse to the terminal (EnvMouse); quitting
	// says the desk is ending (its last frame is blank).
	noMouse, quitting bool
	// paint writes the whole screen again, regularly and when the rows
	// change (repaint.go).
	paint repaint
	// idle, when set, is an idle close (IdleMsg) waiting for the undo
	// windows to end.
	idle *idleClosing

	view, back view
	focusCard  bool

	// pidNS is the pid namespace the desk runs in: an asker numbered in
	// another is not looked at (queue.AskerProc.Status).
	pidNS uint64

	// pane watches the desk's own tmux pane (tmux_watch.go).
	pane paneWatch

	list  *queueList
	card  *cardPane
	rules *rulesView
	audit *auditView
	// nodes lists a fleet's nodes; fleet says the store is a fleet's
	// (etcd), so the view is there.
	nodes *nodesView
	fleet bool
	help  help.Model
	// helpOff is the first line of the help view shown; helpFind its
	// filter.
	helpOff  int
	helpFind helpFind

	// dialogs are the dialogs open, the top one taking the keys.
	dialogs dialogs
	// releasing keeps an open approval's confirmation in step with the
	// queue (nil when none is open).
	releasing *releasing
	// holds are the decisions made here that wait out their undo window;
	// lastRule is the rule A or D wrote last, deciding at once (no undo),
	// until a decision is held again.
	holds    holds
	lastRule string
	// lastProposal is the rule A or D proposed last under four eyes,
	// until a decision is held again: u names it (rt20k #5).
	lastProposal string
	// aside is a notice that came while a decision was held: drawn beside
	// the countdown, then kept beside what the decision did (setStatus).
	aside status
	// statusTwoDrawn says the status stood on two lines when the key
	// being handled was pressed: it took the body's last line.
	statusTwoDrawn bool
	// leftRun counts the asks that left the queue since the leaving
	// notice on screen started (leftAt: its last update), named or not,
	// so that asks leaving over several reads are counted together
	// (leftCount).
	leftRun int
	leftAt  time.Time
	// marksLeft are the marked asks that left the queue by another hand,
	// until the status line has said why (reportLeft).
	marksLeft map[string]bool
	// heldLeft are the asks that left the queue by another hand while an
	// approval made here waited out its undo window: that approval was
	// dropped, and the status line says so with why they left.
	heldLeft map[string]bool
	// movedAsks are the asks a move made here resolves, with the rule
	// moved: the status line says that rule was moved, not written
	// (rt28k #12c).
	movedAsks map[string]string
	// heldGone counts the asks so taken off the decisions held since the
	// last decision made here: u with nothing held then says they left.
	heldGone int
	// decided says a decision was made here (held or sent): u with
	// nothing held then says its window ended, else that none was made.
	decided bool
	// lastDeny says the newest decision made here was a deny (d, a bulk
	// deny, or D's refuse rule), which went to the queue at once: u then
	// says so.
	lastDeny bool

	// cards caches built cards by ask ID; building says which one is on
	// its way.
	cards    map[string]*cardData
	building string
	// pressedWhileLoading is the ask a decision key was refused on while
	// its card loaded: drawn, that card gets a grace period, so that a
	// key pressed again as it appears does not decide it unread.
	pressedWhileLoading string

	// settings are the store's, as last read.
	settings store.Settings
	// egress is the egress list in effect, as last read (see
	// egressInEffect): the pattern editor judges its rails against it.
	egress []string
	// capped counts the asks refused unqueued by the pending cap since
	// the desk started (see capRefusals).
	capped capRefusals
	// unreached counts the asks refused unqueued as the store's lock
	// stayed busy (see unreachedSeen).
	unreached unreachedSeen
	// warns are the warnings that stay under the header until the
	// operator dismisses them; said keeps the last status messages for
	// the message log.
	warns stickyWarns
	said  statusLog
	// unbelieved says why the stored settings and egress hosts are not
	// in effect, from the change feed (see banner).
	unbelieved unbelieved
	// storePath names the store the desk watches (read once, when the
	// desk is built: naming it asks nothing of the store); fresh says the
	// last read found no store there.
	storePath string
	fresh     bool
	// demo says the store is the demo's scratch store.
	demo bool
	// storeGone says the store the desk read was deleted under it: the
	// empty screen says so, never that nothing waits.
	storeGone bool
	// notStore says, with storeGone, that what stands at the store's
	// path now is a file that holds no ozdesk store, not nothing.
	notStore bool
	// madeAgain says the store was deleted and made again while the
	// desk ran: the queue refuses this process's decisions as a
	// rollback (see behindWords).
	madeAgain bool
	// wentBack says an older copy of the store was put back while the
	// desk ran: its audit trail is behind what this process read, and
	// the queue refuses this process's decisions as a rollback until the
	// desk restarts (rt35k HIGH-1; see refusedHere).
	wentBack bool
	// storeMark marks the store last read (queue.StoreMark): another
	// mark is another store put in the file's place (see replaced).
	storeMark queue.StoreMark
	// swapRead says the store was replaced and the full read of the one
	// in its place is still to come: its asks' absence is no departure.
	swapRead bool
	// calls is how the desk calls the operator when asks arrive; read
	// says the first read of the store is applied (the asks it finds
	// call nobody: they did not just arrive).
	calls calls
	read  bool
	// loading says a read of the changes is on its way, and dirty that
	// the store changed meanwhile: one read at a time, each following the
	// last one applied.
	loading, dirty bool
	// auditSeq is the last audit entry the desk has applied; needFull asks
	// the next read for everything.
	auditSeq uint64
	// auditHash is the hash of that entry: a store whose entry there
	// is another is an older copy put back (see storeWentBack).
	auditHash string
	needFull  bool
	loadErr   error
	// open is what the desk's host checks of the store before the first
	// read (Config.Open), run in the background once the desk draws;
	// openErr is its failure, which ends the desk. lockWait says the
	// first read waits for another process's lock on the store's file.
	open     func() error
	openErr  error
	lockWait bool

	// arrivedNew are the asks that arrived while the desk ran, until their
	// arrival hold on screen is over: bulk marks pass over them (see
	// justArrived); arrivedHeld are those of them whose hold has started
	// (drawn), so that prepare looks at no more than those and the rows
	// on screen, however many arrived off screen.
	arrivedNew  map[string]freshAsk
	arrivedHeld map[string]bool

	status status
	// fading is when the status whose fade tick runs was put
	// (fadeLater).
	fading time.Time
	grace  grace
	// cardShown says the card under the cursor was on screen after the
	// last message (see cameOnScreen).
	cardShown bool
	// keyRun is the burst of keys going on: a card that came under the
	// cursor during it ignores its decision keys (see burstGap).
	keyRun keyRun
	// held is the decision key the desk held last and the keys dropped
	// after it (see heldGap).
	held heldKeys
	// keyN counts the keys pressed: a status set before the last one
	// gives the footer's line back (statusTwo).
	keyN int
	// hdr is the header's layout, worked out in Update when what it
	// shows changed; styleGen counts the restyles, which change it.
	hdr      headerCache
	styleGen int
	// pinned is the ask the full-screen card stays on after it left the
	// queue: it says so and decides nothing, until esc.
	pinned  *pinnedCard
	colours colours
	// rows is which ask each queue line showed in the frame last drawn,
	// and since when (see pointerRows): a click picks what was drawn.
	rows pointerRows
}

// grace is the card that just appeared and until when it ignores
// decision keys (and while a burst of keys that began before it goes
// on). took is set when the card came under the cursor because the ask
// selected before it (took) left the queue without the operator moving: then the keys wait until the operator moves, or swapHold
// passes. unbidden says the desk, not the operator, put the card under
// the cursor (it arrived, or took the place of one that left): marks
// wait on it too.
type grace struct {
	id string
	// since is when the card came under the cursor; until when its
	// grace ends, unless a burst of keys that began before since goes
	// on then.
	since, until time.Time
	took         string
	// tookWhy says why took left, once read ("ask 20 withdrawn: its
	// agent stopped waiting"): the hold's words keep it.
	tookWhy string
	// tookSaid is the status said when took left, before why it left
	// was read: the words that tell why take its place in the message
	// log (one entry per departure, rt38k LOW-4).
	tookSaid string
	unbidden bool
	// replaced says the card came with another store put in the
	// file's place (see Model.replaced).
	replaced bool
	// moved says the card came under the cursor by the operator's own
	// move (see moveHold): no burst of keys prolongs its hold.
	moved bool
	// shown says the hold started when the card came on screen again
	// (see cameOnScreen).
	shown bool
	// pane says what changed in the desk's tmux pane when the hold
	// started again (see paneHold).
	pane string
	// pointer says a click selected the card on a row that other asks
	// arriving or leaving had just put under the pointer (see
	// pointerRows): the operator may have aimed at another ask.
	pointer bool
}

// status is the message line: what the last action did. cmd, when set,
// is the command (or pattern) text speaks of, drawn after it in
// parentheses and cut in the middle to the room the line leaves, so that
// its end shows whatever the width (rt11 #12); after follows it.
type status struct {
	text       string
	cmd, after string
	// diffAt is one more than where cmd differs from a look-alike
	// waiting (lookAlikeAt), 0 for none.
	diffAt int
	// keyN is Model.keyN when it was set.
	keyN int
	kind statusKind
	at   time.Time
	// scene is what was in front of the operator when the text was
	// put (set once the message that put it is handled); placed says
	// scene is set.
	scene  scene
	placed bool
	// ask, when set, is the ask the status speaks of as the one under
	// the cursor ("keys wait"): it goes when the cursor leaves it.
	ask string
	// tells is an earlier status this one tells in full (an ask "left
	// the queue", then why): the message log keeps this one in its
	// place, one entry for the event.
	tells string
}

// flat is the status as one text, its command escaped and cut in the
// middle (statusCommand), for a notice drawn beside another.
func (s status) flat(mk common.Marks) string {
	if s.cmd == "" {
		return s.text + s.after
	}
	return s.text + " (" + statusCommand(s.cmd, mk) + ")" + s.after
}

type statusKind int

const (
	statusInfo statusKind = iota
	statusOK
	statusWarn
	statusErr
)

// statusKeep is how long an error stays on the status line, and what
// came aside while a decision is held (see status.life).
const statusKeep = 15 * time.Second

// cardCacheMax bounds the card cache.
const cardCacheMax = 64

func newModel(c *common.Common, watch context.Context, live bool) *Model {
	m := &Model{c: c, watch: watch, live: live, cards: map[string]*cardData{}, pidNS: queue.PidNamespace()}
	m.list = newQueueList(c)
	m.card = newCardPane(c)
	m.rules = newRulesView(c)
	m.audit = newAuditView(c)
	m.nodes = newNodesView(c)
	m.help = help.New()
	m.restyle()
	return m
}

// Init loads the store, starts waiting for its changes and starts the
// clock.
func (m *Model) Init() tea.Cmd {
	m.loading = true
	first := m.started()
	if m.open != nil {
		// the store is checked first, in the background: the desk draws
		// "reading the store…" meanwhile, and nothing reads or sweeps a
		// store the check may refuse
		first = openStore(m.open)
	}
	return tea.Batch(first, tick(m.live), readingTick(m.live), m.paint.later(m.live), m.paneStart(), tea.RequestBackgroundColor)
}

// started reads the store, waits for its changes and sweeps it: the
// desk's work once the store is there.
func (m *Model) started() tea.Cmd {
	return tea.Batch(sweepLoad(m.c.Service, m.auditSeq, m.needFull), waitHead(m.watch, m.feed, m.watchSeq))
}

// load reads, in the background, what changed after the last audit entry
// applied.
func (m *Model) load() tea.Cmd {
	return loadChanges(m.c.Service, m.auditSeq, m.needFull)
}

// restyle passes the shared styles to the parts that keep their own.
func (m *Model) restyle() {
	st := m.c.Styles
	m.styleGen++
	m.help.Styles = help.Styles{
		Ellipsis: st.Muted, ShortKey: st.Key, ShortDesc: st.Help, ShortSeparator: st.Muted,
		FullKey: st.Key, FullDesc: st.Help, FullSeparator: st.Muted,
	}
	m.help.ShortSeparator = m.c.Marks.Dot
	m.help.Ellipsis = m.c.Marks.More
	m.list.Restyle()
	m.card.lines = nil
	if e := m.editor(); e != nil {
		e.ed.Restyle()
	}
}

// setStatus puts text on the status line. While a decision waits out its
// undo window the countdown keeps the line, and the text goes beside it
// (aside) instead of over it (rt9c F9); once the window is over, the next
// text (what the decision did) keeps what came aside after it, so
// neither is lost.
func (m *Model) setStatus(kind statusKind, text string) {
	m.putStatus(status{text: text, kind: kind, at: m.c.Now()})
}

// setStatusCmd puts text on the status line, followed by the command it
// speaks of in parentheses: the line cuts the command in the middle, never
// its end.
func (m *Model) setStatusCmd(kind statusKind, text, cmd string) {
	m.putStatus(status{text: text, cmd: cmd, diffAt: m.lookAlikeOf(cmd), kind: kind, at: m.c.Now()})
}

func (m *Model) putStatus(s status) {
	s.keyN = m.keyN
	m.said.drop(s.tells)
	m.said.add(s.at, s.kind, s.flat(m.c.Marks))
	if m.holds.count() > 0 {
		m.aside = s
		return
	}
	if a := m.aside; a.text != "" {
		m.aside = status{}
		if s.at.Sub(a.at) <= statusKeep {
			s.after += m.c.Marks.Dot + m.statusMark(a.kind) + a.flat(m.c.Marks)
		}
	}
	m.status = s
}
