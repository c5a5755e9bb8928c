package patterns

import "strings"

// [rclone-local] is a word rclone certainly reads as a path on this
// machine, not a remote's (fx38c, rt36 D033): a path from `/`, `~`,
// `$HOME`, `.` or `..`, or a literal name with no `:` before its first
// `/` (rclone reads `remote:path` as a remote). `rclone purge ~/Documents`
// deletes a local directory, which the delete defaults judge as `rm -rf
// ~/Documents` (rcloneLocalDeletes), not a cloud resource; a word not
// known might be a remote and is no local path here.

// judgeRcloneLocal is [rclone-local], as above.
func judgeRcloneLocal(_ string, w Word, _ *Context) Judgement {
	if len(w.Segs) > 0 && (w.Segs[0].Kind == SegTilde || w.Segs[0].Kind == SegParam && w.Segs[0].Text == "HOME") {
		return Judgement{Might: true, Certainly: true}
	}
	lit, more := litPrefix(w)
	if lit == "" {
		return Judgement{}
	}
	head, _, slashed := strings.Cut(lit, "/")
	if strings.Contains(head, ":") || more && !slashed {
		return Judgement{} // a remote, or a name whose head is not all known
	}
	return Judgement{Might: true, Certainly: true}
}
