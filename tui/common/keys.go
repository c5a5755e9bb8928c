package common

import (
	"strings"

	"charm.land/bubbles/v2/key"
)

// Keys are every key the desk answers, declared once. Update functions
// match these bindings, and the footer and the help view are built from
// their ShortHelp and FullHelp, so what the screen says is what the keys
// do.
type Keys struct {
	// Global work outside dialogs and text fields; List move through a
	// list; Decide decide the selected ask; Card scroll a focused card;
	// Filter, Prompt and Confirm answer the filter line, a reason prompt
	// and a confirmation; Editor drive the pattern editor; Rules and Audit
	// act in their views; Detail in the detail of a rule or an entry.
	Global  GlobalKeys
	List    ListKeys
	Decide  DecideKeys
	Card    CardKeys
	Filter  FilterKeys
	Prompt  PromptKeys
	Confirm ConfirmKeys
	Editor  EditorKeys
	Rules   RulesKeys
	Audit   AuditKeys
	// Nodes act in the nodes view (a fleet's desk only).
	Nodes NodesKeys
	// Detail scroll and close the detail of a rule or an audit entry.
	Detail DetailKeys
	// QuitHeld answer the question q asks while decisions wait out
	// their undo window.
	QuitHeld QuitHeldKeys
	// Move place a rule picked up in the rules view (Rules.Move).
	Move MoveKeys
}

// NewKeys returns the desk's key maps; ascii names the arrow keys in
// words (for a terminal without Unicode).
func NewKeys(ascii bool) *Keys {
	a := arrowNames(ascii)
	return &Keys{
		Global:  newGlobalKeys(),
		List:    newListKeys(a),
		Decide:  newDecideKeys(a),
		Card:    newCardKeys(a),
		Filter:  newFilterKeys(),
		Prompt:  newPromptKeys(),
		Confirm: newConfirmKeys(a),
		Editor:  newEditorKeys(a),
		Rules:   newRulesKeys(),
		Audit:   newAuditKeys(),
		Nodes:   newNodesKeys(),
		Detail:  newDetailKeys(a),
		Move:    newMoveKeys(a),
		QuitHeld: QuitHeldKeys{
			Send: bind([]string{"s", "ctrl+c"}, "s", "send it now and quit"),
			Back: bind([]string{"u"}, "u", "take it back and quit"),
			Stay: bind([]string{"esc", "n"}, "esc", "stay"),
			Quit: bind([]string{"enter", "s", "u", "q", "ctrl+c"}, "enter", "quit (nothing held any more)"),
		},
	}
}

// QuitHeldKeys answer "Quit?" while decisions wait out their undo window:
// Send sends them and quits (ctrl+c again does too, so two ctrl+c always
// leave), Back takes them back and quits, Stay stays. Once nothing is
// held any more (decided elsewhere, sent before its ask expired), Quit
// quits: enter, and the keys that would have sent or taken back.
type QuitHeldKeys struct {
	Send, Back, Stay, Quit key.Binding
}

// FullHelp lists the keys that answer the quit question.
func (k QuitHeldKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Send, k.Back, k.Stay, k.Quit}}
}

// arrows are how help text names the arrow keys, and the ellipsis that
// marks an action that opens a dialog.
type arrows struct{ up, down, left, right, more string }

func arrowNames(ascii bool) arrows {
	if ascii {
		return arrows{"up", "down", "left", "right", "..."}
	}
	return arrows{"↑", "↓", "←", "→", "…"}
}

func bind(keys []string, help, desc string) key.Binding {
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
}

// GlobalKeys work everywhere outside a dialog or a text field.
type GlobalKeys struct {
	// Queue, Rules and Audit switch views, and Nodes (enabled on a
	// fleet's desk only: see [Keys.SetFleet]); Help shows every key;
	// Quit leaves the desk.
	Queue, Rules, Audit, Nodes, Help, Quit key.Binding
	// Messages opens the log of the last status messages, with their
	// times (@, lazygit's key for its command log); Dismiss takes the
	// warnings that stay under the header (a setting loosened
	// elsewhere, asks refused over the pending cap) away, read.
	Messages, Dismiss key.Binding
	// Redraw (ctrl+l, as in vim, less and shells) clears the terminal
	// and draws the whole desk again, from anywhere, a dialog open or
	// not: the desk draws only the cells it changed, so text another
	// process wrote onto its terminal stays until something covers it
	// (rt48k F-tty-paint).
	Redraw key.Binding
}

