package patterns

import (
	"testing"
	"time"
)

// storeContext is testContext with the store where OZDESK_DB may put
// it: a file in a directory of its own choosing, outside the workdir and
// not named ozdesk, so the file itself is what ozdesk protects (as the
// queue sets Context.Protected for it).
func storeContext() *Context {
	ctx := testContext()
	ctx.Workdir = "/home/op/proj"
	ctx.Protected = []string{"/srv/st/desk.db"}
	return ctx
}

// rt22d #2, #20: a program that opens ozdesk's store, or one of the files
// beside it that are the store too (a -wal, -shm, -journal or lock file),
// for writing, or moves or deletes the directory holding it, is
// guard-tamper and names it, certainly, never cmd.cloud-delete or
// cmd.delete-outside; an operator's delete-outside carve-out cannot open
// it. sqlite3 opens its database read-write (creating it when it is not
// there: `sqlite3 STORE .dump` on a deleted store makes an empty file);
// on ozdesk's bbolt file every statement fails with "file is not a
// database", but `.restore OLD` writes the file, so the open is what is
// judged, whatever its SQL says.
func TestStoreOpenedForWriting(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	carve, err := NewPolicy([]*Rule{{ID: "r1", Outcome: Allow, Over: "cmd.delete-outside", Reason: "scratch", End: testNow.Add(time.Hour)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cmd, rule, word string
	}{
		{`sqlite3 /srv/st/desk.db 'delete from asks'`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`sqlite3 /srv/st/desk.db "insert into rules(kind,pattern) values('allow','*')"`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`sqlite3 /srv/st/desk.db 'drop table rules'`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`sqlite3 /srv/st/desk.db ".restore /tmp/old.db"`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`sqlite3 /srv/st/desk.db .dump`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`echo 'delete from asks;' | sqlite3 /srv/st/desk.db`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`cd /srv/st && sqlite3 desk.db 'delete from asks'`, "cmd.guard-tamper", "desk.db"},
		{`sqlite3 -batch -cmd 'pragma x' /srv/st/desk.db 'delete from asks'`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`rm /srv/st/desk.db-wal`, "cmd.guard-tamper", "/srv/st/desk.db-wal"},
		{`rm -f /srv/st/desk.db-shm /srv/st/desk.db-wal`, "cmd.guard-tamper", "/srv/st/desk.db-wal"},
		{`rm /srv/st/desk.db-journal`, "cmd.guard-tamper", "/srv/st/desk.db-journal"},
		{`rm /srv/st/desk.db.lock`, "cmd.guard-tamper", "/srv/st/desk.db.lock"},
		{`echo x > /srv/st/desk.db-wal`, "cmd.guard-tamper", "/srv/st/desk.db-wal"},
		{`rm -rf /srv/st`, "cmd.guard-tamper", "/srv/st"},
		{`mv /srv/st /srv/s2`, "cmd.guard-tamper", "/srv/st"},
		{`dd if=/dev/zero of=/srv/st/desk.db`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`truncate -s 0 /srv/st/desk.db`, "cmd.guard-tamper", "/srv/st/desk.db"},
		{`cp old.db /srv/st/desk.db`, "cmd.guard-tamper", "/srv/st/desk.db"},
	} {
		t.Run(tc.cmd, func(t *testing.T) {
			for _, p := range []*Policy{pol, carve} {
				v := p.Explain(tc.cmd, storeContext(), testNow)
				if v.Outcome != Ask || v.Rule != tc.rule {
					t.Fatalf("%s by %q, want ask by %s", v.Outcome, v.Rule, tc.rule)
				}
				b := v.Report().Parts[v.Part].Because
				if b == nil || b.Word != tc.word || b.Certainty != "certain" {
					t.Fatalf("because %+v, want the word %q, certain", b, tc.word)
				}
			}
		})
	}
	for _, src := range []string{
		`sqlite3 app.db 'delete from sessions where expired = 1'`,
		`sqlite3 app.db .dump > backup.sql`,
		`sqlite3 'file:/srv/st/desk.db?mode=ro' .tables`,
		`ls -l /srv/st/desk.db-wal`,
		`rm /srv/st2/desk.db-wal.txt`,
	} {
		v := pol.Explain(src, storeContext(), testNow)
		if v.Outcome == Ask && v.Rule == "cmd.guard-tamper" {
			t.Errorf("%s: asks by cmd.guard-tamper, want it left to the other rules", src)
		}
	}
}
