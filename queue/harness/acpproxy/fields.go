package acpproxy

import (
	"encoding/json"
	"errors"
	"fmt"
)

// The proxy reads the few fields it judges by their exact names, from
// objects whose keys are unique ([object]): Go's decoder would also match
// "Title" or "TITLE" to a struct's title, and judge another text than the
// one the editor shows and the agent keeps.

// members reads raw, which must be present, as a JSON object.
func members(raw json.RawMessage, what string) (map[string]json.RawMessage, error) {
	if raw == nil {
		return nil, errors.New(what + " is missing")
	}
	return object(raw, what)
}

// stringField reads f[key] as a string; ok is false when it is absent
// (or null).
func stringField(f map[string]json.RawMessage, key, what string) (s string, ok bool, err error) {
	raw, present := f[key]
	if !present {
		if v := foldedVariant(f, key); v != "" {
			return "", false, caseVariantError(what, key, v)
		}
	}
	if !present || string(raw) == "null" {
		return "", false, nil
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", false, fmt.Errorf("%s's %s is not a string", what, key)
	}
	return s, true, nil
}

// needString reads f[key] as a string that must be there.
func needString(f map[string]json.RawMessage, key, what string) (string, error) {
	s, ok, err := stringField(f, key, what)
	if err == nil && !ok {
		err = fmt.Errorf("%s has no %s", what, key)
	}
	return s, err
}

// arrayField reads f[key], which must be there, as a JSON array.
func arrayField(f map[string]json.RawMessage, key, what string) ([]json.RawMessage, error) {
	raw, ok := f[key]
	if !ok {
		if v := foldedVariant(f, key); v != "" {
			return nil, caseVariantError(what, key, v)
		}
		return nil, fmt.Errorf("%s has no %s", what, key)
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil || items == nil {
		return nil, fmt.Errorf("%s's %s is not an array", what, key)
	}
	return items, nil
}
