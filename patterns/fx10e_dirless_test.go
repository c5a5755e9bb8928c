package patterns

import (
	"strings"
	"testing"
)

// TestFx10eDirlessGuarded: where the directory a part runs in is not
// known (cd - after two moves, popd, a cd to a word the line does not
// fix), a relative write whose name ends a guarded path is named as the
// guard's ask, and the reason says the doubt is the directory, not that
// the name might be a block device (rt19i #10). A name no guarded path
// ends keeps its rule, with the same honest doubt; a known directory
// changes nothing.
func TestFx10eDirlessGuarded(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := "/home/op"
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, GuardedPaths(home, "/home/op/proj", "/home/op", "/home", "/")...)
	const dirless = "the directory this runs in is not known here, so "
	tests := []struct {
		command, want, rule, says string
	}{
		{"cd ~/.claude; cd /tmp; cd -; echo '{}' > settings.json", "ask", "cmd.guard-tamper", dirless + "`settings.json` might name a path ozdesk protects"},
		{"pushd ~/.claude; pushd /tmp; popd; echo '{}' > settings.json", "ask", "cmd.guard-tamper", dirless + "`settings.json` might name a path ozdesk protects"},
		{"cd \"$X\"; echo x >> .bashrc", "ask", "cmd.guard-tamper", dirless + "`.bashrc` might name"},
		{"cd \"$X\"; echo x > ../.bashrc", "ask", "cmd.guard-tamper", dirless + "`../.bashrc` might name"},
		// A harness's settings by their name, in any directory (rt37h D1).
		{"cd \"$X\"; tee .claude/settings.local.json < x", "ask", "cmd.guard-tamper", ""},
		// A name with a file extension is no device (fx20d3, rt20d #15): notes.txt is left alone.
		{"cd ~/.claude; cd /tmp; cd -; echo x > notes", "ask", "cmd.wipe-disk", dirless + "`notes` might name a block device"},
		{"cd ~/.claude; cd /tmp; cd -; echo x > notes.txt", "allow", "", ""},
		{"echo x > settings.json", "allow", "", ""},
		{"cd /tmp && echo '{}' > settings.json", "allow", "", ""},
		{"echo x > /dev/sda", "ask", "cmd.wipe-disk", "`/dev/sda` is a block device"},
	}
	for _, tt := range tests {
		v := pol.Explain(tt.command, ctx, testNow)
		if v.Outcome.String() != tt.want || v.Rule != tt.rule {
			t.Errorf("%q: %s by %q, want %s by %q", tt.command, v.Outcome, v.Rule, tt.want, tt.rule)
			continue
		}
		if tt.says == "" {
			continue
		}
		r := v.Report()
		b := r.Parts[r.Part].Because
		if b == nil || !strings.Contains(b.Sentence(), tt.says) {
			t.Errorf("%q: says %v, want it to hold %q", tt.command, b, tt.says)
		}
	}
}
