package store

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestAppendAuditOf: an entry whose data the store encodes (AppendAuditOf)
// is stored and hashed as the same data encoded by the caller and given
// to AppendAudit, long commands taken out alike, and the kinds only the
// store writes are refused as AppendAudit refuses them.
func TestAppendAuditOf(t *testing.T) {
	at := time.Date(2026, 12, 6, 2, 0, 0, 0, time.UTC)
	for _, v := range []any{
		map[string]any{"command": "ls <a> && b", "report": map[string]any{"parts": []string{"ls", "b"}}},
		map[string]any{"command": strings.Repeat("x | ", 3000), "agent": "claude", "a b": 1},
		[]int{1, 2},
		"text",
		nil,
	} {
		var viaData, viaOf AuditEntry
		var encoded []byte
		s1, s2 := openTestStore(t), openTestStore(t)
		mustUpdate(t, s1, func(tx *Tx) error {
			data, err := json.Marshal(v)
			if err != nil {
				return err
			}
			viaData, err = tx.AppendAudit(AuditEntry{Time: at, Kind: KindEvaluate, Actor: "claude", Node: "n", Data: data})
			return err
		})
		mustUpdate(t, s2, func(tx *Tx) error {
			var err error
			viaOf, encoded, err = tx.AppendAuditOf(AuditEntry{Time: at, Kind: KindEvaluate, Actor: "claude", Node: "n"}, v)
			return err
		})
		if viaOf.Hash != viaData.Hash || string(viaOf.Data) != string(viaData.Data) {
			t.Errorf("%.40v: stored %.200s (%s), want %.200s (%s)", v, viaOf.Data, viaOf.Hash, viaData.Data, viaData.Hash)
		}
		if want, _ := json.Marshal(v); string(encoded) != string(want) {
			t.Errorf("%.40v: encoding %.100s, want %.100s", v, encoded, want)
		}
	}
	s := openTestStore(t)
	for _, kind := range []string{KindAuditCut, KindAuditCarry, KindRulesState} {
		err := s.Update(func(tx *Tx) error {
			_, _, err := tx.AppendAuditOf(AuditEntry{Kind: kind}, 1)
			return err
		})
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", kind, err)
		}
	}
}
