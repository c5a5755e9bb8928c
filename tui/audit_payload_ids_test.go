package tui

import "testing"

// TestAskIDsNamed: a payload line whose value is an ask's stored ID names
// the ask as the desk does; any other line is left as it is.
func TestAskIDsNamed(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`  "ask": "0000000009",`, `  "ask": ask 9,`},
		{`  "ask": "0000000012"`, `  "ask": ask 12`},
		{`    "from_ask": "0000000003",`, `    "from_ask": ask 3,`},
		{`  "ask": "0000000000",`, `  "ask": ask 0,`},
		{`  "ask": "",`, `  "ask": "",`},
		{`  "ask": "12ab",`, `  "ask": "12ab",`},
		{`  "ask": "0000000009" x`, `  "ask": "0000000009" x`},
		{`  "asked": "0000000009",`, `  "asked": "0000000009",`},
		{`  "command": "rm -rf /srv/ask",`, `  "command": "rm -rf /srv/ask",`},
	} {
		if got := askIDsNamed(tc.in); got != tc.want {
			t.Errorf("askIDsNamed(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestAuditPayloadNamesAsks: the payload of an ask's audit entry, opened
// at the desk, names the ask as ask 2, never by its stored ID
// "0000000002" (rt37k L8).
func TestAuditPayloadNamesAsks(t *testing.T) {
	d := sixPublishes(t, 120, 40)
	d.keys("3", "/", "ask 2 resolved", "enter", "enter")
	d.mustShow("Payload", `"ask": ask 2,`)
	d.mustNotShow("0000000002")
}
