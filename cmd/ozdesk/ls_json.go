//go:build !ozdesk_adapters

package main

import (
	"encoding/json"
	"fmt"
	"strconv"

	"ozdesk.dev/ozdesk/store"
)

// listedJSON is an ask as queue ls --json prints it: the store's record
// (store.Ask's JSON, "id": "0000000001" kept as it was for the scripts
// that read it) led by "ask", its number, as every other place names it
// ("ask 1" is {"ask": 1, …}; rt38k LOW-7).
func listedJSON(asks []store.Ask) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(asks))
	for i, k := range asks {
		b, err := json.Marshal(k)
		if err != nil {
			return nil, fmt.Errorf("write ask %s as JSON: %w", k.ID, err)
		}
		n, err := strconv.ParseUint(k.ID, 10, 64)
		if err != nil || len(b) < 2 || b[0] != '{' {
			out[i] = b // an ID that is no number has no "ask"
			continue
		}
		head := `{"ask":` + strconv.FormatUint(n, 10)
		if len(b) > 2 {
			head += ","
		}
		out[i] = append([]byte(head), b[1:]...)
	}
	return out, nil
}
