package harness

import (
	"io"
	"strings"
	"testing"
	"time"
)

// TestReadOneJSONInputLeftOpen: a harness that writes one whole JSON value
// and keeps standard input open gets it read at once (the hook does not
// wait for the end of input); what came with it beyond white space is
// refused, as before.
func TestReadOneJSONInputLeftOpen(t *testing.T) {
	tests := []struct {
		name, in string
		wantErr  string // "" for none
	}{
		{name: "one object", in: `{"tool_name":"Bash"}`},
		{name: "one object and a newline", in: "{\"tool_name\":\"Bash\"}\n"},
		{name: "two objects together", in: `{"tool_name":"Bash"} {"tool_name":"Read"}`, wantErr: "more than one"},
		{name: "garbage together", in: `{"tool_name":"Bash"} x`, wantErr: "more than one"},
		{name: "a number", in: `42 `, wantErr: "not a JSON object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, w := io.Pipe()
			defer func() { _ = w.Close() }()
			go func() { _, _ = w.Write([]byte(tt.in)) }() // and never closed
			done := make(chan error, 1)
			go func() {
				var in ClaudeInput
				done <- readOneJSON(r, &in, "Claude Code")
			}()
			select {
			case err := <-done:
				switch {
				case tt.wantErr == "" && err != nil:
					t.Errorf("err = %v", err)
				case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
					t.Errorf("err = %v, want one saying %q", err, tt.wantErr)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("still reading 5 s after a whole JSON value came: it waits for the end of input")
			}
		})
	}
}
