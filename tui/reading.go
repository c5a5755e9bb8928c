package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
)

// The desk before its first read of the store: it draws at once, and
// says it is reading (or waiting for another process's lock on the
// store) rather than drawing an empty queue, an empty audit trail or
// no rules, which the store may well hold (rt42k F6).

// readingKeyWords is the status line of a key pressed before the first
// read: dropped, so that no key typed blind decides an ask that had not
// been drawn yet.
const readingKeyWords = "the store is not read yet: that key did nothing (q quits)"

// readingEvery is how often the desk looks, before its first read,
// whether the read waits for the store's lock.
const readingEvery = 100 * time.Millisecond

// openedMsg says the host's check of the store (Config.Open) is done.
type openedMsg struct{ err error }

// readingTickMsg asks the desk, before its first read, to look whether
// the read waits for the store's lock.
type readingTickMsg struct{}

// openStore runs the host's check of the store in the background.
func openStore(open func() error) tea.Cmd {
	return func() tea.Msg { return openedMsg{err: open()} }
}

// readingTick waits for the next look at the lock, when the desk runs on
// a real clock (tests send readingTickMsg themselves).
func readingTick(on bool) tea.Cmd {
	if !on {
		return nil
	}
	return tea.Tick(readingEvery, func(time.Time) tea.Msg { return readingTickMsg{} })
}

// lockWaiter is a queue service that can say whether it waits for the
// store's lock ([queue.Service.LockWaiting]); a broker's client cannot.
type lockWaiter interface{ LockWaiting() bool }

// lockWaiting reports whether svc waits for the store's lock. It reads a
// counter: no store I/O on the event loop.
func lockWaiting(svc any) bool {
	w, ok := svc.(lockWaiter)
	return ok && w.LockWaiting()
}

// readingView is the body before the first read.
func (m *Model) readingView() []string {
	st := m.c.Styles
	path := cards.SafeLine(m.storePath, max(m.c.Width-24, 1), st)
	switch {
	case m.loadErr != nil:
		return []string{"", " " + st.Refuse.Render("The store could not be read yet: ") + path,
			" " + st.Muted.Render("the line below says why; the desk reads it again when it changes (q quits)")}
	case m.lockWait:
		return []string{"", " " + st.Ask.Render("Waiting for the store's lock…"),
			" " + st.Muted.Render("another process holds ") + path + st.Muted.Render(" locked;"),
			" " + st.Muted.Render("the desk reads it the moment it is let go (q quits)")}
	}
	return []string{"", " " + st.Title.Render("Reading the store…"), " " + st.Muted.Render("at ") + path}
}

// switchView shows view v. Before the first read a view key is obeyed
// (the view opens once the store is read), so a status line that says an
// earlier key did nothing goes: it read as if this key did nothing too
// (rt43k F7).
func (m *Model) switchView(v view) {
	m.view = v
	if !m.read && m.status.text == readingKeyWords {
		m.status = status{}
	}
}
