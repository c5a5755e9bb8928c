package harness

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// writeReply writes v as one JSON line (with <, > and & as they are: a
// harness shows the reason to a person) in a single write, so that a
// harness never reads half an answer. When it cannot, it says why on
// stderr with the reason blockWhy and returns [ExitBlock], which every
// hook harness takes as "do not run it".
func writeReply(stdout, stderr io.Writer, v any, blockWhy string) int {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	if err == nil {
		_, err = stdout.Write(b.Bytes())
	}
	if err != nil {
		fmt.Fprintf(stderr, "ozdesk: could not write the hook's answer (%v); blocking: %s\n", err, blockWhy)
		return ExitBlock
	}
	return 0
}
