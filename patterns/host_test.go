package patterns

import (
	"strings"
	"testing"
)

func TestCheckHost(t *testing.T) {
	tests := []struct {
		in, want, err string
	}{
		{"get.k3s.io", "get.k3s.io", ""},
		{"Get.K3s.IO.", "get.k3s.io", ""},
		{"*.example.com", "*.example.com", ""},
		{"localhost", "localhost", ""},
		{"my_host-1.internal", "my_host-1.internal", ""},
		{"", "", "needed"},
		{"*.", "", "holds"},
		{"https://get.k3s.io", "", "URL"},
		{"get.k3s.io:443", "", "port"},
		{"get.k3s.io/install", "", "path"},
		{"a..b", "", "empty label"},
		{"-a.b", "", "'-'"},
		{"a b", "", "' '"},
		{"ex\u0430mple.com", "", "host names cannot have"},
		{strings.Repeat("a.", 130), "", "longer"},
	}
	for _, tt := range tests {
		got, err := CheckHost(tt.in)
		if tt.err == "" {
			if err != nil || got != tt.want {
				t.Errorf("CheckHost(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("CheckHost(%q): error %v, want one saying %q", tt.in, err, tt.err)
		}
	}
}
