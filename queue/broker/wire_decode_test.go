package broker

import (
	"encoding/json"
	"reflect"
	"testing"
)

// wireDecodeSeeds are answers as a broker sends them, and some it never
// would: errors, asks, nulls, keys twice or in another case, bad types.
var wireDecodeSeeds = []string{
	`{"result":{"outcome":"allow","reason":"no rule matches","report":{"outcome":"allow","rule":"","reason":"no rule matches","part":0,"unreadable":[],"parts":[{"text":"git status","program":"git","outcome":"allow","rule":"","reason":"no rule matches","start":0,"end":10,"fallback":true}]}}}`,
	`{"result":{"outcome":"ask","rule":"r1","reason":"why","ask":{"id":"a1","command":"rm -rf x","agent":"claude-code","state":"pending"}}}`,
	`{"result":{"outcome":"ask","ask":null}}`,
	`{"result":{"outcome":"ask","ask":{"id":"a1"},"ask":null}}`,
	`{"result":{"outcome":"ask","ask":null,"ASK":{"id":"a2"}}}`,
	`{"result":{"outcome":"ask","ask":{"id":"a1"},"ask":{"agent":"b"}}}`,
	`{"result":{"outcome":"ask","ask":5}}`,
	`{"result":{"outcome":"nonsense"}}`,
	`{"result":{"outcome":"allow","rule":7,"ask":{"id":"a1"}}}`,
	`{"error":{"code":"denied","message":"no","role":{"need":"admin"}}}`,
	`{"error":{"code":"decided","message":"m","decided":{"id":"a1","state":"approved"}}}`,
	`{"error":null,"result":{"outcome":"refuse"}}`,
	`{"error":{"code":"a"},"error":{"message":"b"}}`,
	`{"error":{"code":"a"},"Error":null}`,
	`{"error":"not an object"}`,
	`{"result":null}`,
	`{}`, `null`, `[]`, `{"result":`, ``,
}

// TestWireDecodeAsAlways decodes answers with the client's two-step
// decoding and as they always were decoded (the types without their
// methods): the same values, and an error for the same inputs.
func TestWireDecodeAsAlways(t *testing.T) {
	for _, s := range wireDecodeSeeds {
		checkWireDecode(t, []byte(s))
	}
}

func FuzzWireDecode(f *testing.F) {
	for _, s := range wireDecodeSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(checkWireDecode)
}

// checkWireDecode checks that b decodes, as a Response and its result as
// an answer, the same way with and without the client's UnmarshalJSON.
func checkWireDecode(t *testing.T, b []byte) {
	t.Helper()
	var got Response
	var want plainResponse
	errGot, errWant := json.Unmarshal(b, &got), json.Unmarshal(b, &want)
	if (errGot == nil) != (errWant == nil) {
		t.Fatalf("response %s: error %v, as always %v", b, errGot, errWant)
	}
	if errGot == nil && !reflect.DeepEqual(got, Response(want)) {
		t.Fatalf("response %s: got %#v, as always %#v", b, got, want)
	}
	result := b
	if errGot == nil && len(got.Result) > 0 {
		result = got.Result
	}
	var gotA wireAnswer
	var wantA plainAnswer
	errGot, errWant = json.Unmarshal(result, &gotA), json.Unmarshal(result, &wantA)
	if (errGot == nil) != (errWant == nil) {
		t.Fatalf("answer %s: error %v, as always %v", result, errGot, errWant)
	}
	if errGot == nil && !reflect.DeepEqual(gotA, wireAnswer(wantA)) {
		t.Fatalf("answer %s: got %#v, as always %#v", result, gotA, wantA)
	}
}

// TestWireDecodeTypesInStep holds plainResponse and plainAnswer to the
// types they stand for: they are defined from them, so they cannot drift,
// and neither may have a method of its own.
func TestWireDecodeTypesInStep(t *testing.T) {
	for _, ty := range []reflect.Type{reflect.TypeFor[plainResponse](), reflect.TypeFor[*plainResponse](), reflect.TypeFor[plainAnswer](), reflect.TypeFor[*plainAnswer]()} {
		if ty.NumMethod() != 0 {
			t.Errorf("%v has methods: it no longer decodes as the wire type always did", ty)
		}
	}
}