func newGlobalKeys() GlobalKeys {
	return GlobalKeys{
		Queue: bind([]string{"1"}, "1", "queue"),
		Rules: bind([]string{"2"}, "2", "rules"),
		Audit: bind([]string{"3"}, "3", "audit"),
		Nodes: key.NewBinding(key.WithKeys("4"), key.WithHelp("4", "nodes"), key.WithDisabled()),
		Help:  bind([]string{"?"}, "?", "help"),
		Quit:  bind([]string{"q", "ctrl+c"}, "q", "quit"),

		Messages: bind([]string{"@"}, "@", "messages"),
		Dismiss:  bind([]string{"!"}, "!", "dismiss warnings"),
		Redraw:   bind([]string{"ctrl+l"}, "ctrl+l", "redraw"),
	}
}

// ShortHelp is the global part of the footer.
func (k GlobalKeys) ShortHelp() []key.Binding { return []key.Binding{k.Help, k.Quit} }

// FullHelp lists every global key. The views' keys say what they do
// ("2 shows the rules": "2 rules" read as a count, rt13k), and the help
// names both of Quit's keys, ctrl+c too, which the footer leaves out for
// room.
func (k GlobalKeys) FullHelp() [][]key.Binding {
	show := func(b key.Binding, desc string) key.Binding { return relabel(b, b.Help().Key, desc) }
	return [][]key.Binding{
		{show(k.Queue, "shows the queue"), show(k.Rules, "shows the rules"), show(k.Audit, "shows the audit trail"), show(k.Nodes, "shows the nodes")},
		{k.Help, relabel(k.Quit, strings.Join(k.Quit.Keys(), "/"), k.Quit.Help().Desc)},
		{show(k.Messages, "the last status messages, with their times"), show(k.Dismiss, "dismisses the warnings under the header")},
		{show(k.Redraw, "clears the terminal and draws the whole desk again (text written onto it goes)")},
	}
}

// IsView reports whether b is one of the keys that switch views: the
// footer writes them as the tab bar does, "[2] rules".
func (k GlobalKeys) IsView(b key.Binding) bool {
	h := b.Help().Key
	for _, v := range []key.Binding{k.Queue, k.Rules, k.Audit, k.Nodes} {
		if h == v.Help().Key && b.Help().Desc == v.Help().Desc {
			return true
		}
	}
	return false
}

// relabel is b with other help text, enabled as b is.
func relabel(b key.Binding, keyText, desc string) key.Binding {
	n := key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(keyText, desc))
	n.SetEnabled(b.Enabled())
	return n
}

// ListKeys move through a list: the queue, the rules, the audit trail.
type ListKeys struct {
	// Motion moves the selection.
	Motion
	// Filter opens the filter line, Back clears it; Open and Focus
	// focus the card; Sort cycles the queue's order (age, agent, node,
	// rule).
	Filter, Open, Focus, Back, Sort key.Binding
}

func newListKeys(a arrows) ListKeys {
	return ListKeys{
		Motion: Motion{
			Up:       bind([]string{"k", "up"}, "k/"+a.up, "up"),
			Down:     bind([]string{"j", "down"}, "j/"+a.down, "down"),
			Top:      bind([]string{"g", "home"}, "g", "top"),
			Bottom:   bind([]string{"G", "end"}, "G", "bottom"),
			PageUp:   bind([]string{"pgup", "ctrl+b"}, "pgup", "page up"),
			PageDown: bind([]string{"pgdown", "ctrl+f"}, "pgdn", "page down"),
			HalfUp:   bind([]string{"ctrl+u"}, "ctrl+u", "half page up"),
			HalfDown: bind([]string{"ctrl+d"}, "ctrl+d", "half page down"),
		},
		Filter: bind([]string{"/"}, "/", "filter"),
		Open:   bind([]string{"enter"}, "enter", "card"),
		Focus:  bind([]string{"tab"}, "tab", "focus card"),
		// in the queue, esc clears the marks when no filter is set:
		// the help says so (see QueueBack)
		Back: bind([]string{"esc"}, "esc", "clear filter"),
		Sort: bind([]string{"s"}, "s", "sort/group"),
	}
}

// QueueBack is Back as the queue answers it: the filter, else the marks
// (rt14k #11: the help said only "clear filter").
func (k ListKeys) QueueBack() key.Binding {
	return relabel(k.Back, k.Back.Help().Key, "clear filter, else marks")
}

