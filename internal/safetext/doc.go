// Package safetext is the desk's safe display of untrusted text, and
// nothing else: [Sanitize], [SanitizeLines] and [Escape] turn a command,
// an agent's name, a reason or a path into text that is safe to write to a
// terminal, [EscapeJSON] does the same for JSON, and [FormatBytes] and
// [Stamp] write sizes and times as every ozdesk screen does. The cards
// package draws with it and documents the notation (its "Safe display of
// untrusted text").
//
// It is a leaf apart from cards so that the harnesses' adapters, which
// print only escaped text, link no terminal styling: lipgloss's and
// charm's ansi packages build tables in their initialisers, which every
// hook process would run. Widths are measured as those packages measure
// them, from the libraries they measure with (width.go), but for
// go-runewidth's, whose initialisers build tables: its width of a code
// point is displaywidth's with a table of where the two differ, held to
// go-runewidth's by a test.
package safetext
