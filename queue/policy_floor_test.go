package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestPolicyFloorKept: the floor a process kept in its file, read back
// by the next process, makes settings put back to an older entry not
// believed there either.
func TestPolicyFloorKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "policy.floor")
	if f, err := ReadPolicyFloor(path); err != nil || f != (PolicyFloor{}) {
		t.Fatalf("no file yet: %+v, %v", f, err)
	}
	s := newService(t)
	set := store.DefaultSettings()
	set.Fallback = store.OutcomeAsk
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	first := auditOf(t, s, store.KindSetting)[0].Seq
	set.FourEyes = true
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Settings(); err != nil {
		t.Fatal(err)
	}
	kept, err := s.KeepPolicyFloor(path, PolicyFloor{})
	if err != nil || kept.Settings <= first {
		t.Fatalf("kept %+v, %v; want the second setting entry", kept, err)
	}
	// The next process over the same store, with its records put back.
	next := New(s.st)
	back := set
	back.FourEyes = false
	err = s.st.Update(func(tx *store.Tx) error {
		if err := tx.PutSettingsAttested(back, first); err != nil {
			return err
		}
		return tx.IndexSettingsEntry(store.AuditEntry{Kind: store.KindSetting, Seq: first})
	})
	if err != nil {
		t.Fatal(err)
	}
	read, err := ReadPolicyFloor(path)
	if err != nil || read != kept {
		t.Fatalf("read back %+v, %v; want %+v", read, err, kept)
	}
	next.RaisePolicyFloor(read)
	if got, err := next.Settings(); err != nil || !got.FourEyes {
		t.Errorf("settings put back under a kept floor: %+v, %v; want four eyes on", got, err)
	}
	if why, err := next.SettingsUnproven(); err != nil || why == "" {
		t.Errorf("SettingsUnproven: %q, %v", why, err)
	}
}
