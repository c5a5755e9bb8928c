package patterns

import "strings"

// RelativePaths returns the operands of the suggestion's part that are
// relative paths ("data", "build/output", "./x"): each names a different
// file in every directory the command runs in, so an allow holding them
// says what it allows only together with the directory it is scoped to.
// Operands that are names, not paths (a branch, a module), are not
// returned; see operandIsPath.
func (s *Suggestion) RelativePaths(cmd *Command) []string {
	if s == nil || cmd == nil || s.Part < 0 || s.Part >= len(cmd.Parts) {
		return nil
	}
	part := cmd.Parts[s.Part]
	var out []string
	for _, sl := range s.Slots {
		if sl.Kind != SlotOperand || sl.Word >= len(part.Words) {
			continue
		}
		w := part.Words[sl.Word]
		v, ok := w.Literal()
		if !ok || v == "" || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") {
			continue
		}
		if operandIsPath(part, w) {
			out = append(out, v)
		}
	}
	return out
}
