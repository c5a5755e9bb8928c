package acpproxy

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// readLines calls fn with each line of r (without its newline; a copy it
// may keep), skipping blank ones, and bad with the error of each line
// longer than limit bytes (which is skipped), until r ends.
func readLines(r io.Reader, limit int, fn func([]byte), bad func(error)) {
	br := bufio.NewReaderSize(r, 64<<10)
	var line []byte
	tooLong := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > limit+1 {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			bad(fmt.Errorf("a line longer than %d bytes", limit))
		} else if msg := trimLine(line); len(msg) > 0 {
			fn(msg)
		}
		line, tooLong = nil, false
		if err != nil {
			return
		}
	}
}

// trimLine is line without its end of line and surrounding blanks.
func trimLine(line []byte) []byte { return bytes.Trim(line, " \t\r\n") }
