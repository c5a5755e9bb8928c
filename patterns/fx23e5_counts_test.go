package patterns

import "testing"

// fx23e5CountCases: arithmetic on the output of a program called so that
// it prints only numbers is plain, as `wc -l` is (rt23d #18); the same
// program called to print text is still read as code again.
var fx23e5CountCases = []doesCase{
	{`count=$(grep -c TODO main.go); echo $((count + 1))`, ""},
	{`n=$(grep -ci --fixed-strings todo main.go); (( n > 3 )) && echo many`, ""},
	{`x=$(git rev-list --count HEAD); echo $((x*2))`, ""},
	{`x=$(git rev-list --count main..HEAD); echo $((x+1))`, ""},
	{`s=$(stat -c %s go.mod); echo $((s / 1024))`, ""},
	{`s=$(stat --format='%s' go.mod); echo $((s / 1024))`, ""},
	{`t=$(date +%s); echo $((t + 60))`, ""},
	{`t=$(date -u +%Y%m%d); echo $((t + 1))`, ""},
	{`n=$(nproc); echo $((n * 2))`, ""},
	{`n=$(wc -l < files.txt); (( n > 10 )) && echo big`, ""},
	{`x=$(grep TODO main.go); echo $((x + 1))`, "cmd.unreadable"},
	{`x=$(grep -c -r TODO .); echo $((x + 1))`, "cmd.unreadable"},
	{`x=$(grep -c TODO a.go b.go); echo $((x + 1))`, "cmd.unreadable"},
	{`x=$(stat -c %n go.mod); echo $((x + 1))`, "cmd.unreadable"},
	{`x=$(date +%A); echo $((x + 1))`, "cmd.unreadable"},
	{`x=$(date --help +%s); echo $((x + 1))`, "cmd.unreadable"},
	{`x=$(git rev-list HEAD); echo $((x + 1))`, "cmd.unreadable"},
	{`x=$(git log --count HEAD); echo $((x + 1))`, "cmd.unreadable"},
}

// TestFx23e5Counts checks fx23e5CountCases against the defaults.
func TestFx23e5Counts(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "count ", fx23e5CountCases)
}
