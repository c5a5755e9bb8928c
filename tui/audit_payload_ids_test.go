package tui

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestStoredAskID: a payload line whose value is an ask's stored ID gives
// the ID and the ask as the desk names it; any other line gives none.
func TestStoredAskID(t *testing.T) {
	for _, tc := range []struct{ in, stored, short string }{
		{`  "ask": "0000000009",`, "0000000009", "9"},
		{`  "ask": "0000000012"`, "0000000012", "12"},
		{`    "from_ask": "0000000003",`, "0000000003", "3"},
		{`  "ask": "0000000000",`, "0000000000", "0"},
		{`  "ask": "",`, "", ""},
		{`  "ask": "12ab",`, "", ""},
		{`  "ask": "0000000009" x`, "", ""},
		{`  "asked": "0000000009",`, "", ""},
		{`  "command": "rm -rf /srv/ask",`, "", ""},
	} {
		stored, short, ok := storedAskID(tc.in)
		if stored != tc.stored || short != tc.short || ok != (tc.stored != "") {
			t.Errorf("storedAskID(%q) = %q, %q, %v; want %q, %q", tc.in, stored, short, ok, tc.stored, tc.short)
		}
	}
}

// TestAuditPayloadAsStored (rt45k #9): the payload of an ask's audit
// entry, opened at the desk, is the JSON the store keeps ("ask":
// "0000000002", valid JSON), never a rendering of it ("ask": ask 2,);
// a note names the ask as the desk does (rt37k L8).
func TestAuditPayloadAsStored(t *testing.T) {
	d := sixPublishes(t, 120, 40)
	d.keys("3", "/", "ask 2 resolved", "enter", "enter")
	d.mustShow("Payload", `"ask": "0000000002",`, `"0000000002" is ask 2; the JSON below is as the store keeps it`)
	d.mustNotShow(`"ask": ask 2`)
	// What the block shows, put together, is the stored JSON.
	screen := d.screen()
	_, block, ok := strings.Cut(screen, "Payload")
	if !ok {
		t.Fatalf("no payload:\n%s", screen)
	}
	var lines []string
	for _, l := range strings.Split(block, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "{") || strings.HasPrefix(l, `"`) || strings.HasPrefix(l, "}") || strings.HasPrefix(l, "[") || strings.HasPrefix(l, "]") {
			lines = append(lines, l)
		}
	}
	if joined := strings.Join(lines, ""); !json.Valid([]byte(joined)) {
		t.Errorf("the payload block is not valid JSON:\n%s", joined)
	}
}
