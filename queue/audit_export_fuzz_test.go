package queue

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// FuzzVerifyExport: any input is read without a panic, and an input that
// verifies holds exactly the entries from its start to its head, and is
// byte for byte the lines an export writes for them (no byte the hashes
// do not cover: rt16f finding 1).
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
	f.Add(strings.Replace(good.String(), `"actor":"bot"`, `"actor":"admin","Actor":"bot"`, 1))
	f.Add(strings.Replace(good.String(), `"seq":1,`, `"seq":1,"approved_by":"ciso",`, 1))
	f.Add(strings.ReplaceAll(good.String(), "\n", "\r\n"))
	f.Add(good.String() + "\n")
	f.Fuzz(func(t *testing.T, in string) {
		if _, err := VerifyExport(strings.NewReader(in), store.AuditHead{Seq: 2, Hash: "00"}); err == nil {
			t.Errorf("an export verified against a made-up anchor for entry 2: %q", in)
		}
		chk, err := VerifyExport(strings.NewReader(in))
		if err != nil {
			return
		}
		if chk.Entries == 0 || chk.Head.Seq-chk.From.Seq != uint64(chk.Entries) {
			t.Errorf("verified %d entries from %d to %d", chk.Entries, chk.From.Seq, chk.Head.Seq)
		}
		var again strings.Builder
		for _, line := range strings.SplitAfter(in, "\n") {
			if line == "" {
				continue
			}
			var e store.AuditEntry
			if err := json.Unmarshal([]byte(line), &e); err != nil {
				t.Fatalf("verified a line that is not JSON: %q", line)
			}
			b, err := exportLine(e)
			if err != nil {
				t.Fatal(err)
			}
			again.Write(b)
		}
		if again.String() != in {
			t.Errorf("verified an export that is not as ExportAudit writes its entries:\n%q\n%q", in, again.String())
		}
	})
}