// ShortHelp is the list's part of the footer.
func (k ListKeys) ShortHelp() []key.Binding {
	// the filter first: at 80 columns it is the one after the decision
	// keys that fits (fx28k #6)
	return []key.Binding{k.Filter, k.Open, k.Sort, k.Focus}
}

// FullHelp lists every list key.
func (k ListKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Top, k.Bottom}, {k.HalfDown, k.HalfUp, k.PageDown, k.PageUp},
		{k.Open, k.Focus, k.Filter, k.Back, k.Sort}}
}

// DecideKeys decide the selected ask (or the marked ones), from the queue
// or its card.
type DecideKeys struct {
	// Approve and Deny decide once (Deny with an optional reason),
	// ApproveWhy approves once with a reason; AlwaysAllow and AlwaysRefuse
	// open the pattern editor.
	Approve, ApproveWhy, Deny, AlwaysAllow, AlwaysRefuse key.Binding
	// Mark marks an ask for a bulk decision (Approve, ApproveWhy and Deny
	// then decide every marked ask); Undo takes back an approval or a
	// rule while it waits out its undo window: the one held for the
	// selected row, else the newest (a deny is never held). MarkAll
	// marks every ask the queue shows (its filter's), or unmarks them
	// when all are marked; MarkRange marks from the last ask marked to
	// the cursor (rt20k #8, as k9s's and lazygit's range marks).
	Mark, MarkAll, MarkRange, Undo key.Binding
}

func newDecideKeys(a arrows) DecideKeys {
	return DecideKeys{
		Approve:      bind([]string{"a"}, "a", "approve"),
		ApproveWhy:   bind([]string{"r"}, "r", "approve with a reason"+a.more),
		Deny:         bind([]string{"d"}, "d", "deny"),
		AlwaysAllow:  bind([]string{"A"}, "A", "always allow"+a.more),
		AlwaysRefuse: bind([]string{"D"}, "D", "always refuse"+a.more),
		// space marks (or unmarks) and moves to the next ask
		Mark:      bind([]string{"space"}, "space", "mark/unmark, next"),
		MarkAll:   bind([]string{"ctrl+a"}, "ctrl+a", "mark all shown/unmark"),
		MarkRange: bind([]string{"V"}, "V", "mark last mark to here"),
		// what u takes back, said whole in the help (the footer
		// names the one it would take now: see Model.undoKeyNow)
		Undo: bind([]string{"u"}, "u", "undo the approval or rule held for this row, else the newest held (a deny goes at once)"),
	}
}

// ShortHelp is the decision part of the footer.
func (k DecideKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Approve, k.Deny, k.AlwaysAllow, k.AlwaysRefuse}
}

// FullHelp lists the decision keys.
func (k DecideKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{k.ShortHelp(), {k.ApproveWhy, k.Mark, k.MarkAll, k.MarkRange, k.Undo}}
}

// CardKeys scroll a focused card.
type CardKeys struct {
	// Motion scrolls; Back and Focus return to the queue.
	Motion
	Back, Focus key.Binding
	// Whole shows the whole command, however long, in a pager.
	Whole key.Binding
}

// scrollMotion is the motion of a pane that scrolls text: the card and
// the detail views.
func scrollMotion(a arrows) Motion {
	return Motion{
		Up:       bind([]string{"k", "up"}, "k/"+a.up, "scroll up"),
		Down:     bind([]string{"j", "down"}, "j/"+a.down, "scroll down"),
		Top:      bind([]string{"g", "home"}, "g", "top"),
		Bottom:   bind([]string{"G", "end"}, "G", "bottom"),
		PageUp:   bind([]string{"pgup", "ctrl+b"}, "pgup", "page up"),
		PageDown: bind([]string{"pgdown", "ctrl+f"}, "pgdn", "page down"),
		HalfUp:   bind([]string{"ctrl+u"}, "ctrl+u", "half page up"),
		HalfDown: bind([]string{"ctrl+d"}, "ctrl+d", "half page down"),
	}
}

func newCardKeys(a arrows) CardKeys {
	return CardKeys{
		Motion: scrollMotion(a),
		Back:   bind([]string{"esc"}, "esc", "back to queue"),
		Focus:  bind([]string{"tab"}, "tab", "focus queue"),
		Whole:  bind([]string{"v"}, "v", "whole command"),
	}
}

// ShortHelp is the card's part of the footer.
func (k CardKeys) ShortHelp() []key.Binding { return []key.Binding{k.Back, k.Whole, k.Focus} }

