package tui

import "time"

// A status line lasts until the next one (rt35k L15, L19: a setting
// loosened from another shell, or asks refused over the pending cap,
// were said once and gone at the next key). The desk keeps the last
// status messages, with their times, for the message log (@).

// statusLogMax is how many status messages the log keeps.
const statusLogMax = 50

// saidLine is one status message as the log lists it: when it was said,
// its kind, and its words (untrusted text in them already escaped).
type saidLine struct {
	at   time.Time
	kind statusKind
	text string
	// times counts the same words said again in a row.
	times int
}

// statusLog keeps the last statusLogMax status messages, the oldest
// first.
type statusLog struct {
	lines []saidLine
}

// add keeps text, said at at; the same words said again in a row count
// once more, at the later time (a key pressed while held says so each
// time).
func (l *statusLog) add(at time.Time, kind statusKind, text string) {
	if text == "" {
		return
	}
	if n := len(l.lines); n > 0 && l.lines[n-1].text == text && l.lines[n-1].kind == kind {
		l.lines[n-1].at = at
		l.lines[n-1].times++
		return
	}
	if len(l.lines) == statusLogMax {
		l.lines = append(l.lines[:0], l.lines[1:]...)
	}
	l.lines = append(l.lines, saidLine{at: at, kind: kind, text: text, times: 1})
}

// dropReach is how many of the newest lines drop looks through.
const dropReach = 8

// drop takes out the newest of the last dropReach lines that says text
// (nothing for "", or none saying it): a later status tells the same
// event in full (status.tells).
func (l *statusLog) drop(text string) {
	if text == "" {
		return
	}
	for i := len(l.lines) - 1; i >= max(len(l.lines)-dropReach, 0); i-- {
		if l.lines[i].text == text {
			l.lines = append(l.lines[:i], l.lines[i+1:]...)
			return
		}
	}
}
