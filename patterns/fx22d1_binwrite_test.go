package patterns

import "testing"

// binWriteCases (fx22d1, rt22d #9, issue 7 §1): a package manager's
// script runs with node_modules/.bin first on its PATH, so a write there
// by any verb (a redirection, tee, cp, ln …) followed by npm run, npm
// test, yarn, pnpm or bun run makes the later part run what the line
// wrote: made-then-run (or rebound, for a copy onto the name). A write
// there with no such run in the line is runs-later (fx35d, rt31 #7: the
// next npm run or npx in any later call runs it; fx35d_case_test.go). Writes elsewhere, and
// runs with nothing written there, stay everyday work.
var binWriteCases = []effectCase{
	{"echo 'rm -rf ~' > node_modules/.bin/eslint && npm run lint", UnreadableMadeRun},
	{"cat /tmp/evil > node_modules/.bin/eslint; npm run lint", UnreadableMadeRun},
	{"echo x >> node_modules/.bin/eslint && npm run lint", UnreadableMadeRun},
	{"echo x | tee node_modules/.bin/jest && npm test", UnreadableMadeRun},
	{"printf x > node_modules/.bin/tsc && yarn build", UnreadableMadeRun},
	{"printf x > node_modules/.bin/tsc && pnpm run build", UnreadableMadeRun},
	{"printf x > ./node_modules/.bin/vite && bun run dev", UnreadableMadeRun},
	{"cd web && echo x > node_modules/.bin/vite && npm run dev", UnreadableMadeRun},
	{"echo hi > notes.txt && npm run lint", ""},
	{"npm install && npm run lint", ""},
	{"npm run build > build.log && npm test", ""},
}

func TestBinWriteCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range binWriteCases {
		cmd := Read(c.cmd)
		v := pol.Evaluate(cmd, testContext(), testNow)
		var got UnreadableCode
		for _, u := range cmd.Unreadable {
			if c.code != "" && (u.Code == UnreadableMadeRun || u.Code == UnreadableRebound) || c.code == "" {
				got = c.code
				if c.code == "" {
					got = u.Code
				}
				break
			}
		}
		if got != c.code {
			t.Errorf("%q: code %q, want %q (%v)", c.cmd, got, c.code, cmd.Unreadable)
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
