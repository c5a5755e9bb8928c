package common

import "charm.land/bubbles/v2/key"

// EditorKeys drive the pattern editor. In a text field (the reason, a
// glob, a date) letters are typed, and only Next, Prev, Write, Cancel
// and Egress act; elsewhere every printable key but space starts the
// reason: the pattern and the choices move with arrows and ctrl+t only,
// and no letter is a key anywhere in the editor. Write goes to the reason
// while it is empty.
type EditorKeys struct {
	// Prev and Next move between the editor's fields.
	Prev, Next key.Binding
	// Left and Right move between the pattern's words, or through a
	// field's choices.
	Left, Right key.Binding
	// Widen and Narrow move the word under the cursor one rung along its
	// ladder (literal → glob → class → * → **), that word alone.
	Widen, Narrow key.Binding
	// Tail makes every word from the cursor on ** (and back).
	Tail key.Binding
	// Toggle flips a switch (shadow mode, the workdir scope).
	Toggle key.Binding
	// Write asks to write the rule (a confirmation follows); Cancel leaves.
	Write, Cancel key.Binding
	// Egress offers to add (or, under four eyes, propose adding) the host
	// a download rail refuses to the egress list, while the offer stands.
	// A control key, as Tail is, and not a letter: it acts in every field,
	// the reason too, and a reason typed at once never opens it (a letter
	// key there was typed in one field and acted in another, desk9e).
	Egress key.Binding
}

func newEditorKeys(a arrows) EditorKeys {
	return EditorKeys{
		Prev: bind([]string{"shift+tab"}, "shift+tab", "previous field"),
		Next: bind([]string{"tab"}, "tab", "next field"),
		// No printable key changes the pattern or a choice: outside a
		// text field every letter starts the reason, so a reason typed
		// at once ("known branch", "temp files") never widens the
		// pattern (rt14k #6).
		Left:   bind([]string{"left"}, a.left, "previous"),
		Right:  bind([]string{"right"}, a.right, "next"),
		Widen:  bind([]string{"up"}, a.up, "widen"),
		Narrow: bind([]string{"down"}, a.down, "narrow"),
		Tail:   bind([]string{"ctrl+t"}, "ctrl+t", "** from here"),
		Toggle: bind([]string{"space"}, "space", "toggle"),
		Write:  bind([]string{"enter"}, "enter", "write rule"+a.more),
		Cancel: bind([]string{"esc"}, "esc", "cancel"),
		// ctrl+o: the text fields leave it free (bubbles' textinput
		// binds ctrl+a/b/d/e/f/h/k/u/v/w/n/p), and no terminal or tmux
		// takes it in raw mode
		Egress: bind([]string{"ctrl+o"}, "ctrl+o", "add to egress list"+a.more),
	}
}

// ShortHelp is the editor's footer; the keys of the focused field are
// shown beside it (see [EditorKeys.PatternHelp], [EditorKeys.ChoiceHelp]).
func (k EditorKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Prev, k.Write, k.Cancel}
}

// TextHelp is the editor's footer in a text field.
func (k EditorKeys) TextHelp() []key.Binding { return k.ShortHelp() }

// PatternHelp are the keys of the pattern field.
func (k EditorKeys) PatternHelp() []key.Binding {
	return []key.Binding{k.Widen, k.Narrow, k.Left, k.Right, k.Tail}
}

// ChoiceHelp are the keys of a field of choices or a switch.
func (k EditorKeys) ChoiceHelp() []key.Binding {
	return []key.Binding{k.Left, k.Right, k.Toggle}
}

// FullHelp lists every editor key.
func (k EditorKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Left, k.Right, k.Widen, k.Narrow, k.Tail}, {k.Next, k.Prev, k.Toggle, k.Write, k.Cancel}, {k.Egress}}
}
