package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// printJSON writes v as indented JSON, HTML characters as they are and
// invisible ones escaped (safetext.EscapeJSON).
func printJSON(w io.Writer, v any) error { return encodeJSON(w, v, "  ") }

// printJSONLine writes v as one line of JSON (for streams: audit --follow).
func printJSONLine(w io.Writer, v any) error { return encodeJSON(w, v, "") }

// encodeJSON writes v as JSON, indented by indent. The text an agent wrote
// is spelled so that it cannot drive the terminal or a log viewer it is
// printed to: controls, bidi controls and invisible characters become \u
// escapes, which decode to the same text (DESIGN.md "Safe display").
func encodeJSON(w io.Writer, v any, indent string) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", indent)
	if err := enc.Encode(v); err != nil {
		return withCode(exitInternal, fmt.Errorf("write JSON: %w", err), "")
	}
	if _, err := w.Write(safetext.EscapeJSON(b.Bytes())); err != nil {
		return withCode(exitInternal, fmt.Errorf("write JSON: %w", err), "")
	}
	return nil
}

// clip escapes untrusted text for one line of a listing, showing at most
// about max bytes of it: a longer text keeps its start and its last
// third with an ellipsis between them, as the desk's rows cut, so that
// texts that differ at their end read apart (rt28k #10: no "+N B").
func clip(s string, max int) string {
	if len(s) <= max {
		return safetext.Escape(s)
	}
	tailN := max / 3
	head := max - tailN - 1
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	tail := len(s) - tailN
	for tail < len(s) && !utf8.RuneStart(s[tail]) {
		tail++
	}
	return safetext.Escape(s[:head]) + "…" + safetext.Escape(s[tail:])
}
