package patterns

import (
	"strings"
	"testing"
)

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

// TestFx21d1GitWriteSentence: git writing another commit over the work
// tree is said to overwrite or delete the guarded paths it is read as
// deleting, not only to delete them (rt21d #12); other deleters still
// delete.
func TestFx21d1GitWriteSentence(t *testing.T) {
	for _, c := range []struct {
		cmd string
		git bool
	}{
		{"git reset --hard origin/main", true},
		{"git -C app restore --source=HEAD~3 .", true},
		{"git checkout origin/x -- .", true},
		{"git stash", true},
		{"git clean -ffdx", false},
		{"rm -rf .claude", false},
	} {
		cmd := Read(c.cmd)
		if got := gitWritesTree(cmd.Parts[0]); got != c.git {
			t.Errorf("%q: gitWritesTree = %v, want %v", c.cmd, got, c.git)
		}
		effect := "deletes"
		if c.git {
			effect = "overwrites or deletes"
		}
		b := &Because{Class: "protected", Effect: effect, Within: true}
		want := "; if it does, this " + effect + " it"
		if got := b.Sentence(c.cmd); !strings.HasSuffix(got, want) {
			t.Errorf("%q:\n got %s\nwant …%s", c.cmd, got, want)
		}
	}
}
