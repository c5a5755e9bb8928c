// Package tui is the desk: the terminal app an operator decides asks at,
// often over SSH, in 80x24, in tmux, with or without a mouse.
//
// [Run] runs the desk on a queue service (`ozdesk`); [RunDemo] runs it on
// a scratch store with simulated agents submitting through the real queue
// (`ozdesk demo`). [NewModel] builds the desk's root model for tests and
// golden screens.
//
// # What the operator sees
//
// The queue pane lists the pending asks, oldest first, one line each (the
// ask's ID, as the status line and the dialogs name it, age, agent, job, node when asks come from more than one, the command, the
// rules that asked: every one that fits, else the first and how many
// more parts ask, "cmd.force-push +2 more", as the r and d prompts and
// the bulk confirmation name them too), with asks near their deadline marked "due" and asks
// whose harness has gone marked "gone". A long command is cut in the
// middle, so its end shows and asks that differ only at the end read
// differently; rows on screen that would still read the same (their
// commands differ only in the middle) keep, after the start, the part
// where each differs from its look-alike, and then the ellipsis (look-alikes
// of as many words each keep every word in which they differ, the same
// words for each, and the program and the words before them as room
// allows; the bulk confirmation's lines do the same); a column no ask fills takes no space, and the columns give
// way in turn (node, job, rule, agent) so that the command keeps its
// share. s groups the queue by agent, node (when asks come from more than
// one) or rule, each group oldest first under a header with its count,
// and back to age; the pane's title names the order, and the selection
// stays on its ask through every order and every change. The header's
// tabs read "[1] queue (7) [2] rules (4) [3] audit". The card pane shows the selected ask: who asks from where, since
// when and until when; the full command; the parse tree with each part's
// outcome, rule and reason (the words the deciding rule matched
// underlined); shadow rules' verdicts; the suggested narrowest pattern and
// what the guard rails say about allowing it. From 133 columns the panes
// stand side by side (the queue as wide as its rows need and never
// narrower than at 80 columns, the card at least 52 columns), below that
// (120x40 too) they are stacked; tab (or enter) moves the
// focus to the card, marked on its title, where j and k scroll it, and tab
// or esc gives it back; stacked, a focused card takes the whole body.
// Outcomes are always a mark and a word,
// so NO_COLOR and 16-colour terminals read the same.
//
// The rules view (2) lists the operators' rules in order, and below them,
// under four eyes, the proposals that wait for a second operator (a rule's
// retirement, turning four eyes off, a fallback of allow, a new egress
// host; see package queue). One selection runs through both: y approves a
// proposed rule or a proposal (not its author's own), x retires a rule
// (proposing it, under four eyes, for an ask or refuse rule in force) or
// withdraws a proposal, m picks a rule in force up for k and j to place
// it higher or lower in the order (under four eyes a move that loosens
// the policy is refused: it would need a second operator); each after a confirmation whose
// focus starts on Cancel, and the status line says what the queue did.
// Who wrote, proposed, approved or acted reads with the OS account it
// acted from, here as in `ozdesk audit`: "bob (claimed, uid 1000)" in
// direct mode, where the name is the caller's word, "bob (uid 1000)"
// when the broker authenticated it (store.Account); four eyes counts the
// accounts the broker vouched for as well as the names, and in direct mode
// the names alone. An agent that acted (an evaluation, an ask, a
// withdrawal) is named in the audit view as in the queue's rows, between
// quote marks it cannot close: «ci», never a bare name that could read
// as a verdict.
//
// The header names the store the desk watches (queue.API.StorePath) and
// the policy's fallback ("fallback: allow": a command no rule matches runs
// unasked), and so do the empty screen and the help view; a store that
// does not exist says "no store at PATH", never an empty queue. Every card
// says the fallback under its verdict, and a part the fallback decided
// says so. A card that is still loading says "loading…" and shows no
// verdict. When asks leave the queue by another hand (decided at another
// desk or on the command line, resolved by a rule, expired, withdrawn by
// their agent, abandoned), the status line says which and why, read
// through the queue: "ask 12 approved by bob", "ask 9 withdrawn: its
// agent stopped waiting". An open pattern editor whose ask leaves shows a
// banner and keeps its draft: the rule can still be written, and then
// decides nothing of that ask.
//
// # Calling the operator
//
// An ask that arrives rings the terminal's bell and the window title
// counts the waiting asks ("ozdesk (3)", through tea.View.WindowTitle);
// Config.NoBell and Config.NoTitle (or EnvBell=0 and EnvTitle=0 in the
// environment) switch them off. Config.Notify (or EnvNotify) adds a
// desktop notification, OSC 9 or OSC 777, passed through tmux when the
// desk runs inside it. The title and the notification hold fixed words
// and counts only. The operator's own title is saved on the terminal's
// title stack as the desk starts and put back as it ends ([KeepTitle]),
// by q, a signal or a closed SSH session alike.
//
// # Repainting
//
// The renderer writes only the cells that differ from the frame it
// believes is on the terminal, so text another process wrote over the
// desk would stay. The desk writes every cell again each
// Config.Repaint (EnvRepaint; DefaultRepaint, a second), when the rows
// change and as a decision key acts, without clearing the screen first
// (repaint.go); ctrl+l clears it and draws it whole.
//
// # Keys
//
// Every key is declared once, as a key.Binding in package
// [ozdesk.dev/ozdesk/tui/common]; the footer and the help view (?) are
// built from the same bindings. a approves once, r approves once with a
// reason (required), d denies once (with an optional reason), A and D
// open the pattern editor (package [ozdesk.dev/ozdesk/tui/editor]) to
// write a standing rule, after a confirmation whose focus starts on
// Cancel. A standing rule covers what the operator saw: A opens no editor
// for a command another part of which cannot be read (`curl URL | sh`:
// a rule from the curl part would leave the pipeline asking), and the
// card's "Always allow" says why. space marks asks (a column that reads without colour); with
// marks, a, r and d decide every marked ask after one confirmation, and
// the status line says how many were decided and which were already gone.
// A mark decides nothing, so it waits for no card to load (only an ask
// the desk put under the cursor by itself holds it); a marked ask that
// leaves by another hand leaves the selection with a word on the status
// line ("ask 9 withdrawn: its agent stopped waiting; 2 marked remain").
//
// A deny made here (d, a bulk deny, D's refuse rule) goes to the queue at once: the first
// decision the operator commits to stands, and an approval made a moment
// later at another desk or on the command line is told the ask was
// denied. An approval made here (a, r, a bulk approval) waits out an undo
// window (Config.Undo, [DefaultUndo]; the status line counts it down)
// before it is sent to the queue (a status that names a command too long
// to stand whole beside its words takes two lines while it stands: which
// ask, what happened and the undo key and seconds on the first, the
// command on the second, cut where it differs from a look-alike waiting): until then the ask is pending in the
// store and its agent waits, so u takes the decision back for real: the
// approval of the selected ask when one is held (of a bulk approval,
// all its asks, as the footer says), else the newest ("undone the newest: …"), and the
// countdown names the one u would take back. d on a row whose approval
// is held takes it back and denies at once, space there takes it back
// and marks the ask; an ask that leaves by another hand while its
// approval is held is taken off it, and the status line says what
// happened ("ask 3 denied by bob — your approval was dropped"). q or
// ctrl+c within the window asks first: s (or a second ctrl+c) sends what
// is held and quits, u takes it back and quits, esc stays while the
// window runs on. When the desk's context ends within the window (SIGTERM,
// an SSH session closing), what it holds is dropped, never applied, and
// its asks still wait: nobody is there to undo a key pressed by mistake.
// [Run] returns once every decision has
// reached the queue. D writes its refuse rule as soon as its confirmation
// (which says so) is chosen, denying the ask it comes from and resolving
// the asks it decides in that one write; u then has nothing of it to take
// back and says to retire the rule in the rules view. A rule from A waits
// out the window: once the confirmation is chosen the queue checks it, writing
// nothing (queue.RuleSpec.DryRun), so that a guard rail's refusal shows
// while the draft is still open; then the rule is held with the asks it
// decides (the ask it comes from, those it resolves), which stay pending,
// and the countdown says what the write will do ("writing allow rule:
// approving ask 3, resolving 2 more (…)", "proposing" under four eyes).
// u takes it all back, writing nothing, and opens the draft again; marks
// a held decision took are put back. When the window ends the rule is
// written once; should the queue refuse it then (its ask decided
// elsewhere, the egress list changed), the status line says why and the
// draft opens again. A card that has just appeared
// under the cursor ignores a, d, A and D for a grace period
// ([DefaultGrace]), so a keystroke meant for the previous card cannot
// decide it, and for as long as the run of keys it came during goes on:
// a key held down (its repeats) or struck again and again decides only
// the card that was there when the run began, and the next key decides
// only after a pause of a second; a card still loading ignores them too, with a word on the
// status line, and nothing is queued. A decision on an ask someone else
// decided first says who did, and changes nothing.
//
// Lists, cards and the help move as in less, k9s and lazygit: j/k, g/G,
// ctrl+d/ctrl+u half a page, pgdn/pgup a page. The footer shows the keys
// in force that fit, the most useful first, ending "… · q quit · ? help"
// when it leaves some out: the ways out (esc, q) and help are never left
// out. A status that took the footer's line (two lines long) gives it
// back at the next key. The help view lists every key once and / filters it.
// The mouse is optional (cell motion: clicks and the wheel, no hover
// traffic over SSH): a click selects the ask drawn on its row in the last
// frame (one that asks arriving or leaving had just put there holds the
// decision keys as long as a swap) or focuses a pane, the wheel
// moves the selection or scrolls the card; EnvMouse=off leaves the mouse
// to the terminal. The desk's last frame is blank, so that quitting after
// a resize leaves nothing of it in a tmux pane.
//
// # Events
//
// The queue is a service the desk consumes. Everything from outside the
// keyboard arrives as a typed message through one door: store commits
// (store.Watch, a command re-armed after each signal, which reloads the
// store in the background), the clock, and the answers of the queue
// service to decisions made here. The root model routes; each pane and
// dialog is a small type with its own keys and View.
//
// Dialogs (the pattern editor, the pager, a confirmation, a reason prompt,
// the filter line) share one small protocol and stand on one stack: the
// top dialog takes every key first and answers what the desk does next
// (close, say something, open another dialog over it, decide, write). The
// editor's "Write this rule?" is the desk's one confirmation, opened over
// the editor.
//
// View changes nothing: Update readies what it draws after each message
// (sizes, the rows and the card drawn, scrolls kept within their ends),
// and View only reads, so a frame drawn twice is the same frame.
//
// Update and View never call the queue service: every read and write
// (cards, the editor's recorded commands and its live preview, the final
// state of asks that left) runs in a command, off the event loop, for a
// store may keep a call waiting up to its lock timeout, and in protected
// mode every call crosses the broker's socket. Cards load within a
// budget: an ask whose command is past the reader's limit is drawn from
// its record (its rule and reason), its command a window at a time, and
// no recorded evaluation over 1 MiB is decoded.
//
// # Untrusted text
//
// Commands, agent names, jobs, reasons and paths are drawn only through
// cards.SafeLine, cards.SafeLineMiddle, cards.SafeQuoted, cards.SafeBlock
// and cards.LineIndex: escape sequences,
// controls, bidi overrides and invisible characters show as visible
// escapes, and so does a letter that looks like an ASCII one in a word
// that could pass for ASCII (ex\u0430mple.com); long text says how much
// it hides, and a megabyte command costs only the lines on screen. Where
// an agent's words stand among the desk's own (the card's agent, job,
// node, harness and cwd; a decision's reason on the status line) they are
// in quotes they cannot close («ci», a quote mark inside escaped), cut in
// the middle so that both ends of a long path show. No line of a pane is
// cut without an ellipsis. A store deleted under the desk is said to be
// gone, with the asks that left with it (their agents are refused).
package tui
