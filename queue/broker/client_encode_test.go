package broker

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// The client encodes an evaluation's request once and puts the envelope
// and the bound around it by hand: the bytes sent must be json.Marshal's
// own, for every kind of field the request carries.
func TestWithWithin(t *testing.T) {
	until := time.Date(2026, 12, 6, 5, 0, 0, 123, time.UTC)
	for _, tc := range []struct {
		name   string
		req    queue.Request
		within time.Duration
	}{
		{"plain", queue.Request{Command: "git status && ls -la src | head -n 20", Agent: "claude-code", Cwd: "/tmp"}, 10 * time.Second},
		{"every field", queue.Request{Command: "echo '<a> & \u2028 \"q\" \\\\ é'", Agent: "a", Job: "j", Session: "s", Harness: "h", AgentSays: "says <b>",
			Cwd: "/w", Home: "/h", Workdir: "/wd", ProjectDir: "/p", Pid: 42, Owner: "o", Wait: time.Minute, Until: until, MustAsk: "why",
			AskerPaths: map[string]string{"~/.b": "/h/.b", "/a&b": "/c<d"}}, DefaultEvaluateTimeout},
		{"no bound", queue.Request{Command: "ls"}, 0},
		{"the largest bound", queue.Request{Command: "ls"}, time.Duration(1<<63 - 1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			encoded, err := json.Marshal(tc.req)
			if err != nil {
				t.Fatal(err)
			}
			want, err := json.Marshal(evaluateParams{Request: tc.req, Within: tc.within})
			if err != nil {
				t.Fatal(err)
			}
			got := withWithin(encoded, tc.within)
			if !bytes.Equal(got, want) {
				t.Fatalf("withWithin:\n got %s\nwant %s", got, want)
			}
			line, err := requestLine("evaluate", got)
			if err != nil {
				t.Fatal(err)
			}
			wantLine, err := json.Marshal(Request{Method: "evaluate", Params: want})
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(line, wantLine) {
				t.Fatalf("requestLine:\n got %s\nwant %s", line, wantLine)
			}
		})
	}
}

// requestLine is json.Marshal's envelope for any params it encoded, and
// any method name.
func TestRequestLine(t *testing.T) {
	for _, tc := range []struct {
		method string
		params any
	}{
		{"evaluate", map[string]string{"a": "<&>"}},
		{"wait", nil},
		{"me<th>od \u2029", []int{1, 2}},
		{"", "s"},
	} {
		raw, err := json.Marshal(tc.params)
		if err != nil {
			t.Fatal(err)
		}
		got, err := requestLine(tc.method, raw)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(Request{Method: tc.method, Params: raw})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("requestLine(%q, %s):\n got %s\nwant %s", tc.method, raw, got, want)
		}
	}
	if got, err := requestLine("m", nil); err != nil || string(got) != `{"method":"m"}` {
		t.Errorf("requestLine with no params = %s, %v", got, err)
	}
}
