package queue

import (
	"bytes"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// FuzzVerifyExport: any input is read without a panic, and an input that
// verifies holds exactly the entries from its start to its head.
func FuzzVerifyExport(f *testing.F) {
	s := newService(f)
	for range 3 {
		mustEvaluate(f, s, Request{Command: "ls -la", Agent: "bot"})
	}
	var good bytes.Buffer
	if _, err := ExportAudit(s, &good, ExportStop{}); err != nil {
		f.Fatal(err)
	}
	f.Add(good.String())
	f.Add(strings.SplitAfterN(good.String(), "\n", 2)[1]) // starts after entry 1
	f.Add(`{"seq":1,"hash":"00"}`)
	f.Add(`{"seq":0,"prev":"x","hash":"00"}` + "\n\n[]")
	f.Add("")
	f.Fuzz(func(t *testing.T, in string) {
		chk, err := VerifyExport(strings.NewReader(in), store.AuditHead{Seq: 2, Hash: "00"})
		if err != nil {
			return
		}
		if chk.Entries == 0 || chk.Head.Seq-chk.From.Seq != uint64(chk.Entries) {
			t.Errorf("verified %d entries from %d to %d", chk.Entries, chk.From.Seq, chk.Head.Seq)
		}
	})
}
