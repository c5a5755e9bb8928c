package patterns

import (
	"testing"
	"time"
)

// TestCopyToolWrites (rt54 M17): gio, cmake -E, pax -rw, cpio -p, mmv
// and git checkout-index --prefix write into .git and onto files that run
// later as cp does; their everyday copies elsewhere stay allowed.
func TestCopyToolWrites(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	const tamper = "cmd.guard-tamper"
	cases := []struct{ cmd, rule string }{
		{"gio copy -p c .git/config", UnreadableRule},
		{"gio move pre-commit .git/hooks/pre-commit", UnreadableRule},
		{"gio move pre-commit .git/hooks/", UnreadableRule},
		{"gio save .git/hooks/pre-commit", UnreadableRule},
		{"gio rename .git/hooks/x pre-commit", UnreadableRule},
		{"gio copy c .pre-commit-config.yaml", UnreadableRule},
		{"gio copy c .claude/settings.json", tamper},
		{"cmake -E copy c .git/hooks/pre-commit", UnreadableRule},
		{"cmake -E copy_if_different c .git/hooks/pre-commit", UnreadableRule},
		{"cmake -E copy -t .git/hooks pre-commit", UnreadableRule},
		{"cmake -E rename c .git/hooks/pre-commit", UnreadableRule},
		{"cmake -E create_symlink c .git/hooks/pre-commit", UnreadableRule},
		{"cmake -E copy_directory hooks .git", UnreadableRule},
		{"cmake -E copy_directory hooks .husky", UnreadableRule},
		{"pax -rw hooks .git", UnreadableRule},
		{"pax -r -w hooks .git/hooks", UnreadableRule},
		{"find hooks | cpio -pdm .git", UnreadableRule},
		{"find hooks | cpio -p -d .git/hooks", UnreadableRule},
		{"mmv 'x*' '.git/hooks/#1'", UnreadableRule},
		{"mmv x .git/config", UnreadableRule},
		{"mmv 'x*' '.claude/#1'", tamper},
		{"git checkout-index --prefix=.git/ hooks/pre-commit", UnreadableRule},
		{"git checkout-index --prefix=.git/hooks/ pre-commit", UnreadableRule},
		{"git checkout-index -a --prefix=.git/", UnreadableRule},
		{"git add h && git checkout-index --prefix=.git/ hooks/pre-commit && git commit -m x", UnreadableRule},
		// everyday
		{"gio copy a b", ""},
		{"gio copy a build/", ""},
		{"gio move old.txt new.txt", ""},
		{"gio save notes.txt", ""},
		{"gio open index.html", ""},
		{"cmake -E copy a build/b", ""},
		{"cmake -E copy_directory assets build/assets", ""},
		{"cmake -E create_symlink ../lib build/lib", ""},
		{"cmake -E make_directory build", ""},
		{"cmake --build build", ""},
		{"pax -rw src /tmp/out", ""},
		{"pax -w -f out.pax src", ""},
		{"find src | cpio -pdm build/out", ""},
		{"mmv '*.jpeg' '#1.jpg'", ""},
		{"mmv 'src/*.txt' 'docs/#1.md'", ""},
		{"git checkout-index -a --prefix=/tmp/export/", ""},
		{"git checkout-index --prefix=build/ src/a.go", ""},
	}
	for _, c := range cases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main"}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" && v.Outcome != Allow || c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule) {
			t.Errorf("%q: %v by %s (%s), want %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule)
		}
	}
}
