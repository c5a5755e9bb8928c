package tui

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// A status that speaks of a command ("approved ask 12 once (…)", the
// undo countdown "approving ask 12 once (…) · u undoes · 2s") is drawn on
// one line when the command fits there whole. When it does not, it takes
// two (the footer's line too, until the next key, as a long status of
// plain words does; then the footer's keys, the ways out among them, come
// back, and the status goes back to one line): the first says which ask and what happened, and the undo
// key and its seconds, which no command pushes off the line; the second
// is the command, cut in the middle to the whole width, and, when another
// ask waiting has a command that reads the same so cut, cut around where
// the two differ, as the rows are (findLookAlikes): at 80 columns,
// `terraform destroy -target=module.m5 …` and `… module.m6 …` never read
// the same there.

// statusCmdIndent is the indent of a status's command on its own line.
const statusCmdIndent = "   "

// lookAlikeAt is one more than the byte where cmd first differs from the
// waiting command nearest to it (the longest shared start) among asks
// whose commands differ from it, 0 when none shares more than a word's
// start. It is read once, when the status is set, never per frame.
func lookAlikeAt(cmd string, asks []store.Ask) int {
	// a difference past this shows only in the middle cut's end: read no
	// further (commands a megabyte long, alike to the last byte, cost
	// what short ones do)
	const most = 4096
	head := cmd[:min(len(cmd), most)]
	near := -1
	for i := range asks {
		o := asks[i].Command
		if len(o) == 0 || o[0] != cmd[0] || o == cmd {
			continue
		}
		near = max(near, safetext.CommonPrefix(head, o[:min(len(o), most)]))
	}
	if near < 0 {
		return 0
	}
	return near + 1
}

// lookAlikeOf is lookAlikeAt for a status's command: "" has none.
func (m *Model) lookAlikeOf(cmd string) int {
	if cmd == "" {
		return 0
	}
	return lookAlikeAt(cmd, m.list.all)
}

// fitsWhole reports whether text (a status, its command in parentheses
// and what comes after) fits in room cells as the safe display draws it.
func fitsWhole(text, cmd, after string, room int, st cards.Styles) bool {
	if len(cmd) > 8*room+64 {
		return false // read no more of a long command than could show
	}
	whole := text + " (" + cmd + ")" + after
	return common.Width(cards.SafeLine(whole, room+1, st))+blanksExtra(cmd) <= room
}

// commandLine draws a status's command on its own line, w cells wide:
// cut in the middle, or around diffAt-1 where it differs from a
// look-alike (commandAround).
func commandLine(cmd string, diffAt, w int, st cards.Styles) string {
	room := max(w-common.Width(statusCmdIndent)-1, 1)
	a := &store.Ask{Command: cmd}
	line := commandCell(a, room, st)
	if diffAt > 0 && !plainFits(cmd, room) {
		line = commandThrough(cmd, room, diffAt-1, st)
	}
	return statusCmdIndent + line
}

// statusTailLeast is the fewest cells commandThrough leaves for the end
// of the command.
const statusTailLeast = 16

// commandThrough draws cmd in w cells so that its start runs past byte p,
// where it differs from a look-alike (to the end of that word, a few
// bytes on at most), and the rest is cut in the middle: the start, the
// part that tells the two apart, and the end all show. When the start
// through p does not leave the end its room, it is cut around p as a
// row is (commandAround).
func commandThrough(cmd string, w, p int, st cards.Styles) string {
	end := min(p+1, len(cmd))
	for end < len(cmd) && end-p < 12 && cmd[end] != ' ' {
		end++
	}
	for end < len(cmd) && !utf8.RuneStart(cmd[end]) {
		end++
	}
	headW := common.Width(cards.SafeLine(cmd[:end], w+1, st))
	if end >= len(cmd) || headW+statusTailLeast > w {
		return commandAround(&store.Ask{Command: cmd}, w, p, st)
	}
	return cards.SafeLine(cmd[:end], headW, st) + cards.SafeLineMiddle(cmd[end:], w-headW, st)
}

