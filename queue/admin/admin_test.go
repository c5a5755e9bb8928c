package admin

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

func newStore(t *testing.T) *store.Store {
	t.Helper()
	st := store.New(filepath.Join(t.TempDir(), "desk.db"))
	t.Cleanup(func() {
		if _, err := st.VerifyAudit(); err != nil && !errors.Is(err, store.ErrNoStore) {
			t.Errorf("audit trail: %v", err)
		}
	})
	return st
}

// auditOf returns the store's audit entries.
func auditOf(t *testing.T, st *store.Store) []store.AuditEntry {
	t.Helper()
	var entries []store.AuditEntry
	if err := st.View(func(tx *store.Tx) error {
		var err error
		entries, err = tx.AuditSince(0, 0)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return entries
}

func TestCheckHost(t *testing.T) {
	tests := []struct{ in, want, err string }{
		{in: "get.k3s.io", want: "get.k3s.io"},
		{in: "Get.K3S.io.", want: "get.k3s.io"},
		{in: "*.githubusercontent.com", want: "*.githubusercontent.com"},
		{in: "localhost", want: "localhost"},
		{in: "10.0.0.1", want: "10.0.0.1"},
		{in: "", err: "is empty"},
		{in: "*.", err: "character"},
		{in: "https://get.k3s.io", err: "character"},
		{in: "get.k3s.io:443", err: "character"},
		{in: "get.k3s.io/x", err: "character"},
		{in: "a..b", err: "empty label"},
		{in: "*.*.x", err: "character"},
		{in: "a b", err: "character"},
		{in: strings.Repeat("a.", 127) + "aa", err: "longer"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := CheckHost(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) || !errors.Is(err, store.ErrInvalid) {
					t.Fatalf("CheckHost = %q, %v; want an invalid-record error saying %q", got, err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("CheckHost = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func FuzzCheckHost(f *testing.F) {
	for _, s := range []string{"get.k3s.io", "*.x.y", "", "a..b", "HTTPS://x", "\x00", "é.com"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		h, err := CheckHost(in)
		if err != nil {
			return
		}
		if h != strings.ToLower(h) || strings.ContainsAny(h, " /:@\t\n") || h == "" {
			t.Fatalf("CheckHost(%q) = %q", in, h)
		}
		if again, err := CheckHost(h); err != nil || again != h {
			t.Fatalf("CheckHost(%q) = %q, %v; not stable", h, again, err)
		}
	})
}

func TestEgressChangesAreAudited(t *testing.T) {
	st := newStore(t)
	if hosts, err := Egress(st); err != nil || len(hosts) != 0 {
		t.Fatalf("Egress of no store = %v, %v", hosts, err)
	}
	if _, err := AddEgress(st, "Get.K3s.io", "k3s", "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := AddEgress(st, "get.k3s.io", "again", "bob"); !errors.Is(err, store.ErrExists) {
		t.Fatalf("second add: %v, want ErrExists", err)
	}
	if _, err := AddEgress(st, "https://x", "r", "bob"); !errors.Is(err, store.ErrInvalid) {
		t.Fatalf("bad host: %v, want ErrInvalid", err)
	}
	hosts, err := Egress(st)
	if err != nil || len(hosts) != 1 || hosts[0].Host != "get.k3s.io" || hosts[0].AddedBy != "alice" || hosts[0].Reason != "k3s" {
		t.Fatalf("Egress = %+v, %v", hosts, err)
	}
	if err := RemoveEgress(st, "GET.k3s.io", "done", "bob"); err != nil {
		t.Fatal(err)
	}
	if err := RemoveEgress(st, "get.k3s.io", "", "bob"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("second remove: %v, want ErrNotFound", err)
	}
	entries := auditOf(t, st)
	if len(entries) != 2 {
		t.Fatalf("%d audit entries, want 2 (failed changes write none): %+v", len(entries), entries)
	}
	for i, want := range []struct{ kind, actor, data string }{
		{store.KindEgressAdd, "alice", `{"host":"get.k3s.io","reason":"k3s"}`},
		{store.KindEgressRm, "bob", `{"host":"get.k3s.io","reason":"done"}`},
	} {
		e := entries[i]
		if e.Kind != want.kind || e.Actor != want.actor || string(e.Data) != want.data {
			t.Errorf("entry %d = %s %s %s, want %s %s %s", i, e.Kind, e.Actor, e.Data, want.kind, want.actor, want.data)
		}
	}
}

func TestSet(t *testing.T) {
	st := newStore(t)
	if s, err := Settings(st); err != nil || s != store.DefaultSettings() {
		t.Fatalf("Settings of no store = %+v, %v", s, err)
	}
	steps := []struct {
		name, value string
		changed     bool
		err         string
	}{
		{SettingFourEyes, "on", true, ""},
		{SettingFourEyes, "on", false, ""},
		{SettingFallback, "ask", true, ""},
		{SettingFourEyes, "off", true, ""},
		{SettingFourEyes, "yes", false, "write on or off"},
		{SettingFallback, "refuse", false, "write allow or ask"},
		{"colour", "blue", false, `no setting "colour"`},
	}
	for _, s := range steps {
		changed, err := Set(st, s.name, s.value, "alice")
		if s.err != "" {
			if err == nil || !strings.Contains(err.Error(), s.err) || !errors.Is(err, store.ErrInvalid) {
				t.Errorf("Set(%s, %s) = %v, want an error saying %q", s.name, s.value, err, s.err)
			}
			continue
		}
		if err != nil || changed != s.changed {
			t.Errorf("Set(%s, %s) = %v, %v; want changed %v", s.name, s.value, changed, err, s.changed)
		}
	}
	got, err := Settings(st)
	if err != nil || got.FourEyes || got.Fallback != store.OutcomeAsk {
		t.Fatalf("Settings = %+v, %v; want four eyes off, fallback ask", got, err)
	}
	var records []settingRecord
	for _, e := range auditOf(t, st) {
		if e.Kind != store.KindSetting || e.Actor != "alice" {
			t.Fatalf("entry %+v", e)
		}
		var r settingRecord
		if err := json.Unmarshal(e.Data, &r); err != nil {
			t.Fatal(err)
		}
		records = append(records, r)
	}
	want := []settingRecord{{"four-eyes", "off", "on"}, {"fallback", "allow", "ask"}, {"four-eyes", "on", "off"}}
	if len(records) != len(want) {
		t.Fatalf("records %+v, want %+v", records, want)
	}
	for i := range want {
		if records[i] != want[i] {
			t.Errorf("record %d = %+v, want %+v", i, records[i], want[i])
		}
	}
}
