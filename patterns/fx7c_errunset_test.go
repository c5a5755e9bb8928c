package patterns

import "testing"

// errUnsetCases are deletes of ${X:?}: where it expands at all its value
// is X's, so known text after it is judged as after $X; a message that
// is not literal text is not read that way.
var errUnsetCases = []doesCase{
	{`rm -rf "${BUILD_DIR:?}/out"`, "cmd.delete-outside"},
	{`rm -rf "${DIR:?must be set}/build"`, "cmd.delete-outside"},
	{`rm -rf "${BUILD_DIR?}/out"`, "cmd.delete-outside"},
	{`rm -rf "${HOME:?}"`, "cmd.delete-home"},
	{`rm -rf "${X:?$(rm -rf ~)}/out"`, "cmd.delete-home"},
	{`rm -rf "${BUILD_DIR:?}"`, "cmd.delete-home"},
	{`rm -rf "${BUILD_DIR:-/}/out"`, "cmd.delete-home"},
	{`rm -rf ./build/out`, ""},
}

// TestErrorUnsetParam checks errUnsetCases against the defaults.
func TestErrorUnsetParam(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", errUnsetCases)
}
