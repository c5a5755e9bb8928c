package harness

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// MaxHookInput caps what a hook reads from its harness: a shell call's
// JSON is the command and a few fields; anything longer is refused.
const MaxHookInput = 4 << 20

// readOneJSON reads one JSON value from r into v (and nothing after it
// but white space), at most [MaxHookInput] bytes. harness names who
// sends it, for the messages.
func readOneJSON(r io.Reader, v any, harness string) error {
	b, err := io.ReadAll(io.LimitReader(r, MaxHookInput+1))
	if err != nil {
		return fmt.Errorf("read the hook's input: %w", err)
	}
	if len(b) > MaxHookInput {
		return fmt.Errorf("the hook's input is longer than %d bytes", MaxHookInput)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return errors.New("the hook's input is empty; " + harness + " sends the tool call as JSON on standard input")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("the hook's input is not a JSON object of a tool call: %w", err)
	}
	if dec.More() || len(bytes.TrimSpace(b[dec.InputOffset():])) > 0 {
		return errors.New("the hook's input holds more than one JSON value")
	}
	return nil
}

// commandOf returns tool_input.command of a shell call, which must be a
// non-empty string; tool names the tool, for the messages.
func commandOf(toolInput json.RawMessage, tool string) (string, error) {
	var ti struct {
		Command *string `json:"command"`
	}
	if len(toolInput) == 0 {
		return "", errors.New("the " + tool + " call has no tool_input")
	}
	if err := json.Unmarshal(toolInput, &ti); err != nil {
		return "", fmt.Errorf("the %s call's tool_input is not an object with a command: %w", tool, err)
	}
	if ti.Command == nil {
		return "", errors.New("the " + tool + " call's tool_input has no command")
	}
	if *ti.Command == "" {
		return "", errors.New("the " + tool + " call's command is empty")
	}
	return *ti.Command, nil
}
