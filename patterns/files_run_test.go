package patterns

import (
	"path"
	"slices"
	"strings"
	"testing"
)

// TestFilesRun (rt19i #3): the scripts a harness's hook command runs are
// found in every spelling the shell reads, not only in its first two
// words: relative paths (from where the harness runs it), ~, the
// harness's variables, interpreters, wrappers, nested strings and cds.
func TestFilesRun(t *testing.T) {
	const dir, home = "/p", "/h"
	vars := map[string]string{"CLAUDE_PROJECT_DIR": dir}
	cases := []struct {
		cmd  string
		want []string
	}{
		{`"$CLAUDE_PROJECT_DIR"/scripts/guard.sh`, []string{"/p/scripts/guard.sh"}},
		{`${CLAUDE_PROJECT_DIR}/s2/6.sh --x`, []string{"/p/s2/6.sh"}},
		{`"${CLAUDE_PROJECT_DIR}/.claude/hooks/check.sh"`, []string{"/p/.claude/hooks/check.sh"}},
		{`python3 ~/bin/check.py`, []string{"/h/bin/check.py"}},
		{`python3 "$HOME/bin/check.py"`, []string{"/h/bin/check.py"}},
		{`./scripts/rel.sh`, []string{"/p/scripts/rel.sh"}},
		{`scripts/rel.sh`, []string{"/p/scripts/rel.sh"}},
		{`node lib/b.js`, []string{"/p/lib/b.js"}},
		{`python3 tools/a.py --strict`, []string{"/p/tools/a.py"}},
		{`FOO=1 bash /p/s2/2.sh`, []string{"/p/s2/2.sh"}},
		{`bash -c '/p/s2/4.sh'`, []string{"/p/s2/4.sh"}},
		{`bash -c 'scripts/post.sh'`, []string{"/p/scripts/post.sh"}},
		{`cd /p && ./s2/5.sh`, []string{"/p/s2/5.sh"}},
		{`cd "$CLAUDE_PROJECT_DIR" && bash hooks/x.sh`, []string{"/p/hooks/x.sh"}},
		{`cd sub; ../up.sh`, []string{"/p/up.sh"}},
		{`uv run hooks/check.py`, []string{"/p/hooks/check.py"}},
		{`uv run python hooks/check.py`, []string{"/p/hooks/check.py"}},
		{`timeout 5 sh ./a.sh && ./b.sh`, []string{"/p/a.sh", "/p/b.sh"}},
		{`source ./env.sh; ./run.sh`, []string{"/p/env.sh", "/p/run.sh"}},
		{`/usr/bin/env node /opt/x/hook.mjs`, []string{"/opt/x/hook.mjs"}},
		{`ozdesk-hook hook claude-code`, nil},
		{`jq . >/dev/null`, nil},
		{`"$OTHER"/x.sh`, nil},
		{`sh ./*.sh`, nil},
		{`npm run lint`, nil},
	}
	for _, tc := range cases {
		got := FilesRun(tc.cmd, dir, home, vars)
		if !slices.Equal(got, tc.want) {
			t.Errorf("FilesRun(%q) = %q, want %q", tc.cmd, got, tc.want)
		}
	}
	if got := FilesRun("./x.sh", "rel", home, nil); got != nil {
		t.Errorf("a relative dir: %q, want none", got)
	}
}

// FuzzFilesRun: any command string is read without a panic, and every
// file named is absolute and clean.
func FuzzFilesRun(f *testing.F) {
	for _, s := range []string{`"$CLAUDE_PROJECT_DIR"/x.sh`, `cd a && ../b.sh`, `bash -c 'node ~/x.js'`, `uv run "$X"/y.py`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, p := range FilesRun(src, "/p", "/h", map[string]string{"X": "/q"}) {
			if !strings.HasPrefix(p, "/") || path.Clean(p) != p {
				t.Fatalf("FilesRun(%q) named %q", src, p)
			}
		}
	})
}
