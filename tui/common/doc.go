// Package common holds what every part of the desk shares: the [Common]
// context (styles, keys, size, the queue service, the operator, the clock)
// handed down from the root model instead of package globals, the key maps
// declared once as key.Bindings (their ShortHelp and FullHelp feed the
// footer and the help view), and the line helpers that lay panes out cell
// by cell.
package common
