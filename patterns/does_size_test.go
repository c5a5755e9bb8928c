package patterns

import "testing"

// TestDoerTableSize holds doerTableSize, the size doerTable is made with,
// to no fewer names than the table holds: past it, the table is rehashed
// as it fills again (issue 10's cost).
func TestDoerTableSize(t *testing.T) {
	if n := len(doerTable.get()); n > doerTableSize {
		t.Errorf("doerTable holds %d programs, over doerTableSize %d: raise it", n, doerTableSize)
	}
}
