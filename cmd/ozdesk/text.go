package main

import (
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
)

// printJSON writes v as indented JSON, HTML characters as they are.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return withCode(exitInternal, fmt.Errorf("write JSON: %w", err), "")
	}
	return nil
}

// printJSONLine writes v as one line of JSON (for streams: audit --follow).
func printJSONLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return withCode(exitInternal, fmt.Errorf("write JSON: %w", err), "")
	}
	return nil
}

// clip escapes untrusted text for one line of a listing, showing at most
// about max bytes of it and saying how much is left out.
func clip(s string, max int) string {
	if len(s) <= max {
		return cards.Escape(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return cards.Escape(s[:cut]) + "… +" + cards.FormatBytes(len(s)-cut)
}
