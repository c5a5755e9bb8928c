package main

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/internal/askwire"
)

// TestReadResponse: a response line's result, its error as one, and
// what is no response, as encoding/json read them into a struct.
func TestReadResponse(t *testing.T) {
	tests := []struct {
		line, method, result, err string
		protocol                  bool
	}{
		{line: `{"result":{"outcome":"allow"}}` + "\n", method: "evaluate", result: `{"outcome":"allow"}`},
		{line: `{"Result":{"a":1},"error":null}`, method: "wait", result: `{"a":1}`},
		{line: `{"error":{"code":"busy","message":"m\u00e9"}}`, method: "evaluate", err: "refused the call (busy): mé"},
		{line: `{"ERROR":{"CODE":"x"},"result":{}}`, method: "evaluate", err: "refused the call (x)"},
		{line: `{"error":{"code":5}}`, method: "evaluate", err: "not JSON", protocol: true},
		{line: `{"error":5}`, method: "evaluate", err: "not JSON", protocol: true},
		{line: `{}`, method: "evaluate", err: "no result", protocol: true},
		{line: `{}`, method: "expire"},
		{line: `[]`, method: "evaluate", err: "not JSON", protocol: true},
		{line: `{"result":`, method: "evaluate", err: "not JSON", protocol: true},
	}
	for _, tt := range tests {
		got, err := readResponse(tt.method, []byte(tt.line))
		switch {
		case tt.err == "" && (err != nil || string(got) != tt.result):
			t.Errorf("readResponse(%s) = %s, %v; want %s", tt.line, got, err, tt.result)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err) || errors.Is(err, askwire.ErrProtocol) != tt.protocol):
			t.Errorf("readResponse(%s) = %s, %v; want an error saying %q (protocol %v)", tt.line, got, err, tt.err, tt.protocol)
		}
	}
}
