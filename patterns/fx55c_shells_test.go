package patterns

import "testing"

// TestFx55cForeignShellScripts checks rt54 M11 both ways: a shell of a
// language ozdesk does not read, run on a script file, asks.
func TestFx55cForeignShellScripts(t *testing.T) {
	fx55cCheck(t, []struct{ cmd, rule, reason string }{
		{"tcsh s", UnreadableRule, "tcsh runs the script `s`"},
		{"csh s", UnreadableRule, "csh runs the script"},
		{"rc s", UnreadableRule, "rc runs the script"},
		{"es s", UnreadableRule, "es runs the script"},
		{"ysh s", UnreadableRule, "ysh runs the script"},
		{"elvish s", UnreadableRule, "elvish runs the script"},
		{"ion s", UnreadableRule, "ion runs the script"},
		{"nu build.nu", UnreadableRule, "nu runs the script"},
		// everyday
		{"nu --version", "", ""},
		{"tcsh --version", "", ""},
		{"sh -n s", "", ""},
	})
}
