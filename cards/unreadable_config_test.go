package cards

import (
	"strings"
	"testing"
)

// TestCardSaysConfigFile: a part that reads a configuration file given by
// the environment or an option is said to, in plain words of its own, not
// as code in another language; python -c still is.
func TestCardSaysConfigFile(t *testing.T) {
	p := policy(t, false)
	const foreign = "a program runs code in another language"
	for _, c := range []struct {
		cmd    string
		config bool // the card says configFileWords, else the foreign-code words
	}{
		{"KUBECONFIG=/tmp/k kubectl get pods", true},
		{"ssh -F /tmp/cfg host", true},
		{"AWS_CONFIG_FILE=/tmp/c aws s3 ls", true},
		{"cargo --config /tmp/c.toml build", true},
		{"python3 -c 'import os; os.system(input())'", false},
	} {
		lines := RenderCard(cardFor(t, c.cmd, p), 200, PlainStyles())
		checkLines(t, c.cmd, lines, 200)
		out := plain(lines)
		want, not := configFileWords, foreign
		if !c.config {
			want, not = foreign, configFileWords
		}
		if !strings.Contains(out, want) || strings.Contains(out, not) {
			t.Errorf("%q: the card does not say %q alone:\n%s", c.cmd, want, out)
		}
	}
}
