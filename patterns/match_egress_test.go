package patterns

import "testing"

// TestMatchDownloadsPinned: an allow certainly matches a download only when
// every URL it fetches is on the egress list, whatever its pattern says.
func TestMatchDownloadsPinned(t *testing.T) {
	ctx := &Context{Cwd: "/w", Home: "/home/op", Egress: []string{"get.k3s.io", "*.example.com"}}
	runMatchCases(t, []matchCase{
		{pat: "curl ** [egress] **", cmd: "curl -fsSL https://get.k3s.io", ctx: ctx, might: true, certain: true},
		{pat: "curl ** [egress] **", cmd: "curl -fsSL https://get.k3s.io https://evil.io/x", ctx: ctx, might: true},
		{pat: "curl **", cmd: "curl https://api.example.com/v1", ctx: ctx, might: true, certain: true},
		{pat: "curl **", cmd: "curl https://example.com/v1", ctx: ctx, might: true},
		{pat: "curl **", cmd: "curl \"$URL\"", ctx: ctx, might: true},
		{pat: "wget -q *", cmd: "wget -q https://get.k3s.io/install.sh", ctx: ctx, might: true, certain: true},
		{pat: "wget -q *", cmd: "wget -q http://10.0.0.1/x", ctx: ctx, might: true},
	})
}
