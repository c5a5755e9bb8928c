package patterns

import "testing"

// copyFileCases (fx29e1, rt28d #2): a copy of named files writes known
// names, as `>` does, so a later git or npm is not unreadable for a copy
// that lands on none of the names they read as code or configuration; a
// copy onto such a name, a glob, a recursive copy, a move or a link (which
// may carry a directory) stay made-then-run or rebound.
var copyFileCases = []effectCase{
	{"cp a.txt b.txt && git status", ""},
	{"cp /tmp/notes.txt . && git status", ""},
	{"cp .env.example .env && npm run dev", ""},
	{"cp ../shared/logo.png . && npm run build", ""},
	{"cp ~/notes.md docs/ && git add docs && git commit -m d", ""},
	{"install -m 644 a.conf etc/a.conf && make", ""},
	{"cp -t docs a.md b.md && git status", ""},
	{"cp x.sh .git/hooks/pre-commit && git commit -m x", UnreadableMadeRun},
	{"cp /tmp/config .git/ && git status", UnreadableMadeRun},
	{"cp /tmp/package.json . && npm test", UnreadableMadeRun},
	{"cp /tmp/x.json package.json && npm test", UnreadableMadeRun},
	{"cp /tmp/Makefile . && make", UnreadableMadeRun},
	{"cp x.js jest.config.js && npx jest", UnreadableMadeRun},
	{"cp /tmp/mytool ~/.local/bin/ && mytool", UnreadableMadeRun},
	{"cp $HOME/.npmrc . && npm i", UnreadableMadeRun},
	{"cp *.json . && npm test", UnreadableMadeRun},
	{"cp -r /tmp/x/ . && npm test", UnreadableMadeRun},
	{"cp \"$SRC\" . && git status", UnreadableMadeRun},
	{"mv /tmp/x .gitconfig && git status", UnreadableMadeRun}, // fx42r3: ./b can be none of git's config files
}

func TestCopyFileCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range copyFileCases {
		cmd := Read(c.cmd)
		v := pol.Evaluate(cmd, testContext(), testNow)
		var got UnreadableCode
		for _, u := range cmd.Unreadable {
			if u.Code == UnreadableMadeRun || u.Code == UnreadableRebound {
				got = UnreadableMadeRun // either says the later part runs what was made
				break
			}
		}
		if got != c.code {
			t.Errorf("%q: made-then-run %q, want %q (%v)", c.cmd, got, c.code, cmd.Unreadable)
			continue
		}
		if c.code != "" && v.Outcome == Allow {
			t.Errorf("%q: allowed by %q", c.cmd, v.Rule)
		}
		if c.code == "" && v.Outcome != Allow {
			t.Errorf("%q: %s by %q, want allowed", c.cmd, v.Outcome, v.Rule)
		}
	}
}

// copyDockerfileCases: the Dockerfile a copy from the project's own files
// makes stays everyday, one copied in from outside it asks (fx20d3).
var copyDockerfileCases = []doesCase{
	{`cp Dockerfile.dev Dockerfile && docker build .`, ""},
	{`cp docker/prod.Dockerfile Dockerfile && docker build -t app .`, ""},
	{`cp /tmp/d Dockerfile && docker build .`, "cmd.unreadable"},
	{`cp ../other/Dockerfile . && docker build .`, "cmd.unreadable"},
}

func TestCopyDockerfileCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "copied Dockerfile ", copyDockerfileCases)
}

// copyBackupCases: a copy onto a name like a file makes that name, not a
// file below it (fx21i1, fx21d2 keep these everyday).
var copyBackupCases = []doesCase{
	{`cp .npmrc /tmp/npmrc.bak`, ""},
	{`cp jest.config.js /tmp/backup.js && npx jest`, ""},
	{`cp /tmp/x.js jest.config.js && npx jest`, "cmd.unreadable"},
}

func TestCopyBackupCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "copy backup ", copyBackupCases)
}
