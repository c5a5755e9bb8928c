package store

import (
	"reflect"
	"strconv"
	"testing"
)

// TestStampSlotsAsBefore: the puts a commit's stamps are kept for,
// grouped by slot once, are those the old search found by reading every
// put's ID again for each slot: the same slots in the same order, each
// with the same puts in the same order (IDs 16,384 apart share a slot; a
// put again, pending or not, stays where it came).
func TestStampSlotsAsBefore(t *testing.T) {
	cases := map[string][]askPut{
		"none":    nil,
		"one":     {{id: "7", pending: true}},
		"apart":   {{id: "1", pending: true}, {id: "2", pending: true}, {id: "3"}},
		"sharing": {{id: "5", pending: true}, {id: "16389", pending: true}, {id: "6"}, {id: "32773"}, {id: "5"}},
		"named":   {{id: "ask-a", pending: true}, {id: "12"}, {id: "ask-a"}, {id: "ask-b", pending: true}},
	}
	many := make([]askPut, 0, 3000) // IDs up to 21,000: slots shared
	for i := range cap(many) {
		many = append(many, askPut{id: strconv.Itoa(i * 7), pending: i%3 != 0})
	}
	cases["many"] = many
	for name, ids := range cases {
		t.Run(name, func(t *testing.T) {
			var got [][]askPut
			for _, slot := range stampSlots(ids) {
				for _, p := range slot.puts {
					if askStampAt(p.id) != slot.at {
						t.Fatalf("put %s is in slot %d, not %d", p.id, askStampAt(p.id), slot.at)
					}
				}
				got = append(got, slot.puts)
			}
			if want := stampSlotsBefore(ids); !reflect.DeepEqual(got, want) {
				t.Fatalf("slots %v, before %v", got, want)
			}
		})
	}
}

// stampSlotsBefore is how stampAsksIn and keepStamp found each slot's
// puts before: the slots in the order of their first put, and for each
// every put whose ID falls in it.
func stampSlotsBefore(ids []askPut) [][]askPut {
	var out [][]askPut
	done := map[int64]bool{}
	for _, p := range ids {
		at := askStampAt(p.id)
		if done[at] {
			continue
		}
		done[at] = true
		var puts []askPut
		for _, q := range ids {
			if askStampAt(q.id) == at {
				puts = append(puts, q)
			}
		}
		out = append(out, puts)
	}
	return out
}
