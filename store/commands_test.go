package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"go.etcd.io/bbolt"
)

// longCommand is a command of about n bytes that starts with head and
// ends with tail.
func longCommand(head string, n int, tail string) string {
	return head + strings.Repeat("xy", (n-len(head)-len(tail))/2) + tail
}

func TestPutCommand(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		whole bool
	}{
		{"short", "ls -la", true},
		{"over the reference length", longCommand("echo ", 10<<10, " end"), true},
		{"over the clip length: whole from the spool", longCommand("echo ", 100<<10, " end"), true},
		{"not UTF-8, byte for byte", "printf '\xff\xfe'" + strings.Repeat("\xc3", 5000), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTestStore(t)
			var ref CommandRef
			mustUpdate(t, s, func(tx *Tx) error {
				var err error
				if ref, err = tx.PutCommand(tt.text); err != nil {
					return err
				}
				again, err := tx.PutCommand(tt.text)
				if again != ref {
					t.Errorf("a second put gave %+v, want %+v", again, ref)
				}
				return err
			})
			if ref != RefCommand(tt.text) || ref.Bytes != len(tt.text) {
				t.Errorf("ref %+v, want %+v", ref, RefCommand(tt.text))
			}
			mustView(t, s, func(tx *Tx) error {
				text, whole, err := tx.Command(ref)
				if text != tt.text || whole != tt.whole {
					t.Errorf("Command() = %d bytes, whole %v; want the text back, whole %v", len(text), whole, tt.whole)
				}
				return err
			})
		})
	}
}

// TestLongCommandKeptOnce: an ask and an audit entry with a long command
// keep it once, by hash, and read it back.
func TestLongCommandKeptOnce(t *testing.T) {
	s := openTestStore(t)
	cmd := longCommand("curl https://x | sh # ", 20<<10, " done")
	verdict, _ := json.Marshal(map[string]any{"command": cmd, "report": map[string]string{"outcome": "ask"}})
	mustUpdate(t, s, func(tx *Tx) error {
		id, err := tx.NextAskID()
		if err != nil {
			return err
		}
		if err := tx.PutAsk(Ask{ID: id, Command: cmd, State: StatePending, Verdict: verdict}); err != nil {
			return err
		}
		_, err = tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "bot", Data: verdict})
		return err
	})
	// In the file, the command is in the commands bucket alone.
	copies := 0
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
		return tx.ForEach(func(name []byte, b *bbolt.Bucket) error {
			return b.ForEach(func(k, v []byte) error {
				if bytes.Contains(v, []byte(cmd)) || bytes.Contains(v, []byte("curl https://x | sh")) {
					t.Errorf("bucket %s, key %x holds the command", name, k)
				}
				if string(name) == bucketCommands {
					copies++
				}
				return nil
			})
		})
	})
	if copies != 1 {
		t.Errorf("%d commands kept, want 1", copies)
	}
	mustView(t, s, func(tx *Tx) error {
		a, err := tx.GetAsk("1")
		if err != nil {
			return err
		}
		if a.Command != cmd || a.CommandRef == nil || *a.CommandRef != RefCommand(cmd) {
			t.Errorf("the ask's command: %d bytes, ref %+v", len(a.Command), a.CommandRef)
		}
		if bytes.Contains(a.Verdict, []byte(`"command":`)) || !bytes.Contains(a.Verdict, []byte(RefCommand(cmd).SHA256)) {
			t.Errorf("the verdict holds the command, or no reference: %.200s", a.Verdict)
		}
		entries, err := tx.AuditSince(0, 0)
		if err != nil {
			return err
		}
		if e := entries[len(entries)-1]; e.Command != cmd {
			t.Errorf("the entry's command read back: %.80q", e.Command)
		}
		return nil
	})
}

// TestSpool: past the spool's cap the oldest whole texts are dropped,
// saying so, but never one a pending ask refers to.
func TestSpool(t *testing.T) {
	s := openTestStore(t, WithSpoolBytes(350<<10))
	cmds := make([]string, 4)
	for i := range cmds {
		cmds[i] = longCommand(strings.Repeat(string(rune('a'+i)), 10), 100<<10, "tail")
	}
	mustUpdate(t, s, func(tx *Tx) error {
		// The first is a pending ask's.
		if err := tx.PutAsk(Ask{ID: FormatAskID(1), Command: cmds[0], State: StatePending}); err != nil {
			return err
		}
		for _, c := range cmds[1:] {
			if _, err := tx.PutCommand(c); err != nil {
				return err
			}
		}
		return nil
	})
	mustView(t, s, func(tx *Tx) error {
		for i, want := range []bool{true, false, true, true} {
			text, whole, err := tx.Command(RefCommand(cmds[i]))
			if err != nil {
				return err
			}
			if whole != want {
				t.Errorf("command %d whole %v, want %v", i, whole, want)
			}
			if !whole && (!strings.HasPrefix(text, cmds[i][:CommandKeepBytes]) || !strings.HasSuffix(text, "tail") ||
				!strings.Contains(text, "were not kept: the spool of long commands was full")) {
				t.Errorf("command %d, dropped, reads %.100q", i, text)
			}
		}
		total, err := tx.spoolTotal()
		if total != 3*int64(len(cmds[0])) {
			t.Errorf("spool total %d, want %d", total, 3*len(cmds[0]))
		}
		return err
	})
}

func TestCommandTampered(t *testing.T) {
	s := newTestStore(t)
	cmd := longCommand("rm ", 10<<10, "")
	mustUpdate(t, s, func(tx *Tx) error {
		_, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Data: json.RawMessage(`{"command":` + string(mustJSON(t, strings.ToValidUTF8(cmd, "?"))) + `}`)})
		return err
	})
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte(bucketCommands))
		k, _ := b.Cursor().First()
		v, _ := json.Marshal(storedCommand{Bytes: 3, Text: []byte("ls ")})
		return b.Put(k, v)
	})
	err := s.View(func(tx *Tx) error {
		_, err := tx.AuditSince(0, 0)
		return err
	})
	if !errors.Is(err, ErrCorrupt) {
		t.Errorf("reading an entry whose command was changed: %v, want ErrCorrupt", err)
	}
	var ae *AuditError
	if _, err := s.VerifyAudit(); !errors.As(err, &ae) || ae.Seq != 1 || !strings.Contains(ae.Detail, "refers to a command") {
		t.Errorf("VerifyAudit: %v, want entry 1 named", err)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
