package policyfile

import (
	"fmt"
	"strings"
	"unicode"
)

// CheckNodeName says what is wrong with a broker's node name, or "": the
// name rule scopes match (see [CheckNodeGlob]), so it is what a scope may
// name on its own. Besides what a scope refuses, it holds no * (a name
// that is a glob too would make --node ambiguous), no blank, and no /
// (a name's keys in the store sit under PREFIX/nodes/NAME/), and is not
// . or .. .
func CheckNodeName(name string) string {
	if msg := CheckNodeGlob(name); msg != "" {
		return msg
	}
	switch {
	case strings.Contains(name, "*"):
		return fmt.Sprintf("%q holds *, which a node scope reads as a glob", name)
	case strings.ContainsFunc(name, unicode.IsSpace):
		return fmt.Sprintf("%q holds a blank", name)
	case strings.Contains(name, "/"):
		return fmt.Sprintf("%q holds /", name)
	case name == "." || name == "..":
		return fmt.Sprintf("%q is not a name", name)
	}
	return ""
}
