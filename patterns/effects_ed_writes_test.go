package patterns

import (
	"reflect"
	"testing"
)

// fx57bEdCases: ed fed its script from a pipe, a here-string or a
// here-document writes the files its w commands name (rt54 M24's
// neighbours: `printf 'w .git/config\n' | ed -s c` was allowed).
var fx57bEdCases = []evalCase{
	ask("printf 'w .git/config\\n' | ed -s c", "cmd.unreadable"),
	ask("ed -s f <<< 'w .git/hooks/pre-commit'", "cmd.unreadable"),
	ask("ed -s c <<'E'\n1d\nw .git/hooks/pre-commit\nq\nE", "cmd.unreadable"),
	ask("printf 'f .git/config\\nw\\nq\\n' | ed -s c", "cmd.unreadable"),
	ask("printf '1,$W .git/config\\n' | ed -s c", "cmd.unreadable"),
	ask("printf 'wq .git/hooks/pre-push\\n' | ed -s c", "cmd.unreadable"),
	ask("echo 'w /home/op/.bashrc' | ed -s notes.txt", "cmd.guard-tamper"), // as > /home/op/.bashrc is
	// everyday: ed editing its own file, or writing an ordinary one.
	allow("printf '1d\\nw\\nq\\n' | ed -s notes.txt"),
	allow("ed -s notes.txt <<< ',s/foo/bar/g\nw'"),
	allow("printf 'w out.txt\\n' | ed -s notes.txt"),
	allow("echo 'w ~/.bashrc' | ed -s notes.txt"), // ed reads no ~: ./~/.bashrc
	allow("ed -s notes.txt <<'E'\na\nw .git/config\n.\nw\nq\nE"),
}

func TestEdFedWrites(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx57bEdCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

func TestEdWriteFiles(t *testing.T) {
	for _, c := range []struct {
		script string
		want   []string
	}{
		{"w .git/config\n", []string{".git/config"}},
		{"1,$W a\nwq b\n", []string{"a", "b"}},
		{"f x\nw\n", []string{"x"}},
		{"a\nw inside\n.\nw\n", nil},
		{"w !cat\n", nil},
		{"g/re/w g.txt\n", []string{"g.txt"}},
		{"/a\\/b/w p\n", []string{"p"}},
		{",s/w/x/g\nw\nq\n", nil},
	} {
		if got := edWriteFiles(c.script); !reflect.DeepEqual(got, c.want) {
			t.Errorf("edWriteFiles(%q) = %q, want %q", c.script, got, c.want)
		}
	}
}
