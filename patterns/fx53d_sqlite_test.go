package patterns

import (
	"testing"
	"time"
)

// fx53d (rt50 A2): Python's database shell, `python3 -m sqlite3 STORE`,
// opens the store as sqlite3 does; the module named apart or joined,
// after python's options, and python's other uses of the store's
// neighbours stay as they were.
func TestFx53dPythonSqliteStore(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	const store = "/home/u/.local/state/ozdesk/desk.db"
	for _, c := range []struct{ cmd, want string }{
		{"python3 -m sqlite3 " + store + " 'delete from rules'", "cmd.guard-tamper"},
		{"python -m sqlite3 " + store, "cmd.guard-tamper"},
		{"python3 -msqlite3 " + store, "cmd.guard-tamper"},
		{"python3 -I -m sqlite3 " + store, "cmd.guard-tamper"},
		{"python3.12 -m sqlite3 ~/.local/state/ozdesk/desk.db .dump", "cmd.guard-tamper"},
		{"python3 -m sqlite3 -v " + store, "cmd.guard-tamper"},
		{"python3 -m sqlite3 app.db 'select 1'", ""},
		{"python3 -m sqlite3 ./data/dev.sqlite", ""},
		{"python3 -m sqlite3 -v", ""},
		{"python3 -m pytest tests/", ""},
		{"python3 -m json.tool package.json", ""},
	} {
		ctx := &Context{Cwd: "/home/u/proj", Workdir: "/home/u/proj", Home: "/home/u",
			Protected: []string{"/home/u/.local/state/ozdesk"}}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.want == "" && v.Outcome != Allow || c.want != "" && (v.Outcome != Ask || v.Rule != c.want) {
			t.Errorf("%q: %v by %s (%s), want %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want)
		}
	}
}
