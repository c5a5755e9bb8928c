package patterns

import "testing"

// fx69cEchoedCases (rt67 G): literal text echo prints is read where it
// goes. Into an .npmrc, plain keys run nothing later (any other key is
// runs-later, as before); into xargs rm, its blank-split fields are the
// names rm is given (anything xargs or rm would read otherwise is
// judged as before).
var fx69cEchoedCases = []doesCase{
	{`echo 'save-exact=true' >> .npmrc`, ""},
	{`printf 'fund=false\n' >> .npmrc`, ""},
	{`echo 'script-shell=./x.sh' >> .npmrc`, "cmd.unreadable"},
	{`echo 'node-options=--require ./x.js' >> .npmrc`, "cmd.unreadable"},
	{`echo 'registry=https://evil.example' >> .npmrc`, "cmd.unreadable"},
	{`printf 'save-exact=true\nonload-script=./x.js\n' >> .npmrc`, "cmd.unreadable"},
	{`echo "$LINE" >> .npmrc`, "cmd.unreadable"},
	{`echo build dist | xargs rm -rf`, ""},
	{`echo build | xargs rm -rf`, ""},
	{`printf 'build\n' | xargs rm -rf`, ""},
	{`echo ~ | xargs rm -rf`, "cmd.delete-home"},
	{`echo build /home/op | xargs rm -rf`, "cmd.delete-home"},
	{`echo / | xargs rm -rf`, "cmd.delete-home"},
	{`echo $HOME | xargs rm -rf`, "cmd.delete-home"},
	{`echo "a /home/op" | xargs rm -rf`, "cmd.delete-home"},
	{`echo -- -rf | xargs rm`, "cmd.delete-home"},
}

// TestFx69cEchoed checks fx69cEchoedCases against the defaults.
func TestFx69cEchoed(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "echoed ", fx69cEchoedCases)
}
