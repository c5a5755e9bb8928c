package hookcall

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// MaxHookInput caps what a hook reads from its harness: a shell call's
// JSON is the command and a few fields; anything longer is refused.
const MaxHookInput = 4 << 20

// ReadOneJSON reads one JSON value from r into v, at most [MaxHookInput]
// bytes. harness names who sends it, for the messages. It stops at the
// end of the value and does not wait for the end of the input (a harness
// that keeps it open still gets its answer); whatever came with the
// value beyond white space is refused as a second value, but nothing
// written later is waited for.
func ReadOneJSON(r io.Reader, v any, harness string) error {
	cr := &countingReader{r: io.LimitReader(r, MaxHookInput+1)}
	dec := json.NewDecoder(cr)
	var raw json.RawMessage
	err := dec.Decode(&raw)
	if err == nil {
		err = json.Unmarshal(raw, v)
	}
	switch {
	case cr.n > MaxHookInput:
		return fmt.Errorf("the hook's input is longer than %d bytes", MaxHookInput)
	case errors.Is(err, io.EOF):
		return errors.New("the hook's input is empty; " + harness + " sends the tool call as JSON on standard input")
	case err != nil:
		return fmt.Errorf("the hook's input is not a JSON object of a tool call: %w", err)
	}
	rest, _ := io.ReadAll(dec.Buffered())
	if len(bytes.TrimSpace(rest)) > 0 {
		return errors.New("the hook's input holds more than one JSON value")
	}
	return exactKeys(raw, v)
}

// exactKeys refuses an object with a key that differs only in case from
// one of v's (a struct's json names): Go's decoder reads "Tool_Input" as
// tool_input, and the last of the two wins, while a harness reads the
// exact key. Which one the harness acts on is then not certain.
func exactKeys(raw json.RawMessage, v any) error {
	var keys map[string]json.RawMessage
	if json.Unmarshal(raw, &keys) != nil {
		return nil // not an object: v's decoding said so already
	}
	t := reflect.TypeOf(v)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		for k := range keys {
			if k != name && strings.EqualFold(k, name) {
				return fmt.Errorf("the call has a key %q, %s in another case: which one the harness reads is not certain", k, name)
			}
		}
	}
	return nil
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// CommandOf returns tool_input.command of a shell call, which must be a
// non-empty string; tool names the tool, for the messages.
func CommandOf(toolInput json.RawMessage, tool string) (string, error) {
	if len(toolInput) == 0 {
		return "", errors.New("the " + tool + " call has no tool_input")
	}
	// Read the keys as they are: Go's decoder would match "Command" to
	// command too, and judge another text than the one the harness runs.
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(toolInput, &keys); err != nil {
		return "", fmt.Errorf("the %s call's tool_input is not an object with a command: %w", tool, err)
	}
	for k := range keys {
		if k != "command" && strings.EqualFold(k, "command") {
			return "", fmt.Errorf("the %s call's tool_input has a key %q beside command: which one runs is not certain", tool, k)
		}
	}
	raw, ok := keys["command"]
	if !ok {
		return "", errors.New("the " + tool + " call's tool_input has no command")
	}
	var command string
	if err := json.Unmarshal(raw, &command); err != nil {
		return "", fmt.Errorf("the %s call's command is not a string: %w", tool, err)
	}
	if command == "" {
		return "", errors.New("the " + tool + " call's command is empty")
	}
	return command, nil
}
