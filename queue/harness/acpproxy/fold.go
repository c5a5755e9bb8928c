package acpproxy

import (
	"fmt"
	"strings"
	"unicode"
)

// Go's encoding/json, which Go-written editors and agents decode ACP
// with (acp-go-sdk), matches an object's keys to a struct's fields
// without regard to case, the last match winning: {"command":"ls",
// "COMMAND":"rm -rf ~"} reads as rm -rf ~ there, while the proxy judged
// ls (rt17h F4). So an object holding two keys that fold alike is not
// read ([object]), and a field the proxy looks for that is present only
// in another case is an error ([stringField], [arrayField]).

// readKey returns the key the proxy reads somewhere (as ACP spells it)
// that folds to folded. A key that folds like one of them but is spelt
// otherwise is refused wherever it stands ([object]): the proxy looks the
// exact key up, a Go peer reads the variant.
func readKey(folded string) (string, bool) {
	for _, k := range []string{"command", "args", "env", "cwd", "sessionId", "modeId", "configId", "value",
		"optionId", "outcome", "toolCall", "rawInput", "kind", "title", "toolCallId", "update",
		"sessionUpdate", "options", "method", "params", "id", "result", "error", "jsonrpc", "name"} {
		if jsonFold(k) == folded {
			return k, true
		}
	}
	return "", false
}

// jsonFold folds a key as encoding/json matches it: letters in any case
// alike, the Kelvin sign as k, the long s as s.
func jsonFold(key string) string {
	return strings.Map(func(r rune) rune { return unicode.ToUpper(unicode.ToLower(r)) }, key)
}

// foldedVariant returns a key of f that folds like key but is not it, or
// "".
func foldedVariant[V any](f map[string]V, key string) string {
	want := jsonFold(key)
	for k := range f {
		if k != key && jsonFold(k) == want {
			return k
		}
	}
	return ""
}

// caseVariantError is the error for a field present only in another case.
func caseVariantError(what, key, variant string) error {
	return fmt.Errorf("%s names %q, another case of %s, which a Go peer reads as %s", what, variant, key, key)
}
