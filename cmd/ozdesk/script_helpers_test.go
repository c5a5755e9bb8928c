package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
	bolt "go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// explainDefaults checks the defaults' examples through the real binary
// (buildOzdesk's, $OZDESK_SCRIPT_BINARY), in the context the examples are
// written for: an operator's project in their home (outside the temporary
// directories, which the work directory of a script is in).
func explainDefaults(ts *testscript.TestScript) {
	home := ts.Getenv("HOME")
	ts.Setenv("HOME", "/home/op")
	defer ts.Setenv("HOME", home)
	checked := 0
	for _, d := range patterns.DefaultInfos() {
		for _, c := range d.Caught {
			r := explainJSON(ts, c)
			if r.Outcome != patterns.Ask || r.Rule != d.ID {
				ts.Fatalf("%s catches %q, but explain says %s by %q", d.ID, c, r.Outcome, r.Rule)
			}
			checked++
		}
		for _, c := range d.Passed {
			if r := explainJSON(ts, c); r.Rule == d.ID {
				ts.Fatalf("%s passes %q, but explain says %s by it", d.ID, c, r.Outcome)
			}
			checked++
		}
	}
	if checked == 0 {
		ts.Fatalf("explain-defaults: the defaults have no examples")
	}
	ts.Logf("explained %d examples of %d defaults", checked, len(patterns.DefaultInfos()))
}

// explainJSON runs `ozdesk policy explain --json` and decodes its report,
// checking the fields DESIGN.md names are there.
func explainJSON(ts *testscript.TestScript, command string) patterns.Report {
	ts.Check(ts.Exec(ts.Getenv("OZDESK_SCRIPT_BINARY"), "policy", "explain", "--json", "--cwd", "/home/op/proj", "--command", command))
	out := ts.ReadFile("stdout")
	var shape map[string]json.RawMessage
	ts.Check(json.Unmarshal([]byte(out), &shape))
	for _, k := range []string{"outcome", "rule", "reason", "unreadable", "parts", "store"} {
		if _, ok := shape[k]; !ok {
			ts.Fatalf("explain --json of %q lacks %q:\n%s", command, k, out)
		}
	}
	var r patterns.Report
	ts.Check(json.Unmarshal([]byte(out), &r))
	return r
}

// cmdTamper changes the store file behind ozdesk's back, as an attacker
// with write access to it would:
//
//	tamper edit SEQ     rewrite audit entry SEQ's actor, leaving its hash
//	tamper cut          delete the last audit entry
//	tamper garbage      overwrite the store with bytes that are not bbolt
//	tamper rulefield …, ruledel …, order …: the rules edited in place (tamperRules)
//	tamper settingsdel …, settingsfield …: the settings edited in place (tamperSettings)
func cmdTamper(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: tamper edit SEQ | cut | garbage | rule ID PATTERN")
	}
	path := ts.Getenv("OZDESK_DB")
	switch args[0] {
	case "rulefield", "ruledel", "order":
		tamperRules(ts, path, args)
		return
	case "settingsdel", "settingsfield":
		tamperSettings(ts, path, args)
		return
	case "garbage":
		ts.Check(writeGarbage(path))
		return
	case "rule":
		if len(args) != 3 {
			ts.Fatalf("usage: tamper rule ID PATTERN")
		}
		ts.Check(store.New(path).Update(func(tx *store.Tx) error {
			return tx.InsertRule(store.Rule{ID: args[1], Outcome: store.OutcomeAllow, Pattern: args[2],
				Reason: "forged", End: time.Now().Add(time.Hour), Mode: store.ModeEnforce,
				Status: store.StatusActive, Author: "alice"}, store.Place{First: true})
		}))
		return
	}
	db, err := bolt.Open(path, 0o600, nil)
	ts.Check(err)
	defer func() { ts.Check(db.Close()) }()
	ts.Check(db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket([]byte("audit"))
		if b == nil {
			return fmt.Errorf("no audit bucket")
		}
		switch args[0] {
		case "edit":
			if len(args) != 2 {
				return fmt.Errorf("usage: tamper edit SEQ")
			}
			seq, err := strconv.ParseUint(args[1], 10, 64)
			if err != nil {
				return err
			}
			key := binary.BigEndian.AppendUint64(nil, seq)
			var e map[string]any
			if err := json.Unmarshal(b.Get(key), &e); err != nil {
				return fmt.Errorf("entry %d: %w", seq, err)
			}
			e["actor"] = "mallory"
			v, err := json.Marshal(e)
			if err != nil {
				return err
			}
			return b.Put(key, v)
		case "cut":
			k, _ := b.Cursor().Last()
			if k == nil {
				return fmt.Errorf("the audit trail is empty")
			}
			return b.Delete(k)
		}
		return fmt.Errorf("tamper: unknown way %q", args[0])
	}))
}

// cmdStartCut starts an audit cut in the store and takes none of its
// steps, as a cut whose process was killed right after its first
// transaction leaves it:
//
//	startcut SEQ HASH
func cmdStartCut(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: startcut SEQ HASH")
	}
	seq, err := strconv.ParseUint(args[0], 10, 64)
	ts.Check(err)
	ts.Check(store.New(ts.Getenv("OZDESK_DB")).Update(func(tx *store.Tx) error {
		_, err := tx.StartAuditCut(store.AuditEntry{Time: time.Now(), Actor: "alice"}, store.AuditHead{Seq: seq, Hash: args[1]})
		return err
	}))
}

// writeGarbage replaces the store with a file bbolt cannot open.
func writeGarbage(path string) error {
	return os.WriteFile(path, bytes.Repeat([]byte("not a bbolt file\n"), 512), 0o600)
}
