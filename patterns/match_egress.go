package patterns

// downloadsPinned reports whether every URL a downloader part would fetch
// is certainly on the egress list: each operand, in every reading. An allow
// never certainly matches a download of anything else, whatever its
// pattern says (** included), so a download allowed is a download pinned.
func downloadsPinned(part *Part, ctx *Context) bool {
	for _, r := range ReadArgs(part) {
		for _, o := range r.Operands {
			if !JudgeClass("egress", "", part.Words[o], ctx).Certainly {
				return false
			}
		}
	}
	return true
}
