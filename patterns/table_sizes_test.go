package patterns

import "testing"

// TestTableSizes holds each size a table built on first use is made with
// to no fewer names than the table holds: past it, the table is rehashed
// as it fills again (issue 10's cost).
func TestTableSizes(t *testing.T) {
	for _, tc := range []struct {
		name      string
		len, size int
	}{
		{"doerTable", len(doerTable.get()), doerTableSize},
		{"typedPrograms", len(typedPrograms.get()), typedProgramsSize},
		{"outputTable", len(outputTable()), outputTableSize},
	} {
		if tc.len > tc.size {
			t.Errorf("%s holds %d programs, over its size %d: raise it", tc.name, tc.len, tc.size)
		}
	}
}
