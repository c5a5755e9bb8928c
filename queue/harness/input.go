package harness

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
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