// FullHelp lists every card key.
func (k CardKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Top, k.Bottom}, {k.HalfDown, k.HalfUp, k.PageDown, k.PageUp},
		{k.Whole, k.Focus, k.Back}}
}

// FilterKeys close the filter line.
type FilterKeys struct {
	// Apply keeps the filter and closes the line; Clear drops it.
	Apply, Clear key.Binding
	// Node is not a key but a word of the queue's filter, node:NAME,
	// which keeps one node's asks: bound to a key no press sends, it is
	// listed so that the queue's filter line and the help say it.
	Node key.Binding
}

func newFilterKeys() FilterKeys {
	return FilterKeys{
		Apply: bind([]string{"enter"}, "enter", "keep filter"),
		Clear: bind([]string{"esc"}, "esc", "clear filter"),
		Node:  bind([]string{"node:"}, "node:NAME", "one node's asks"),
	}
}

// ShortHelp is the filter line's footer.
func (k FilterKeys) ShortHelp() []key.Binding { return []key.Binding{k.Apply, k.Clear} }

// FullHelp lists the filter keys.
func (k FilterKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// PromptKeys answer a one-line prompt (the reason of a decision).
type PromptKeys struct {
	// Submit answers the prompt; Cancel closes it, changing nothing.
	Submit, Cancel key.Binding
}

func newPromptKeys() PromptKeys {
	return PromptKeys{
		// the help's words; each prompt says its own verb in its
		// footer ("enter deny"): side by side with the confirmation's
		// "enter choose", "enter deny" read as a second meaning (rt14k #11)
		Submit: bind([]string{"enter"}, "enter", "decide, in a reason prompt"),
		Cancel: bind([]string{"esc"}, "esc", "cancel"),
	}
}

// ShortHelp is the prompt's footer.
func (k PromptKeys) ShortHelp() []key.Binding { return []key.Binding{k.Submit, k.Cancel} }

// FullHelp lists the prompt keys.
func (k PromptKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// MoveKeys place a rule picked up in the rules view: Up and Down move it
// a place in the order (on screen only), Place asks to move it there,
// Cancel leaves it where it was.
type MoveKeys struct {
	Up, Down, Place, Cancel key.Binding
}

func newMoveKeys(a arrows) MoveKeys {
	return MoveKeys{
		Up:     bind([]string{"k", "up", "K"}, "k/"+a.up, "place it higher"),
		Down:   bind([]string{"j", "down", "J"}, "j/"+a.down, "place it lower"),
		Place:  bind([]string{"enter", "m"}, "enter", "move it here…"),
		Cancel: bind([]string{"esc"}, "esc", "leave it"),
	}
}

// ShortHelp is the footer while a rule is being placed.
func (k MoveKeys) ShortHelp() []key.Binding { return []key.Binding{k.Up, k.Down, k.Place, k.Cancel} }

// FullHelp lists the keys that place a rule.
func (k MoveKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// ConfirmKeys answer a confirmation, whose focus starts on the safe choice.
type ConfirmKeys struct {
	// Switch moves between Cancel and the action; Choose takes the focused
	// one; Cancel closes the dialog, changing nothing. Scroll moves a
	// confirmation's list that holds more than it shows (the asks of a
	// bulk decision): a line, or a page with pgup and pgdown.
	Switch, Choose, Cancel, Scroll key.Binding
}

func newConfirmKeys(a arrows) ConfirmKeys {
	return ConfirmKeys{
		Switch: bind([]string{"left", "right", "h", "l", "tab", "shift+tab"}, a.left+"/"+a.right, "switch"),
		Choose: bind([]string{"enter"}, "enter", "choose"),
		Cancel: bind([]string{"esc"}, "esc", "cancel"),
		Scroll: bind([]string{"up", "down", "k", "j", "pgup", "pgdown"}, a.up+"/"+a.down, "scroll"),
	}
}

// ShortHelp is the confirmation's footer.
func (k ConfirmKeys) ShortHelp() []key.Binding { return []key.Binding{k.Switch, k.Choose, k.Cancel} }

// FullHelp lists the confirmation keys.
func (k ConfirmKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{append(k.ShortHelp(), k.Scroll)}
}

// RulesKeys act on the selected row in the rules view: a rule, or a
// proposal four eyes holds.
type RulesKeys struct {
	// Open shows the selected rule whole: its pattern, reason, scope,
	// end, hits and history. Approve approves a proposed rule or a
	// proposal (as a second operator); Retire takes a rule out of the
	// policy (under four eyes, proposes it, for an ask or refuse in
	// force), or withdraws a proposal. Move picks the selected rule up
	// to place it elsewhere in the order ([MoveKeys]).
	Open, Approve, Retire, Move key.Binding
}

func newRulesKeys() RulesKeys {
	return RulesKeys{
		Open:    bind([]string{"enter"}, "enter", "rule details"),
		Approve: bind([]string{"y"}, "y", "approve proposed"),
		Retire:  bind([]string{"x"}, "x", "retire/withdraw"),
		Move:    bind([]string{"m"}, "m", "move rule"),
	}
}

// ShortHelp is the rules view's part of the footer.
func (k RulesKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Open, k.Approve, k.Retire, k.Move}
}

// FullHelp lists the rules keys.
func (k RulesKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// AuditKeys act in the audit view.
type AuditKeys struct {
	// Open shows the selected entry whole, with its link in the hash
	// chain; Follow jumps to the newest entry and follows new ones.
	Open, Follow key.Binding
}

func newAuditKeys() AuditKeys {
	return AuditKeys{
		Open:   bind([]string{"enter"}, "enter", "entry details"),
		Follow: bind([]string{"f"}, "f", "follow new entries"),
	}
}

// ShortHelp is the audit view's part of the footer.
func (k AuditKeys) ShortHelp() []key.Binding { return []key.Binding{k.Open, k.Follow} }

// FullHelp lists the audit keys.
func (k AuditKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// NodesKeys act in the nodes view: a fleet's brokers.
type NodesKeys struct {
	// Asks shows the selected node's asks (the queue, filtered to it).
	Asks key.Binding
}

func newNodesKeys() NodesKeys {
	return NodesKeys{
		Asks: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "its asks"), key.WithDisabled()),
	}
}

// ShortHelp is the nodes view's part of the footer.
func (k NodesKeys) ShortHelp() []key.Binding { return []key.Binding{k.Asks} }

// FullHelp lists the nodes keys.
func (k NodesKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// SetFleet turns the keys of the nodes view on (a desk on a store a
// fleet shares) or off.
func (k *Keys) SetFleet(on bool) {
	k.Global.Nodes.SetEnabled(on)
	k.Nodes.Asks.SetEnabled(on)
}

// DetailKeys scroll and close the detail of a rule or an audit entry.
type DetailKeys struct {
	// Motion scrolls; Close returns to the list.
	Motion
	Close key.Binding
}

func newDetailKeys(a arrows) DetailKeys {
	return DetailKeys{
		Motion: scrollMotion(a),
		Close:  bind([]string{"esc"}, "esc", "close"),
	}
}

// ShortHelp is a detail's footer, before the keys of what it shows.
func (k DetailKeys) ShortHelp() []key.Binding { return []key.Binding{k.Close, k.Down, k.Up} }

// FullHelp lists the detail keys.
func (k DetailKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Close}, {k.Down, k.Up, k.Top, k.Bottom}, {k.HalfDown, k.HalfUp, k.PageDown, k.PageUp}}
}

// Limit switches off the keys of what the operator may not do: deciding
// asks (decide false), writing rules and approving proposals (write
// false). A switched-off key matches nothing and leaves the footer and
// the help view; the queue service refuses those calls anyway.
func (k *Keys) Limit(decide, write bool) {
	for _, b := range []*key.Binding{&k.Decide.Approve, &k.Decide.ApproveWhy, &k.Decide.Deny, &k.Decide.Mark, &k.Decide.MarkAll, &k.Decide.MarkRange, &k.Decide.Undo} {
		b.SetEnabled(decide)
	}
	for _, b := range []*key.Binding{&k.Decide.AlwaysAllow, &k.Decide.AlwaysRefuse, &k.Rules.Approve, &k.Rules.Retire, &k.Rules.Move} {
		b.SetEnabled(write)
	}
}

// MarkHelp are the marking keys as the queue's footer names them, short:
// space, ctrl+a and, once an ask is marked (a range starts at a mark), V.
func (k DecideKeys) MarkHelp(marked bool) []key.Binding {
	out := []key.Binding{relabel(k.Mark, k.Mark.Help().Key, "mark"), relabel(k.MarkAll, k.MarkAll.Help().Key, "all")}
	if marked {
		out = append(out, relabel(k.MarkRange, k.MarkRange.Help().Key, "range"))
	}
	return out
}
