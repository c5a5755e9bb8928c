package policyfile

import (
	"fmt"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// bigFile is a policy of n rules of every kind.
func bigFile(n int) *File {
	f := &File{Version: Version, Settings: FromSettings(store.DefaultSettings()), HasEgress: true,
		Egress: []Egress{{Host: "get.k3s.io", Reason: "k3s"}}}
	for i := range n {
		r := Rule{ID: fmt.Sprintf("r%d", i+1), Mode: store.ModeEnforce, Status: store.StatusActive, Author: "op"}
		switch i % 3 {
		case 0:
			r.Outcome, r.Pattern, r.Reason = patterns.Allow, fmt.Sprintf("go test ./pkg%d/...", i), "tests"
			r.Ends = time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
		case 1:
			r.Outcome, r.Pattern = patterns.Ask, fmt.Sprintf("kubectl delete ns team-%d", i)
			r.Scope = Scope{Agent: "ops-*"}
		default:
			r.Outcome, r.Pattern, r.Reason = patterns.Refuse, fmt.Sprintf("git push --force * release-%d", i), "releases are final"
		}
		f.Rules = append(f.Rules, r)
	}
	return f
}

// BenchmarkParse measures reading a policy file of 1,000 rules (each
// pattern parsed and checked, the rails run on each allow).
//
//	go test ./queue/policyfile -run '^$' -bench . -benchtime 20x
func BenchmarkParse(b *testing.B) {
	data, err := Marshal(bigFile(1000))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDiff measures comparing two policies of 1,000 rules where every
// rule moved (the file's order reversed).
func BenchmarkDiff(b *testing.B) {
	cur, want := bigFile(1000), bigFile(1000)
	for i, j := 0, len(want.Rules)-1; i < j; i, j = i+1, j-1 {
		want.Rules[i], want.Rules[j] = want.Rules[j], want.Rules[i]
	}
	b.ReportAllocs()
	for b.Loop() {
		if len(Diff(cur, want)) != 999 {
			b.Fatal("diff")
		}
	}
}
