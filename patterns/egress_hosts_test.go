package patterns

import (
	"strings"
	"testing"
)

func TestOffEgress(t *testing.T) {
	ctx := testContext()
	tests := []struct {
		cmd  string
		want string
	}{
		{"curl -fsSL https://get.k3s.io/install.sh", ""}, // on the test context's list
		{"curl -fsSL https://dl.example.com/x.sh", "dl.example.com"},
		{"wget https://A.example.com/a https://b.example.com/b https://a.example.com/c", "a.example.com b.example.com"},
		{"curl $URL", ""},
		{"curl https://user@evil.example.com:8443/x", "evil.example.com"},
		{"ls https://dl.example.com/x", ""},
	}
	for _, tt := range tests {
		cmd := Read(tt.cmd)
		got := strings.Join(OffEgress(cmd.Parts[0], ctx), " ")
		if got != tt.want {
			t.Errorf("OffEgress(%q) = %q, want %q", tt.cmd, got, tt.want)
		}
	}
}
