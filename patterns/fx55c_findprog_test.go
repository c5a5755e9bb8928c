package patterns

import "testing"

// TestFx55cFindRunsFound checks rt54 M8 both ways: find's {} as the
// program of -exec or -ok asks; {} as an argument stays as it was.
func TestFx55cFindRunsFound(t *testing.T) {
	fx55cCheck(t, []struct{ cmd, rule, reason string }{
		{`find . -name p5 -exec {} \;`, UnreadableRule, "find -exec runs each file it finds"},
		{`find . -name p5 -exec {} +`, UnreadableRule, "find -exec runs each file"},
		{`find . -name p5 -ok {} \;`, UnreadableRule, "find -ok runs each file"},
		{`find . -type f -name 's' -exec {} ';'`, UnreadableRule, "as the program `{}`"},
		{`find . -name p5 -exec '{}' arg \;`, UnreadableRule, "as the program `{}`"},
		{`find /tmp -name p5 -exec {} \;`, UnreadableRule, "as the program `{}`"},
		{`find . -exec {} \;`, UnreadableRule, "as the program `{}`"},
		{`find . -name p5 -execdir {} \;`, UnreadableRule, "The program `{}`"},
		// everyday
		{`find . -name '*.sh' -exec chmod +x {} \;`, "", ""},
		{`find . -name p5 -exec ls -l {} +`, "", ""},
		{`find . -type f -exec grep -l TODO {} +`, "", ""},
		{`find . -name '*.go' -exec gofmt -l {} +`, "", ""},
	})
}
