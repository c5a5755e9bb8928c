package patterns

// More deletes through other verbs (b7a, rt16d's db-queue, log-wipe and
// cloud-destroy families).

// searchDeletePatterns are cmd.cloud-delete's patterns for a search
// engine's delete by query (Elasticsearch's and OpenSearch's
// `_delete_by_query`) sent by an HTTP client with any method: it deletes
// every document the query matches, `match_all` the whole index. (An
// index deleted by `-X DELETE` is already curl's.) A URL not known here
// is not taken to be one ([search-delete]).
func searchDeletePatterns() []string {
	var out []string
	for _, c := range []string{"curl", "wget", "http", "https", "xh", "xhs", "curlie"} {
		out = append(out, c+" ** [search-delete] **")
	}
	return out
}

// redisFilePatterns are cmd.credentials' patterns for redis told to save
// its database where the line chooses (`CONFIG SET dir`, `dbfilename`):
// the next save writes a file the server's user owns anywhere it may
// write, ~/.ssh/authorized_keys among them.
func redisFilePatterns() []string {
	var out []string
	for _, cli := range []string{"redis-cli", "valkey-cli", "keydb-cli"} {
		for _, config := range []string{"CONFIG", "config", "Config"} {
			for _, set := range []string{"SET", "set", "Set"} {
				for _, key := range []string{"dir", "DIR", "dbfilename", "DBFILENAME"} {
					out = append(out, cli+" ** "+config+" "+set+" "+key+" **")
				}
			}
		}
	}
	return out
}

// remoteDeletePatterns are cmd.delete-outside's patterns for files
// deleted on other machines, and the shell's history thrown away:
// ansible's file module with state=absent (options match in any order;
// the module by its short or full name); `history -c` (and `-d`, which deletes
// entries), history stopped or moved (`unset HISTFILE`, `set +o
// history`, `export HISTFILE=/dev/null`, `HISTSIZE=0`); [history-var]
// takes only a word whose name is known.
func remoteDeletePatterns() []string {
	var out []string
	for _, m := range []string{"file", "ansible.builtin.file", "ansible.legacy.file"} {
		for _, mo := range []string{"-m=", "--module-name="} {
			for _, ao := range []string{"-a=", "--args="} {
				out = append(out, "ansible "+mo+m+" "+ao+"*state=absent* **")
			}
		}
	}
	return append(out, "history -c **", "history -d **", "unset ** [history-var] **", "set ** +o history **", "'export' ** [history-var] **", "'declare' ** [history-var] **")
}
