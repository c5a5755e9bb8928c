package main

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

func TestCheckHost(t *testing.T) {
	tests := []struct{ in, want, err string }{
		{in: "get.k3s.io", want: "get.k3s.io"},
		{in: "Get.K3S.io.", want: "get.k3s.io"},
		{in: "*.githubusercontent.com", want: "*.githubusercontent.com"},
		{in: "localhost", want: "localhost"},
		{in: "10.0.0.1", want: "10.0.0.1"},
		{in: "under_score.example", want: "under_score.example"},
		{in: "", err: "needed"},
		{in: "*.", err: "cannot have"},
		{in: "https://get.k3s.io", err: "URL"},
		{in: "get.k3s.io:443", err: "port"},
		{in: "get.k3s.io/x", err: "path"},
		{in: "a..b", err: "empty label"},
		{in: "-a.b", err: "'-'"},
		{in: "*.*.x", err: "cannot have"},
		{in: "a b", err: "cannot have"},
		{in: "é.com", err: "cannot have"},
		{in: strings.Repeat("a.", 127) + "aa", err: "longer"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := checkHost(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) || codeOf(err) != exitUsage {
					t.Fatalf("checkHost = %q, %v; want a usage error saying %q", got, err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("checkHost = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// FuzzCheckHost: what checkHost accepts is a lower-case host name it
// accepts again unchanged, and the store takes it.
func FuzzCheckHost(f *testing.F) {
	for _, s := range []string{"get.k3s.io", "*.x.y", "", "a..b", "HTTPS://x", "\x00", "é.com", "*."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		h, err := checkHost(in)
		if err != nil {
			return
		}
		if h != strings.ToLower(h) || strings.ContainsAny(h, " /:@\t\n") || h == "" || strings.Contains(h, "..") {
			t.Fatalf("checkHost(%q) = %q", in, h)
		}
		if again, err := checkHost(h); err != nil || again != h {
			t.Fatalf("checkHost(%q) = %q, %v; not stable", h, again, err)
		}
	})
}

func TestChangeSetting(t *testing.T) {
	base := store.DefaultSettings()
	tests := []struct {
		name, value string
		check       func(store.Settings) bool
		err         string
	}{
		{"four-eyes", "on", func(s store.Settings) bool { return s.FourEyes }, ""},
		{"four-eyes", "off", func(s store.Settings) bool { return !s.FourEyes }, ""},
		{"fallback", "ask", func(s store.Settings) bool { return s.Fallback == "ask" }, ""},
		{"ask-wait", "15m", func(s store.Settings) bool { return s.AskWait.Minutes() == 15 }, ""},
		{"ask-wait-max", "2d", func(s store.Settings) bool { return s.AskWaitMax.Hours() == 48 }, ""},
		{"max-pending", "5", func(s store.Settings) bool { return s.MaxPendingPerAgent == 5 }, ""},
		{"max-pending", "10000", func(s store.Settings) bool { return s.MaxPendingPerAgent == 10000 }, ""},
		{"max-pending", "0", nil, "from 1 to 10000"},
		{"max-pending", "10001", nil, "from 1 to 10000"},
		{"max-pending", "many", nil, "not a value"},
		{"four-eyes", "yes", nil, "write on or off"},
		{"fallback", "refuse", nil, "refuse is for rules"},
		{"ask-wait", "soon", nil, "not a span"},
		{"ask-wait", "2d", nil, "below ask wait"},
		{"colour", "blue", nil, "the settings are four-eyes, fallback, ask-wait, ask-wait-max, max-pending"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" "+tt.value, func(t *testing.T) {
			got, err := changeSetting(base, tt.name, tt.value)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error()+hintOf(err), tt.err) || codeOf(err) != exitUsage {
					t.Fatalf("changeSetting = %+v, %v; want a usage error saying %q", got, err, tt.err)
				}
				return
			}
			if err != nil || !tt.check(got) {
				t.Fatalf("changeSetting = %+v, %v", got, err)
			}
		})
	}
}
