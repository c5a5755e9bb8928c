// Package screenshots holds the desk's golden screens and the pictures the
// README shows.
//
// The golden screens are the desk rendered through a terminal emulator
// (github.com/charmbracelet/x/vt) at 80x24 and 120x40 after scripted
// keys, on the demo's data at a fixed clock: testdata/TestScreens/<scene>/
// holds what the terminal shows as text (text.golden) and with its styles
// (ansi.golden). Reviewing a change to the desk is reviewing the diff of
// these files. Regenerate them with
//
//	go test ./screenshots -update
//
// and the pictures (PNG, drawn cell by cell in Go Mono) from them with
//
//	go run ./screenshots/render
package screenshots
