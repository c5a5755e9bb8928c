package hookcall

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"ozdesk.dev/ozdesk/internal/jsonobj"
)

// MaxHookInput caps what a hook reads from its harness: a shell call's
// JSON is the command and a few fields; anything longer is refused.
const MaxHookInput = 4 << 20

// ReadOneJSON reads one JSON object from r into v, at most [MaxHookInput]
// bytes, as [ReadObject] reads it, and refuses a key that differs only
// in case from one of v's. harness names who sends it, for the messages.
func ReadOneJSON(r io.Reader, v any, harness string) error {
	raw, err := ReadObject(r, harness)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("the hook's input is not a JSON object of a tool call: %w", err)
	}
	return exactKeys(raw, jsonNames(v))
}

// ReadObject reads one JSON object from r, at most [MaxHookInput] bytes,
// checked as encoding/json checks it, and returns it; null, which
// encoding/json decodes into a struct as nothing, is returned as {}. harness names who
// sends it, for the messages. It stops at the end of the object and does
// not wait for the end of the input (a harness that keeps it open still
// gets its answer); whatever came with the object beyond white space is
// refused as a second value, but nothing written later is waited for.
func ReadObject(r io.Reader, harness string) ([]byte, error) {
	buf := make([]byte, 0, 4<<10)
	checked := 0 // len(buf) when it was last checked
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, rerr := r.Read(buf[len(buf):min(cap(buf), MaxHookInput+1)])
		buf = buf[:len(buf)+n]
		if len(buf) > MaxHookInput {
			return nil, fmt.Errorf("the hook's input is longer than %d bytes", MaxHookInput)
		}
		// The text is checked from its start: when it has doubled since
		// the last check (so at most twice its length in all), and when
		// what came last may close the object.
		last := bytes.TrimRight(buf, " \t\r\n")
		final := rerr != nil
		if n > 0 && (len(buf) >= 2*checked || len(last) > 0 && last[len(last)-1] == '}') || final {
			checked = len(buf)
			start := len(buf) - len(bytes.TrimLeft(buf, " \t\r\n"))
			end, err := jsonobj.Check(buf)
			if err == jsonobj.ErrNotObject && bytes.HasPrefix(buf[start:], []byte("null")) {
				// null decodes into a struct as nothing at all, as {} does.
				end, err = start+4, nil
			}
			switch {
			case err == nil && len(bytes.TrimSpace(buf[end:])) > 0:
				return nil, errors.New("the hook's input holds more than one JSON value")
			case err == nil && buf[start] == 'n':
				return []byte("{}"), nil
			case err == nil:
				return buf[start:end], nil
			case final && len(last) == 0 && errors.Is(rerr, io.EOF):
				return nil, errors.New("the hook's input is empty; " + harness + " sends the tool call as JSON on standard input")
			case err == jsonobj.ErrIncomplete && errors.Is(rerr, io.EOF):
				return nil, fmt.Errorf("the hook's input is not a JSON object of a tool call: %w", io.ErrUnexpectedEOF)
			case err != jsonobj.ErrIncomplete:
				return nil, fmt.Errorf("the hook's input is not a JSON object of a tool call: %w", err)
			}
		}
		if rerr != nil {
			return nil, fmt.Errorf("read the hook's input: %w", rerr)
		}
	}
}

// exactKeys refuses an object with a key that differs only in case from
// one of names (a struct's json names): Go's decoder reads "Tool_Input"
// as tool_input, and the last of the two wins, while a harness reads the
// exact key. Which one the harness acts on is then not certain.
func exactKeys(raw []byte, names []string) error {
	return jsonobj.Members(raw, func(k string, _ []byte) error { return caseTwin(k, names) })
}

// caseTwin is the error for a key k that differs only in case from one
// of names; nil for any other key.
func caseTwin(k string, names []string) error {
	for _, name := range names {
		if k != name && strings.EqualFold(k, name) {
			return fmt.Errorf("the call has a key %q, %s in another case: which one the harness reads is not certain", k, name)
		}
	}
	return nil
}

// jsonNames are the json names of v's fields, v a struct or a pointer to
// one.
func jsonNames(v any) []string {
	t := reflect.TypeOf(v)
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	var names []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			names = append(names, name)
		}
	}
	return names
}

// CommandOf returns tool_input.command of a shell call, which must be a
// non-empty string; tool names the tool, for the messages.
func CommandOf(toolInput json.RawMessage, tool string) (string, error) {
	if len(toolInput) == 0 {
		return "", errors.New("the " + tool + " call has no tool_input")
	}
	// Read the keys as they are: Go's decoder would match "Command" to
	// command too, and judge another text than the one the harness runs.
	var raw []byte
	var twin error
	err := jsonobj.Members(toolInput, func(k string, v []byte) error {
		if k == "command" {
			raw = v
		} else if strings.EqualFold(k, "command") {
			twin = fmt.Errorf("the %s call's tool_input has a key %q beside command: which one runs is not certain", tool, k)
			return twin
		}
		return nil
	})
	switch {
	case twin != nil:
		return "", twin
	case err != nil:
		return "", fmt.Errorf("the %s call's tool_input is not an object with a command: %w", tool, err)
	case raw == nil:
		return "", errors.New("the " + tool + " call's tool_input has no command")
	}
	command, ok := "", jsonobj.IsNull(raw) // null reads as "", as encoding/json reads it
	if !ok {
		command, ok = jsonobj.String(raw)
	}
	if !ok {
		return "", fmt.Errorf("the %s call's command is not a string", tool)
	}
	if command == "" {
		return "", errors.New("the " + tool + " call's command is empty")
	}
	return command, nil
}
