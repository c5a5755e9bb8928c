package store

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestRefOutAsStruct: refOut, which decodes an object's fields once and
// unquotes only its command, returns what decoding the object as a
// struct first returned (refOutStruct), for long commands and short,
// keys of other case, commands that are not strings, and what is not an
// object (fx39c).
func TestRefOutAsStruct(t *testing.T) {
	long, _ := json.Marshal(longCommand("rm -rf ~; ", 10<<10, " end"))
	pad := strings.Repeat("p", 5000)
	for _, data := range []string{
		`{"command":` + string(long) + `,"report":{"parts":[1,2,3]},"agent":"claude"}`,
		`{"agent":"claude","command":` + string(long) + `}`,
		`{"command":"ls","pad":"` + pad + `"}`,
		`{"command":null,"pad":"` + pad + `"}`,
		`{"command":3,"pad":"` + pad + `"}`,
		`{"Command":` + string(long) + `}`,
		`{"command":` + string(long) + `,"COMMAND_REF":{"sha256":"x"}}`,
		`{"command":` + string(long) + `,"command_ref":7}`,
		`{"command":` + string(long) + `,"command_ref":{"sha256":"x"}}`,
		`{"command":"ls","command":` + string(long) + `}`,
		`["` + pad + `"]`,
		`{"pad":"` + pad + `"} x`,
	} {
		s := openTestStore(t)
		mustUpdate(t, s, func(tx *Tx) error {
			got, err := tx.refOut(json.RawMessage(data))
			if err != nil {
				return err
			}
			want, err := tx.refOutStruct(json.RawMessage(data))
			if err != nil {
				return err
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%.60s…: refOut\n%.200s\nwant\n%.200s", data, got, want)
			}
			return nil
		})
	}
}
