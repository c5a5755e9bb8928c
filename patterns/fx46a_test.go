package patterns

import "testing"

// fx46aCases are rt45's command-strings, secret-print and credentials
// finds, each beside the everyday command that must stay quiet.
var fx46aCases = []doesCase{
	// a shell's -c string behind watchexec, which joins its words
	{`watchexec -- sh -c "rm -rf ~"`, "cmd.delete-home"},
	{`watchexec -r -- sh -c "rm -rf ~"`, "cmd.delete-home"},
	{`watchexec -w src -- sh -c "git push -f origin main"`, "cmd.force-push"},
	{`watchexec -r -- sh -c "npm publish"`, "cmd.publish"},
	{`watchexec -e py -- bash -c "rm -rf ~"`, "cmd.delete-home"},
	{`watchexec -r -- sh -c "go build ./... && ./app"`, ""},
	{`watchexec -e py -- bash -c "pytest -x"`, ""},
	// dotenv-cli's bin is dotenv
	{`npx dotenv-cli -- rm -rf ~`, "cmd.delete-home"},
	{`npx dotenv-cli -e .env.test -- jest`, ""},
}

// TestFx46a checks fx46aCases against the defaults.
func TestFx46a(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx46a ", fx46aCases)
}
