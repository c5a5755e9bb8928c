package patterns

import "testing"

// fx62dLsFilterCases (fx62d, issue 7): ls's names reach xargs rm through
// line filters (grep reading only its input with options that only choose
// lines, head and tail with a line count) as they do straight from ls:
// names in the directory ls runs in. `ls | grep old | xargs rm -f` is the
// delete of ./*old* and asked cmd.delete-home before. The home, /, a
// recursive rm, a grep that reads a file or prints other text, and any
// other filter still ask.
var fx62dLsFilterCases = []evalCase{
	allow(`ls | grep old | xargs rm -f`),
	allow(`ls | grep -e old | grep -v new | xargs rm -f`),
	allow(`ls | grep -F old | xargs rm`),
	allow(`ls | egrep old | xargs rm -f`),
	allow(`ls -t | tail -n +6 | xargs rm -f`),
	allow(`ls -t | head -3 | xargs rm -f`),
	allow(`ls build/*.o | grep -v keep | xargs rm -f`),
	ask(`ls ~ | xargs rm -rf`, "cmd.delete-home"),
	ask(`ls / | xargs rm -rf`, "cmd.delete-home"),
	ask(`find / -name x | xargs rm`, "cmd.delete-home"),
	ask(`find / -name '*old*' | grep old | xargs rm -f`, "cmd.delete-home"),
	ask(`ls ~ | grep old | xargs rm -f`, "cmd.delete-home"),
	ask(`ls / | grep old | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | grep old | xargs rm -rf`, "cmd.delete-home"),
	ask(`ls | grep old ~/notes | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | grep -r old | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | grep -o old | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | grep -n old | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | grep "$X" | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | sed s/x/y/ | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | tail -f | xargs rm -f`, "cmd.delete-home"),
	ask(`ls | head -c 3 | xargs rm -f`, "cmd.delete-home"),
	ask(`cat list | grep old | xargs rm -f`, "cmd.delete-home"),
	ask(`ls -a | grep old | xargs rm -f`, "cmd.delete-home"),
}

func TestFx62dLsFilter(t *testing.T) { runCases(t, fx62dLsFilterCases) }

// TestFx62dLineFilter checks lineFilter's reading of grep, head and tail
// words: which print only some of the lines they read, and the word
// every line grep prints holds.
func TestFx62dLineFilter(t *testing.T) {
	for _, c := range []struct {
		words []string
		need  string
		ok    bool
	}{
		{[]string{"grep", "old"}, "old", true},
		{[]string{"grep", "-w", "old"}, "old", true},
		{[]string{"grep", "-e", "old"}, "old", true},
		{[]string{"grep", "--", "-r"}, "-r", true},
		{[]string{"grep", "-v", "old"}, "", true},
		{[]string{"grep", "-i", "old"}, "", true},
		{[]string{"grep", "o.d"}, "", true},
		{[]string{"grep", "old", "file"}, "", false},
		{[]string{"grep", "-e", "old", "file"}, "", false},
		{[]string{"grep", "-r", "old"}, "", false},
		{[]string{"grep", "-o", "old"}, "", false},
		{[]string{"grep", "-e"}, "", false},
		{[]string{"grep"}, "", false},
		{[]string{"tail", "-n", "+6"}, "", true},
		{[]string{"head", "-3"}, "", true},
		{[]string{"head", "--lines=3"}, "", true},
		{[]string{"head", "-n3"}, "", true},
		{[]string{"head"}, "", true},
		{[]string{"head", "-c", "3"}, "", false},
		{[]string{"tail", "-f"}, "", false},
		{[]string{"head", "list"}, "", false},
		{[]string{"sed", "p"}, "", false},
	} {
		p := &Part{Program: c.words[0]}
		for _, w := range c.words {
			p.Words = append(p.Words, LitWord(w))
		}
		need, ok := lineFilter(p)
		if need != c.need || ok != c.ok {
			t.Errorf("lineFilter(%q) = %q, %v; want %q, %v", c.words, need, ok, c.need, c.ok)
		}
	}
}

// FuzzLineFilter checks that lineFilter reads any words without
// panicking, and that a word it says every line holds is a plain word.
func FuzzLineFilter(f *testing.F) {
	f.Add("grep", "-e", "old")
	f.Add("tail", "-n", "+6")
	f.Add("grep", "--", "-")
	f.Fuzz(func(t *testing.T, prog, a, b string) {
		p := &Part{Program: prog, Words: []Word{LitWord(prog), LitWord(a), LitWord(b)}}
		if need, _ := lineFilter(p); need != "" && !plainWord(need) {
			t.Errorf("lineFilter(%q %q %q) needs %q, not a plain word", prog, a, b, need)
		}
	})
}
