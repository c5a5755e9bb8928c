package cards

// CommandWhole reports whether the card of c, drawn width cells wide,
// shows its whole command: false when its command section ends in a
// note of what is "more not shown" (too many lines for
// [Card.CommandLines]), or the card is too narrow to show any of it.
// It lays out only the lines the card would show.
func CommandWhole(c Card, width int, st Styles) bool {
	if width < MinWidth {
		return false
	}
	d := newDrawing(c.Command, c.report(), width, st)
	if d.cmd.Source == "" {
		return true
	}
	lines := c.CommandLines
	if lines <= 0 {
		lines = DefaultCommandLines
	}
	_, next := d.newCommandView().window(0, lines)
	return next >= len(d.cmd.Source)
}