// statusTwo is the status on two lines when it carries a command that
// does not fit whole on one (see above), or is plain words too long for
// one (statusWrapped), until the next key; nil when one line holds it.
func (m *Model) statusTwo() []string {
	if m.loadErr != nil {
		return nil
	}
	st := m.c.Styles
	w := m.c.Width
	if d := m.holds.last(); d != nil {
		text, cmd := heldParts(d)
		more, tail := m.undoTail(d)
		aside := ""
		if a := m.aside; a.text != "" && m.c.Now().Sub(a.at) <= statusKeep {
			aside = m.c.Marks.Dot + m.statusMark(a.kind) + a.flat(m.c.Marks)
		}
		room := max(w-3, 1)
		if cmd == "" || d.keyN != m.keyN {
			return m.asideLine(d, aside, room)
		}
		if fitsWhole(text, cmd, more, room-common.Width(tail), st) {
			// the countdown and its command hold one line: a notice
			// beside them that does not fit takes the next (rt39k: "…
			// · 2s · ! ask 2 denied b…")
			return m.asideLine(d, aside, room)
		}
		head := cards.WordsLine(text+more, max(room-common.Width(tail), 1), st) + tail
		if rest := room - common.Width(head); aside != "" && rest > 0 {
			head += wordCut(aside, rest, st)
		}
		return []string{" " + st.Ask.Render(st.Glyphs.Unreadable+" ") + head, commandLine(cmd, d.diffAt, w, st)}
	}
	s := m.status
	if s.keyN != m.keyN {
		return nil
	}
	if s.cmd == "" {
		return m.statusWrapped()
	}
	if !s.shownAt(m.c.Now()) {
		return nil
	}
	mark := m.statusMark(s.kind)
	room := m.statusRoom(s.kind)
	if fitsWhole(s.text, s.cmd, s.after, room, st) {
		return nil
	}
	return []string{" " + m.statusStyle(s.kind).Render(mark) + cards.WordsLine(s.text+s.after, room, st),
		commandLine(s.cmd, s.diffAt, w, st)}
}

// asideLine is the undo line over a line of its own for what came aside
// (a key's answer while a decision is held), when the two do not share
// one line: the answer is read whole, not cut at the end of the
// countdown (desk9e); nil when they share one, or nothing came aside.
func (m *Model) asideLine(d *held, aside string, room int) []string {
	base := m.undoLine(d, status{})
	if aside == "" || common.Width(base)+common.Width(aside) <= room+2 {
		return nil
	}
	st := m.c.Styles
	a := m.aside
	mark := m.statusMark(a.kind)
	return []string{base, " " + m.statusStyle(a.kind).Render(mark) +
		wordCut(a.flat(m.c.Marks), max(room+2-common.Width(mark), 1), st)}
}

// undoTail is what the undo line says after a held decision's words:
// how many more are held (" (and 2 more)"), and the key that takes it
// back with the seconds left.
func (m *Model) undoTail(d *held) (more, tail string) {
	if others := m.holds.count() - 1; others > 0 {
		more = fmt.Sprintf(" (and %d more)", others)
	}
	left := m.holds.left(d, m.c.Now())
	secs := max(int((left+time.Second-1)/time.Second), 0)
	tail = fmt.Sprintf("%s%s undoes%s%ds", m.c.Marks.Dot, m.c.Keys.Decide.Undo.Help().Key, m.c.Marks.Dot, secs)
	switch {
	case d.cut:
		tail += " (cut short: it expires soon)"
	case m.holds.isPaused() && !d.due.IsZero() && d.due.Sub(m.c.Now()) < time.Minute:
		tail += fmt.Sprintf(" (paused; sent at %s: it expires)", clockTime(d.due, m.c.Now()))
	case m.holds.isPaused():
		tail += " (paused)"
	}
	return more, tail
}

// wordCut draws the desk's words s in at most w cells: whole where they
// fit, else cut after the last word that fits, ending in the ellipsis, so
// that no word is cut in its middle ("«not on a fr…" read as another
// reason); the @ log holds them whole.
func wordCut(s string, w int, st cards.Styles) string {
	if common.Width(cards.WordsLine(s, w+1, st)) <= w {
		return cards.WordsLine(s, w, st)
	}
	lines := cards.SafeProse(s, max(w-1, 1), 2, st)
	if len(lines) == 0 || common.Width(lines[0])+1 > w {
		return cards.WordsLine(s, w, st)
	}
	return strings.TrimRight(lines[0], " ") + st.Muted.Render("…")
}
