package patterns

// A database's data deleted is no cloud resource (fx65b, issue 7): the
// ask of cmd.cloud-delete on a part its data classes decide (a DROP TABLE
// or DELETE through psql, mysql or sqlite3 and the other clients
// ([data-delete]), a file of a client's code not shown ([sql-file],
// [sql-include]), a store's deleting command (redis-cli FLUSHALL)) gives
// the truthful reason in the rule's. The rule stays one: an operator's
// rule, a card and the audit name it as before.

// cloudDeleteRule is the default whose reason speaks of the cloud.
const cloudDeleteRule = "cmd.cloud-delete"

// dataDeleteReason is cmd.cloud-delete's reason where a database's data
// is what goes.
const dataDeleteReason = "deletes a database's data (its tables, rows or keys), which may not come back"

// dataDeleteClasses are the classes that match a database's data.
var dataDeleteClasses = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"data-delete": true, "sql-file": true, "sql-include": true, "redis-delete": true}
}}

// dataReason returns the reason of a default rule r deciding on
// evidence b, where it is not r's own, or "".
func dataReason(r *Rule, b *Because) string {
	if r == nil || !r.Default || r.ID != cloudDeleteRule || b == nil || !dataDeleteClasses.get()[b.Class] {
		return ""
	}
	return dataDeleteReason
}

// withDataReasonDoc adds what DEFAULTS.md says of dataReason to
// cmd.cloud-delete's effects.
func withDataReasonDoc(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, nil, nil, map[string]string{cloudDeleteRule: " And (fx65b, issue 7): where a database's data is what goes " +
		"(a `DROP TABLE`, `DROP DATABASE` or `DELETE` through psql, mysql, sqlite3 or another client: [data-delete]; a file of a client's code " +
		"the line does not show: [sql-file], [sql-include]; a store's deleting command: `redis-cli FLUSHALL`), the ask gives that reason, " +
		"\"" + dataDeleteReason + "\", in the cloud's; the rule is the same one, so an operator's rule and the audit name it as before."}, nil)
}
