package patterns

import "testing"

// b7bInterpCases: R's and julia's literal code is judged as python -c's
// is: a plain expression on the language's short list is everyday, any
// other code is unreadable.
var b7bInterpCases = []doesCase{
	{`R -e 'print(1)'`, ""},
	{`Rscript -e 'cat(R.version.string)'`, ""},
	{`Rscript -e 'sessionInfo()'`, ""},
	{`R --vanilla -e 'summary(c(1, 2, 3))'`, ""},
	{`julia -e 'println(1)'`, ""},
	{`julia -e 'versioninfo()'`, ""},
	{`julia -E 'VERSION'`, ""},
	{`R -e 'summary(x)'`, "cmd.unreadable"}, // a variable, as python -c 'print(x)'
	{`R -e 'system("rm -rf ~")'`, "cmd.unreadable"},
	{`Rscript -e 'base::system("id")'`, "cmd.unreadable"},
	{`R -e 'Sys.getenv()'`, "cmd.unreadable"},
	{"julia -e 'run(`rm -rf ~`)'", "cmd.unreadable"},
	{`julia -e 'println("$(run(Cmd(["id"])))")'`, "cmd.unreadable"},
	{`julia -e 'Base.run(Cmd(["id"]))'`, "cmd.unreadable"},
}

// TestB7bInterp checks b7bInterpCases against the defaults.
func TestB7bInterp(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "interp ", b7bInterpCases)
}
