package patterns

// itemsMayBeVerb reports whether the words xargs appends to an ozdesk
// part (F-xargs-self-approve, rt48k) may give the verb it runs: the part
// names no verb (`echo 'queue approve 5' | xargs ozdesk`, `xargs -a f
// ozdesk`) or only a group (`echo approve 5 | xargs ozdesk queue`). The
// items are read at run time, so the verb might be any, one that writes
// among them; a part that names its verb whole (`xargs ozdesk queue
// show`) is judged by it, and one that names a writing verb is one
// already (`echo 5 | xargs ozdesk queue approve`).
func itemsMayBeVerb(p *Part, verb string) bool {
	if !appendsItems(p) {
		return false
	}
	_, group := ozdeskGroups.get()[verb]
	return verb == "" || group
}
