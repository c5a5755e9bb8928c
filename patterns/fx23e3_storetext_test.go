package patterns

import "testing"

// fx23e3StoreTextCases: ozdesk's store named inside another program's
// text (rt23d #26), SQL that attaches it above all, asks as guard-tamper;
// the same path printed or searched for, and other databases attached,
// stay allowed.
var fx23e3StoreTextCases = []doesCase{
	{`sqlite3 :memory: "ATTACH '/home/op/.local/state/ozdesk/desk.db' AS d; UPDATE d.asks SET state='approved'"`, "cmd.guard-tamper"},
	{`sqlite3 /tmp/other.db "ATTACH '/home/op/.local/state/ozdesk/desk.db' AS d; DELETE FROM d.rules"`, "cmd.guard-tamper"},
	{`duckdb -c "ATTACH '/home/op/.local/state/ozdesk/desk.db' AS d (TYPE sqlite); DELETE FROM d.rules"`, "cmd.guard-tamper"},
	{`sqlite3 'file:/home/op/.local/state/ozdesk/desk.db?mode=rw' 'delete from rules'`, "cmd.guard-tamper"},
	{`sqlite3 :memory: "ATTACH '$HOME/.local/state/ozdesk/desk.db' AS d; DELETE FROM d.rules"`, "cmd.guard-tamper"},
	{`sqlite3 :memory: "ATTACH '../.local/state/ozdesk/desk.db' AS d; DELETE FROM d.rules"`, "cmd.guard-tamper"},
	{`bash -c "sqlite3 :memory: \"ATTACH '/home/op/.local/state/ozdesk/desk.db' AS d\""`, "cmd.guard-tamper"},
	{`sqlite3 :memory: "ATTACH 'build/cache.db' AS d; SELECT count(*) FROM d.t"`, ""},
	{`sqlite3 app.db "ATTACH '/tmp/other.db' AS o; SELECT 1"`, ""},
	{`echo "store: /home/op/.local/state/ozdesk/desk.db"`, ""},
	{`grep -rn '/home/op/.local/state/ozdesk' docs/`, ""},
	{`ls -l /home/op/.local/state/ozdesk/`, ""},
	{`sqlite3 :memory: "ATTACH '/home/op/.local/state/ozdesk-old/x.db' AS d"`, ""},
	{`sqlite3 :memory: "ATTACH '/home/op/.local/state/ozdesk-wal' AS d"`, "cmd.guard-tamper"},
	{`python3 scripts/migrate.py --src=/home/op/.local/state/ozdesk/desk.db`, "cmd.guard-tamper"},
	{`python3 scripts/migrate.py --src=/home/op/data/app.db`, ""},
	{`lsattr /home/op/.local/state/ozdesk/desk.db`, ""},
}

// TestFx23e3StoreText checks fx23e3StoreTextCases against the defaults.
func TestFx23e3StoreText(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "store-text ", fx23e3StoreTextCases)
}
