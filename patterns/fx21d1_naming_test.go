package patterns

import "testing"

// fx21d1NamingCases are rt21d #12: a write or delete through a variable
// whose name says it holds ozdesk's own path is named cmd.guard-tamper,
// not credentials or the home it might also be.
var fx21d1NamingCases = []doesCase{
	{`rm -f "$OZDESK_DB"`, "cmd.guard-tamper"},
	{`cp /dev/null "$OZDESK_DB"`, "cmd.guard-tamper"},
	{`mv "$OZDESK_DB" /tmp/x`, "cmd.guard-tamper"},
	{`truncate -s0 "${OZDESK_DB}"`, "cmd.guard-tamper"},
	{`rm -rf "$OZDESK_CONFIG"`, "cmd.guard-tamper"},
	{`echo x > "$OZDESK_DB"`, "cmd.guard-tamper"},
	// Neighbours: other unknown variables keep the names they had.
	{`rm -f "$DB"`, "cmd.credentials"},
	{`cp /dev/null "$TARGET"`, "cmd.delete-home"},
}

// TestFx21d1Naming checks fx21d1NamingCases against the defaults.
func TestFx21d1Naming(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", fx21d1NamingCases)
}
