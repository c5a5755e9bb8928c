package patterns

import (
	"strconv"
	"testing"
)

// TestJudgedMemo checks the memo of judgements filed by word against a
// map keyed as it was before: each key put is found with its judgement,
// a key not put is not, for words judged against few classes and against
// more than a chain holds (the rest kept in the map past it), and words
// of the same text in another context kept apart.
func TestJudgedMemo(t *testing.T) {
	words := make([]Word, 3)
	ctxs := []*Context{{}, {}}
	for _, tc := range []struct {
		name    string
		classes int
	}{
		{"few classes", 5},
		{"a full chain", judgedChainMax},
		{"past a full chain", 3 * judgedChainMax},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m judgedMemo
			want := map[judgeKey]Judgement{}
			for n := range tc.classes {
				for wi := range words {
					for _, ctx := range ctxs {
						k := judgeKey{class: "c" + strconv.Itoa(n%7), arg: strconv.Itoa(n), w: &words[wi], ctx: ctx, cls: classNumber(n % 7)}
						if _, ok := m.get(k); ok {
							t.Fatalf("%+v found before it was put", k)
						}
						j := Judgement{Might: (n+wi)%2 == 0, Certainly: (n+wi)%3 == 0}
						m.put(k, j, 8)
						want[k] = j
					}
				}
			}
			for k, j := range want {
				if got, ok := m.get(k); !ok || got != j {
					t.Errorf("get(%+v) = %+v, %v; want %+v", k, got, ok, j)
				}
			}
			for _, absent := range []judgeKey{
				{class: "c0", arg: "none", w: &words[0], ctx: ctxs[0], cls: classNumber(0)},
				{class: "c0", arg: "0", w: &words[0], ctx: ctxs[0], cls: 7},              // another class, no bit
				{class: "c0", arg: "0", w: &words[0], ctx: ctxs[0], cls: classNumber(2)}, // another class's number
			} {
				if _, ok := m.get(absent); ok {
					t.Errorf("get(%+v) found a judgement never put", absent)
				}
			}
			for _, ch := range m.chains {
				if ch.n > judgedChainMax {
					t.Errorf("a chain holds %d judgements, past %d", ch.n, judgedChainMax)
				}
			}
			if tc.classes > judgedChainMax && len(m.more) != len(words)*len(ctxs)*(tc.classes-judgedChainMax) {
				t.Errorf("%d judgements past the chains, want %d", len(m.more), len(words)*len(ctxs)*(tc.classes-judgedChainMax))
			}
		})
	}
}

// classNumber gives the test's class n a judgeKey.cls, numbers whose bits
// in a chain's seen collide (1 and 129, 65 and 193 …).
func classNumber(n int) int32 {
	return int32(n)*64 + 1
}
