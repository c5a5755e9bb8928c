package broker

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// everyField is a request with every exported field that json.Marshal
// writes set to something not zero, found by reflection: a field added to
// queue.Request is set here too, and encodeRequest must then write it.
func everyField(t *testing.T, s string) queue.Request {
	t.Helper()
	var req queue.Request
	v := reflect.ValueOf(&req).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		switch f.Interface().(type) {
		case string:
			f.SetString(s + " " + v.Type().Field(i).Name)
		case int:
			f.SetInt(int64(-7 - i))
		case bool:
			f.SetBool(true)
		case time.Duration:
			f.SetInt(int64(90 * time.Second))
		case time.Time:
			f.Set(reflect.ValueOf(time.Date(2026, 12, 6, 5, 30, 0, 1234, time.FixedZone("x", 3600))))
		case map[string]string:
			f.Set(reflect.ValueOf(map[string]string{s + "/b": "/c<d>", "/a&": s, "~/z": ""}))
		case []string:
			f.Set(reflect.ValueOf([]string{s, "", "/bin/zsh"}))
		default:
			t.Fatalf("queue.Request.%s is of a type encodeRequest's test does not fill: add it to both", v.Type().Field(i).Name)
		}
	}
	return req
}

// TestEncodeRequest holds encodeRequest to json.Marshal, byte for byte.
func TestEncodeRequest(t *testing.T) {
	reqs := []queue.Request{
		{},
		{Command: "git status && ls -la src | head -n 20", Agent: "claude-code", Session: "bench", Harness: "claude-code", Cwd: "/tmp", Wait: 9 * time.Minute},
		{Command: "ls", AskerPaths: map[string]string{}},
		{Command: "ls", Shells: []string{}},
		{Command: "ls", Shells: []string{"sh"}},
		{Command: "ls", Until: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Pid: 1 << 40},
	}
	for _, s := range []string{"plain", `"<&>" \ é`, "\x00\n\u2028 \xff"} {
		reqs = append(reqs, everyField(t, s))
	}
	for _, req := range reqs {
		want, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		got, err := encodeRequest(req)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("encodeRequest(%+v):\n got %s\nwant %s", req, got, want)
		}
	}
	// A time json.Marshal cannot write fails here too.
	if _, err := encodeRequest(queue.Request{Until: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}); err == nil {
		t.Error("encodeRequest wrote a year past 9999")
	}
}
