//go:build !ozdesk_adapters

package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// cellTable aligns tab-separated lines in columns as text/tabwriter does
// (two spaces between columns, the last cell of a line unpadded), but
// measures each cell in terminal cells, as the desk does
// ([safetext.Width]), not in runes: an agent named 全角 or 🚀 takes two
// cells a character, and counted as one it pushed the next columns of
// its row right (rt38k LOW-6). The lines are written on Flush.
type cellTable struct {
	out io.Writer
	buf bytes.Buffer
}

// cellGap is the spaces between two columns.
const cellGap = 2

// newCellTable returns a cellTable writing to out.
func newCellTable(out io.Writer) *cellTable { return &cellTable{out: out} }

// Write keeps p for Flush.
func (t *cellTable) Write(p []byte) (int, error) { return t.buf.Write(p) }

// Flush writes the lines kept, aligned, and forgets them.
func (t *cellTable) Flush() error {
	text := strings.TrimSuffix(t.buf.String(), "\n")
	t.buf.Reset()
	if text == "" {
		return nil
	}
	lines := strings.Split(text, "\n")
	rows := make([][]string, len(lines))
	var widths []int
	for i, l := range lines {
		rows[i] = strings.Split(l, "\t")
		for j, c := range rows[i][:len(rows[i])-1] { // the last cell is not aligned
			if j == len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], safetext.Width(c))
		}
	}
	var b strings.Builder
	for _, r := range rows {
		for j, c := range r {
			b.WriteString(c)
			if j < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[j]-safetext.Width(c)+cellGap))
			}
		}
		b.WriteByte('\n')
	}
	if _, err := io.WriteString(t.out, b.String()); err != nil {
		return fmt.Errorf("write a table: %w", err)
	}
	return nil
}
