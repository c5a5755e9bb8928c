package store

import (
	"encoding/json"
	"unicode/utf8"
)

// An ask's Command and Cwd come from the agent and must reach the desk
// byte for byte: the operator has to see what would run. JSON strings
// cannot hold invalid UTF-8 (encoding/json replaces each bad byte with
// U+FFFD), so such a value is stored in base64 in a sibling field,
// "command_b64" or "cwd_b64", and "command" or "cwd" is left empty.

// askAlias has Ask's fields without its methods.
type askAlias Ask

// askJSON is the stored form of an [Ask].
type askJSON struct {
	askAlias
	CommandB64 []byte `json:"command_b64,omitempty"`
	CwdB64     []byte `json:"cwd_b64,omitempty"`
}

// MarshalJSON encodes the ask, keeping Command and Cwd exact.
func (a Ask) MarshalJSON() ([]byte, error) {
	j := askJSON{askAlias: askAlias(a)}
	if !utf8.ValidString(a.Command) {
		j.CommandB64, j.Command = []byte(a.Command), ""
	}
	if !utf8.ValidString(a.Cwd) {
		j.CwdB64, j.Cwd = []byte(a.Cwd), ""
	}
	return encode(j)
}

// UnmarshalJSON decodes an ask written by [Ask.MarshalJSON].
func (a *Ask) UnmarshalJSON(data []byte) error {
	var j askJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*a = Ask(j.askAlias)
	if j.CommandB64 != nil {
		a.Command = string(j.CommandB64)
	}
	if j.CwdB64 != nil {
		a.Cwd = string(j.CwdB64)
	}
	return nil
}
